import Testing
import SheetKitTestSupport
@testable import SheetKit

/// The adaptive styles in the layout the engine uses: frames per extent for a floating panel,
/// a form sheet and a popover on an iPad in portrait (820 × 1180, safe area 24 top and 20
/// bottom), and a floating panel on a phone in landscape.
@Suite("Adaptive layout")
struct AdaptiveLayoutTests {
    static func pad(preferred: SheetSize? = nil, source: SheetRect? = nil) -> SheetContainer {
        SheetContainer(size: SheetSize(width: 820, height: 1180), safeAreaInsets: SheetInsets(top: 24, left: 0, bottom: 20, right: 0),
                       widthClass: .regular, heightClass: .regular, preferredContentSize: preferred, sourceRect: source)
    }

    static func options(_ regular: SheetAdaptation.RegularPreference, compactHeight: SheetAdaptation.CompactHeightPreference = .attached)
        -> SheetLayoutOptions {
        SheetLayoutOptions(adaptation: SheetAdaptation(regular: regular, compactHeight: compactHeight))
    }

    static let detents: [Detent] = [.points(300, identifier: .medium), .large]

    @Test("Floating panel: 390 pt wide at x 215, 20 pt above the bottom; content measures add the 20 pt gap")
    func floatingPanel() {
        let layout = SheetLayout(edge: .bottom, detents: Self.detents, container: Self.pad(), options: Self.options(.floatingPanel))
        #expect(layout.style == .floatingPanel && layout.card == nil)
        #expect(layout.detents.map(\.extent) == [320, 1146])
        let frame = layout.frame(forExtent: 320)
        #expect(frame.content == SheetRect(x: 215, y: 860, width: 390, height: 300))
        #expect(frame.surface == frame.content && frame.contentAttachedSafeAreaInset == 0)
        // Below the smallest detent it keeps its length and slides off the bottom.
        #expect(layout.frame(forExtent: 160).content == SheetRect(x: 215, y: 1020, width: 390, height: 300))
        #expect(layout.roundedCorners == [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY])
    }

    @Test("Form sheet: a 540 × 620 card centred; every detent is its resting place; it slides up from the bottom")
    func formSheet() {
        let layout = SheetLayout(edge: .bottom, detents: Self.detents, container: Self.pad(), options: Self.options(.formSheet))
        #expect(layout.style == .formSheet && layout.card == SheetRect(x: 140, y: 282, width: 540, height: 620))
        #expect(layout.detents.count == 1 && layout.detents.smallest.extent == 898)
        #expect(layout.detents.index(for: .medium) == 0 && layout.detents.index(for: .large) == 0)
        #expect(layout.frame(forExtent: 898).content == SheetRect(x: 140, y: 282, width: 540, height: 620))
        #expect(layout.frame(forExtent: 449).content.y == 731)
        #expect(layout.frame(forExtent: 0).content.y == 1180)
        #expect(layout.frame(forExtent: .nan).content.y == 1180)
        // The content's preferred size sizes the card.
        let sized = SheetLayout(edge: .bottom, detents: Self.detents, container: Self.pad(preferred: SheetSize(width: 400, height: 300)),
                                options: Self.options(.formSheet))
        #expect(sized.card == SheetRect(x: 210, y: 442, width: 400, height: 300))
        #expect(sized.frame(forExtent: 738).surface == sized.card)
    }

    @Test("Popover: below a bar button item at the top right, slid inside the margins; without a source a form sheet")
    func popover() {
        let source = SheetRect(x: 700, y: 30, width: 44, height: 44)
        let layout = SheetLayout(edge: .bottom, detents: Self.detents, container: Self.pad(source: source), options: Self.options(.popover))
        #expect(layout.style == .popover)
        // Below the source (74 + 13 pt arrow), 320 × 480, centred on x 722 then slid left to end 10 pt from the edge.
        #expect(layout.card == SheetRect(x: 490, y: 87, width: 320, height: 480))
        #expect(layout.detents.smallest.extent == 1093)
        let noSource = SheetLayout(edge: .bottom, detents: Self.detents, container: Self.pad(), options: Self.options(.popover))
        #expect(noSource.style == .formSheet && noSource.card == SheetRect(x: 140, y: 282, width: 540, height: 620))
    }

