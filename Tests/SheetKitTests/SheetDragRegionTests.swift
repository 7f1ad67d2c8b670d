import Testing
import SheetKitTestSupport
@testable import SheetKit

/// Tables per edge and region for ``SheetDragRegion``, with the standard grabber (36 × 5 pt,
/// 5 pt from the inner edge, hit area grown 19.5 pt on every side) and a 60 pt header.
///
/// Contents: a bottom sheet 390 × 400, a top panel 390 × 247, drawers 312 × 844.
/// Grabber hit rectangles: bottom (157.5, −14.5, 75 × 44), top (157.5, 217.5, 75 × 44),
/// left drawer (282.5, 384.5, 44 × 75), right drawer (−14.5, 384.5, 44 × 75).
/// Header bands: bottom y 0..<60, top y 187..<247, left drawer x 252..<312, right x 0..<60.
@Suite("Drag regions")
struct SheetDragRegionTests {
    struct Probe: Sendable, CustomTestStringConvertible {
        let edge: ResolvedEdge
        let region: SheetDragRegion
        let x: Double
        let y: Double
        let expected: Bool
        init(_ edge: ResolvedEdge, _ region: SheetDragRegion, _ x: Double, _ y: Double, _ expected: Bool) {
            (self.edge, self.region, self.x, self.y, self.expected) = (edge, region, x, y, expected)
        }
        var testDescription: String { "\(edge.axis) \(edge.growthSign) \(region) at (\(x), \(y))" }
    }

    static func size(for edge: ResolvedEdge) -> SheetSize {
        switch (edge.axis, edge.isAttachedAtMinimum) {
        case (.vertical, false): SheetSize(width: 390, height: 400)
        case (.vertical, true): SheetSize(width: 390, height: 247)
        case (.horizontal, _): SheetSize(width: 312, height: 844)
        }
    }

    static func check(_ probe: Probe) -> Bool {
        let size = size(for: probe.edge)
        let grabber = GrabberLayout.standard.frame(inContentOf: size, edge: probe.edge)
        return probe.region.contains(x: probe.x, y: probe.y, inContentOf: size, edge: probe.edge, grabberFrame: grabber)
    }

    static let header = SheetDragRegion.header(length: 60)

    @Test("Grabber only", arguments: [
        Probe(.bottom, .grabber, 195, 0, true), Probe(.bottom, .grabber, 195, 29, true), Probe(.bottom, .grabber, 195, 29.5, false),
        Probe(.bottom, .grabber, 157.5, 10, true), Probe(.bottom, .grabber, 157, 10, false), Probe(.bottom, .grabber, 232, 10, true),
        Probe(.bottom, .grabber, 232.5, 10, false), Probe(.bottom, .grabber, 195, 300, false),
        Probe(.top, .grabber, 195, 240, true), Probe(.top, .grabber, 195, 217.5, true), Probe(.top, .grabber, 195, 217, false),
        Probe(.top, .grabber, 195, 246.9, true), Probe(.top, .grabber, 195, 20, false),
        Probe(.left, .grabber, 300, 422, true), Probe(.left, .grabber, 282.5, 422, true), Probe(.left, .grabber, 282, 422, false),
        Probe(.left, .grabber, 300, 384, false), Probe(.left, .grabber, 300, 459, true), Probe(.left, .grabber, 10, 422, false),
        Probe(.right, .grabber, 0, 422, true), Probe(.right, .grabber, 29, 422, true), Probe(.right, .grabber, 29.5, 422, false),
        Probe(.right, .grabber, 10, 460, false), Probe(.right, .grabber, 300, 422, false),
    ])
    func grabber(probe: Probe) {
        #expect(Self.check(probe) == probe.expected)
    }

    @Test("Header band at the inner edge", arguments: [
        Probe(.bottom, header, 10, 0, true), Probe(.bottom, header, 389, 59.9, true), Probe(.bottom, header, 10, 60, false),
        Probe(.bottom, header, 10, 399, false),
        Probe(.top, header, 10, 187, true), Probe(.top, header, 10, 186.9, false), Probe(.top, header, 10, 246.9, true),
        Probe(.top, header, 10, 0, false),
        Probe(.left, header, 252, 500, true), Probe(.left, header, 251.9, 500, false), Probe(.left, header, 311.9, 0, true),
        Probe(.left, header, 0, 500, false),
        Probe(.right, header, 0, 843, true), Probe(.right, header, 59.9, 500, true), Probe(.right, header, 60, 500, false),
        Probe(.right, header, 311, 500, false),
    ])
    func headerBand(probe: Probe) {
        #expect(Self.check(probe) == probe.expected)
    }

