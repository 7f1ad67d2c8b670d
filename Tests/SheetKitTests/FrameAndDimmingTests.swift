import Testing
import SheetKitTestSupport
@testable import SheetKit

@Suite("Extent to frame, dimming, presenting effect")
struct FrameAndDimmingTests {
    /// 400 × 800 without safe areas; detents at a quarter and three quarters of the length.
    static func layout(_ edge: SheetEdge, _ direction: ReadingDirection = .leftToRight,
                       container: SheetContainer? = nil) -> SheetLayout {
        SheetLayout(edge: edge, detents: [.fraction(0.25), .fraction(0.75)],
                    container: container ?? SheetContainer(size: SheetSize(width: 400, height: 800), layoutDirection: direction))
    }

    /// (edge, direction, extent, content (x, y, w, h), surface (x, y, w, h))
    @Test("Frames for every edge in both layout directions", arguments: [
        // Bottom: detents 200 and 600. Between them the length follows the extent.
        (SheetEdge.bottom, ReadingDirection.leftToRight, 400.0, [0, 400, 400, 400.0], [0, 400, 400, 500.0]),
        (.bottom, .rightToLeft, 400, [0, 400, 400, 400], [0, 400, 400, 500]),
        // Below the smallest detent: keeps its length (200) and slides off the edge.
        (.bottom, .leftToRight, 100, [0, 700, 400, 200], [0, 700, 400, 300]),
        // Above the largest: stretches.
        (.bottom, .leftToRight, 700, [0, 100, 400, 700], [0, 100, 400, 800]),
        (.top, .leftToRight, 400, [0, 0, 400, 400], [0, -100, 400, 500]),
        (.top, .rightToLeft, 100, [0, -100, 400, 200], [0, -200, 400, 300]),
        // Drawers: detents 100 and 300 (a quarter and three quarters of the width 400).
        (.left, .leftToRight, 250, [0, 0, 250, 800], [-100, 0, 350, 800]),
        (.left, .leftToRight, 50, [-50, 0, 100, 800], [-150, 0, 200, 800]),
        (.right, .leftToRight, 250, [150, 0, 250, 800], [150, 0, 350, 800]),
        (.leading, .leftToRight, 250, [0, 0, 250, 800], [-100, 0, 350, 800]),
        (.leading, .rightToLeft, 250, [150, 0, 250, 800], [150, 0, 350, 800]),
        (.trailing, .leftToRight, 250, [150, 0, 250, 800], [150, 0, 350, 800]),
        (.trailing, .rightToLeft, 250, [0, 0, 250, 800], [-100, 0, 350, 800]),
        (.trailing, .rightToLeft, 0, [-100, 0, 100, 800], [-200, 0, 200, 800]),
    ] as [(SheetEdge, ReadingDirection, Double, [Double], [Double])])
    func frames(edge: SheetEdge, direction: ReadingDirection, extent: Double, content: [Double], surface: [Double]) {
        let frame = Self.layout(edge, direction).frame(forExtent: extent)
        #expect(frame.content == SheetRect(x: content[0], y: content[1], width: content[2], height: content[3]))
        #expect(frame.surface == SheetRect(x: surface[0], y: surface[1], width: surface[2], height: surface[3]))
    }

    @Test("The keyboard moves the attach line and lowers the maximum extent")
    func keyboard() {
        let container = SheetContainer(size: SheetSize(width: 400, height: 800),
                                       safeAreaInsets: SheetInsets(top: 0, left: 0, bottom: 34, right: 0),
                                       obstructionInsets: SheetInsets(top: 0, left: 0, bottom: 300, right: 0))
        let layout = SheetLayout(edge: .bottom, detents: [.points(100), .large], container: container)
        #expect(layout.context.maximumExtent == 490)
        // The keyboard covers the home indicator: content measures add no safe area.
        #expect(layout.context.attachedSafeAreaInset == 0)
        #expect(layout.detents.map(\.extent) == [100, 490])
        let frame = layout.frame(forExtent: 400)
        #expect(frame.content == SheetRect(x: 0, y: 100, width: 400, height: 400))
        #expect(frame.content.maxY == 500)   // the keyboard's top
        #expect(frame.surface.maxY == 600)   // the allowance reaches under the keyboard
    }

    @Test("Regular width limits bottom and top sheets, not drawers")
    func regularWidth() {
        let container = SheetContainer(size: SheetSize(width: 1024, height: 1366), widthClass: .regular)
        let bottom = Self.layout(.bottom, container: container).frame(forExtent: 600).content
        #expect(bottom.x == 192 && bottom.width == 640)
        let top = Self.layout(.top, container: container).frame(forExtent: 600).content
        #expect(top.x == 192 && top.width == 640)
        let drawer = Self.layout(.leading, container: container).frame(forExtent: 300).content
        #expect(drawer.y == 0 && drawer.height == 1366)
        let unlimited = SheetLayout(edge: .bottom, detents: [.large], container: container,
                                    options: SheetLayoutOptions(maximumRegularWidth: nil))
        #expect(unlimited.frame(forExtent: 600).content.width == 1024)
        let compact = Self.layout(.bottom).frame(forExtent: 300).content
        #expect(compact.width == 400)
    }

    @Test("Progress is extent over the smallest detent, clamped")
    func progress() {
        let layout = Self.layout(.bottom)
        #expect(layout.progress(forExtent: 100) == 0.5)
        #expect(layout.progress(forExtent: 500) == 1)
        #expect(layout.progress(forExtent: -20) == 0)
        #expect(layout.progress(forExtent: .nan) == 0)
    }

