import Testing
@testable import SheetKit
import SheetKitTestSupport

@Suite("Circular reveal: covering radius, pan mapping, release and settle")
struct CircularRevealTests {
    static let size = SheetSize(width: 400, height: 800)
    static let container = SheetContainer(size: size)

    /// A center and the radius that covers a 400 × 800 container from it: the distance to
    /// the farthest corner, computed by hand.
    struct RadiusRow: Sendable, CustomTestStringConvertible {
        var name: String
        var center: SheetPoint
        var radius: Double
        var corner: SheetPoint
        var testDescription: String { name }
    }

    static let radiusRows: [RadiusRow] = [
        RadiusRow(name: "top-left corner", center: SheetPoint(x: 0, y: 0), radius: 800_000.0.squareRoot(), corner: SheetPoint(x: 400, y: 800)),
        RadiusRow(name: "top-right corner", center: SheetPoint(x: 400, y: 0), radius: 800_000.0.squareRoot(), corner: SheetPoint(x: 0, y: 800)),
        RadiusRow(name: "bottom-left corner", center: SheetPoint(x: 0, y: 800), radius: 800_000.0.squareRoot(), corner: SheetPoint(x: 400, y: 0)),
        RadiusRow(name: "bottom-right corner", center: SheetPoint(x: 400, y: 800), radius: 800_000.0.squareRoot(), corner: SheetPoint(x: 0, y: 0)),
        RadiusRow(name: "top edge midpoint", center: SheetPoint(x: 200, y: 0), radius: 680_000.0.squareRoot(), corner: SheetPoint(x: 400, y: 800)),
        RadiusRow(name: "bottom edge midpoint", center: SheetPoint(x: 200, y: 800), radius: 680_000.0.squareRoot(), corner: SheetPoint(x: 400, y: 0)),
        // Not the width-only 400: the farthest corner is 400 across and 400 down.
        RadiusRow(name: "left edge midpoint", center: SheetPoint(x: 0, y: 400), radius: 320_000.0.squareRoot(), corner: SheetPoint(x: 400, y: 800)),
        RadiusRow(name: "right edge midpoint", center: SheetPoint(x: 400, y: 400), radius: 320_000.0.squareRoot(), corner: SheetPoint(x: 0, y: 800)),
        RadiusRow(name: "center", center: SheetPoint(x: 200, y: 400), radius: 200_000.0.squareRoot(), corner: SheetPoint(x: 400, y: 800)),
        RadiusRow(name: "off-center inside", center: SheetPoint(x: 300, y: 100), radius: 580_000.0.squareRoot(), corner: SheetPoint(x: 0, y: 800)),
        RadiusRow(name: "outside, above-left", center: SheetPoint(x: -100, y: -100), radius: 1_060_000.0.squareRoot(), corner: SheetPoint(x: 400, y: 800)),
        RadiusRow(name: "outside, above a toolbar", center: SheetPoint(x: 200, y: -50), radius: 762_500.0.squareRoot(), corner: SheetPoint(x: 400, y: 800)),
        RadiusRow(name: "outside, far right", center: SheetPoint(x: 1_000, y: 400), radius: 1_160_000.0.squareRoot(), corner: SheetPoint(x: 0, y: 800)),
        // Clamped to x = 1e6; NaN y takes the container's center, 400.
        RadiusRow(name: "far away and NaN", center: SheetPoint(x: 1e308, y: .nan), radius: (1e12 + 160_000).squareRoot(), corner: SheetPoint(x: 0, y: 800)),
    ]

    @Test("The covering radius is the distance to the farthest corner", arguments: radiusRows)
    func coveringRadius(row: RadiusRow) {
        #expect(isClose(CircularReveal.coveringRadius(from: row.center, containerSize: Self.size), row.radius, within: 1e-12))
        #expect(CircularReveal.farthestCorner(from: row.center, containerSize: Self.size) == row.corner)
        // The circle covers every corner, and just barely the farthest.
        for corner in [SheetPoint(x: 0, y: 0), SheetPoint(x: 400, y: 0), SheetPoint(x: 0, y: 800), SheetPoint(x: 400, y: 800)] {
            let center = CircularReveal.appearance(presentedFraction: 1, center: row.center, containerSize: Self.size).center
            #expect(styleDistance(corner.x - center.x, corner.y - center.y) <= row.radius * (1 + 1e-12))
        }
    }

