import Testing
@testable import SheetKit

@Suite("Adapter geometry: grabber, keyboard coverage, axes")
struct AdapterGeometryTests {
    @Test("Grabber sits centered on the inner edge", arguments: [
        (ResolvedEdge.bottom, SheetRect(x: 177, y: 5, width: 36, height: 5)),
        (.top, SheetRect(x: 177, y: 590, width: 36, height: 5)),
        (.left, SheetRect(x: 380, y: 282, width: 5, height: 36)),
        (.right, SheetRect(x: 5, y: 282, width: 5, height: 36)),
    ])
    func grabber(edge: ResolvedEdge, expected: SheetRect) {
        let size = edge.axis == .vertical ? SheetSize(width: 390, height: 600) : SheetSize(width: 390, height: 600)
        #expect(GrabberLayout.standard.frame(inContentOf: size, edge: edge) == expected)
    }

    @Test("Content keeps 15 pt clear of the grabber on the inner side only", arguments: [
        (ResolvedEdge.bottom, SheetInsets(top: 15, left: 0, bottom: 0, right: 0)),
        (.top, SheetInsets(top: 0, left: 0, bottom: 15, right: 0)),
        (.left, SheetInsets(top: 0, left: 0, bottom: 0, right: 15)),
        (.right, SheetInsets(top: 0, left: 15, bottom: 0, right: 0)),
    ])
    func grabberClearance(edge: ResolvedEdge, expected: SheetInsets) {
        #expect(GrabberLayout.standard.clearance == 15)
        #expect(GrabberLayout.standard.contentInsets(for: edge) == expected)
        // The clearance ends one inset past how far the grabber reaches from the inner edge.
        let size = SheetSize(width: 390, height: 600)
        let frame = GrabberLayout.standard.frame(inContentOf: size, edge: edge)
        let start = frame.origin(along: edge.axis), end = start + frame.length(along: edge.axis)
        let reach = edge.isAttachedAtMinimum ? size.length(along: edge.axis) - start : end
        #expect(reach == 10 && reach + GrabberLayout.standard.inset == GrabberLayout.standard.clearance)
    }

    @Test("Keyboard coverage of container edges", arguments: [
        (SheetRect(x: 0, y: 508, width: 390, height: 336), SheetInsets(top: 0, left: 0, bottom: 336, right: 0)),
        (SheetRect(x: 0, y: 844, width: 390, height: 336), SheetInsets.zero),             // off screen
        (SheetRect(x: 0, y: 600, width: 390, height: 400), SheetInsets(top: 0, left: 0, bottom: 244, right: 0)),
        (SheetRect(x: 20, y: 500, width: 300, height: 200), SheetInsets.zero),            // floating
        (SheetRect(x: 0, y: .nan, width: 390, height: 336), SheetInsets.zero),
        (SheetRect(x: 0, y: -10, width: 390, height: 100), SheetInsets(top: 90, left: 0, bottom: 0, right: 0)),
    ])
    func coverage(rect: SheetRect, expected: SheetInsets) {
        #expect(SheetInsets.covered(by: rect, in: SheetSize(width: 390, height: 844)) == expected)
    }

    @Test("Axis components")
    func axisComponents() {
        #expect(SheetAxis.vertical.along(x: 3, y: 4) == 4 && SheetAxis.vertical.across(x: 3, y: 4) == 3)
        #expect(SheetAxis.horizontal.along(x: 3, y: 4) == 3 && SheetAxis.horizontal.across(x: 3, y: 4) == 4)
    }

    @Test("Events say who caused them and when the target detent changes")
    func causesAndTargets() {
        var engine = presentedCommentSheet()
        let programmatic = engine.send(.selectDetent(.large, animated: true, time: 0))
        #expect(programmatic.events == [.targetDetentChanged] && programmatic.cause != .user)
        let rested = engine.runTicks(from: 0).last!.output
        #expect(rested.events == [.settled, .detentChanged] && rested.cause != .user)
        engine.drag([-40], from: 2)
        let release = engine.send(.dragEnded(velocity: -800, time: 2.01))
        #expect(release.events == [.targetDetentChanged] && release.cause == .user)
        let userRest = engine.runTicks(from: 2.01).last!.output
        #expect(userRest.events == [.settled, .detentChanged] && userRest.cause == .user)
        // A rotation during a user's settle keeps the cause.
        engine.drag([30], from: 4)
        engine.send(.dragEnded(velocity: 900, time: 4.01))
        #expect(engine.send(.updateContainer(.phonePortrait)).cause == .user)
    }
}
