import Testing
import SheetKitTestSupport
@testable import SheetKit

/// Detent resolution for every edge (in both layout directions) × every kind, and bad input on
/// every edge, against the rules documented on ``ResolvedDetents`` and ``SheetLayout``.
///
/// The container is 600 × 1000 pt with a different safe-area inset on each side (top 40,
/// left 30, bottom 20, right 50) and a content fitting length of 250 pt, so every edge sees
/// its own attached inset and its own maximum extent:
///
/// | physical edge | length | attached inset | opposite inset | maximum = length − opposite − 10 |
/// |---------------|--------|----------------|----------------|----------------------------------|
/// | bottom        | 1000   | 20             | 40             | 950                              |
/// | top           | 1000   | 40             | 20             | 970                              |
/// | left          | 600    | 30             | 50             | 540                              |
/// | right         | 600    | 50             | 30             | 560                              |
///
/// `left`/`right` stay physical in right-to-left layouts; `leading`/`trailing` swap sides.
@Suite("Detent resolution tables")
struct DetentResolutionTableTests {
    /// The table's container: distinct safe-area insets on all four sides.
    static func container(_ direction: ReadingDirection, fitting: Double? = 250, size: SheetSize? = nil) -> SheetContainer {
        SheetContainer(size: size ?? SheetSize(width: 600, height: 1000),
                       safeAreaInsets: SheetInsets(top: 40, left: 30, bottom: 20, right: 50),
                       layoutDirection: direction, contentFittingLength: fitting)
    }

    /// One edge in one layout direction, with what the layout must derive for it.
    struct EdgeCase: Sendable, CustomTestStringConvertible {
        let edge: SheetEdge
        let direction: ReadingDirection
        /// The container's length along the axis, in points.
        let length: Double
        /// The safe-area inset at the physical attached side, in points.
        let attachedInset: Double
        /// Length − opposite safe-area inset − 10 pt reveal, in points.
        let maximum: Double
        /// Expected extents of the four kinds (see ``Kind``), in points.
        let fraction: Double, points: Double, fitsContent: Double, custom: Double

        var testDescription: String { "\(edge) \(direction)" }
    }

    // Per kind: fraction(0.4) = 0.4 × length; points(180) = 180 + inset;
    // fitsContent = 250 + inset; custom (maximumDetentValue / 2) = (maximum − inset) / 2 + inset.
    static let bottom = (length: 1000.0, inset: 20.0, maximum: 950.0, extents: (400.0, 200.0, 270.0, 485.0))
    static let top = (length: 1000.0, inset: 40.0, maximum: 970.0, extents: (400.0, 220.0, 290.0, 505.0))
    static let left = (length: 600.0, inset: 30.0, maximum: 540.0, extents: (240.0, 210.0, 280.0, 285.0))
    static let right = (length: 600.0, inset: 50.0, maximum: 560.0, extents: (240.0, 230.0, 300.0, 305.0))

    static func row(_ edge: SheetEdge, _ direction: ReadingDirection,
                    _ side: (length: Double, inset: Double, maximum: Double, extents: (Double, Double, Double, Double))) -> EdgeCase {
        EdgeCase(edge: edge, direction: direction, length: side.length, attachedInset: side.inset, maximum: side.maximum,
                 fraction: side.extents.0, points: side.extents.1, fitsContent: side.extents.2, custom: side.extents.3)
    }

    /// Every edge in both layout directions and the physical side it must resolve to.
    static let edges: [EdgeCase] = [
        row(.bottom, .leftToRight, bottom), row(.bottom, .rightToLeft, bottom),
        row(.top, .leftToRight, top), row(.top, .rightToLeft, top),
        row(.left, .leftToRight, left), row(.left, .rightToLeft, left),        // never flips
        row(.right, .leftToRight, right), row(.right, .rightToLeft, right),    // never flips
        row(.leading, .leftToRight, left), row(.leading, .rightToLeft, right),
        row(.trailing, .leftToRight, right), row(.trailing, .rightToLeft, left),
    ]

    /// The four detent kinds, plus the clamping rows (above the maximum, below 1 pt).
    enum Kind: String, CaseIterable, Sendable {
        case fraction, points, fitsContent, custom
        case fractionAboveMaximum, pointsAboveMaximum, customAboveMaximum, fractionBelowMinimum

        var detent: Detent {
            switch self {
            case .fraction: return .fraction(0.4, identifier: "d")
            case .points: return .points(180, identifier: "d")
            case .fitsContent: return .fitsContent(identifier: "d")
            case .custom: return .custom(identifier: "d") { $0.maximumDetentValue / 2 }
            case .fractionAboveMaximum: return .fraction(1.5, identifier: "d")
            case .pointsAboveMaximum: return .points(5000, identifier: "d")
            case .customAboveMaximum: return .custom(identifier: "d") { $0.containerLength }
            // 0.0005 × 1000 = 0.5 pt and × 600 = 0.3 pt: both below the 1 pt minimum extent.
            case .fractionBelowMinimum: return .fraction(0.0005, identifier: "d")
            }
        }

        func expected(on row: EdgeCase) -> Double {
            switch self {
            case .fraction: return row.fraction
            case .points: return row.points
            case .fitsContent: return row.fitsContent
            case .custom: return row.custom
            case .fractionAboveMaximum, .pointsAboveMaximum, .customAboveMaximum: return row.maximum
            case .fractionBelowMinimum: return ResolvedDetents.minimumExtent
            }
        }
    }

