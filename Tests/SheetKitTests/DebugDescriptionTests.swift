import Testing
import SheetKitTestSupport
@testable import SheetKit

@Suite("Debug descriptions")
struct DebugDescriptionTests {
    static func presented() -> SheetEngine {
        var engine = SheetEngine(configuration: .commentSheet(), container: .phonePortrait)
        engine.send(.present(animated: false, time: 0))
        return engine
    }

    @Test("A resting engine and its output read as what they show")
    func resting() {
        let engine = Self.presented()
        #expect(engine.debugDescription == #"SheetEngine(resting on "medium": 506.4 pt)"#)
        #expect(engine.output.debugDescription
                == #"SheetOutput(resting, 506.4 pt at 0 pt/s, progress 1, dimming 1, selected "medium" (0))"#)
    }

    @Test("A drag and the release's spring show their extent, velocity and target")
    func draggingAndSettling() {
        var engine = Self.presented()
        engine.send(.dragBegan(time: 1))
        engine.send(.dragChanged(delta: 100, time: 1.1, scroll: nil))
        #expect(engine.debugDescription == #"SheetEngine(dragging from "medium": 606.4 pt at 1000 pt/s, sheet moved last)"#)
        let release = engine.send(.dragEnded(velocity: 1000, time: 1.1))
        #expect(engine.debugDescription.hasPrefix(#"SheetEngine(settling toward "large": 606.4 pt at 1000 pt/s, cause user, at rest from "#))
        #expect(release.debugDescription.contains("events [targetDetentChanged]"))
        #expect(release.debugDescription.contains("cause user"))
    }

    @Test("Events list their names in declaration order", arguments: [
        (SheetEvents(), "[]"),
        (SheetEvents([.dismissed, .willDismiss]), "[willDismiss, dismissed]"),
        (SheetEvents([.needsDismissalPermission, .detentChanged, .settled]), "[detentChanged, settled, needsDismissalPermission]"),
    ])
    func eventNames(events: SheetEvents, expected: String) {
        #expect(events.description == expected)
    }

    @Test("Numbers are rounded to hundredths; extremes stay readable", arguments: [
        (0.0, "0"), (-0.0, "0"), (-0.001, "0"), (506.4, "506.4"), (1.0 / 3, "0.33"), (-1500, "-1500"),
        (1e300, "1e+300"), (Double.nan, "nan"), (-Double.infinity, "-inf"),
    ])
    func numbers(value: Double, expected: String) {
        #expect(debugPoints(value) == expected)
    }
}
