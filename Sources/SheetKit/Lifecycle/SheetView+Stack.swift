// Sheets on sheets. A sheet presented from another SheetKit sheet reports its presentation
// progress down to it; a sheet that hears it steps back by ``SheetStackEffect`` and passes
// the news further down, one level deeper. The sheet below never moves: only its transform,
// its overlay and its corners change, so a drag or a dismissal of the sheet on top cannot
// disturb it.
//
// With sheets A ← B ← C (C on top, at progress p): B is covered at depth 1 with p, A at depth
// 2 with p. While C is dismissed (p → 1 … 0), B comes forward from level 1 to 0 and A from
// level 2 to 1; when C is gone, B reports its own progress to A at depth 1, which is level 1
// again for a resting B: every level moves continuously.
extension SheetView {
    /// What a sheet knows of the SheetKit sheets around it.
    struct StackLink: Sendable {
        /// Whether the sheet is presented from another SheetKit sheet (and reports to it).
        var reportsToPresentingSheet = false
        /// The sheets above: how many and the top-most's progress; `nil` until one reports.
        var cover: StackCover?
        /// What the sheet last reported to the sheet below.
        var reported: StackCover?
    }

    /// How many sheets are above one, and how far the top-most of them is presented.
    struct StackCover: Hashable, Sendable {
        /// The number of sheets above, 0...``maximumDepth``.
        var depth: Int
        /// The top-most sheet's progress, 0...1.
        var progress: Double

        /// The deepest level a report carries: one more than any stack configuration steps
        /// back, so deeper sheets all sit at the deepest level.
        static let maximumDepth = SheetStackConfiguration.maximumAllowedDepth + 1

        /// No sheet above.
        static let none = StackCover(depth: 0, progress: 0)

        /// A sanitized report: the depth clamped into 0...``maximumDepth``, the progress into
        /// 0...1 (NaN: 1, a resting sheet); with no sheet above, progress 0.
        init(depth: Int, progress: Double) {
            self.depth = Swift.min(Swift.max(depth, 0), Self.maximumDepth)
            self.progress = self.depth == 0 ? 0 : (progress.isNaN ? 1 : progress.clamped(to: 0...1))
        }
    }

    /// A sheet above reported: step back (or forward) and pass it down.
    mutating func coveredBySheet<Presence: SheetPresence>(depth: Int, progress: Double, presence: inout Presence) {
        stack.cover = StackCover(depth: depth, progress: progress)
        // Before the presentation there is nothing to show; the effect comes with the first
        // output.
        guard presence.isOnScreen else { return }
        let output = engine.output
        applyAppearance(output)
        reportToPresentingSheet(output)
    }

    /// Tells the sheet below what covers it now, when that changed: the sheets above this one
    /// one level deeper while there are any, otherwise this sheet itself at its
    /// ``coverProgress(of:)``.
    mutating func reportToPresentingSheet(_ output: SheetOutput) {
        guard stack.reportsToPresentingSheet else { return }
        let cover = stack.cover ?? .none
        let report = cover.depth > 0
            ? StackCover(depth: cover.depth + 1, progress: cover.progress)
            : StackCover(depth: 1, progress: Self.coverProgress(of: output))
        send(report)
    }

    /// How far a sheet covers the sheet it is presented from, in 0...1: its progress while a
    /// UIKit transition moves it (presenting, or dismissing: a pull below its smallest detent
    /// begins one), 0 when hidden, and 1 otherwise. So a settle that bounces below the
    /// smallest detent, or a pull banded there because dismissal is not allowed, leaves the
    /// sheet below where it is: only presenting and dismissing move it.
    static func coverProgress(of output: SheetOutput) -> Double {
        guard output.transition == nil else { return output.progress }
        return output.phase == .hidden || output.phase == .dismissed ? 0 : 1
    }

    /// Whether VoiceOver is kept inside a sheet's container (`accessibilityViewIsModal`): while
    /// the sheet stops touches to what is behind it (it dims it), and no sheet is presented
    /// over it. A modal view hides everything outside it from VoiceOver (UIAccessibility.h
    /// lines 162–167, iOS 26.2 SDK, `accessibilityViewIsModal`: "elements outside this view
    /// will be ignored"), and the container of a sheet presented over it lies outside it:
    /// a sheet above that leaves what is behind it undimmed (its `largestUndimmedDetentIdentifier`)
    /// is not modal itself, and was unreachable while the sheet below stayed modal (parity
    /// review of 2026-11-28).
    /// - Parameters:
    ///   - passesTouchesThrough: Whether touches outside the sheet reach what is behind it.
    ///   - coverDepth: How many sheets are presented over it (0: none).
    static func isAccessibilityModal(passesTouchesThrough: Bool, coverDepth: Int) -> Bool {
        !passesTouchesThrough && coverDepth <= 0
    }

    /// Whether the content a sheet presents over is hidden from VoiceOver: while the sheet
    /// dims it (stops touches to it) and gives up its modal container to a sheet presented
    /// over it (``isAccessibilityModal(passesTouchesThrough:coverDepth:)``). Without it,
    /// nothing would be modal under a sheet above that does not dim, and VoiceOver would reach
    /// the dimmed screen, whose elements a double tap cannot reach through the dimming
    /// (re-review of 2026-11-28). The sheets' own content stays reachable.
    /// - Parameters:
    ///   - passesTouchesThrough: Whether touches outside the sheet reach what is behind it.
    ///   - coverDepth: How many sheets are presented over it (0: none).
    static func hidesPresentingContent(passesTouchesThrough: Bool, coverDepth: Int) -> Bool {
        !passesTouchesThrough && coverDepth > 0
    }

    /// The sheet is gone: nothing covers the sheet below any more.
    mutating func reportGone() {
        guard stack.reportsToPresentingSheet else { return }
        send(.none)
    }

    private mutating func send(_ report: StackCover) {
        guard stack.reported != report else { return }
        stack.reported = report
        queue(.coverPresentingSheet(depth: report.depth, progress: report.progress))
    }

    /// The stack effect for `output`: `nil` while no sheet was ever stacked on this one.
    func stackEffect(for output: SheetOutput) -> SheetStackEffect? {
        guard let cover = stack.cover else { return nil }
        return SheetStackEffect(depth: cover.depth, progress: cover.progress, frontCornerRadius: output.surface.cornerRadius,
                                configuration: engine.configuration.stack, reduceMotion: engine.configuration.reduceMotion)
    }

    /// Queues the surface's drawing and the stack effect when they changed.
    mutating func applySurface(_ output: SheetOutput) {
        let effect = stackEffect(for: output)
        let appearance = SheetSurfaceAppearance(surface: output.surface, stack: effect)
        if shown.surface != appearance {
            shown.surface = appearance
            queue(.drawSurface(appearance))
        }
        guard let effect else { return }
        let edge = engine.layout.edge
        let move = effect.translation(forSheetLength: output.frame.surface.length(along: edge.axis), edge: edge)
        let translation = SheetPoint(x: move.x, y: move.y)
        guard shown.stackEffect != effect || shown.stackTranslation != translation else { return }
        shown.stackEffect = effect
        shown.stackTranslation = translation
        queue(.applyStackEffect(effect, translation: translation))
    }
}
