import Testing
import SheetKitTestSupport
@testable import SheetKit

/// The adaptation decision table and the floating-panel and form-sheet frame rules.
@Suite("Adaptation to size classes")
struct SheetAdaptationTests {
    struct Decision: Sendable, CustomTestStringConvertible {
        let width: WidthClass
        let height: HeightClass
        let regular: SheetAdaptation.RegularPreference
        let compactHeight: SheetAdaptation.CompactHeightPreference
        let hasSource: Bool
        let expected: SheetAdaptiveStyle
        init(_ width: WidthClass, _ height: HeightClass, _ regular: SheetAdaptation.RegularPreference,
             _ compactHeight: SheetAdaptation.CompactHeightPreference, _ hasSource: Bool, _ expected: SheetAdaptiveStyle) {
            (self.width, self.height, self.regular, self.compactHeight, self.hasSource, self.expected)
                = (width, height, regular, compactHeight, hasSource, expected)
        }
        var testDescription: String { "\(width)×\(height) \(regular)/\(compactHeight) source \(hasSource)" }
    }

    @Test("A bottom sheet's style for traits and preferences", arguments: [
        // Phone portrait and narrow split views: always attached.
        Decision(.compact, .regular, .floatingPanel, .floatingPanel, true, .attached),
        Decision(.compact, .regular, .formSheet, .attached, false, .attached),
        Decision(.compact, .regular, .popover, .attached, true, .attached),
        // Compact height (phone landscape, any width): the compact-height preference.
        Decision(.compact, .compact, .formSheet, .attached, true, .attached),
        Decision(.compact, .compact, .formSheet, .floatingPanel, true, .floatingPanel),
        Decision(.regular, .compact, .popover, .attached, true, .attached),
        Decision(.regular, .compact, .attached, .floatingPanel, false, .floatingPanel),
        // Regular width and height: the regular preference.
        Decision(.regular, .regular, .attached, .floatingPanel, true, .attached),
        Decision(.regular, .regular, .floatingPanel, .attached, false, .floatingPanel),
        Decision(.regular, .regular, .formSheet, .attached, true, .formSheet),
        Decision(.regular, .regular, .popover, .attached, true, .popover),
        // A popover needs a source rectangle; without one it is a form sheet.
        Decision(.regular, .regular, .popover, .attached, false, .formSheet),
    ])
    func decision(row: Decision) {
        let adaptation = SheetAdaptation(regular: row.regular, compactHeight: row.compactHeight)
        #expect(adaptation.style(edge: .bottom, widthClass: row.width, heightClass: row.height, hasSourceRect: row.hasSource) == row.expected)
    }

    @Test("Drawers and top panels keep their edge in every container", arguments: [ResolvedEdge.top, .left, .right])
    func otherEdges(edge: ResolvedEdge) {
        for regular in SheetAdaptation.RegularPreference.allCases {
            for compactHeight in SheetAdaptation.CompactHeightPreference.allCases {
                let adaptation = SheetAdaptation(regular: regular, compactHeight: compactHeight)
                for width in [WidthClass.compact, .regular] {
                    for height in HeightClass.allCases {
                        #expect(adaptation.style(edge: edge, widthClass: width, heightClass: height, hasSourceRect: true) == .attached)
                    }
                }
            }
        }
    }

    @Test("Defaults: floating panel on iPad, attached in compact height")
    func defaults() {
        let adaptation = SheetAdaptation()
        #expect(adaptation.style(edge: .bottom, widthClass: .regular, heightClass: .regular, hasSourceRect: false) == .floatingPanel)
        #expect(adaptation.style(edge: .bottom, widthClass: .regular, heightClass: .compact, hasSourceRect: false) == .attached)
    }

    static func container(_ width: Double, _ height: Double, safe: SheetInsets = SheetInsets(top: 24, left: 0, bottom: 20, right: 0),
                          direction: ReadingDirection = .leftToRight) -> SheetContainer {
        SheetContainer(size: SheetSize(width: width, height: height), safeAreaInsets: safe, layoutDirection: direction, widthClass: .regular)
    }

    /// Container width → panel x and width (20 pt margins; width = 0.5 × available in 320...440).
    @Test("Floating panel span for iPad portrait, landscape and split views", arguments: [
        (820.0, 215.0, 390.0),   // iPad portrait: available 780 → 390.
        (1180, 370, 440),        // iPad landscape: available 1140 → 570 → 440.
        (1024, 292, 440),        // 13-inch portrait: available 984 → 492 → 440.
        (678, 179, 320),         // Half split view: available 638 → 319 → 320.
        (320, 20, 280),          // One-third split view: available 280 → 320 → 280.
        (0, 20, 0),              // Empty container.
    ])
    func floatingPanelSpan(width: Double, x: Double, length: Double) {
        let span = FloatingPanelMetrics().crossSpan(in: Self.container(width, 1000))
        #expect(span.origin ≈ x)
        #expect(span.length ≈ length)
    }

