/// Decides when a hosted content's size change makes the sheet that fits it measure it again,
/// so a SwiftUI sheet, panel or centred card that fits its content follows it when it grows or
/// shrinks (text that loads, a validation message), and not on every frame of a drag.
///
/// SwiftUI lays its content out inside the hosting view without telling UIKit: a hosting
/// controller's `preferredContentSize` stays as it is with the default sizing options, and no
/// UIKit layout runs. The content's size is read in SwiftUI instead (a geometry reader behind
/// it) and reported here, as SwiftUI reports it: only when it changed.
///
/// The rule: a change measures again at once while the sheet rests, and not while it moves.
/// A sheet that moves resizes its host on every frame, so a change then may be the sheet's own
/// doing (content that fills its host) as well as the content's, and the two cannot be told
/// apart; the sheet measures again each time it comes to rest, which catches the content's.
/// Telling them apart by the host's size at the content's last report failed for content that
/// does not fill its host (review of 2026-11-27): such content reports nothing when the sheet
/// resizes it, so the host size it was last reported with goes stale, and every other toggle
/// of a "Show details" section was taken for the sheet's own resize and missed.
package struct HostedContentSize: Sendable {
    private var last: SheetSize?

    /// Nothing reported yet.
    package init() {}

    /// The content's laid-out size is now `content`. Returns whether the sheet that fits it
    /// measures it again now: the size changed since the last report and the sheet rests.
    /// The first report is the content's first layout, which the presentation measures anyway:
    /// `false`.
    /// - Parameters:
    ///   - content: The content's laid-out size, in points.
    ///   - sheetRests: Whether the sheet rests (``SheetPhase/resting``; a centred card, whose
    ///     motion is a transform that keeps its host's size, always rests).
    /// - Complexity: O(1).
    package mutating func measuresAgain(contentSize content: SheetSize, sheetRests: Bool) -> Bool {
        defer { last = content }
        guard let last else { return false }
        return content != last && sheetRests
    }

    /// Whether a sheet in `phase` rests, so a change of its content's size measures it again at
    /// once (the `sheetRests` of ``measuresAgain(contentSize:sheetRests:)``); in every other
    /// phase the sheet moves, and measures again when it comes to rest, or is not on screen.
    /// - Complexity: O(1).
    package static func sheetRests(in phase: SheetPhase) -> Bool {
        phase == .resting
    }
}
