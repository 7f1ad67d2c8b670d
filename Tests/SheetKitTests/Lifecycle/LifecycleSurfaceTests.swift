import Testing
import SheetKitTestSupport
@testable import SheetKit

/// The surface through ``SheetLifecycle``: ``SheetLifecycleAction/drawSurface(_:)`` follows the
/// extent under the iOS 26 design and the accessibility settings as the container reports
/// them, and is written only when it changes.
@Suite("Lifecycle: the sheet's surface")
struct LifecycleSurfaceTests {
    static func surfaces(_ script: UIKitScript) -> [SheetSurfaceAppearance] {
        script.actions.compactMap { if case .drawSurface(let appearance) = $0 { return appearance } else { return nil } }
    }

    static func container(_ glass: GlassEnvironment) -> SheetContainer {
        var container = SheetContainer.phonePortrait
        container.glass = glass
        return container
    }

    @Test("Liquid Glass: floating glass at medium, turning opaque on the way to large; live accessibility settings")
    func glassByExtentAndSettings() throws {
        var script = UIKitScript()
        script.container = Self.container(GlassEnvironment(displayCornerRadius: 55))
        script.present(animated: false)
        // The comment sheet: medium 506.4 pt, large 776.48 pt; at medium it floats, 8 pt in.
        let medium = try #require(Self.surfaces(script).last)
        #expect(medium.glassOpacity == 1 && medium.cornerRadius == 47 && medium.roundedCorners == SheetSurfaceAppearance.allCorners)
        #expect(script.lifecycle.output.frame.content.x == 8 && script.lifecycle.output.frame.content.width == 374)
        script.send(.selectDetent(.large, animated: true, time: script.now))
        script.settle()
        let opacities = Self.surfaces(script).map(\.glassOpacity)
        #expect(opacities.last == 0 && opacities.count > 10 && opacities.dropFirst().allSatisfy { $0 < 1 })
        script.send(.selectDetent(.medium, animated: false, time: script.now))
        let drawn = Self.surfaces(script).count
        // Reduce Transparency: opaque at once, the floating geometry kept.
        script.send(.containerChanged(Self.container(GlassEnvironment(reduceTransparency: true, displayCornerRadius: 55))))
        #expect(Self.surfaces(script).count == drawn + 1 && Self.surfaces(script).last?.glassOpacity == 0)
        #expect(Self.surfaces(script).last?.cornerRadius == 47)
        // Increase Contrast: opaque with a 1 pt border.
        script.send(.containerChanged(Self.container(GlassEnvironment(increaseContrast: true, displayCornerRadius: 55))))
        #expect(Self.surfaces(script).last?.borderWidth == 1)
        // An unchanged container draws nothing.
        let count = script.actions.count
        script.send(.containerChanged(Self.container(GlassEnvironment(increaseContrast: true, displayCornerRadius: 55))))
        #expect(script.actions.count == count && script.violations.isEmpty)
    }

    @Test("Classic (before iOS 26, compatibility mode): opaque, attached, inner corners at 16 pt, drawn once")
    func classic() {
        var script = UIKitScript()
        script.present(animated: true)
        script.settle()
        #expect(Self.surfaces(script).count == 1)
        #expect(Self.surfaces(script).first == SheetSurfaceAppearance(
            surface: SheetGlassGeometry(layout: script.lifecycle.engine.layout, extent: 506.4, environment: .classic)))
        #expect(Self.surfaces(script).first?.roundedCorners == ResolvedEdge.bottom.innerCorners)
    }

    @Test("A pull banded below the smallest detent (dismissal not allowed) leaves the sheet below alone")
    func bandedPull() {
        let lower = LifecycleStackTests.lower()
        let upper = LifecycleStackTests.upper(over: lower)
        upper.script.present(animated: true)
        upper.script.settle()
        upper.script.permission = false
        let before = lower.script.actions.count
        upper.script.drag([-60, -60, -60], velocity: -2000)
        upper.script.settle()
        #expect(upper.script.delegateCalls == [.didAttemptToDismiss])
        #expect(lower.script.actions.count == before && upper.script.violations.isEmpty)
    }
}
