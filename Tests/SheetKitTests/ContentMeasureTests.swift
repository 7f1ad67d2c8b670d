import Testing
import SheetKitTestSupport
@testable import SheetKit

/// What fits-content content is measured at and when it is measured again (review: it was
/// measured at the container's width, not the sheet's, and a measurement taken before the
/// content's first layout was kept for the whole presentation).
@Suite("Fits-content measurement")
struct ContentMeasureTests {
    static let phone = SheetContainer(size: SheetSize(width: 390, height: 844), safeAreaInsets: SheetInsets(top: 47, left: 0, bottom: 34, right: 0))

    static func configuration(edge: SheetEdge = .bottom, regular: SheetAdaptation.RegularPreference = .attached) -> SheetConfiguration {
        var configuration = SheetConfiguration(edge: edge, detents: [.fitsContent()])
        configuration.layout.adaptation = SheetAdaptation(regular: regular)
        return configuration
    }

    @Test("The length across the axis the content is laid out at, per style", arguments: [
        // iPhone: the container's width; iPad: 640 pt attached, 390 pt floating, a 540 pt form
        // sheet card, a 320 pt popover; a side drawer: the container's height.
        (phone, SheetEdge.bottom, SheetAdaptation.RegularPreference.attached, 390.0),
        (AdaptiveLayoutTests.pad(), .bottom, .attached, 640),
        (AdaptiveLayoutTests.pad(), .bottom, .floatingPanel, 390),
        (AdaptiveLayoutTests.pad(), .bottom, .formSheet, 540),
        (AdaptiveLayoutTests.pad(source: SheetRect(x: 700, y: 30, width: 44, height: 44)), .bottom, .popover, 320),
        (AdaptiveLayoutTests.pad(), .top, .attached, 640),
        (phone, .leading, .attached, 844),
    ])
    func acrossLength(container: SheetContainer, edge: SheetEdge, regular: SheetAdaptation.RegularPreference, expected: Double) {
        let configuration = Self.configuration(edge: edge, regular: regular)
        #expect(configuration.contentAcrossLength(in: container) ≈ expected)
        // The layout with its detents resolved lays the content out at the same length.
        var measured = container
        measured.contentFittingLength = 200
        let layout = SheetLayout(edge: edge, detents: configuration.detents, container: measured, options: configuration.layout)
        #expect(layout.contentAcrossLength ≈ expected)
        let content = layout.frame(forExtent: layout.detents.smallest.extent / 2).content
        #expect((layout.edge.axis == .vertical ? content.width : content.height) ≈ expected)
    }

    /// Re-review: under the iOS 26 design a floating sheet's content is 8 pt narrower on each
    /// side and sits 8 pt above the edge, so content measured at the attached width on a
    /// device without a bottom safe area got a detent one line or 8 pt short.
    @Test("Under the iOS 26 design: measured at the floating width, resolved with the float above a smaller safe area", arguments: [
        // safe area at the bottom, detents, provisional width, floating width, fits-content extent
        (34.0, [Detent.fitsContent()], 390.0, 374.0, 234.0),           // a partial sheet floats: 8 pt each side; the 34 pt safe area is larger
        (0, [Detent.fitsContent()], 390, 374, 208),                    // no safe area (a Touch ID phone): the 8 pt float is added
        (0, [Detent.fitsContent(), .large], 390, 374, 208),            // below the large detent it floats too
        (0, [Detent.points(100, identifier: .medium), .fitsContent()], 390, 390, 200),   // the largest of several rests attached
    ])
    func glass(bottom: Double, detents: [Detent], attached: Double, floating: Double, extent: Double) throws {
        var container = Self.phone
        container.safeAreaInsets = SheetInsets(top: 47, left: 0, bottom: bottom, right: 0)
        container.glass = .liquidGlass
        let configuration = SheetConfiguration(detents: detents)
        #expect(configuration.contentAcrossLength(in: container) ≈ attached)
        #expect(configuration.contentAcrossLength(in: container, provisionalFittingLength: 200) ≈ floating)
        container.contentFittingLength = 200
        let layout = SheetLayout(edge: .bottom, detents: detents, container: container, surface: configuration.surface)
        let fits = try #require(layout.detents.index(for: .fitsContent))
        #expect(layout.detents[fits].extent ≈ extent)
        // The classic design: the attached width, the safe area alone.
        container.glass = .classic
        let classic = SheetLayout(edge: .bottom, detents: detents, container: container, surface: configuration.surface)
        #expect(classic.contentAcrossLength ≈ 390)
        #expect(classic.detents[try #require(classic.detents.index(for: .fitsContent))].extent ≈ 200 + bottom)
    }

    @Test("A measurement is reused only while its key holds: each part of the key measures again")
    func keyParts() {
        let base = ContentMeasure(containerSize: SheetSize(width: 820, height: 1180), edge: .bottom, acrossLength: 640,
                                  preferredContentSize: SheetSize(width: 0, height: 0), contentSizeCategory: "UICTContentSizeCategoryL",
                                  legibilityWeight: 0, contentRevision: 0)
        var changed: [ContentMeasure] = []
        for change in [
            { (key: inout ContentMeasure) in key.acrossLength = 390 },
            { $0.contentRevision += 1 },
            { $0.containerSize = SheetSize(width: 1180, height: 820) },
            { $0.preferredContentSize = SheetSize(width: 0, height: 300) },
            { $0.contentSizeCategory = "UICTContentSizeCategoryXXXL" },
            { $0.legibilityWeight = 1 },
            { $0.edge = .top },
        ] as [(inout ContentMeasure) -> Void] {
            var key = base
            change(&key)
            changed.append(key)
        }
        var cache = MeasurementCache<ContentMeasure, Double>()
        var measurements = 0
        _ = cache.value(for: base) { measurements += 1; return 100 }
        _ = cache.value(for: base) { measurements += 1; return 100 }
        #expect(measurements == 1)
        for key in changed {
            _ = cache.value(for: key) { measurements += 1; return 100 }
            _ = cache.value(for: key) { measurements += 1; return 100 }
        }
        #expect(measurements == 1 + changed.count)
    }

    @Test("A key made with a length that is not finite equals itself, so the measurement is reused",
          arguments: [Double.nan, .infinity, -1, Subnormal.step])
    func sanitizedKey(length: Double) {
        var key = ContentMeasure(containerSize: SheetSize(width: 390, height: 844), edge: .bottom, acrossLength: length,
                                 preferredContentSize: SheetSize(width: 0, height: 0), contentSizeCategory: "UICTContentSizeCategoryL",
                                 legibilityWeight: 0, contentRevision: 0)
        #expect(key == key && key.acrossLength == 0)
        key.acrossLength = length
        #expect(key == key && key.acrossLength == 0)
    }
}
