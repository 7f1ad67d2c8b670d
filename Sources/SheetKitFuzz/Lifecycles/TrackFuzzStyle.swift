import SheetKit

/// A navigation push or pop, a tab switch or a circular reveal on one
/// ``TrackTransitionLifecycle``, as `TransitionRunner` runs it: the pan's horizontal (or radial)
/// motion is the track's delta, a rotation is `lengthChanged`, the scene renders the style's
/// appearance at the applied progress.
struct TrackFuzzStyle: TransitionFuzzStyle {
    typealias Lifecycle = TrackTransitionLifecycle

    /// Which transition the track carries.
    enum Variant: Hashable, CustomStringConvertible {
        case navigation(NavigationTransitionStyle, NavigationOperation)
        case tabSwitch(TabSwitchDirection)
        case reveal(center: SheetPoint, PresentationOperation)

        var description: String {
            switch self {
            case .navigation(let style, let operation): return "navigation \(style.effect) \(operation)"
            case .tabSwitch(let direction): return "tab switch \(direction)"
            case .reveal(let center, let operation): return "reveal from (\(center.x), \(center.y)) \(operation)"
            }
        }
    }

    /// The transition.
    var variant: Variant
    /// The container's size, in points.
    var size: SheetSize
    /// Whether the user asked for reduced motion.
    var reduceMotion: Bool
    /// The container's layout direction (a right-to-left pan mirrors the track).
    var layoutDirection: ReadingDirection

    var isPresented: Bool { false }

    var trackLength: Double {
        switch variant {
        case .navigation, .tabSwitch: return size.width
        case .reveal(let center, _): return CircularReveal.trackLength(center: center, containerSize: size)
        }
    }

    /// The track's configuration the adapter uses for the variant.
    func configuration(displayScale: Double) -> TrackConfiguration {
        switch variant {
        case .navigation(let style, _): return style.trackConfiguration(displayScale: displayScale, reduceMotion: reduceMotion)
        case .tabSwitch: return TabSwitchStyle.slide.trackConfiguration(displayScale: displayScale, reduceMotion: reduceMotion)
        case .reveal: return CircularReveal.trackConfiguration(displayScale: displayScale, reduceMotion: reduceMotion)
        }
    }

    /// The lifecycle the adapter creates for the variant.
    func makeLifecycle(displayScale: Double) -> TrackTransitionLifecycle {
        TrackTransitionLifecycle(configuration: configuration(displayScale: displayScale))
    }

    /// The track delta of a finger motion.
    func delta(_ motion: SheetPoint) -> Double {
        switch variant {
        case .navigation, .tabSwitch: return layoutDirection == .leftToRight ? motion.x : -motion.x
        case .reveal(let center, let operation):
            return CircularReveal.trackDelta(for: motion, operation: operation, center: center, containerSize: size)
        }
    }

    func panBegan(at location: SheetPoint, time: Double) -> [TrackTransitionEvent] { [.panBegan(time: time)] }

    func panChanged(_ translation: SheetPoint, last: SheetPoint, time: Double) -> [TrackTransitionEvent] {
        [.panChanged(delta: delta(SheetPoint(x: translation.x - last.x, y: translation.y - last.y)), time: time)]
    }

    func panEnded(velocity: SheetPoint, translation: SheetPoint, time: Double) -> [TrackTransitionEvent] {
        [.panChanged(delta: 0, time: time), .panEnded(velocity: delta(velocity), time: time)]
    }

    func panCancelled(time: Double) -> [TrackTransitionEvent] { [.panCancelled(time: time)] }

    func request(permitted: Bool) -> TrackTransitionEvent { .transitionRequested(permitted: permitted) }

    mutating func layout(width: Double, height: Double) -> [TrackTransitionEvent] {
        size = SheetSize(width: width, height: height)
        return [.lengthChanged(trackLength)]
    }

    func render(_ lifecycle: TrackTransitionLifecycle) throws {
        try render(progress: lifecycle.track.progress)
    }

    /// What the scene shows at `progress`: every number finite.
    func render(progress: Double) throws {
        switch variant {
        case .navigation(let style, let operation):
            try check(style.appearance(progress: progress, operation: operation, containerWidth: size.width,
                                       layoutDirection: layoutDirection, reduceMotion: reduceMotion))
        case .tabSwitch(let direction):
            try check(TabSwitchStyle.slide.appearance(progress: progress, direction: direction, containerWidth: size.width,
                                                      layoutDirection: layoutDirection, reduceMotion: reduceMotion))
        case .reveal(let center, let operation):
            let fraction = operation == .presentation ? progress : 1 - progress
            let shown = CircularReveal.appearance(presentedFraction: fraction, center: center, containerSize: size, reduceMotion: reduceMotion)
            try requireFinite(["reveal.center.x": shown.center.x, "reveal.center.y": shown.center.y,
                               "reveal.radius": shown.radius, "reveal.alpha": shown.alpha])
        }
    }

    /// Every number of a two-view appearance is finite.
    func check(_ appearance: TransitionAppearance) throws {
        for (role, view) in [("from", appearance.from), ("to", appearance.to)] {
            try requireFinite(["\(role).translationX": view.translationX, "\(role).scale": view.scale, "\(role).alpha": view.alpha,
                               "\(role).dimmingAlpha": view.dimmingAlpha, "\(role).shadowOpacity": view.shadowOpacity,
                               "\(role).cornerRadius": view.cornerRadius])
        }
    }

    func isMoving(_ lifecycle: TrackTransitionLifecycle) -> Bool { lifecycle.track.output.isMoving }

    func check(_ lifecycle: TrackTransitionLifecycle) throws {
        try TrackInvariants.check(lifecycle.track.output)
    }
}
