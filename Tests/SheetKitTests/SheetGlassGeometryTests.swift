import Testing
import SheetKitTestSupport
@testable import SheetKit

/// Tables for ``SheetGlassGeometry`` against its documented rule, with the default
/// configuration (8 pt floating inset, 16 pt minimum and classic radius) and a 55 pt display
/// corner radius unless a row says otherwise.
///
/// The iPhone portrait container (390 × 844, safe area 47 top / 34 bottom) gives a bottom
/// sheet a maximum extent of 844 − 47 − 10 = 787 pt; `.medium` resolves to 422 pt and
/// `.large` to 787 pt, so the blend runs over 365 pt: f = (787 − extent) / 365.
@Suite("Glass sheet surface")
struct SheetGlassGeometryTests {
    static let phone = SheetContainer.phonePortrait
    static let glass55 = GlassEnvironment(displayCornerRadius: 55)

    static func layout(_ edge: SheetEdge, _ detents: [Detent], direction: ReadingDirection = .leftToRight) -> SheetLayout {
        var container = phone
        container.layoutDirection = direction
        return SheetLayout(edge: edge, detents: detents, container: container)
    }

    /// One expected surface: extent → floating fraction, inset, corner radius, glass opacity.
    struct Row: Sendable, CustomTestStringConvertible {
        let extent: Double
        let fraction: Double
        let inset: Double
        let radius: Double
        let opacity: Double
        init(_ extent: Double, _ fraction: Double, _ inset: Double, _ radius: Double, _ opacity: Double) {
            (self.extent, self.fraction, self.inset, self.radius, self.opacity) = (extent, fraction, inset, radius, opacity)
        }
        var testDescription: String { "extent \(extent)" }
    }

    static func check(_ geometry: SheetGlassGeometry, _ row: Row) {
        #expect(geometry.floatingFraction ≈ row.fraction)
        #expect(geometry.sideInset ≈ row.inset)
        #expect(geometry.attachedInset ≈ row.inset)
        #expect(geometry.cornerRadius ≈ row.radius)
        #expect(geometry.glassOpacity ≈ row.opacity)
    }

    @Test("Two detents: floating glass at medium, opaque and attached at large, linear between", arguments: [
        Row(0, 1, 8, 47, 1),
        Row(211, 1, 8, 47, 1),
        Row(422, 1, 8, 47, 1),
        Row(513.25, 0.75, 6, 49, 0.75),
        Row(604.5, 0.5, 4, 51, 0.5),
        Row(695.75, 0.25, 2, 53, 0.25),
        Row(787, 0, 0, 55, 0),
        Row(900, 0, 0, 55, 0),
        Row(.nan, 1, 8, 47, 1),
        Row(.infinity, 1, 8, 47, 1),
        Row(-.infinity, 1, 8, 47, 1),
    ])
    func twoDetents(row: Row) {
        let layout = Self.layout(.bottom, [.medium, .large])
        let geometry = SheetGlassGeometry(layout: layout, extent: row.extent, environment: Self.glass55)
        Self.check(geometry, row)
        #expect(geometry.insets == SheetInsets(top: 0, left: row.inset, bottom: row.inset, right: row.inset))
        #expect(geometry.roundedCorners == [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY])
        #expect(geometry.borderWidth == 0)
    }

    @Test("One large detent is opaque and edge-to-edge at every extent", arguments: [0.0, 400, 787, 1000])
    func singleLargeDetent(extent: Double) {
        let geometry = SheetGlassGeometry(layout: Self.layout(.bottom, [.large]), extent: extent, environment: Self.glass55)
        Self.check(geometry, Row(extent, 0, 0, 55, 0))
    }

    @Test("One partial detent floats as glass at every extent", arguments: [0.0, 167, 334, 787])
    func singlePartialDetent(extent: Double) {
        // points(300) + the 34 pt bottom safe area = 334 pt, below the 787 pt maximum.
        let geometry = SheetGlassGeometry(layout: Self.layout(.bottom, [.points(300)]), extent: extent, environment: Self.glass55)
        Self.check(geometry, Row(extent, 1, 8, 47, 1))
    }

