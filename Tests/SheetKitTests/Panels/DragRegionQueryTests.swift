import Testing
import SheetKitTestSupport
@testable import SheetKit

/// The query the pan's `gestureRecognizerShouldBegin` asks: the comment sheet at its medium
/// detent on a phone (content 390 × 506.4 pt at y 337.6), with a 60 pt header region or the
/// grabber (hit rectangle x 157.5..<232.5, y −14.5..<29.5 in the content).
@Suite("Drag region query")
struct DragRegionQueryTests {
    static func lifecycle(region: SheetDragRegion) -> SheetLifecycle {
        var configuration = SheetConfiguration.commentSheet()
        configuration.drag.region = region
        var lifecycle = SheetLifecycle(configuration: configuration)
        _ = lifecycle.send(.presentationWillBegin(container: .phonePortrait, time: 0))
        _ = lifecycle.send(.transitionStarted(.presentation, interactive: false, animated: false, time: 0))
        _ = lifecycle.send(.presentationDidEnd(completed: true))
        return lifecycle
    }

    struct Probe: Sendable, CustomTestStringConvertible {
        let region: SheetDragRegion
        let x: Double, y: Double, dx: Double, dy: Double
        let expected: Bool
        init(_ region: SheetDragRegion, _ x: Double, _ y: Double, _ dx: Double, _ dy: Double, _ expected: Bool) {
            (self.region, self.x, self.y, self.dx, self.dy, self.expected) = (region, x, y, dx, dy, expected)
        }
        var testDescription: String { "\(region) at (\(x), \(y)) moving (\(dx), \(dy))" }
    }

    @Test("Region, point and direction", arguments: [
        Probe(.header(length: 60), 10, 30, 0, 12, true),
        Probe(.header(length: 60), 10, 59.9, 0, -12, true),
        Probe(.header(length: 60), 10, 60, 0, 12, false),       // just below the header
        Probe(.header(length: 60), 10, 30, 12, 11, false),      // more across than along: a horizontal swipe
        Probe(.grabber, 195, 20, 0, 5, true),
        Probe(.grabber, 100, 20, 0, 5, false),
        Probe(.grabber, 195, 29.5, 0, 5, false),
        Probe(.anywhere, 389, 506, 0, -1, true),
        Probe(.anywhere, 390, 10, 0, 1, false),                  // outside the content
        Probe(.anywhere, .nan, 10, 0, 1, false),
        Probe(.anywhere, 10, 10, 0, 0, false),                   // no motion yet
        Probe(.rectangles([SheetRect(x: 300, y: 100, width: 90, height: 90)]), 350, 150, 0, 3, true),
        Probe(.rectangles([SheetRect(x: 300, y: 100, width: 90, height: 90)]), 250, 150, 0, 3, false),
    ])
    func probe(probe: Probe) {
        let lifecycle = Self.lifecycle(region: probe.region)
        // The probes are in the content's coordinates; the query takes the container's.
        #expect(lifecycle.panMayBegin(atX: probe.x, y: probe.y + Self.contentTop, motionX: probe.dx, motionY: probe.dy) == probe.expected)
    }

    /// The content's top at the medium detent: 844 − 506.4 pt.
    static let contentTop = 337.6

    @Test("The region follows the sheet: a point in the header at one detent is on the list at the next")
    func followsTheSheet() {
        var lifecycle = Self.lifecycle(region: .header(length: 60))
        #expect(lifecycle.panMayBegin(atX: 100, y: 380, motionX: 0, motionY: 5))      // 42.4 pt into the content
        _ = lifecycle.send(.selectDetent(.large, animated: false, time: 1))
        // Content top 67.52: 380 is 312.48 pt into the content, well below the header; 100 is in it.
        #expect(!lifecycle.panMayBegin(atX: 100, y: 380, motionX: 0, motionY: 5))
        #expect(lifecycle.panMayBegin(atX: 100, y: 100, motionX: 0, motionY: 5))
        #expect(!lifecycle.panMayBegin(atX: 100, y: 60, motionX: 0, motionY: 5))       // above the sheet
        #expect(!lifecycle.panMayBegin(atX: 100, y: .infinity, motionX: 0, motionY: 5))
    }

    @Test("The app's shouldBeginDrag is asked only for drags SheetKit allows, with what they would move, and may refuse them")
    func appVeto() {
        let lifecycle = Self.lifecycle(region: .header(length: 60))
        var asked: [SheetDragStart] = []
        // Allowed by SheetKit: a finger in the header moving up (−5 pt on screen expands the sheet).
        #expect(!lifecycle.panMayBegin(atX: 10, y: 30 + Self.contentTop, motionX: 0, motionY: -5) { asked.append($0); return false })
        #expect(asked == [SheetDragStart(x: 10, y: 30 + Self.contentTop, motion: 5, selectedDetentIdentifier: .medium)])
        #expect(lifecycle.panMayBegin(atX: 10, y: 30 + Self.contentTop, motionX: 0, motionY: -5) { _ in true })
        #expect(lifecycle.panMayBegin(atX: 10, y: 30 + Self.contentTop, motionX: 0, motionY: -5, appAllows: nil))
        // Refused by SheetKit (below the header): the app is not asked.
        #expect(!lifecycle.panMayBegin(atX: 10, y: 200 + Self.contentTop, motionX: 0, motionY: -5) { asked.append($0); return true })
        #expect(asked.count == 1)
    }

    @Test("The grabber region is the configuration's grabber: a longer, lower capsule takes drags the standard one does not (issue 22)")
    func customGrabber() {
        var configuration = SheetConfiguration.commentSheet()
        configuration.drag.region = .grabber
        configuration.layout.grabber = GrabberLayout(length: 120, thickness: 8, inset: 12)
        var lifecycle = SheetLifecycle(configuration: configuration)
        _ = lifecycle.send(.presentationWillBegin(container: .phonePortrait, time: 0))
        _ = lifecycle.send(.transitionStarted(.presentation, interactive: false, animated: false, time: 0))
        _ = lifecycle.send(.presentationDidEnd(completed: true))
        // x 250 is 55 pt right of the centre: outside the standard 36 pt capsule's hit area, inside a 120 pt one.
        #expect(lifecycle.panMayBegin(atX: 250, y: 16 + Self.contentTop, motionX: 0, motionY: 5))
        #expect(!Self.lifecycle(region: .grabber).panMayBegin(atX: 250, y: 16 + Self.contentTop, motionX: 0, motionY: 5))
        #expect(configuration.layout.grabber.contentInsets(for: .bottom).top == 32)    // 12 + 8 + 12
    }

    @Test("No drag before the presentation began or once the sheet is gone, wherever the finger is")
    func notPresented() {
        var lifecycle = SheetLifecycle(configuration: .commentSheet())
        #expect(!lifecycle.panMayBegin(atX: 10, y: 400, motionX: 0, motionY: 5))
        _ = lifecycle.send(.tearDown)
        #expect(!lifecycle.panMayBegin(atX: 10, y: 400, motionX: 0, motionY: 5))
    }
}