    static let custom = SheetDragRegion.rectangles([
        SheetRect(x: 10, y: 10, width: 50, height: 50),
        SheetRect(x: .nan, y: 0, width: 1000, height: 1000),
        SheetRect(x: 100, y: 100, width: -20, height: -20),
    ])

    @Test("Anywhere and custom rectangles, the same on every edge", arguments: [ResolvedEdge.bottom, .top, .left, .right])
    func anywhereAndCustom(edge: ResolvedEdge) {
        let cases: [(SheetDragRegion, Double, Double, Bool)] = [
            (.anywhere, 0, 0, true), (.anywhere, 200, 240, true), (.anywhere, -0.1, 0, false), (.anywhere, 0, -0.1, false),
            (.anywhere, .nan, 10, false), (.anywhere, 10, .infinity, false),
            (Self.custom, 10, 10, true), (Self.custom, 59.9, 59.9, true), (Self.custom, 60, 30, false),
            // The normalized (80, 80, 20 × 20) rectangle; the NaN one is ignored.
            (Self.custom, 85, 85, true), (Self.custom, 79.9, 85, false), (Self.custom, 500, 500, false),
            (.rectangles([]), 10, 10, false),
        ]
        for (region, x, y, expected) in cases {
            #expect(Self.check(Probe(edge, region, x, y, expected)) == expected, "\(region) at (\(x), \(y))")
        }
        // The width of the content bounds even a rectangle that reaches past it.
        let size = Self.size(for: edge)
        let wide = SheetDragRegion.rectangles([SheetRect(x: 0, y: 0, width: 1e6, height: 1e6)])
        #expect(!wide.contains(x: size.width, y: 0, inContentOf: size, edge: edge, grabberFrame: SheetRect(x: 0, y: 0, width: 0, height: 0)))
    }

    @Test("Header lengths sanitize", arguments: [
        (Double.nan, false, false), (-5, false, false), (0, false, false), (Subnormal.tiny, true, false),
        (.infinity, true, true), (1e308, true, true),
    ])
    func headerLengths(length: Double, atInnerEdge: Bool, atFarEnd: Bool) {
        let region = SheetDragRegion.header(length: length)
        let size = SheetSize(width: 390, height: 400)
        let grabber = GrabberLayout.standard.frame(inContentOf: size, edge: .bottom)
        #expect(region.contains(x: 10, y: 0, inContentOf: size, edge: .bottom, grabberFrame: grabber) == atInnerEdge)
        #expect(region.contains(x: 10, y: 399, inContentOf: size, edge: .bottom, grabberFrame: grabber) == atFarEnd)
    }

    @Test("A grabber frame that is not finite gives no region")
    func badGrabber() {
        let size = SheetSize(width: 390, height: 400)
        let bad = SheetRect(x: .nan, y: 5, width: 36, height: 5)
        #expect(SheetDragRegion.grabber.hitRectangles(inContentOf: size, edge: .bottom, grabberFrame: bad).isEmpty)
        #expect(!SheetDragRegion.grabber.contains(x: 195, y: 5, inContentOf: size, edge: .bottom, grabberFrame: bad))
    }

    @Test("Regions nest: a header within anywhere, a longer header contains a shorter one")
    func nesting() {
        var rng = SeededGenerator(seed: 0xD7A6)
        let edges: [ResolvedEdge] = [.bottom, .top, .left, .right]
        for _ in 0..<2000 {
            let edge = edges.randomElement(using: &rng)!
            let size = SheetSize(width: Double.random(in: 0...500, using: &rng), height: Double.random(in: 0...900, using: &rng))
            let grabber = GrabberLayout.standard.frame(inContentOf: size, edge: edge)
            let x = Double.random(in: -50...550, using: &rng)
            let y = Double.random(in: -50...950, using: &rng)
            let short = Double.random(in: 0...300, using: &rng)
            let long = short + Double.random(in: 0...300, using: &rng)
            func inside(_ region: SheetDragRegion) -> Bool {
                region.contains(x: x, y: y, inContentOf: size, edge: edge, grabberFrame: grabber)
            }
            if inside(.header(length: short)) { #expect(inside(.header(length: long))) }
            if inside(.header(length: long)) { #expect(inside(.anywhere)) }
            if inside(.grabber) { #expect(inside(.anywhere)) }
            // The whole length as a header is the whole content.
            #expect(inside(.header(length: size.length(along: edge.axis))) == inside(.anywhere))
        }
    }
}