    @Test("Content and surface frames of a bottom sheet")
    func bottomFrames() {
        let layout = Self.layout(.bottom, [.medium, .large])
        let floating = SheetGlassGeometry(layout: layout, extent: 422, environment: Self.glass55)
        let medium = layout.frame(forExtent: 422)
        // Content 0, 422, 390 × 422 pulled in 8 pt at the sides and the bottom.
        #expect(floating.contentFrame(in: medium) == SheetRect(x: 8, y: 422, width: 374, height: 414))
        #expect(floating.surfaceFrame(in: medium) == SheetRect(x: 8, y: 422, width: 374, height: 414))
        let halfway = SheetGlassGeometry(layout: layout, extent: 604.5, environment: Self.glass55)
        #expect(halfway.contentFrame(in: layout.frame(forExtent: 604.5)) == SheetRect(x: 4, y: 239.5, width: 382, height: 600.5))
        let attached = SheetGlassGeometry(layout: layout, extent: 787, environment: Self.glass55)
        let large = layout.frame(forExtent: 787)
        #expect(attached.contentFrame(in: large) == SheetRect(x: 0, y: 57, width: 390, height: 787))
        // Attached, the surface keeps the 100 pt overshoot past the bottom edge.
        #expect(attached.surfaceFrame(in: large) == SheetRect(x: 0, y: 57, width: 390, height: 887))
    }

    @Test("A drawer floats on its own edge, mirrored in right-to-left layouts", arguments: [
        (ReadingDirection.leftToRight, SheetInsets(top: 8, left: 8, bottom: 8, right: 0), SheetRect(x: 8, y: 8, width: 304, height: 828)),
        (.rightToLeft, SheetInsets(top: 8, left: 0, bottom: 8, right: 8), SheetRect(x: 78, y: 8, width: 304, height: 828)),
    ])
    func drawer(direction: ReadingDirection, insets: SheetInsets, content: SheetRect) {
        // 0.8 × 390 = 312 pt, below the drawer's 380 pt maximum (390 − 10): one partial detent.
        let layout = Self.layout(.leading, [.fraction(0.8)], direction: direction)
        let geometry = SheetGlassGeometry(layout: layout, extent: 312, environment: Self.glass55)
        Self.check(geometry, Row(312, 1, 8, 47, 1))
        #expect(geometry.insets == insets)
        #expect(geometry.contentFrame(in: layout.frame(forExtent: 312)) == content)
    }

    @Test("A top panel floats below the top edge")
    func topPanel() {
        // points(200) + the 47 pt top safe area = 247 pt.
        let layout = Self.layout(.top, [.points(200)])
        let geometry = SheetGlassGeometry(layout: layout, extent: 247, environment: Self.glass55)
        #expect(geometry.insets == SheetInsets(top: 8, left: 8, bottom: 0, right: 8))
        #expect(geometry.contentFrame(in: layout.frame(forExtent: 247)) == SheetRect(x: 8, y: 8, width: 374, height: 239))
    }

    /// Environment and style → (at medium: inset, radius, opacity), (halfway: inset, radius, opacity), border.
    struct EnvironmentRow: Sendable, CustomTestStringConvertible {
        let name: String
        let environment: GlassEnvironment
        let style: SheetSurfaceStyle
        let medium: [Double]
        let halfway: [Double]
        let border: Double
        var testDescription: String { name }
    }

    @Test("Each environment flag and style", arguments: [
        EnvironmentRow(name: "automatic", environment: glass55, style: .automatic, medium: [8, 47, 1], halfway: [4, 51, 0.5], border: 0),
        EnvironmentRow(name: "glass style", environment: glass55, style: .glass, medium: [8, 47, 1], halfway: [4, 51, 1], border: 0),
        EnvironmentRow(name: "opaque style", environment: glass55, style: .opaque, medium: [8, 47, 0], halfway: [4, 51, 0], border: 0),
        EnvironmentRow(name: "reduce transparency", environment: GlassEnvironment(reduceTransparency: true, displayCornerRadius: 55),
                       style: .glass, medium: [8, 47, 0], halfway: [4, 51, 0], border: 0),
        EnvironmentRow(name: "increase contrast", environment: GlassEnvironment(increaseContrast: true, displayCornerRadius: 55),
                       style: .automatic, medium: [8, 47, 0], halfway: [4, 51, 0], border: 1),
        EnvironmentRow(name: "unknown display radius", environment: .liquidGlass, style: .automatic,
                       medium: [8, 47, 1], halfway: [4, 51, 0.5], border: 0),
        EnvironmentRow(name: "square display", environment: GlassEnvironment(displayCornerRadius: 0), style: .automatic,
                       medium: [8, 16, 1], halfway: [4, 16, 0.5], border: 0),
        EnvironmentRow(name: "iPad display", environment: GlassEnvironment(displayCornerRadius: 18), style: .automatic,
                       medium: [8, 16, 1], halfway: [4, 16, 0.5], border: 0),
        EnvironmentRow(name: "classic", environment: .classic, style: .glass, medium: [0, 16, 0], halfway: [0, 16, 0], border: 0),
        EnvironmentRow(name: "classic with increase contrast", environment: GlassEnvironment(isGlassAvailable: false, increaseContrast: true),
                       style: .automatic, medium: [0, 16, 0], halfway: [0, 16, 0], border: 0),
    ])
    func environments(row: EnvironmentRow) {
        let layout = Self.layout(.bottom, [.medium, .large])
        let configuration = SheetGlassConfiguration(style: row.style)
        for (extent, expected) in [(422.0, row.medium), (604.5, row.halfway)] {
            let geometry = SheetGlassGeometry(layout: layout, extent: extent, configuration: configuration, environment: row.environment)
            #expect(geometry.sideInset ≈ expected[0])
            #expect(geometry.attachedInset ≈ expected[0])
            #expect(geometry.cornerRadius ≈ expected[1])
            #expect(geometry.glassOpacity ≈ expected[2])
            #expect(geometry.borderWidth == row.border)
        }
    }