    @Test("Radius for a presented fraction is linear; dismissal progress runs it backward",
          arguments: [0.0, 0.25, 0.5, 1, -0.5, 2, .nan])
    func radiusForProgress(progress: Double) {
        let center = SheetPoint(x: 0, y: 0)
        let covering = 800_000.0.squareRoot()
        let clamped = progress.isNaN ? 0 : min(max(progress, 0), 1)
        let presenting = CircularReveal.appearance(presentedFraction: PresentationOperation.presentation.presentedFraction(progress: progress),
                                                   center: center, containerSize: Self.size)
        let dismissing = CircularReveal.appearance(presentedFraction: PresentationOperation.dismissal.presentedFraction(progress: progress),
                                                   center: center, containerSize: Self.size)
        #expect(isClose(presenting.radius, covering * clamped))
        #expect(isClose(dismissing.radius, covering * (1 - clamped)))
        #expect(presenting.alpha == 1 && presenting.center == center)
        let reduced = CircularReveal.appearance(presentedFraction: clamped, center: center, containerSize: Self.size, reduceMotion: true)
        #expect(isClose(reduced.radius, covering) && isClose(reduced.alpha, clamped))
    }

    @Test("Rotation: the same fraction in portrait and landscape covers each container's share")
    func rotation() {
        let center = SheetPoint(x: 50, y: 100)
        let portrait = CircularReveal.appearance(presentedFraction: 0.5, center: center, containerSize: Self.size)
        let landscape = CircularReveal.appearance(presentedFraction: 0.5, center: center, containerSize: SheetSize(width: 800, height: 400))
        #expect(isClose(portrait.radius, 0.5 * 612_500.0.squareRoot()))
        #expect(isClose(landscape.radius, 0.5 * 652_500.0.squareRoot()))
        // A running transition relays out to the new radius and keeps its progress.
        var transition = CircularRevealTransition(operation: .presentation, center: center, container: Self.container)
        let direction = CircularReveal.growthDirection(from: center, containerSize: Self.size)
        transition.send(.dragBegan(location: center, time: 0), center: center, containerSize: Self.size)
        let half = 0.5 * 612_500.0.squareRoot()
        let dragged = transition.send(.dragChanged(translation: SheetPoint(x: direction.x * half, y: direction.y * half), time: 0.1),
                                      center: center, containerSize: Self.size)
        #expect(isClose(dragged.track.progress, 0.5))
        let moved = SheetPoint(x: 60, y: 90)
        let rotated = transition.send(.dragChanged(translation: SheetPoint(x: direction.x * half, y: direction.y * half), time: 0.11),
                                      center: moved, containerSize: SheetSize(width: 800, height: 400))
        #expect(isClose(rotated.track.progress, 0.5))
        #expect(rotated.appearance.center == moved)
        #expect(isClose(rotated.appearance.radius, 0.5 * CircularReveal.coveringRadius(from: moved, containerSize: SheetSize(width: 800, height: 400))))
    }

