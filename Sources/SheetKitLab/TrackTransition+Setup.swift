import SheetKit

// The numbers of a transition's main track and the driver that replays it.
extension TrackTransition {
    /// The corner radius of a card zoom's card, in points: the Today cards' (``CardZoomStyle``
    /// rounds the detail's corners toward it during a pull; it does not change the motion).
    package static let cardCornerRadius = 16.0

    /// The track's numbers for `scenario`: its length, its configuration, how a finger maps
    /// to it, and the dimming along it. A card zoom's is its pull's track; a centered card's
    /// its drag-out's. A file's `spring` replaces the transition's own.
    package func setup(for scenario: Scenario) -> TrackSetup {
        let width = scenario.container.width
        let direction = scenario.layoutDirection
        switch self {
        case .navigationPop(let name):
            let style = name.style
            return TrackSetup(length: width, spring: scenario.spring?.spring ?? style.spring,
                              mapping: .horizontal(InteractivePopGesture().trackMapping(in: direction))) { progress in
                style.appearance(progress: progress, operation: .pop, containerWidth: width, layoutDirection: direction)
            }
        case .tabSwitch(let switchDirection):
            let style = TabSwitchStyle.slide
            return TrackSetup(length: width, spring: scenario.spring?.spring ?? style.spring,
                              mapping: .horizontal(switchDirection.trackMapping(in: direction) ?? .interactivePop(layoutDirection: direction))) { progress in
                style.appearance(progress: progress, direction: switchDirection, containerWidth: width, layoutDirection: direction)
            }
        case .circularReveal(let center):
            // A reveal dims nothing: outside the circle the screen behind shows as it is.
            let scale = ScenarioSetup.displayScale
            let configuration = scenario.spring.map { CircularReveal.trackConfiguration(spring: $0.spring, displayScale: scale) }
                ?? CircularReveal.trackConfiguration(displayScale: scale)
            return TrackSetup(length: InteractiveTrack.sanitizedLength(CircularReveal.trackLength(center: center, containerSize: scenario.container)),
                              configuration: configuration, mapping: .revealDismissal(center: center, containerSize: scenario.container)) { _ in 0 }
        case .cardZoom(let card):
            // A zoomed detail dims nothing: the list shows around the shrinking detail. The
            // track is the detail's fastest edge: a full pull moves it the pull's length × rate.
            let style = Self.cardZoomStyle(for: scenario)
            let rate = Self.pullEdgeRate(style: style, scene: Self.cardZoomScene(for: scenario, card: card))
            return TrackSetup(length: style.pullLength * rate, configuration: style.trackConfiguration(displayScale: ScenarioSetup.displayScale),
                              mapping: .pullEdge(rate: rate)) { _ in 0 }
        case .centeredCard(let content):
            let style = Self.centeredCardStyle(for: scenario)
            let container = Self.container(for: scenario)
            return TrackSetup(length: InteractiveTrack.sanitizedLength(style.dismissalLength(contentSize: content, container: container)),
                              configuration: style.dismissalConfiguration, mapping: .downward) { progress in
                // Presented and at rest: the presentation's values are exactly at rest from its duration on.
                let frame = style.metrics.frame(contentSize: content, in: container)
                let rest = style.presentationDuration(frame: frame, displayScale: container.displayScale)
                return style.appearance(time: rest, dismissal: progress, contentSize: content, container: container).dimmingAlpha
            }
        }
    }

    /// What the track's length is, for messages ("the container's width").
    var lengthDescription: String {
        switch self {
        case .navigationPop, .tabSwitch: return "the container's width"
        case .circularReveal: return "the covering radius from the center"
        case .cardZoom: return "the detail's edge travel over a full pull"
        case .centeredCard: return "the drop that takes the card out of the container"
        }
    }

    /// The driver that replays the transition for `scenario`, whose first input is at
    /// `origin` seconds.
    func makeDriver(for scenario: Scenario, origin: Double) -> any ReplayDriver {
        let setup = setup(for: scenario)
        switch self {
        case .navigationPop, .tabSwitch:
            return TrackDriver(setup: setup, origin: origin)
        case .circularReveal:
            return TrackDriver(setup: setup, endNames: ("covering", "on the button"), origin: origin)
        case .cardZoom(let card):
            return CardZoomDriver(setup: setup, style: Self.cardZoomStyle(for: scenario), scene: Self.cardZoomScene(for: scenario, card: card),
                                  origin: origin)
        case .centeredCard(let content):
            return CenteredCardDriver(setup: setup, style: Self.centeredCardStyle(for: scenario), content: content,
                                      container: Self.container(for: scenario), origin: origin)
        }
    }

    /// The container a style's value sees: the scenario's size and layout direction, no
    /// insets, the lab's display scale.
    static func container(for scenario: Scenario) -> SheetContainer {
        SheetContainer(size: scenario.container, layoutDirection: scenario.layoutDirection, displayScale: ScenarioSetup.displayScale)
    }

    /// A card zoom's scene: the scenario's container, the card where the scenario puts it.
    static func cardZoomScene(for scenario: Scenario, card: SheetRect) -> CardZoomScene {
        CardZoomScene(container: container(for: scenario), currentSource: card, lastKnownSource: card,
                      sourceCornerRadius: cardCornerRadius)
    }

    /// How far the detail's fastest edge moves per point of pull
    /// (``CardZoomStyle/pullEdgeRate(detail:)``); 1 when that is not a positive finite number
    /// (a detail of no size, a style that does not shrink), so the pull is still plotted.
    static func pullEdgeRate(style: CardZoomStyle, scene: CardZoomScene) -> Double {
        let rate = style.pullEdgeRate(detail: scene.detailFrame)
        return rate.isFinite && rate > 0 ? rate : 1
    }

    /// The card zoom's style: the default, with the scenario's spring if it gives one.
    static func cardZoomStyle(for scenario: Scenario) -> CardZoomStyle {
        CardZoomStyle(spring: scenario.spring?.spring ?? CardZoomStyle.defaultSpring)
    }

    /// The centered card's style: the default, with the scenario's spring for the drag-out if
    /// it gives one.
    static func centeredCardStyle(for scenario: Scenario) -> CenteredCardStyle {
        var configuration = TrackConfiguration(spring: scenario.spring?.spring ?? TrackConfiguration.defaultSpring)
        configuration.displayScale = ScenarioSetup.displayScale
        return CenteredCardStyle(dismissalConfiguration: configuration)
    }
}