    @Test("A configured border is drawn always, the wider of it and Increase Contrast's; sanitized (issue 22: border as a value)",
          arguments: [
            (2.0, GlassEnvironment.classic, 2.0), (2, .liquidGlass, 2),
            (0.5, GlassEnvironment(increaseContrast: true), 1),     // Increase Contrast's 1 pt is wider
            (3, GlassEnvironment(increaseContrast: true), 3),
            (.nan, .liquidGlass, 0), (-4, .classic, 0), (1e308, .classic, 10_000),
          ])
    func configuredBorder(width: Double, environment: GlassEnvironment, expected: Double) {
        let layout = Self.layout(.bottom, [.medium, .large])
        let configuration = SheetGlassConfiguration(borderWidth: width)
        let geometry = SheetGlassGeometry(layout: layout, extent: 422, configuration: configuration, environment: environment)
        #expect(geometry.borderWidth == expected)
        var assigned = SheetGlassConfiguration()
        assigned.borderWidth = width
        #expect(assigned.borderWidth == configuration.borderWidth)
    }

    @Test("The classic sheet rounds only its inner corners and keeps the frame's surface")
    func classic() {
        let layout = Self.layout(.bottom, [.medium, .large])
        let geometry = SheetGlassGeometry(layout: layout, extent: 422, environment: .classic)
        #expect(geometry.roundedCorners == ResolvedEdge.bottom.innerCorners)
        #expect(geometry.surfaceFrame(in: layout.frame(forExtent: 422)) == layout.frame(forExtent: 422).surface)
        #expect(geometry.insets == .zero)
    }

    @Test("The classic sheet rounds the corners its adaptive style rounds", arguments: [
        (SheetAdaptation.RegularPreference.attached, SheetAdaptiveStyle.attached),
        (.floatingPanel, .floatingPanel), (.formSheet, .formSheet),
    ])
    func classicAdaptiveCorners(preference: SheetAdaptation.RegularPreference, style: SheetAdaptiveStyle) {
        let layout = SheetLayout(edge: .bottom, detents: AdaptiveLayoutTests.detents, container: AdaptiveLayoutTests.pad(),
                                 options: AdaptiveLayoutTests.options(preference))
        let geometry = SheetGlassGeometry(layout: layout, extent: layout.detents.smallest.extent, environment: .classic)
        #expect(layout.style == style)
        #expect(geometry.roundedCorners == (style == .attached ? ResolvedEdge.bottom.innerCorners : [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]))
        #expect(geometry.cornerRadius == 16 && geometry.glassOpacity == 0)
    }

