import Testing
@testable import SheetKit
import SheetKitTestSupport

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

@Suite("Centered card: size rule and the drop-in springs")
struct CenteredCardTests {
    static let content = SheetSize(width: 300, height: 200)
    /// The card's frame in the portrait phone: the available area is x 20...370, y 67...790.
    static let frame = SheetRect(x: 45, y: 328.5, width: 300, height: 200)

    /// Content and a container, and the card's frame by the documented rule.
    struct FrameRow: Sendable, CustomTestStringConvertible {
        var name: String
        var content: SheetSize
        var container: SheetContainer
        var frame: SheetRect
        var testDescription: String { name }
    }

    static let keyboard = SheetContainer(size: SheetSize(width: 390, height: 844), safeAreaInsets: SheetInsets(top: 47, left: 0, bottom: 34, right: 0),
                                         obstructionInsets: SheetInsets(top: 0, left: 0, bottom: 336, right: 0))
    static let pad = SheetContainer(size: SheetSize(width: 1024, height: 1366), safeAreaInsets: SheetInsets(top: 24, left: 0, bottom: 20, right: 0))

    static let frameRows: [FrameRow] = [
        FrameRow(name: "fits", content: content, container: portraitPhone, frame: frame),
        FrameRow(name: "no preferred width: the available 350", content: SheetSize(width: 0, height: 200), container: portraitPhone,
                 frame: SheetRect(x: 20, y: 328.5, width: 350, height: 200)),
        FrameRow(name: "too large: clamped to the available area", content: SheetSize(width: 500, height: 2_000), container: portraitPhone,
                 frame: SheetRect(x: 20, y: 67, width: 350, height: 723)),
        FrameRow(name: "no height: the available height", content: SheetSize(width: 300, height: 0), container: portraitPhone,
                 frame: SheetRect(x: 45, y: 67, width: 300, height: 723)),
        // Available y 67...488 above the keyboard: centered there.
        FrameRow(name: "above the keyboard", content: content, container: keyboard, frame: SheetRect(x: 45, y: 177.5, width: 300, height: 200)),
        FrameRow(name: "landscape", content: content, container: landscapePhone, frame: SheetRect(x: 272, y: 84.5, width: 300, height: 200)),
        FrameRow(name: "iPad: at most 400 wide", content: SheetSize(width: 900, height: 500), container: pad,
                 frame: SheetRect(x: 312, y: 435, width: 400, height: 500)),   // area y 44...1326
        FrameRow(name: "NaN content", content: SheetSize(width: .nan, height: .nan), container: portraitPhone,
                 frame: SheetRect(x: 20, y: 67, width: 350, height: 723)),
        FrameRow(name: "empty container", content: content, container: SheetContainer(size: SheetSize(width: 0, height: 0)),
                 frame: SheetRect(x: 0, y: 0, width: 0, height: 0)),
    ]

    @Test("The card fits its content within the margins, at most 400 wide, centered", arguments: frameRows)
    func frameRule(row: FrameRow) {
        let frame = CenteredCardMetrics().frame(contentSize: row.content, in: row.container)
        #expect(isClose(frame, row.frame), "\(frame)")
        #expect(CenteredCardMetrics.roundedCorners.rawValue == 0b1111)
    }

    /// The textbook underdamped step response from 0 to 1 (ζ < 1), written independently of
    /// ``SpringMotion``.
    static func underdampedStep(_ spring: MotionSpring, _ t: Double) -> Double {
        let omega = 2 * Double.pi / spring.response
        let zeta = spring.dampingRatio
        let damped = omega * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
    }

    /// The critically damped step response from 0 to 1.
    static func criticalStep(_ response: Double, _ t: Double) -> Double {
        let omega = 2 * Double.pi / response
        return 1 - (1 + omega * t) * exp(-omega * t)
    }

    @Test("The drop-in at t: position and scale on their own springs, dimming critically damped",
          arguments: [0.0, 0.05, 0.15, 0.3, 0.6, 1.2])
    func dropIn(t: Double) {
        let style = CenteredCardStyle()
        let a = style.appearance(time: t, contentSize: Self.content, container: portraitPhone)
        let start = -(428.5 + 1.4 * 100)
        // From the presentation's duration on, everything is exactly at rest.
        let resting = t >= style.presentationDuration(frame: Self.frame, displayScale: 3)
        let fall = resting ? 1 : Self.underdampedStep(style.positionSpring, t)
        let stretch = resting ? 1 : Self.underdampedStep(style.scaleSpring, t)
        let dim = resting ? 1 : Self.criticalStep(0.55, t)
        #expect(resting == (t == 1.2))
        #expect(a.frame == Self.frame)
        #expect(isClose(a.translationY, start * (1 - fall), within: 1e-9))
        #expect(isClose(a.scaleX, 1.2 - 0.2 * stretch, within: 1e-12) && isClose(a.scaleY, 1.4 - 0.4 * stretch, within: 1e-12))
        #expect(isClose(a.dimmingAlpha, 0.2 * dim, within: 1e-12))
        #expect(a.isPresentingTintDimmed == (dim >= 0.5))
        #expect(a.alpha == 1 && a.cornerRadius == 16)
        if t == 0 {
            // It starts stretched 1.2 × 1.4 with its bottom edge on the container's top edge.
            #expect(isClose(a.transformedFrame, SheetRect(x: 15, y: -280, width: 360, height: 280)))
        }
    }

