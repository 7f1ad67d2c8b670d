/// How a push and its pop look and move: an effect (what each screen does at each progress)
/// and the spring that carries the progress.
///
/// `appearance(progress:operation:containerWidth:layoutDirection:reduceMotion:)` is the only thing the
/// UIKit layer asks: for the transition's progress (an `InteractiveTrack`'s, or the
/// spring's of a non-interactive transition) it returns how the `from` and `to` views look,
/// and the adapter applies that verbatim.
///
/// **A pop is a push played backward.** Each effect defines its push; a pop at progress p
/// looks exactly like the push at 1 − p with the roles of the two views exchanged
/// (`TransitionAppearance.swappingRoles`): the popped screen is the pushed one, the
/// revealed screen the covered one. So a pop dragged halfway and released looks like the
/// push reversed at that point, and interrupting either never jumps.
///
/// Every built-in style uses a critically damped spring: a transition ends on the frame its
/// track reaches the end (`InteractiveTrack`), so the damping never shows as overshoot,
/// and critical damping keeps it so for any aim.
public struct NavigationTransitionStyle: Hashable, Sendable {
    /// What the two screens do.
    public enum Effect: Hashable, Sendable {
        /// The system-like slide with parallax (``ParallaxSlide``).
        case parallaxSlide(ParallaxSlide)
        /// A slide over a shrinking screen (``ShrinkSlide``).
        case shrinkSlide(ShrinkSlide)
        /// A fade out, then in, with an overlap (``FadeThrough``).
        case fadeThrough(FadeThrough)
        /// A drawer-like cover from the trailing edge (``EdgeCover``).
        case edgeCover(EdgeCover)
    }

    /// What the two screens do.
    public var effect: Effect
    /// The spring that carries the progress after a release and through a non-interactive
    /// transition (response in seconds, damping ratio).
    public var spring: MotionSpring

    /// Creates a style.
    /// - Parameters:
    ///   - effect: What the two screens do.
    ///   - spring: The spring that carries the progress.
    public init(effect: Effect, spring: MotionSpring) {
        self.effect = effect
        self.spring = spring
    }

    /// The system-like slide: ``ParallaxSlide`` defaults (covered screen travels 30 % and
    /// dims to 0.1) on a 0.35 s critically damped spring, the pace of UIKit's push.
    public static let parallaxSlide = NavigationTransitionStyle(effect: .parallaxSlide(ParallaxSlide()),
                                                                spring: TrackConfiguration.defaultSpring)

    /// ``ShrinkSlide`` defaults (covered screen scales to 0.6, dims to 0.3, rounds to 20 pt)
    /// on a 0.4 s critically damped spring: more changes on screen, so a little more time.
    public static let shrinkSlide = NavigationTransitionStyle(effect: .shrinkSlide(ShrinkSlide()),
                                                              spring: ShrinkSlide.defaultSpring)

    /// ``FadeThrough`` defaults (overlap 0.2, incoming grows from 0.92) on a 0.3 s critically
    /// damped spring: nothing travels, and Material Design's fade-through lasts 300 ms.
    public static let fadeThrough = NavigationTransitionStyle(effect: .fadeThrough(FadeThrough()),
                                                              spring: FadeThrough.defaultSpring)

    /// ``EdgeCover`` defaults (covered screen stays and dims to 0.3, shadow 0.35) on a 0.35 s
    /// critically damped spring.
    public static let edgeCover = NavigationTransitionStyle(effect: .edgeCover(EdgeCover()),
                                                            spring: TrackConfiguration.defaultSpring)

    /// The built-in styles.
    public static let builtIn: [NavigationTransitionStyle] = [.parallaxSlide, .shrinkSlide, .fadeThrough, .edgeCover]

    /// How the two views look at `progress` of `operation`.
    /// - Parameters:
    ///   - progress: The transition's progress, 0 = start, 1 = end. NaN counts as 0; other
    ///     values are clamped into 0...1.
    ///   - operation: Push or pop.
    ///   - containerWidth: The container's width, in points; not finite or negative counts
    ///     as 0.
    ///   - layoutDirection: The container's layout direction; right-to-left mirrors every
    ///     translation.
    ///   - reduceMotion: Whether the user asked for reduced motion: then every style is
    ///     ``ReducedMotionFade/crossFade(progress:)`` (no slide, no parallax, no scale), as the
    ///     sheets and the presentation styles fade.
    /// - Returns: The `from` and `to` views' appearances and their stacking order.
    package func appearance(progress: Double, operation: NavigationOperation, containerWidth: Double,
                           layoutDirection: ReadingDirection, reduceMotion: Bool = false) -> TransitionAppearance {
        if reduceMotion { return ReducedMotionFade.crossFade(progress: progress) }
        let progress = progress.clamped(to: 0...1)
        switch operation {
        case .push:
            return pushAppearance(progress: progress, width: containerWidth.nonNegativeLength, layoutDirection: layoutDirection)
        case .pop:
            return pushAppearance(progress: 1 - progress, width: containerWidth.nonNegativeLength,
                                  layoutDirection: layoutDirection).swappingRoles
        }
    }

    /// The push at a sanitized progress and width.
    func pushAppearance(progress: Double, width: Double, layoutDirection: ReadingDirection) -> TransitionAppearance {
        let trailingSign = HorizontalSide.trailing.physicalSign(in: layoutDirection)
        switch effect {
        case .parallaxSlide(let slide):
            return slide.pushAppearance(progress: progress, width: width, trailingSign: trailingSign)
        case .shrinkSlide(let slide):
            return slide.pushAppearance(progress: progress, width: width, trailingSign: trailingSign)
        case .fadeThrough(let fade):
            return fade.pushAppearance(progress: progress)
        case .edgeCover(let cover):
            return cover.pushAppearance(progress: progress, width: width, trailingSign: trailingSign)
        }
    }

    /// The track configuration for this style's transitions: its spring (critically damped
    /// under Reduce Motion) with the default release rule and aim.
    /// - Parameters:
    ///   - displayScale: Device pixels per point (sanitized as
    ///     ``TrackConfiguration/displayScale`` describes).
    ///   - reduceMotion: Whether the user asked for reduced motion.
    public func trackConfiguration(displayScale: Double, reduceMotion: Bool = false) -> TrackConfiguration {
        TrackConfiguration(spring: spring, displayScale: displayScale).adjusted(forReduceMotion: reduceMotion)
    }
}