    @Test("UIDesignRequiresCompatibility, the runtime and the SDK decide the design", arguments: [
        (26, 26, false, true), (26, 26, true, false), (26, 27, true, true), (27, 27, true, true),
        (18, 26, false, false), (26, 18, false, false), (26, 18, true, false), (25, 26, false, false),
        (Int.max, Int.max, true, true), (Int.min, Int.max, false, false), (Int.max, Int.min, false, false),
    ])
    func designAvailability(runtime: Int, sdk: Int, compatibility: Bool, expected: Bool) {
        #expect(GlassEnvironment.isDesignAvailable(runtimeMajorVersion: runtime, sdkMajorVersion: sdk,
                                                   requiresCompatibility: compatibility) == expected)
    }

    @Test("Growing the extent never floats more, never shrinks the radius, never adds glass")
    func monotonicBlend() {
        var rng = SeededGenerator(seed: 0x61A55)
        for _ in 0..<200 {
            let count = Int.random(in: 1...4, using: &rng)
            let detents = (0..<count).map { Detent.fraction(Double.random(in: 0.05...1.1, using: &rng), identifier: .init("d\($0)")) }
            let edge = SheetEdge.allCases.randomElement(using: &rng)!
            let layout = Self.layout(edge, detents)
            let radius = Double.random(in: 0...70, using: &rng)
            let environment = GlassEnvironment(displayCornerRadius: radius)
            let extents = (0..<20).map { _ in Double.random(in: -100...1000, using: &rng) }.sorted()
            var previous: SheetGlassGeometry?
            for extent in extents {
                let geometry = SheetGlassGeometry(layout: layout, extent: extent, environment: environment)
                #expect((0...1).contains(geometry.floatingFraction))
                if let previous {
                    #expect(geometry.floatingFraction <= previous.floatingFraction)
                    #expect(geometry.sideInset <= previous.sideInset)
                    #expect(geometry.attachedInset <= previous.attachedInset)
                    #expect(geometry.cornerRadius >= previous.cornerRadius)
                    #expect(geometry.glassOpacity <= previous.glassOpacity)
                }
                previous = geometry
            }
        }
    }

    @Test("Extreme inputs give finite surfaces", arguments: [0.0, Subnormal.tiny, -Subnormal.tiny, 1e308, -1e308, .nan, .infinity])
    func extremes(value: Double) {
        let sizes = [SheetSize(width: 0, height: 0), SheetSize(width: Subnormal.tiny, height: Subnormal.tiny), SheetSize(width: 390, height: 844),
                     SheetSize(width: 1e300, height: 1e300)]
        let configuration = SheetGlassConfiguration(floatingInset: value, minimumCornerRadius: value, classicCornerRadius: value,
                                                    increasedContrastBorderWidth: value)
        for size in sizes {
            for available in [true, false] {
                let layout = SheetLayout(edge: .bottom, detents: [.fraction(value), .points(value), .medium, .large],
                                         container: SheetContainer(size: size))
                let environment = GlassEnvironment(isGlassAvailable: available, increaseContrast: true, displayCornerRadius: value)
                let geometry = SheetGlassGeometry(layout: layout, extent: value, configuration: configuration, environment: environment)
                let numbers = [geometry.floatingFraction, geometry.sideInset, geometry.attachedInset, geometry.cornerRadius,
                               geometry.glassOpacity, geometry.borderWidth]
                let valid = numbers.allSatisfy { $0.isFinite && $0 >= 0 }
                #expect(valid)
                #expect(geometry.cornerRadius <= Swift.min(size.width, size.height) / 2)
                let content = geometry.contentFrame(in: layout.frame(forExtent: value))
                let finite = [content.x, content.y, content.width, content.height].allSatisfy { $0.isFinite }
                #expect(finite)
                #expect(content.width >= 0 && content.height >= 0)
            }
        }
    }
}

/// Probe of 2026-11-27: a width below ``InputLimits/lengthResolution`` was kept, and the glass
/// float's side insets (half of it, rounded up for a subnormal) turned the frame's width to
/// −5e-324.
@Suite("Glass sheet surface: subnormal and huge widths")
struct SheetGlassSubnormalTests {
    @Test("A maximum regular width below the resolution is none; above the largest length it is that length",
          arguments: [(Subnormal.step, Double?.none), (5e-7, nil), (1e-6, 1e-6), (640, 640), (1e308, InputLimits.maximumLength)])
    func maximumRegularWidth(width: Double, expected: Double?) {
        #expect(SheetLayoutOptions(maximumRegularWidth: width).maximumRegularWidth == expected)
    }

    @Test("Frames never have a negative width, however small the sheet's across length",
          arguments: [Subnormal.step, Double.leastNonzeroMagnitude, 1e-7, 0, 3])
    func neverNegative(across: Double) {
        let rect = SheetRect(x: 195, y: 0, width: across, height: 844)
        let inset = rect.insetFromAttachedEdge(.bottom, attached: 8, sides: 8)
        #expect(inset.width >= 0 && inset.height >= 0)
        var container = SheetContainer.phonePortrait
        container.widthClass = .regular
        container.glass = .liquidGlass
        var options = SheetLayoutOptions()
        options.maximumRegularWidth = across
        let layout = SheetLayout(edge: .bottom, detents: [.medium, .large], container: container, options: options)
        for extent in [0, 400, 1e308] {
            let geometry = SheetGlassGeometry(layout: layout, extent: extent, environment: .liquidGlass)
            let frame = layout.frame(forExtent: extent)
            let frames = [frame.content, frame.surface, geometry.contentFrame(in: frame), geometry.surfaceFrame(in: frame)]
            #expect(frames.allSatisfy { $0.width >= 0 && $0.height >= 0 }, "\(frames)")
        }
    }
}