    @Test("Floating panel alignment, mirrored in right-to-left layouts", arguments: [
        (FloatingPanelMetrics.Alignment.center, ReadingDirection.leftToRight, 244.5),
        (.center, .rightToLeft, 244.5),
        (.leading, .leftToRight, 67),
        (.leading, .rightToLeft, 422),
        (.trailing, .leftToRight, 422),
        (.trailing, .rightToLeft, 67),
    ])
    func floatingPanelAlignment(alignment: FloatingPanelMetrics.Alignment, direction: ReadingDirection, x: Double) {
        // A landscape phone: 844 × 390, safe area 47 left and right, 21 bottom; available 710 → 355.
        let phone = Self.container(844, 390, safe: SheetInsets(top: 0, left: 47, bottom: 21, right: 47), direction: direction)
        let span = FloatingPanelMetrics(alignment: alignment).crossSpan(in: phone)
        #expect(span.origin ≈ x)
        #expect(span.length ≈ 355)
    }

    @Test("Floating panel frame floats above the home indicator and the keyboard")
    func floatingPanelFrame() {
        var pad = Self.container(820, 1180)
        let metrics = FloatingPanelMetrics()
        let layout = SheetLayout(edge: .bottom, detents: [.fraction(0.5)], container: pad)
        // Safe bottom 20 vs margin 20 → 20. Content 0, 590, 820 × 590.
        #expect(metrics.contentFrame(in: layout.frame(forExtent: 590), container: pad) == SheetRect(x: 215, y: 590, width: 390, height: 570))
        pad.safeAreaInsets.bottom = 34
        #expect(metrics.attachedInset(in: pad) == 34)
        pad.obstructionInsets.bottom = 300
        #expect(metrics.attachedInset(in: pad) == 20)
    }

    /// Content size → form sheet frame in an iPad portrait (820 × 1180, safe 24 / 20) with 20 pt margins:
    /// the available area is 20, 44, 780 × 1096.
    @Test("Form sheet frames", arguments: [
        (SheetSize?.none, SheetRect(x: 140, y: 282, width: 540, height: 620)),
        (SheetSize(width: 0, height: 0), SheetRect(x: 140, y: 282, width: 540, height: 620)),
        (SheetSize(width: 400, height: .nan), SheetRect(x: 210, y: 282, width: 400, height: 620)),
        (SheetSize(width: 2000, height: 5000), SheetRect(x: 20, y: 44, width: 780, height: 1096)),
        (SheetSize(width: 300, height: 200), SheetRect(x: 260, y: 492, width: 300, height: 200)),
    ])
    func formSheet(contentSize: SheetSize?, expected: SheetRect) {
        #expect(FormSheetMetrics().frame(contentSize: contentSize, in: Self.container(820, 1180)) == expected)
    }

    @Test("Form sheet in landscape and above the keyboard")
    func formSheetLandscapeAndKeyboard() {
        var pad = Self.container(1180, 820)
        // Available 20, 44, 1140 × 736: 540 × 620 centered.
        #expect(FormSheetMetrics().frame(contentSize: nil, in: pad) == SheetRect(x: 320, y: 102, width: 540, height: 620))
        pad.obstructionInsets.bottom = 400
        // Available height 820 − 44 − 420 = 356: shortened and centered above the keyboard.
        #expect(FormSheetMetrics().frame(contentSize: nil, in: pad) == SheetRect(x: 320, y: 44, width: 540, height: 356))
    }

    @Test("Lengths above 10 000 pt are capped, bad ones become the defaults")
    func lengthCaps() {
        #expect(FloatingPanelMetrics(minimumWidth: 1e308, maximumWidth: .nan, margin: -1).minimumWidth == 10_000)
        #expect(FloatingPanelMetrics(maximumWidth: .nan).maximumWidth == 440)
        #expect(FloatingPanelMetrics(margin: -1).margin == 20)
        #expect(FormSheetMetrics(margin: 1e308).margin == 10_000)
        let popover = PopoverMetrics(margin: 1e308, arrowLength: .infinity, arrowBase: -3, cornerRadius: 20_000)
        #expect([popover.margin, popover.arrowLength, popover.arrowBase, popover.cornerRadius] == [10_000, 13, 26, 10_000])
        #expect(SheetGlassConfiguration(floatingInset: 1e308).floatingInset == 10_000)
        #expect(SheetStackConfiguration(peekPerLevel: 1e308).peekPerLevel == 10_000)
        var panel = FloatingPanelMetrics()
        panel.widthFraction = .nan
        #expect(panel.widthFraction == 0.5)
        panel.widthFraction = 7
        #expect(panel.widthFraction == 1)
    }

    @Test("Metrics stay finite for extreme inputs", arguments: [0.0, Subnormal.tiny, 1e308, -1e308, .nan, .infinity])
    func extremes(value: Double) {
        let container = SheetContainer(size: SheetSize(width: value, height: value),
                                       safeAreaInsets: SheetInsets(top: value, left: value, bottom: value, right: value),
                                       layoutDirection: .rightToLeft, widthClass: .regular)
        for alignment in FloatingPanelMetrics.Alignment.allCases {
            let panel = FloatingPanelMetrics(widthFraction: value, minimumWidth: value, maximumWidth: value, margin: value, alignment: alignment)
            let span = panel.crossSpan(in: container)
            #expect(span.origin.isFinite && span.length.isFinite && span.length >= 0)
            #expect(panel.attachedInset(in: container).isFinite)
        }
        let card = FormSheetMetrics(defaultSize: SheetSize(width: value, height: value), margin: value)
            .frame(contentSize: SheetSize(width: value, height: value), in: container)
        let finite = [card.x, card.y, card.width, card.height].allSatisfy { $0.isFinite }
        #expect(finite && card.width >= 0 && card.height >= 0)
    }
}
