import Testing
import SheetKitTestSupport
@testable import SheetKit

/// ``SheetSurfaceAppearance``: the sheet's own surface, or the stack effect's corners and
/// border while sheets are stacked on it. Bottom sheet with `.medium` and `.large` in the
/// iPhone portrait container (see ``SheetGlassGeometryTests``): at medium a Liquid Glass sheet
/// floats with 47 pt corners (55 − 8) and full glass.
@Suite("Surface appearance")
struct SheetSurfaceAppearanceTests {
    static let layout = SheetLayout(edge: .bottom, detents: [.medium, .large], container: .phonePortrait)
    static let glass = GlassEnvironment(increaseContrast: false, displayCornerRadius: 55)

    @Test("Not stepped back: the surface's own corners, glass and border", arguments: [
        (GlassEnvironment.classic, 422.0, 16.0, SheetCorners([.minXMinY, .maxXMinY]), 0.0, 0.0),
        (glass, 422, 47, SheetSurfaceAppearance.allCorners, 1, 0),
        (glass, 604.5, 51, SheetSurfaceAppearance.allCorners, 0.5, 0),
        (GlassEnvironment(increaseContrast: true, displayCornerRadius: 55), 422, 47, SheetSurfaceAppearance.allCorners, 0, 1),
    ])
    func own(environment: GlassEnvironment, extent: Double, radius: Double, corners: SheetCorners, glass: Double, border: Double) {
        let surface = SheetGlassGeometry(layout: Self.layout, extent: extent, environment: environment)
        for stack in [nil, SheetStackEffect(depth: 1, progress: 0, frontCornerRadius: surface.cornerRadius)] {
            let appearance = SheetSurfaceAppearance(surface: surface, stack: stack)
            #expect(appearance.cornerRadius ≈ radius)
            #expect(appearance.roundedCorners == corners)
            #expect(appearance.glassOpacity ≈ glass)
            #expect(appearance.borderWidth == border)
        }
    }

    @Test("Stepped back: the stack's radius before the scale, all corners, the border kept on screen", arguments: [
        // depth, progress → visible radius, scale.
        (1, 0.5, 28.5, 0.96),     // halfway from 47 to 10
        (1, 1, 10, 0.92),
        (2, 1, 10, 0.8464),
        (3, 0.25, 10, 0.8464 - 0.25 * (0.8464 - 0.778688)),
    ])
    func steppedBack(depth: Int, progress: Double, visibleRadius: Double, scale: Double) {
        let surface = SheetGlassGeometry(layout: Self.layout, extent: 422,
                                         environment: GlassEnvironment(increaseContrast: true, displayCornerRadius: 55))
        let stack = SheetStackEffect(depth: depth, progress: progress, frontCornerRadius: surface.cornerRadius)
        let appearance = SheetSurfaceAppearance(surface: surface, stack: stack)
        #expect(stack.scale ≈ scale)
        #expect(appearance.cornerRadius * scale ≈ visibleRadius)
        #expect(appearance.roundedCorners == SheetSurfaceAppearance.allCorners)
        #expect(appearance.borderWidth * scale ≈ 1)
        #expect(appearance.glassOpacity == 0)
    }

    @Test("A classic sheet stepped back rounds its attached corners too")
    func classicSteppedBack() {
        let surface = SheetGlassGeometry(layout: Self.layout, extent: 422, environment: .classic)
        let appearance = SheetSurfaceAppearance(surface: surface, stack: SheetStackEffect(depth: 1, progress: 1, frontCornerRadius: 16))
        #expect(appearance.roundedCorners == SheetSurfaceAppearance.allCorners)
        #expect(isClose(appearance.cornerRadius, 10 / 0.92))
        #expect(appearance.glassOpacity == 0 && appearance.borderWidth == 0)
    }
}
