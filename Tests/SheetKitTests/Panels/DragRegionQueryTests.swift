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
        #expect(lifecycle.panMayBegin(atContentX: probe.x, y: probe.y, motionX: probe.dx, motionY: probe.dy) == probe.expected)
    }

    @Test("Touch points in container coordinates map to the content's at the current extent")
    func contentPoint() {
        var lifecycle = Self.lifecycle(region: .anywhere)
        let point = lifecycle.engine.contentPoint(x: 100, y: 400)
        #expect(point.x == 100)
        #expect(point.y ≈ 62.4)
        _ = lifecycle.send(.selectDetent(.large, animated: false, time: 1))
        #expect(lifecycle.engine.contentPoint(x: 100, y: 400).y ≈ 332.48)
    }

    @Test("No drag before the presentation began or once the sheet is gone, wherever the finger is")
    func notPresented() {
        var lifecycle = SheetLifecycle(configuration: .commentSheet())
        #expect(!lifecycle.panMayBegin(atContentX: 10, y: 10, motionX: 0, motionY: 5))
        _ = lifecycle.send(.tearDown)
        #expect(!lifecycle.panMayBegin(atContentX: 10, y: 10, motionX: 0, motionY: 5))
    }
}