    @Test("Popover arrow (review C4): up on the surface's top edge, at the source's centre, tip 13 pt outside; none for other styles")
    func popoverArrow() throws {
        let source = SheetRect(x: 700, y: 30, width: 44, height: 44)
        let layout = SheetLayout(edge: .bottom, detents: Self.detents, container: Self.pad(source: source), options: Self.options(.popover))
        let arrow = try #require(layout.popoverArrow)
        // The source's centre x 722, on a card from x 490: 232 pt along the top edge.
        #expect(arrow.direction == .up && arrow.offset == 232 && arrow.length == 13 && arrow.base == 26)
        #expect(arrow.triangle(in: SheetSize(width: 320, height: 480))
                == [SheetPoint(x: 219, y: 0), SheetPoint(x: 232, y: -13), SheetPoint(x: 245, y: 0)])
        let below = PopoverArrow(placement: PopoverMetrics().placement(sourceRect: SheetRect(x: 390, y: 1100, width: 40, height: 40),
                                                                      contentSize: nil, in: Self.pad()), metrics: PopoverMetrics())
        // Above the source, arrow down on the bottom edge at x 410 − 250 = 160.
        #expect(below.triangle(in: SheetSize(width: 320, height: 480))
                == [SheetPoint(x: 147, y: 480), SheetPoint(x: 160, y: 493), SheetPoint(x: 173, y: 480)])
        let side = PopoverArrow(placement: PopoverMetrics().placement(sourceRect: SheetRect(x: 10, y: 300, width: 40, height: 600),
                                                                     contentSize: nil, in: Self.pad()), metrics: PopoverMetrics())
        // To the right of a tall source, arrow left on the left edge at y 600 − 360 = 240.
        #expect(side.triangle(in: SheetSize(width: 320, height: 480))
                == [SheetPoint(x: 0, y: 227), SheetPoint(x: -13, y: 240), SheetPoint(x: 0, y: 253)])
        #expect(SheetLayout(edge: .bottom, detents: Self.detents, container: Self.pad(), options: Self.options(.popover)).popoverArrow == nil)
        #expect(SheetLayout(edge: .bottom, detents: Self.detents, container: Self.pad(source: source)).popoverArrow == nil)
    }

    /// Review: under the iOS 26 design the popover's body was glass with 47 pt corners while
    /// its arrow was an opaque triangle placed to clear 16 pt corners.
    @Test("A popover with an arrow is opaque with the popover's corners under either design", arguments: [
        GlassEnvironment.liquidGlass, GlassEnvironment(isGlassAvailable: false, reduceTransparency: false, increaseContrast: false,
                                                       displayCornerRadius: nil),
    ])
    func popoverSurface(environment: GlassEnvironment) {
        let source = SheetRect(x: 700, y: 30, width: 44, height: 44)
        let layout = SheetLayout(edge: .bottom, detents: Self.detents, container: Self.pad(source: source), options: Self.options(.popover))
        let surface = SheetGlassGeometry(layout: layout, extent: layout.detents.largest.extent, environment: environment)
        #expect(surface.glassOpacity == 0 && surface.floatingFraction == 0 && surface.sideInset == 0)
        #expect(surface.cornerRadius == layout.options.popover.cornerRadius)
        #expect(surface.roundedCorners == [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY])
        // A floating panel keeps its glass.
        let panel = SheetLayout(edge: .bottom, detents: Self.detents, container: Self.pad(), options: Self.options(.floatingPanel))
        #expect(SheetGlassGeometry(layout: panel, extent: 320, environment: .liquidGlass).glassOpacity == 1)
    }

    @Test("Compact height: attached by default, a floating panel when asked; compact width always attached")
    func compactHeight() {
        var phone = SheetContainer(size: SheetSize(width: 844, height: 390), safeAreaInsets: SheetInsets(top: 0, left: 47, bottom: 21, right: 47),
                                   widthClass: .regular, heightClass: .compact)
        let attached = SheetLayout(edge: .bottom, detents: [.large], container: phone, options: Self.options(.formSheet))
        #expect(attached.style == .attached && attached.roundedCorners == [.minXMinY, .maxXMinY])
        let floating = SheetLayout(edge: .bottom, detents: [.large], container: phone,
                                   options: Self.options(.formSheet, compactHeight: .floatingPanel))
        // Available 844 − 94 − 40 = 710 → 355 wide at 244.5; 21 pt (the home indicator) above the bottom.
        let content = floating.frame(forExtent: floating.detents.largest.extent).content
        #expect(floating.style == .floatingPanel && content.x == 244.5 && content.width == 355)
        #expect(content.maxY == 369)
        phone.widthClass = .compact
        phone.heightClass = .regular
        #expect(SheetLayout(edge: .bottom, detents: [.large], container: phone, options: Self.options(.formSheet)).style == .attached)
    }

    @Test("The default options keep the sheet attached on iPad, 640 pt wide and centred")
    func defaultAttached() {
        let layout = SheetLayout(edge: .bottom, detents: Self.detents, container: Self.pad())
        #expect(layout.style == .attached)
        #expect(layout.frame(forExtent: 320).content == SheetRect(x: 90, y: 860, width: 640, height: 320))
    }

    @Test("The engine through a form sheet: presented on the card, dismissed by a pull, attached again in compact width")
    func engineThroughFormSheet() {
        var configuration = SheetConfiguration(detents: Self.detents, initialDetentIdentifier: .large)
        configuration.layout.adaptation = SheetAdaptation(regular: .formSheet)
        var engine = SheetEngine(configuration: configuration, container: Self.pad())
        let presented = engine.send(.present(animated: false, time: 0))
        #expect(presented.frame.content == SheetRect(x: 140, y: 282, width: 540, height: 620))
        #expect(presented.selectedDetentIdentifier == .large)
        // Rotation into a compact-width split view: attached, still on the large detent.
        var narrow = Self.pad()
        narrow.size = SheetSize(width: 320, height: 1180)
        narrow.widthClass = .compact
        let attached = engine.send(.updateContainer(narrow))
        #expect(attached.selectedDetentIdentifier == .large)
        #expect(attached.extent ≈ 1146)
        #expect(attached.frame.content.width == 320)
        // Back to regular: the card again; a pull down and a flick dismiss it.
        engine.send(.updateContainer(Self.pad()))
        engine.send(.dragBegan(time: 1))
        engine.send(.dragChanged(delta: -300, time: 1.1, scroll: nil))
        let release = engine.send(.dragEnded(velocity: -2000, time: 1.1))
        #expect(release.settleTarget == .hidden)
    }

    @Test("Hostile containers and extents give finite frames in every style (seeded)")
    func hostileInput() {
        var generator = SeededGenerator(seed: 15)
        let values: [Double] = [.nan, .infinity, -.infinity, Subnormal.tiny, 1e308, -1e308, 0, -5, 20, 390, 844, 1366]
        for _ in 0..<400 {
            func pick() -> Double { values.randomElement(using: &generator) ?? 0 }
            let container = SheetContainer(
                size: SheetSize(width: pick(), height: pick()),
                safeAreaInsets: SheetInsets(top: pick(), left: pick(), bottom: pick(), right: pick()),
                obstructionInsets: SheetInsets(top: 0, left: 0, bottom: pick(), right: 0),
                widthClass: Bool.random(using: &generator) ? .regular : .compact,
                heightClass: Bool.random(using: &generator) ? .regular : .compact,
                preferredContentSize: Bool.random(using: &generator) ? SheetSize(width: pick(), height: pick()) : nil,
                sourceRect: Bool.random(using: &generator) ? SheetRect(x: pick(), y: pick(), width: pick(), height: pick()) : nil)
            let regular = SheetAdaptation.RegularPreference.allCases.randomElement(using: &generator) ?? .attached
            let layout = SheetLayout(edge: .bottom, detents: Self.detents, container: container,
                                     options: Self.options(regular, compactHeight: .floatingPanel))
            #expect(layout.detents.allSatisfy { $0.extent.isFinite && $0.extent >= 1 })
            let frame = layout.frame(forExtent: pick())
            let components = [frame.surface.x, frame.surface.y, frame.surface.width, frame.surface.height,
                              frame.content.x, frame.content.y, frame.content.width, frame.content.height,
                              frame.contentAttachedSafeAreaInset]
            #expect(components.allSatisfy { $0.isFinite }, "\(layout.style) \(container)")
        }
    }
}