    @Test("Every edge × every kind resolves by the documented rule", arguments: edges, Kind.allCases)
    func kinds(row: EdgeCase, kind: Kind) {
        let layout = SheetLayout(edge: row.edge, detents: [kind.detent], container: Self.container(row.direction))
        #expect(layout.context.containerLength == row.length)
        #expect(layout.context.attachedSafeAreaInset == row.attachedInset)
        #expect(layout.context.maximumExtent == row.maximum)
        #expect(layout.detents.count == 1)
        #expect(layout.detents.map(\.identifier) == ["d"])
        #expect(isClose(layout.detents[0].extent, kind.expected(on: row), within: 1e-9))
    }

    @Test("All kinds together on every edge: sorted by extent, declaration order irrelevant", arguments: edges)
    func allKindsTogether(row: EdgeCase) {
        let detents: [Detent] = [
            .custom(identifier: "custom") { $0.maximumDetentValue / 2 },
            .fitsContent(identifier: "fits"),
            .points(180, identifier: "points"),
            .fraction(0.4, identifier: "fraction"),
        ]
        let layout = SheetLayout(edge: row.edge, detents: detents, container: Self.container(row.direction))
        let expected = [("fraction", row.fraction), ("points", row.points), ("fits", row.fitsContent), ("custom", row.custom)]
            .sorted { $0.1 < $1.1 }
        #expect(layout.detents.map(\.identifier.rawValue) == expected.map(\.0))
        #expect(layout.detents.count == 4)
        for (resolved, (_, extent)) in zip(layout.detents, expected) {
            #expect(isClose(resolved.extent, extent, within: 1e-9))
        }
    }

    /// A detent that the rules leave out, with a label for the test report.
    struct BadDetent: Sendable, CustomTestStringConvertible {
        let label: String
        let detent: Detent
        /// The container's content fitting length (sanitized to `nil` when not positive and finite).
        var fitting: Double? = 250
        var testDescription: String { label }
    }

    /// NaN, ±infinity, negative and zero for every kind; fits-content with a fitting length
    /// that the container sanitizes to unknown; a custom resolver returning `nil`.
    static let badDetents: [BadDetent] = {
        let values: [(String, Double)] = [("NaN", .nan), ("+inf", .infinity), ("-inf", -.infinity), ("negative", -0.25), ("zero", 0)]
        var rows: [BadDetent] = []
        for (name, value) in values {
            rows.append(BadDetent(label: "fraction \(name)", detent: .fraction(value, identifier: "bad")))
            rows.append(BadDetent(label: "points \(name)", detent: .points(value, identifier: "bad")))
            rows.append(BadDetent(label: "custom \(name)", detent: .custom(identifier: "bad") { _ in value }))
            rows.append(BadDetent(label: "fitsContent with fitting \(name)", detent: .fitsContent(identifier: "bad"), fitting: value))
        }
        rows.append(BadDetent(label: "custom nil", detent: .custom(identifier: "bad") { _ in nil }))
        rows.append(BadDetent(label: "fitsContent with unknown fitting", detent: .fitsContent(identifier: "bad"), fitting: nil))
        return rows
    }()

    @Test("Bad input on every edge is left out; alone it falls back to large at the maximum", arguments: edges, badDetents)
    func badInput(row: EdgeCase, bad: BadDetent) {
        let container = Self.container(row.direction, fitting: bad.fitting)
        // Next to a valid detent: only the valid one remains (points(100) = 100 + inset).
        let mixed = SheetLayout(edge: row.edge, detents: [bad.detent, .points(100, identifier: "ok")], container: container)
        #expect(mixed.detents.map(\.identifier) == ["ok"])
        #expect(mixed.detents.map(\.extent) == [100 + row.attachedInset])
        #expect(mixed.detents.index(for: "bad") == nil)
        // Alone: nothing is left, so one detent identified `large` at the maximum extent.
        let alone = SheetLayout(edge: row.edge, detents: [bad.detent], container: container)
        #expect(alone.detents.map(\.identifier) == [.large])
        #expect(alone.detents.map(\.extent) == [row.maximum])
        #expect(alone.progress(forExtent: row.maximum / 2) == 0.5)
    }

    @Test("An empty detent list on every edge falls back to large at the maximum", arguments: edges)
    func emptyList(row: EdgeCase) {
        let layout = SheetLayout(edge: row.edge, detents: [], container: Self.container(row.direction))
        #expect(layout.detents.count == 1)
        #expect(layout.detents.smallest == ResolvedDetent(identifier: .large, extent: row.maximum))
        #expect(layout.detents.largest == layout.detents.smallest)
        #expect(layout.detents.index(for: .large) == 0)
    }

    @Test("A zero-size container on every edge: every detent clamps to 1 pt and merges into the first", arguments: edges)
    func zeroSizeContainer(row: EdgeCase) {
        for size in [SheetSize(width: 0, height: 0), SheetSize(width: .nan, height: -.infinity)] {
            let container = Self.container(row.direction, size: size)
            let layout = SheetLayout(edge: row.edge, detents: [.fraction(0.5, identifier: "half"), .points(100, identifier: "hundred")],
                                     container: container)
            // Length 0: maximum = max(0, 0 − opposite inset − 10) = 0, so the bound is the 1 pt minimum.
            #expect(layout.context.containerLength == 0)
            #expect(layout.context.maximumExtent == 0)
            #expect(layout.detents.map(\.identifier) == ["half"])
            #expect(layout.detents.map(\.extent) == [ResolvedDetents.minimumExtent])
            #expect(layout.detents.index(for: "hundred") == 0)
            #expect(layout.progress(forExtent: 0.25) == 0.25)
            let empty = SheetLayout(edge: row.edge, detents: [], container: container)
            #expect(empty.detents.smallest == ResolvedDetent(identifier: .large, extent: ResolvedDetents.minimumExtent))
        }
    }
}
