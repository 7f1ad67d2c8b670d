import Testing
@testable import SheetKit
import SheetKitTestSupport

@Suite("Card zoom dismissal: direction lock, pull, release, close")
struct CardZoomDismissalTests {
    static let card = SheetRect(x: 20, y: 300, width: 350, height: 400)
    static let scene = CardZoomScene(container: portraitPhone, currentSource: card, lastKnownSource: card, sourceCornerRadius: 20)

    /// How a test drags: which axis, in which layout direction.
    enum Gesture: String, Sendable, CaseIterable {
        case pullDown, swipeLeftToRight, swipeRightToLeft

        var direction: ReadingDirection { self == .swipeRightToLeft ? .rightToLeft : .leftToRight }
        var start: SheetPoint {
            switch self {
            case .pullDown: return SheetPoint(x: 200, y: 400)
            case .swipeLeftToRight: return SheetPoint(x: 10, y: 400)
            case .swipeRightToLeft: return SheetPoint(x: 380, y: 400)
            }
        }
        /// The physical unit vector of a dismissing motion.
        var unit: SheetPoint {
            switch self {
            case .pullDown: return SheetPoint(x: 0, y: 1)
            case .swipeLeftToRight: return SheetPoint(x: 1, y: 0)
            case .swipeRightToLeft: return SheetPoint(x: -1, y: 0)
            }
        }
        var axis: CardZoomDragAxis { self == .pullDown ? .pullDown : .leadingEdgeSwipe }
        var scene: CardZoomScene {
            var scene = CardZoomDismissalTests.scene
            scene.container.layoutDirection = direction
            return scene
        }
    }

    /// A dismissal dragged `position` points past the lock (which happens at 12 pt, one event
    /// after touch-down), one event per 1/120 s; returns it and the time of the last event.
    static func pulled(_ gesture: Gesture, to position: Double, reduceMotion: Bool = false) -> (CardZoomDismissal, Double) {
        var dismissal = CardZoomDismissal(reduceMotion: reduceMotion)
        let scene = gesture.scene
        dismissal.send(.dragBegan(location: gesture.start, time: 0), in: scene)
        let lock = dismissal.send(.dragChanged(translation: SheetPoint(x: gesture.unit.x * 12, y: gesture.unit.y * 12), time: 1.0 / 120),
                                  in: scene)
        #expect(lock.events == .began && lock.axis == gesture.axis && lock.phase == .pulling)
        for step in 1...12 {
            let along = 12 + position * Double(step) / 12
            dismissal.send(.dragChanged(translation: SheetPoint(x: gesture.unit.x * along, y: gesture.unit.y * along),
                                        time: Double(step + 1) / 120), in: scene)
        }
        return (dismissal, 13.0 / 120)
    }

    /// Ticks at `frameRate` from `start` until an outcome or `limit` seconds; returns the
    /// outputs by tick time and every event seen.
    @discardableResult
    static func settle(_ dismissal: inout CardZoomDismissal, from start: Double, in scene: CardZoomScene = scene,
                       frameRate: Double = 120, dropEvery: Int = 0, limit: Double = 2)
        -> (frames: [Double: CardZoomAppearance], events: [TrackEvents]) {
        var frames: [Double: CardZoomAppearance] = [:]
        var events: [TrackEvents] = []
        for tick in FrameTick.sequence(frameRate: frameRate, from: start, duration: limit, dropEvery: dropEvery) {
            let output = dismissal.send(.tick(tick), in: scene)
            frames[tick.targetTimestamp] = output.appearance
            if !output.events.isEmpty { events.append(output.events) }
        }
        return (frames, events)
    }

    /// A drag's start, translation, content state and layout direction, and the lock's decision.
    struct LockRow: Sendable, CustomTestStringConvertible {
        var name: String
        var start: SheetPoint
        var translation: SheetPoint
        var atTop = true
        var direction = ReadingDirection.leftToRight
        var decision: CardZoomDragDecision
        var testDescription: String { name }
    }

