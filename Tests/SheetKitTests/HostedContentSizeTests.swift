import Testing
@testable import SheetKit

/// SwiftUI content that grows or shrinks on its own makes a fits-content sheet measure it
/// again; the sheet resizing the content (a drag, a new detent) does not measure per frame
/// (review: SwiftUI content kept the height measured when it first appeared).
@Suite("Hosted SwiftUI content: its own size changes")
struct HostedContentSizeTests {
    static func size(_ width: Double, _ height: Double) -> SheetSize { SheetSize(width: width, height: height) }

    @Test("A script of reports: a change measures again at once while the sheet rests, never while it moves")
    func script() {
        var tracker = HostedContentSize()
        let reports = [
            (Self.size(390, 300), SheetPhase.presenting, false),   // first layout
            (Self.size(390, 360), .resting, true),                  // text loaded
            // The sheet moves to the new measurement; content that fills it follows each frame.
            (Self.size(390, 370), .settling, false),
            (Self.size(390, 380), .settling, false),
            (Self.size(390, 420), .dragging, false),                // a rubber band
            (Self.size(390, 340), .resting, true),                  // a message went away
        ]
        let answers = reports.map { tracker.measuresAgain(contentSize: $0.0, sheetRests: HostedContentSize.sheetRests(in: $0.1)) }
        #expect(answers == reports.map(\.2))
    }

    /// Review of 2026-11-27: content that does not fill its host (a fixed-height stack, what
    /// fits-content is for) reports nothing when the sheet resizes it, so a rule that compared
    /// the host's size with the one at the content's last report took every other toggle of
    /// the Order Summary's details for the sheet's own resize (answers `[false, true, false,
    /// true, true, false]` from the old rule).
    @Test("Details shown and hidden again and again at rest: each toggle measures again")
    func toggles() {
        var tracker = HostedContentSize()
        let collapsed = Self.size(390, 280), expanded = Self.size(390, 460)
        var answers: [Bool] = [tracker.measuresAgain(contentSize: collapsed, sheetRests: false)]   // presented
        for content in [expanded, collapsed, expanded, collapsed, expanded] {
            // The sheet resizes to each measurement between toggles, which the content never hears.
            answers.append(tracker.measuresAgain(contentSize: content, sheetRests: true))
        }
        #expect(answers == [false, true, true, true, true, true])
    }

    @Test("Only a resting sheet measures at once", arguments: SheetPhase.allCases)
    func phases(phase: SheetPhase) {
        #expect(HostedContentSize.sheetRests(in: phase) == (phase == .resting))
    }
}
