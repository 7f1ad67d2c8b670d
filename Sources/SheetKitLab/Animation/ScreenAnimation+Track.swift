import SheetKit

// A track scenario's screen: the transition's two screens, as the core's style puts them at
// each frame's progress (a pop, a tab switch), or the reveal's circle, the card zoom's
// detail, the centered card.
extension ScreenAnimation {
    /// Draws `track`'s screens.
    func drawTrack(_ track: TrackTransition, _ svg: inout AnimatedSVG) {
        let width = scenario.container.width, direction = scenario.layoutDirection
        switch track {
        case .navigationPop(let name):
            drawScreens(&svg, names: (from: "Detail", to: "List")) {
                name.style.appearance(progress: $0.progress, operation: .pop, containerWidth: width, layoutDirection: direction)
            }
        case .tabSwitch(let switchDirection):
            drawScreens(&svg, names: (from: "Tab A", to: "Tab B")) {
                TabSwitchStyle.slide.appearance(progress: $0.progress, direction: switchDirection, containerWidth: width,
                                                layoutDirection: direction)
            }
        case .circularReveal(let center): drawReveal(&svg, center: center)
        case .cardZoom(let card): drawCardZoom(&svg, card: card)
        case .centeredCard(let content): drawCenteredCard(&svg, content: content)
        }
    }

    /// The two screens of a container transition, back to front as the first frame stacks
    /// them, each with its translation, scale, alpha, dimming, shadow and corners.
    private func drawScreens(_ svg: inout AnimatedSVG, names: (from: String, to: String),
                             appearance: (Trace.Frame) -> TransitionAppearance) {
        let shots = trace.frames.map(appearance)
        guard let first = shots.first else { return }
        let center = (x: size.width / 2, y: size.height / 2)
        let shadowWidth = ScreenShadow.width
        let leading = scenario.layoutDirection == .leftToRight ? -shadowWidth : size.width
        svg.define(ScreenShadow.gradient(flipped: scenario.layoutDirection != .leftToRight))
        for role in first.backToFront {
            let views = shots.map { $0[role] }
            let times = frameTimes, pinned = pinnedFrames
            let still = AnimatedValue.length(times, views.map { _ in 0 }, pinned: pinned)
            svg.translated(x: .length(times, views.map(\.translationX), pinned: pinned), y: still) { svg in
                svg.scaled(.scale(times, views.map(\.scale), pinned: pinned), about: center) { svg in
                    svg.element("g", "id=\"\(role.rawValue)\"", [("opacity", .alpha(times, views.map(\.alpha), pinned: pinned))]) { svg in
                        svg.element("rect", "x=\"\(ScreenMockup.n(leading))\" y=\"0\" width=\"\(ScreenMockup.n(shadowWidth))\" height=\"\(ScreenMockup.n(size.height))\" fill=\"url(#\(ScreenShadow.identifier))\"",
                                    [("opacity", .alpha(times, views.map(\.shadowOpacity), pinned: pinned))])
                        ScreenMockup.screen(&svg, size: size, top: 0, title: role == .from ? names.from : names.to,
                                            color: role == .from ? ScreenMockup.frontScreenColor : ScreenMockup.screenColor,
                                            corner: .length(times, views.map(\.cornerRadius), pinned: pinned))
                        svg.element("rect", "x=\"0\" y=\"0\" width=\"\(ScreenMockup.n(size.width))\" height=\"\(ScreenMockup.n(size.height))\" fill=\"#000\"",
                                    [("opacity", .alpha(times, views.map(\.dimmingAlpha), pinned: pinned))])
                    }
                }
            }
        }
    }

    /// A reveal's dismissal: the revealed screen inside a circle around `center` that shrinks
    /// toward it as the track advances (presented fraction = 1 − progress), over the screen
    /// it covers.
    private func drawReveal(_ svg: inout AnimatedSVG, center: SheetPoint) {
        let shots = trace.frames.map {
            CircularReveal.appearance(presentedFraction: 1 - $0.progress, center: center, containerSize: scenario.container)
        }
        guard let first = shots.first else { return }
        ScreenMockup.screen(&svg, size: size, top: 0, title: "Presenting", color: ScreenMockup.screenColor, corner: nil)
        svg.element("clipPath", "id=\"reveal-circle\"") { svg in
            svg.element("circle", "cx=\"\(ScreenMockup.n(first.center.x))\" cy=\"\(ScreenMockup.n(first.center.y))\"",
                        [("r", .length(frameTimes, shots.map(\.radius), pinned: pinnedFrames))])
        }
        svg.element("g", "id=\"revealed\" clip-path=\"url(#reveal-circle)\"", [("opacity", .alpha(frameTimes, shots.map(\.alpha), pinned: pinnedFrames))]) { svg in
            ScreenMockup.screen(&svg, size: size, top: 0, title: "Revealed", color: ScreenMockup.frontScreenColor, corner: nil)
        }
    }