    static let lockRows: [LockRow] = [
        LockRow(name: "within the slop", start: SheetPoint(x: 200, y: 400), translation: SheetPoint(x: 3, y: 9), decision: .undecided),
        LockRow(name: "down at the top", start: SheetPoint(x: 200, y: 400), translation: SheetPoint(x: 0, y: 12), decision: .locked(.pullDown)),
        LockRow(name: "down, content scrolled", start: SheetPoint(x: 200, y: 400), translation: SheetPoint(x: 0, y: 12), atTop: false,
                decision: .declined),
        LockRow(name: "up", start: SheetPoint(x: 200, y: 400), translation: SheetPoint(x: 2, y: -12), decision: .declined),
        LockRow(name: "exactly 45° counts as vertical", start: SheetPoint(x: 200, y: 400), translation: SheetPoint(x: 8, y: 8),
                decision: .locked(.pullDown)),
        LockRow(name: "sideways mid-screen", start: SheetPoint(x: 200, y: 400), translation: SheetPoint(x: 9, y: 8), decision: .declined),
        LockRow(name: "from the left edge, rightward", start: SheetPoint(x: 10, y: 400), translation: SheetPoint(x: 12, y: 3),
                decision: .locked(.leadingEdgeSwipe)),
        LockRow(name: "from the left edge, leftward", start: SheetPoint(x: 10, y: 400), translation: SheetPoint(x: -12, y: 3),
                decision: .declined),
        LockRow(name: "band boundary, 44 pt", start: SheetPoint(x: 44, y: 400), translation: SheetPoint(x: 12, y: 0),
                decision: .locked(.leadingEdgeSwipe)),
        LockRow(name: "just outside the band", start: SheetPoint(x: 45, y: 400), translation: SheetPoint(x: 12, y: 0), decision: .declined),
        LockRow(name: "right-to-left, from the right edge, leftward", start: SheetPoint(x: 380, y: 400),
                translation: SheetPoint(x: -12, y: 0), direction: .rightToLeft, decision: .locked(.leadingEdgeSwipe)),
        LockRow(name: "right-to-left, from the left edge, rightward", start: SheetPoint(x: 10, y: 400),
                translation: SheetPoint(x: 12, y: 0), direction: .rightToLeft, decision: .declined),
        LockRow(name: "NaN translation", start: SheetPoint(x: 10, y: 400), translation: SheetPoint(x: .nan, y: .nan), decision: .undecided),
        LockRow(name: "infinite start", start: SheetPoint(x: -.infinity, y: 400), translation: SheetPoint(x: 12, y: 0), decision: .declined),
    ]

    @Test("The lock: the first movement beyond 10 pt decides the axis", arguments: lockRows)
    func lock(row: LockRow) {
        let decision = CardZoomStyle.DragLock().decide(start: row.start, translation: row.translation, containerWidth: 390,
                                                 layoutDirection: row.direction, isContentAtTop: row.atTop)
        #expect(decision == row.decision)
    }