    @Test("Dimming: default dims at every detent, fades to 0 at 0", arguments: [
        (0.0, 0.0), (50, 0.25), (100, 0.5), (200, 1), (400, 1), (600, 1), (750, 1), (-10, 0), (.nan, 0),
    ])
    func dimmingDefault(extent: Double, alpha: Double) {
        let layout = Self.layout(.bottom)
        let curve = DimmingCurve(detents: layout.detents, configuration: DimmingConfiguration())
        #expect(isClose(curve.alpha(atExtent: extent), alpha, within: 1e-12))
    }

    @Test("Dimming: undimmed up to the largest undimmed detent, linear after it", arguments: [
        (100.0, 0.0, true), (200, 0, true), (300, 0.125, false), (400, 0.25, false), (600, 0.5, false), (900, 0.5, false),
    ])
    func dimmingUndimmed(extent: Double, alpha: Double, passes: Bool) {
        let layout = SheetLayout(edge: .bottom, detents: [.fraction(0.25, identifier: "peek"), .fraction(0.75, identifier: "full")],
                                 container: SheetContainer(size: SheetSize(width: 400, height: 800)))
        let curve = DimmingCurve(detents: layout.detents, configuration: DimmingConfiguration(
            largestUndimmedDetentIdentifier: "peek", alphaByDetent: ["full": 0.5, "peek": 0.9]))
        #expect(isClose(curve.alpha(atExtent: extent), alpha, within: 1e-12))
        #expect(curve.passesTouchesThrough(atExtent: extent) == passes)
    }

    @Test("Dimming sanitizes configured alphas")
    func dimmingSanitizing() {
        let layout = Self.layout(.bottom)
        let ids = layout.detents.map(\.identifier)
        let curve = DimmingCurve(detents: layout.detents, configuration: DimmingConfiguration(alphaByDetent: [ids[0]: .nan, ids[1]: 7]))
        #expect(curve.alpha(atExtent: 200) == 1)
        #expect(curve.alpha(atExtent: 600) == 1)
    }

    @Test("Presenting effect: page-sheet scale only toward the largest detent")
    func presentingScale() {
        let layout = Self.layout(.bottom)  // detents 200 and 600
        func effect(_ extent: Double, reduceMotion: Bool = false) -> PresentingViewEffect {
            PresentingViewEffect(configuration: .pageSheet, layout: layout, extent: extent, dimming: 1, reduceMotion: reduceMotion)
        }
        #expect(effect(200).scale == 1)
        #expect(isClose(effect(400).scale, 0.96, within: 1e-12))
        #expect(isClose(effect(600).scale, 0.92, within: 1e-12))
        #expect(isClose(effect(600).cornerRadius, 10, within: 1e-12))
        #expect(effect(600, reduceMotion: true).scale == 1)
        #expect(effect(600).isTintDimmed)
        #expect(PresentingViewEffect(configuration: .pageSheet, layout: layout, extent: 600, dimming: 0.2, reduceMotion: false).isTintDimmed == false)
    }

    @Test("Presenting effect: drawers slide along in the direction they grow")
    func presentingSlide() {
        let left = PresentingViewEffect(configuration: .slideAlong, layout: Self.layout(.leading), extent: 300, dimming: 1, reduceMotion: false)
        #expect(left.translationX == 90 && left.translationY == 0)
        let right = PresentingViewEffect(configuration: .slideAlong, layout: Self.layout(.leading, .rightToLeft), extent: 300, dimming: 1, reduceMotion: false)
        #expect(right.translationX == -90)
        let one = SheetLayout(edge: .bottom, detents: [.large], container: .phonePortrait)
        #expect(isClose(PresentingViewEffect(configuration: .pageSheet, layout: one, extent: 787 / 2, dimming: 1, reduceMotion: false).scale, 0.96, within: 1e-12))
        #expect(PresentingEffectConfiguration(scale: .nan, slideAlongFraction: 4).slideAlongFraction == 1)
    }

    @Test("Presenting effect over the app's corners: never less round, clipped while rounded or when the app clipped", arguments: [
        // app radius, app clips, extent → radius, clips
        (0.0, false, 200.0, 0.0, false),  // no scale yet, no rounding: the app's look
        (0, false, 600, 10, true),        // fully scaled: the page sheet's 10 pt, clipped
        (0, false, 400, 5, true),         // half way
        (24, false, 600, 24, true),       // the app's rounder corners stay
        (4, true, 200, 4, true),          // the app's own clipping stays
        (.nan, false, 600, 10, true),     // a broken radius counts as none
    ])
    func presentingCorners(appRadius: Double, appClips: Bool, extent: Double, radius: Double, clips: Bool) {
        let effect = PresentingViewEffect(configuration: .pageSheet, layout: Self.layout(.bottom), extent: extent, dimming: 1, reduceMotion: false)
        let corners = effect.corners(over: PresentingViewCorners(radius: appRadius, masksToBounds: appClips))
        #expect(isClose(corners.radius, radius, within: 1e-12) && corners.masksToBounds == clips)
    }
}

@Suite("Dimming switch")
struct DimmingSwitchTests {
    @Test("Disabled dimming never dims and always passes touches through")
    func disabledDimming() {
        let layout = FrameAndDimmingTests.layout(.bottom)
        let curve = DimmingCurve(detents: layout.detents, configuration: .disabled)
        for extent in [0.0, 100, 200, 400, 600, 900] {
            #expect(curve.alpha(atExtent: extent) == 0)
            #expect(curve.passesTouchesThrough(atExtent: extent))
        }
    }
}