    @Test("The drop-in is done when nothing will move by half a pixel again")
    func presentationDuration() {
        let style = CenteredCardStyle()
        let duration = style.presentationDuration(frame: Self.frame, displayScale: 3)
        #expect(duration > 1 && duration < 1.1)
        var largest = (translation: 0.0, edge: 0.0, dimming: 0.0)
        var t = duration
        while t < duration + 2 {
            let a = style.appearance(time: t, contentSize: Self.content, container: portraitPhone)
            largest.translation = max(largest.translation, abs(a.translationY))
            largest.edge = max(largest.edge, abs(a.scaleX - 1) * 150, abs(a.scaleY - 1) * 100)
            largest.dimming = max(largest.dimming, abs(a.dimmingAlpha - 0.2))
            t += 0.001
        }
        #expect(largest.translation <= 1.0 / 6 && largest.edge <= 1.0 / 6 && largest.dimming <= 0.5 / 255)
        // Half a second earlier the card still visibly moves.
        let early = style.appearance(time: duration - 0.5, contentSize: Self.content, container: portraitPhone)
        #expect(abs(early.translationY) > 1.0 / 6 || abs(early.scaleY - 1) * 100 > 1.0 / 6)
    }

    @Test("Rotation: the same time in portrait and landscape uses each container's frame and start")
    func rotation() {
        let style = CenteredCardStyle()
        for t in [0.0, 0.2] {
            let portrait = style.appearance(time: t, contentSize: Self.content, container: portraitPhone)
            let landscape = style.appearance(time: t, contentSize: Self.content, container: landscapePhone)
            #expect(landscape.frame == SheetRect(x: 272, y: 84.5, width: 300, height: 200))
            let fall = Self.underdampedStep(style.positionSpring, t)
            #expect(isClose(portrait.translationY, -568.5 * (1 - fall)) && isClose(landscape.translationY, -324.5 * (1 - fall)))
            #expect(portrait.scaleX == landscape.scaleX && portrait.scaleY == landscape.scaleY)
        }
    }

    @Test("Reduce Motion: no travel, no stretch; the card fades in as the dimming does",
          arguments: [0.0, 0.1, 0.3, 2])
    func reduceMotion(t: Double) {
        let a = CenteredCardStyle().appearance(time: t, contentSize: Self.content, container: portraitPhone, reduceMotion: true)
        let dim = t >= CenteredCardStyle().presentationDuration(frame: Self.frame, displayScale: 3) ? 1 : Self.criticalStep(0.55, t)
        #expect(a.translationY == 0 && a.scaleX == 1 && a.scaleY == 1)
        #expect(isClose(a.alpha, dim, within: 1e-12) && isClose(a.dimmingAlpha, 0.2 * dim, within: 1e-12))
        let half = CenteredCardStyle().appearance(time: t, dismissal: 0.5, contentSize: Self.content, container: portraitPhone,
                                                  reduceMotion: true)
        #expect(half.translationY == 0 && isClose(half.alpha, dim / 2, within: 1e-12))
    }

    @Test("Extreme settings and inputs give finite appearances and durations",
          arguments: [Double.nan, .infinity, -.infinity, 1e308, -1e308, subnormal, 0])
    func extremes(value: Double) {
        let style = CenteredCardStyle(metrics: CenteredCardMetrics(margin: value, maximumWidth: value, cornerRadius: value),
                                      positionSpring: MotionSpring(response: value, dampingRatio: value),
                                      scaleSpring: MotionSpring(response: value, dampingRatio: value),
                                      initialScaleX: value, initialScaleY: value, maximumDimmingAlpha: value)
        let container = SheetContainer(size: SheetSize(width: value, height: value),
                                       safeAreaInsets: SheetInsets(top: value, left: value, bottom: value, right: value))
        for t in [0, 0.1, value] {
            for p in [0, 0.5, value] {
                let a = style.appearance(time: t, dismissal: p, contentSize: SheetSize(width: value, height: value), container: container)
                #expect(isFinite(a.frame) && isFinite(a.transformedFrame) && a.translationY.isFinite)
                #expect(a.scaleX > 0 && a.scaleY > 0 && a.alpha.isFinite && a.dimmingAlpha.isFinite && a.cornerRadius.isFinite)
            }
        }
        #expect(style.presentationDuration(frame: SheetRect(x: value, y: value, width: value, height: value), displayScale: value).isFinite)
    }
}