    /// Review (2026-11-27): a side swipe starting on a carousel within 44 pt of the leading
    /// edge closed the detail while the carousel scrolled back.
    @Test("A side swipe a carousel under the finger can still take is the carousel's", arguments: [
        (0.0, true), (120, false), (1e308, false),
    ])
    func carouselKeepsSideSwipe(offset: Double, locks: Bool) {
        let carousel = ScrollMetrics(offset: offset, contentLength: 1200, viewportLength: 390)
        let decision = CardZoomStyle.DragLock().decide(start: SheetPoint(x: 10, y: 400), translation: SheetPoint(x: 12, y: 2),
                                                       containerWidth: 390, layoutDirection: .leftToRight, isContentAtTop: true,
                                                       horizontalScrollViews: [carousel])
        // At its start, a rightward finger only bounces it: the back swipe takes the move.
        #expect(decision == (locks ? .locked(.leadingEdgeSwipe) : .declined))
        // A pull down is not the carousel's.
        #expect(CardZoomStyle.DragLock().decide(start: SheetPoint(x: 10, y: 400), translation: SheetPoint(x: 0, y: 12), containerWidth: 390,
                                                layoutDirection: .leftToRight, isContentAtTop: true,
                                                horizontalScrollViews: [carousel]) == .locked(.pullDown))
    }

    @Test("A declined drag moves nothing and the next gesture may pull")
    func declined() {
        var dismissal = CardZoomDismissal()
        dismissal.send(.dragBegan(location: SheetPoint(x: 200, y: 400), time: 0), in: Self.scene)
        #expect(dismissal.send(.dragChanged(translation: SheetPoint(x: 0, y: -20), time: 0.01), in: Self.scene).phase == .declined)
        let later = dismissal.send(.dragChanged(translation: SheetPoint(x: 0, y: 200), time: 0.02), in: Self.scene)
        #expect(later.phase == .declined && later.events.isEmpty && later.appearance.frame == SheetRect(size: portraitPhone.size))
        #expect(dismissal.send(.dragEnded(velocity: SheetPoint(x: 0, y: 900), time: 0.03), in: Self.scene).phase == .idle)
        let (pulled, _) = Self.pulled(.pullDown, to: 40)
        #expect(pulled.phase == .pulling)
    }

    @Test("A pull shrinks the detail about its center toward 0.86 and rounds its corners, point for point",
          arguments: Gesture.allCases)
    func pullAppearance(gesture: Gesture) {
        let (dismissal, _) = Self.pulled(gesture, to: 80)
        let appearance = dismissal.appearance(in: gesture.scene)
        // Half of the 160 pt pull: scale 0.93, corners 10 pt; the lock's 12 pt do not count.
        #expect(isClose(appearance.frame, SheetRect(x: 195 - 195 * 0.93, y: 422 - 422 * 0.93, width: 390 * 0.93, height: 844 * 0.93)))
        #expect(isClose(appearance.contentScale, 0.93) && isClose(appearance.cornerRadius, 10))
        let (reduced, _) = Self.pulled(gesture, to: 80, reduceMotion: true)
        let faded = reduced.appearance(in: gesture.scene)
        #expect(faded.frame == SheetRect(size: portraitPhone.size) && faded.contentScale == 1 && isClose(faded.alpha, 0.75))
    }

    /// Pulls released (``ReleaseRow``; finish: the detail closes). Length 160: the midpoint is
    /// 80 pt, a flick is 500 pt/s, the projection adds 0.099 s × v.
    static let releaseRows: [ReleaseRow] = [
        ReleaseRow(position: 40, velocity: 0, outcome: .start),
        ReleaseRow(position: 100, velocity: 0, outcome: .end),
        ReleaseRow(position: 40, velocity: 600, outcome: .end),
        ReleaseRow(position: 140, velocity: -600, outcome: .start),
        ReleaseRow(position: 70, velocity: 200, outcome: .end),   // 70 + 19.8 = 89.8
        ReleaseRow(position: 70, velocity: 50, outcome: .start),    // 70 + 4.95 = 74.95
        ReleaseRow(position: 0, velocity: 0, outcome: .start),
    ]

    @Test("Release: position and velocity decide; exactly one outcome; the close ends on the card",
          arguments: Gesture.allCases, releaseRows)
    func release(gesture: Gesture, row: ReleaseRow) {
        var (dismissal, time) = Self.pulled(gesture, to: row.position)
        let velocity = SheetPoint(x: gesture.unit.x * row.velocity, y: gesture.unit.y * row.velocity)
        let released = dismissal.send(.dragEnded(velocity: velocity, time: time), in: gesture.scene)
        var events = released.events.isEmpty ? [] : [released.events]
        events += Self.settle(&dismissal, from: time, in: gesture.scene).events
        #expect(events.filter { $0.contains(.finished) }.count == (row.outcome == .end ? 1 : 0))
        #expect(events.filter { $0.contains(.cancelled) }.count == (row.outcome == .start ? 1 : 0))
        #expect(!events.contains { $0.contains(.began) })
        let end = dismissal.appearance(in: gesture.scene)
        if row.outcome == .end {
            #expect(released.phase == .closing)
            #expect(dismissal.phase == .dismissed)
            #expect(isClose(end.frame, Self.card, within: 1e-9) && isClose(end.cornerRadius, 20) && end.alpha == 1)
        } else {
            #expect(dismissal.phase == .idle)
            #expect(end.frame == SheetRect(size: portraitPhone.size) && end.cornerRadius == 0 && end.contentScale == 1)
        }
    }
}
