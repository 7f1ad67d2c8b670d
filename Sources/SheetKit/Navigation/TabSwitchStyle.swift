/// How a tab switch looks and moves: the two screens slide side by side in the direction of
/// the tab order (`TabSwitchDirection`), on a spring.
///
/// At progress p, with W the container width and s = the physical sign of the side the new
/// screen comes from (+1 right, −1 left; right-to-left layouts mirror it):
/// - the new (`to`) screen: translation s·W·(1 − p);
/// - the old (`from`) screen: translation −s·``outgoingTranslationFraction``·W·p, dimming
///   ``outgoingDimmingAlpha``·p.
/// For `TabSwitchDirection.none` the new screen is at rest and the old one hidden.
///
/// Fractions and alphas are clamped into 0...1 (NaN becomes the default), here and when
/// assigned.
public struct TabSwitchStyle: Hashable, Sendable {
    /// The default ``outgoingTranslationFraction``, 1: tabs are peers, neither covers the
    /// other, so they move together like pages of a paging scroll view.
    public static let defaultOutgoingTranslationFraction = 1.0
    /// The default ``outgoingDimmingAlpha``, 0: pages side by side need no dimming.
    public static let defaultOutgoingDimmingAlpha = 0.0

    /// How far the old screen travels toward the side opposite the new one, as a fraction
    /// of the width (1: pages; about 0.3: a parallax like a push).
    public var outgoingTranslationFraction: Double {
        didSet { outgoingTranslationFraction = outgoingTranslationFraction.unitOr(Self.defaultOutgoingTranslationFraction) }
    }
    /// The old screen's dimming at the end, in 0...1.
    public var outgoingDimmingAlpha: Double {
        didSet { outgoingDimmingAlpha = outgoingDimmingAlpha.unitOr(Self.defaultOutgoingDimmingAlpha) }
    }
    /// The spring that carries the progress (default 0.35 s, critically damped, as
    /// ``NavigationTransitionStyle/parallaxSlide``).
    public var spring: MotionSpring

    /// The built-in paging slide.
    public static let slide = TabSwitchStyle()

    /// Creates a style; every parameter has a default and is sanitized as the type describes.
    /// - Parameters:
    ///   - outgoingTranslationFraction: The old screen's travel, as a fraction of the width.
    ///   - outgoingDimmingAlpha: The old screen's final dimming.
    ///   - spring: The spring that carries the progress.
    public init(outgoingTranslationFraction: Double = TabSwitchStyle.defaultOutgoingTranslationFraction,
                outgoingDimmingAlpha: Double = TabSwitchStyle.defaultOutgoingDimmingAlpha,
                spring: MotionSpring = TrackConfiguration.defaultSpring) {
        self.outgoingTranslationFraction = outgoingTranslationFraction.unitOr(Self.defaultOutgoingTranslationFraction)
        self.outgoingDimmingAlpha = outgoingDimmingAlpha.unitOr(Self.defaultOutgoingDimmingAlpha)
        self.spring = spring
    }

    /// How the two screens look at `progress` of a switch in `direction`.
    /// - Parameters:
    ///   - progress: The switch's progress; NaN counts as 0, other values are clamped into 0...1.
    ///   - direction: The switch's direction.
    ///   - containerWidth: The container's width, in points; not finite or negative counts as 0.
    ///   - layoutDirection: The container's layout direction.
    ///   - reduceMotion: Whether the user asked for reduced motion: then a switch between two
    ///     tabs is ``ReducedMotionFade/crossFade(progress:)`` (nothing slides, nothing dims).
    package func appearance(progress: Double, direction: TabSwitchDirection, containerWidth: Double,
                           layoutDirection: ReadingDirection, reduceMotion: Bool = false) -> TransitionAppearance {
        guard let side = direction.incomingSide else {
            return TransitionAppearance(from: TransitionViewAppearance(alpha: 0), to: .identity, isToViewInFront: true)
        }
        if reduceMotion { return ReducedMotionFade.crossFade(progress: progress) }
        let p = progress.clamped(to: 0...1)
        let width = containerWidth.nonNegativeLength
        let sign = side.physicalSign(in: layoutDirection)
        let incoming = TransitionViewAppearance(translationX: sign * width * (1 - p))
        let outgoing = TransitionViewAppearance(translationX: -sign * outgoingTranslationFraction * width * p,
                                                dimmingAlpha: outgoingDimmingAlpha * p)
        return TransitionAppearance(from: outgoing, to: incoming, isToViewInFront: true)
    }

    /// A track for one switch: the container width long, on this style's spring.
    /// - Parameters:
    ///   - containerWidth: The container's width, in points (sanitized by
    ///     ``InteractiveTrack/sanitizedLength(_:)``).
    ///   - displayScale: Device pixels per point.
    ///   - reduceMotion: Whether the user asked for reduced motion.
    package func makeTrack(containerWidth: Double, displayScale: Double, reduceMotion: Bool = false) -> InteractiveTrack {
        InteractiveTrack(length: containerWidth,
                         configuration: trackConfiguration(displayScale: displayScale, reduceMotion: reduceMotion))
    }

    /// The track configuration for this style's switches: its spring (critically damped
    /// under Reduce Motion) with the default release rule and aim.
    /// - Parameters:
    ///   - displayScale: Device pixels per point (sanitized as
    ///     ``TrackConfiguration/displayScale`` describes).
    ///   - reduceMotion: Whether the user asked for reduced motion.
    public func trackConfiguration(displayScale: Double, reduceMotion: Bool = false) -> TrackConfiguration {
        TrackConfiguration(spring: spring, displayScale: displayScale).adjusted(forReduceMotion: reduceMotion)
    }
}