    @Test("A radial drag moves the edge point for point; a sideways drag does nothing; a dismissal runs toward the center")
    func panMapping() {
        let center = SheetPoint(x: 0, y: 0)
        let unit = CircularReveal.growthDirection(from: center, containerSize: Self.size)
        #expect(isClose(unit.x, 400 / 800_000.0.squareRoot()) && isClose(unit.y, 800 / 800_000.0.squareRoot()))
        let presentation = CircularRevealTransition(operation: .presentation, center: center, container: Self.container)
        let dismissal = CircularRevealTransition(operation: .dismissal, center: center, container: Self.container)
        #expect(isClose(presentation.trackDelta(for: SheetPoint(x: 0, y: 100), center: center, containerSize: Self.size), 100 * unit.y))
        #expect(isClose(presentation.trackDelta(for: SheetPoint(x: unit.y * 50, y: -unit.x * 50), center: center, containerSize: Self.size),
                        0, within: 1e-12))
        #expect(isClose(dismissal.trackDelta(for: SheetPoint(x: -unit.x * 30, y: -unit.y * 30), center: center, containerSize: Self.size), 30))
        #expect(presentation.trackDelta(for: SheetPoint(x: .nan, y: .infinity), center: center, containerSize: Self.size) == 0)
    }

    /// Radial drags released (``ReleaseRow``). From the top-left corner the track is
    /// √800000 ≈ 894.4 pt long: the midpoint is 447.2.
    static let releaseRows: [ReleaseRow] = [
        ReleaseRow(position: 300, velocity: 0, outcome: .start),
        ReleaseRow(position: 500, velocity: 0, outcome: .end),
        ReleaseRow(position: 300, velocity: 600, outcome: .end),
        ReleaseRow(position: 600, velocity: -600, outcome: .start),
        ReleaseRow(position: 400, velocity: 300, outcome: .start),   // 400 + 29.7 = 429.7
        ReleaseRow(position: 420, velocity: 300, outcome: .end),   // 420 + 29.7 = 449.7
    ]

    @Test("Release: position and velocity decide; exactly one outcome, at the end it heads for",
          arguments: PresentationOperation.allCases, releaseRows)
    func release(operation: PresentationOperation, row: ReleaseRow) {
        let center = SheetPoint(x: 0, y: 0)
        let unit = CircularReveal.growthDirection(from: center, containerSize: Self.size)
        let sign = operation == .presentation ? 1.0 : -1.0
        var transition = CircularRevealTransition(operation: operation, center: center, container: Self.container)
        var events: [TrackEvents] = [transition.send(.dragBegan(location: .zero, time: 0), center: center, containerSize: Self.size).track.events]
        for step in 1...12 {
            let distance = sign * row.position * Double(step) / 12
            transition.send(.dragChanged(translation: SheetPoint(x: unit.x * distance, y: unit.y * distance), time: Double(step) / 120),
                            center: center, containerSize: Self.size)
        }
        let speed = sign * row.velocity
        let release = transition.send(.dragEnded(velocity: SheetPoint(x: unit.x * speed, y: unit.y * speed), time: 0.1),
                                      center: center, containerSize: Self.size)
        #expect(isClose(release.track.position, row.position, within: 1e-9))
        events.append(release.track.events)
        var last = release
        for tick in FrameTick.sequence(frameRate: 120, from: 0.1, duration: 2) {
            last = transition.send(.tick(tick), center: center, containerSize: Self.size)
            events.append(last.track.events)
        }
        #expect(events.filter { $0.contains(.began) }.count == 1)
        #expect(events.filter { $0.contains(.finished) }.count == (row.outcome == .end ? 1 : 0))
        #expect(events.filter { $0.contains(.cancelled) }.count == (row.outcome == .start ? 1 : 0))
        let presented = operation.presentedFraction(progress: row.outcome == .end ? 1 : 0)
        #expect(isClose(last.appearance.radius, presented * 800_000.0.squareRoot()))
    }

    @Test("The circle masks the revealed screen only while it covers less than the container (UIVisualEffectView.h line 22: a mask on a superview spoils every effect view inside)",
          arguments: [
            (0.0, false, true), (0.5, false, true), (0.999, false, true),
            (1, false, false),      // presented: no mask
            (1.5, false, false),    // clamped to 1
            (.nan, false, true),    // NaN counts as 0
            (0.5, true, false),     // Reduce Motion fades a covering circle: never masked
            (1, true, false),
          ])
    func masksOnlyWhileRevealing(fraction: Double, reduceMotion: Bool, masks: Bool) {
        let appearance = CircularReveal.appearance(presentedFraction: fraction, center: SheetPoint(x: 360, y: 760),
                                                   containerSize: Self.size, reduceMotion: reduceMotion)
        #expect(appearance.masksView == masks)
    }
}
