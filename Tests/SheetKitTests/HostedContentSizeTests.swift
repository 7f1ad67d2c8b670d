import Testing
@testable import SheetKit

/// SwiftUI content that grows or shrinks on its own makes a fits-content sheet measure it
/// again; the sheet resizing the content (a drag, a new detent) does not (review: SwiftUI
/// content kept the height measured when it first appeared).
@Suite("Hosted SwiftUI content: its own size changes")
struct HostedContentSizeTests {
    static func size(_ width: Double, _ height: Double) -> SheetSize { SheetSize(width: width, height: height) }

    @Test("A script of reports: only changes under an unchanged host are the content's own")
    func script() {
        var tracker = HostedContentSize()
        let host = Self.size(390, 400)
        let reports = [
            (Self.size(390, 300), host, false),                     // first layout
            (Self.size(390, 300), host, false),                     // nothing new
            (Self.size(390, 360), host, true),                      // text loaded
            // The sheet grows to the new measurement: the content fills more of a larger host.
            (Self.size(390, 380), Self.size(390, 380), false),
            (Self.size(390, 420), Self.size(390, 420), false),      // a rubber band
            (Self.size(390, 340), Self.size(390, 420), true),       // a message went away
        ]
        let answers = reports.map { tracker.contentChanged(to: $0.0, hostSize: $0.1) }
        #expect(answers == reports.map(\.2))
    }
}