    /// A card zoom's pull and close: the cards list with the card, and the detail over it,
    /// pulled (scaled about its center toward ``CardZoomStyle/minimumPullScale``, corners
    /// toward the card's) and, after a release that closes, closing from where the pull left
    /// it into the card (``CardZoomGeometry``), as ``CardZoomDismissal`` draws it.
    private func drawCardZoom(_ svg: inout AnimatedSVG, card: SheetRect) {
        let shots = cardZoomShots(card: card)
        ScreenMockup.screen(&svg, size: size, top: 0, title: "Cards", color: ScreenMockup.screenColor, corner: nil)
        let n = ScreenMockup.n
        svg.raw("<rect x=\"\(n(card.x))\" y=\"\(n(card.y))\" width=\"\(n(card.width))\" height=\"\(n(card.height))\" rx=\"\(n(TrackTransition.cardCornerRadius))\" fill=\"\(ScreenMockup.sheetColor)\" stroke=\"\(ScreenMockup.rowColor)\"/>")
        let times = frameTimes, pinned = pinnedFrames
        func lengths(_ value: (CardZoomAppearance) -> Double) -> AnimatedValue { .length(times, shots.map(value), pinned: pinned) }
        svg.element("rect", "id=\"detail\" fill=\"\(ScreenMockup.frontScreenColor)\" stroke=\"#c9ced6\" stroke-width=\"0.5\"",
                    [("x", lengths(\.frame.x)), ("y", lengths(\.frame.y)), ("width", lengths(\.frame.width)),
                     ("height", lengths(\.frame.height)), ("rx", lengths(\.cornerRadius)),
                     ("opacity", .alpha(times, shots.map(\.alpha), pinned: pinned))])
    }

    /// The detail on every frame of a card zoom, by the style's own pull and close rules
    /// (``CardZoomStyle/pulledAppearance(pull:in:reduceMotion:)``,
    /// ``CardZoomStyle/closingAppearance(pull:closed:in:reduceMotion:)``). The close starts at
    /// the last release that heads for the end, from the pull its lift state holds (the
    /// position ÷ the track's length is the pull's fraction); its frames' progress is the close's.
    func cardZoomShots(card: SheetRect) -> [CardZoomAppearance] {
        let setup = TrackTransition.cardZoom(card: card).setup(for: scenario)
        let style = TrackTransition.cardZoomStyle(for: scenario)
        let scene = TrackTransition.cardZoomScene(for: scenario, card: card)
        let close = trace.releases.last { $0.target == .end }
        return trace.frames.enumerated().map { index, frame in
            if let close, index >= close.firstFrame {
                return style.closingAppearance(pull: (close.liftState.position / setup.length).clamped01, closed: frame.progress,
                                               in: scene, reduceMotion: false)
            }
            return style.pulledAppearance(pull: (frame.extent / setup.length).clamped01, in: scene, reduceMotion: false)
        }
    }

    /// A centered card's drag-out: the presenting screen, the dimming and the card, as
    /// ``CenteredCardStyle/appearance(time:dismissal:contentSize:container:reduceMotion:)``
    /// puts them at rest with each frame's progress of the dismissal.
    private func drawCenteredCard(_ svg: inout AnimatedSVG, content: SheetSize) {
        let style = TrackTransition.centeredCardStyle(for: scenario)
        let container = TrackTransition.container(for: scenario)
        let rest = style.presentationDuration(frame: style.metrics.frame(contentSize: content, in: container),
                                              displayScale: container.displayScale)
        let shots = trace.frames.map { style.appearance(time: rest, dismissal: $0.progress, contentSize: content, container: container) }
        ScreenMockup.screen(&svg, size: size, top: 0, title: "Presenting", color: ScreenMockup.screenColor, corner: nil)
        let times = frameTimes, pinned = pinnedFrames
        svg.element("rect", "id=\"dimming\" x=\"0\" y=\"0\" width=\"100%\" height=\"100%\" fill=\"#000\"",
                    [("opacity", .alpha(times, shots.map(\.dimmingAlpha), pinned: pinned))])
        func lengths(_ value: (CenteredCardAppearance) -> Double) -> AnimatedValue { .length(times, shots.map(value), pinned: pinned) }
        svg.element("rect", "id=\"card\" fill=\"\(ScreenMockup.sheetColor)\"",
                    [("x", lengths(\.transformedFrame.x)), ("y", lengths(\.transformedFrame.y)),
                     ("width", lengths(\.transformedFrame.width)), ("height", lengths(\.transformedFrame.height)),
                     ("rx", lengths(\.cornerRadius)), ("opacity", .alpha(times, shots.map(\.alpha), pinned: pinned))])
    }
}

/// The shadow a screen casts on its leading side onto the screen it covers: a strip with a
/// gradient from transparent to black.
enum ScreenShadow {
    /// The strip's width, in points.
    static let width = 12.0
    /// The gradient's identifier in the document.
    static let identifier = "screen-shadow"
    /// The largest opacity of the gradient's dark end (times the appearance's shadow opacity).
    static let darkest = 0.35

    /// The gradient, dark at the screen's edge (the right end, or the left one when `flipped`).
    static func gradient(flipped: Bool) -> String {
        let (start, end) = flipped ? (SMILFormat.number(darkest, digits: 2), "0") : ("0", SMILFormat.number(darkest, digits: 2))
        return "<linearGradient id=\"\(identifier)\"><stop offset=\"0\" stop-color=\"#000\" stop-opacity=\"\(start)\"/><stop offset=\"1\" stop-color=\"#000\" stop-opacity=\"\(end)\"/></linearGradient>"
    }
}
