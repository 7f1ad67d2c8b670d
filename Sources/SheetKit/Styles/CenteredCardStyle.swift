/// The motion of a centered card (``CenteredCardMetrics``) that drops in from the top, as
/// the "Popping" demos do: a position spring and a scale spring, two closed-form
/// ``SpringMotion``s evaluated at the same time since the presentation started.
///
/// ## Presentation, at t seconds after it starts
/// - **Position**: the card starts above the container, its stretched bottom edge on the
///   container's top edge (translation y₀ = −(frame.midY + ``initialScaleY`` × height / 2)),
///   and falls to its place on ``positionSpring``: translation = y₀ · (1 − f(t)), where f is
///   the spring's solution from 0 to 1 (it overshoots: the card dips below its place and
///   bounces back).
/// - **Scale**: it starts stretched, ``initialScaleX`` × ``initialScaleY``, and relaxes to 1
///   on ``scaleSpring``: scale = s₀ + (1 − s₀) · g(t), g the spring's solution from 0 to 1
///   (it wobbles through 1). The two springs differ on purpose: the shape settles a little
///   faster and livelier than the fall, a jelly landing.
/// - **Dimming**: ``maximumDimmingAlpha`` × d(t), with d a critically damped spring of the
///   position spring's response (it never overshoots, so the background never flickers).
///   The presenting view's tint is dimmed while d ≥ 0.5 (`PresentingViewEffect`'s rule).
/// - **Done**: ``presentationDuration(frame:displayScale:)``, when no value will change by
///   half a device pixel (or half an 8-bit alpha step for the dimming) again. From then on
///   the values are exactly at rest (translation 0, scale 1, full dimming): the residue a
///   spring never quite loses is invisible and is not carried into a dismissal.
///
/// ## Dismissal, at dismissal progress p (a track's, `CenteredCardTransition`)
/// The card drops out downward: translation = T_pres · (1 − p) + p · D, where D moves the
/// card's top edge to the container's bottom edge; scale = 1 + (S_pres − 1) · (1 − p); dimming
/// × (1 − p). T_pres and S_pres are the presentation's values at that time, so a dismissal
/// that starts during the bounce carries the bounce away with it and nothing jumps; at rest
/// they are 0 and 1 and the card follows the finger point for point.
///
/// ## Reduce Motion
/// No translation, no scale: the card's alpha is `ReducedMotionFade` of d(t) · (1 − p).
///
/// Sanitizing (here and when assigned): the initial scales are clamped into
/// ``ShrinkSlide/minimumScale`` ... ``maximumInitialScale`` (NaN becomes the default);
/// ``maximumDimmingAlpha`` into 0...1 (NaN becomes the default).
public struct CenteredCardStyle: Hashable, Sendable {
    /// The default ``positionSpring``: response 0.55 s, damping ratio 0.7: a fall that dips
    /// about 5 % of its travel below its place once and settles within about a second.
    public static let defaultPositionSpring = MotionSpring(response: 0.55, dampingRatio: 0.7)
    /// The default ``scaleSpring``: response 0.45 s, damping ratio 0.5: the stretch relaxes
    /// a little faster than the fall and wobbles once or twice through its natural shape.
    public static let defaultScaleSpring = MotionSpring(response: 0.45, dampingRatio: 0.5)
    /// The default ``initialScaleX``, 1.2.
    public static let defaultInitialScaleX = 1.2
    /// The default ``initialScaleY``, 1.4: stretched more along the fall than across it.
    public static let defaultInitialScaleY = 1.4
    /// The largest accepted initial scale.
    public static let maximumInitialScale = 5.0
    /// The default ``maximumDimmingAlpha``, 0.2 (design choice): a light dim, enough to set
    /// the card apart while the screen behind stays readable, as behind a popover.
    public static let defaultMaximumDimmingAlpha = 0.2
    /// The alpha change that counts as invisible when deciding that the dimming has settled:
    /// half of one 8-bit step.
    public static let alphaRestThreshold = 0.5 / 255

    /// The card's size and place.
    public var metrics: CenteredCardMetrics
    /// The spring of the fall.
    public var positionSpring: MotionSpring
    /// The spring of the stretch relaxing.
    public var scaleSpring: MotionSpring
    /// The horizontal scale the card starts with.
    public var initialScaleX: Double {
        didSet { initialScaleX = Self.sanitizedScale(initialScaleX, default: Self.defaultInitialScaleX) }
    }
    /// The vertical scale the card starts with.
    public var initialScaleY: Double {
        didSet { initialScaleY = Self.sanitizedScale(initialScaleY, default: Self.defaultInitialScaleY) }
    }
    /// The dimming behind the presented card, in 0...1.
    public var maximumDimmingAlpha: Double {
        didSet { maximumDimmingAlpha = maximumDimmingAlpha.unitOr(Self.defaultMaximumDimmingAlpha) }
    }
    /// The spring and release rule of the dismissal's track.
    public var dismissalConfiguration: TrackConfiguration

    /// Creates a style; values are sanitized as the type describes.
    /// - Parameters:
    ///   - metrics: The card's size and place.
    ///   - positionSpring: The fall's spring.
    ///   - scaleSpring: The stretch's spring.
    ///   - initialScaleX: The starting horizontal scale.
    ///   - initialScaleY: The starting vertical scale.
    ///   - maximumDimmingAlpha: The dimming when presented.
    ///   - dismissalConfiguration: The dismissal track's spring and release rule (default
    ///     ``TrackConfiguration``'s: critically damped, response 0.35 s).
    public init(metrics: CenteredCardMetrics = CenteredCardMetrics(),
                positionSpring: MotionSpring = CenteredCardStyle.defaultPositionSpring,
                scaleSpring: MotionSpring = CenteredCardStyle.defaultScaleSpring,
                initialScaleX: Double = CenteredCardStyle.defaultInitialScaleX,
                initialScaleY: Double = CenteredCardStyle.defaultInitialScaleY,
                maximumDimmingAlpha: Double = CenteredCardStyle.defaultMaximumDimmingAlpha,
                dismissalConfiguration: TrackConfiguration = TrackConfiguration()) {
        self.metrics = metrics
        self.positionSpring = positionSpring
        self.scaleSpring = scaleSpring
        self.initialScaleX = Self.sanitizedScale(initialScaleX, default: Self.defaultInitialScaleX)
        self.initialScaleY = Self.sanitizedScale(initialScaleY, default: Self.defaultInitialScaleY)
        self.maximumDimmingAlpha = maximumDimmingAlpha.unitOr(Self.defaultMaximumDimmingAlpha)
        self.dismissalConfiguration = dismissalConfiguration
    }

    private static func sanitizedScale(_ value: Double, default fallback: Double) -> Double {
        value.isNaN ? fallback : value.clamped(to: ShrinkSlide.minimumScale...maximumInitialScale)
    }

    /// A spring's solution from 0 to 1, released from rest at time 0.
    static func unitMotion(_ spring: MotionSpring) -> SpringMotion {
        SpringMotion(spring: spring, from: 0, velocity: 0, to: 1, at: 0)
    }

    /// The dimming's spring: critically damped, with the position spring's response.
    var dimmingSpring: MotionSpring { MotionSpring(response: positionSpring.response, dampingRatio: 1) }

    /// The translation the card starts from, in points: its stretched bottom edge on the
    /// container's top edge.
    func initialTranslation(frame: SheetRect) -> Double {
        -(frame.midY + initialScaleY * frame.height / 2)
    }

    /// The translation that puts the card's top edge on the container's bottom edge, in
    /// points (at least 0).
    func dropTranslation(frame: SheetRect, containerHeight: Double) -> Double {
        Swift.max(0, containerHeight - frame.y)
    }

    /// The presentation's values at `time` seconds after its start; exactly at rest from
    /// `duration` on.
    func presentation(at time: Double, frame: SheetRect, duration: Double)
        -> (translation: Double, scaleX: Double, scaleY: Double, dimming: Double) {
        let t = Swift.max(0, time.finiteOr(0))
        guard t < duration else { return (0, 1, 1, 1) }
        let fall = Self.unitMotion(positionSpring).position(at: t)
        let stretch = Self.unitMotion(scaleSpring).position(at: t)
        let dimming = Self.unitMotion(dimmingSpring).position(at: t).clamped(to: 0...1)
        return (initialTranslation(frame: frame) * (1 - fall), .interpolate(initialScaleX, 1, stretch),
                .interpolate(initialScaleY, 1, stretch), dimming)
    }

    /// How long the presentation moves, in seconds: the latest time after which the
    /// translation stays within half a device pixel of its place, the card's edges within
    /// half a pixel of their unscaled place, and the dimming within half an 8-bit step.
    /// - Parameters:
    ///   - frame: The card's frame.
    ///   - displayScale: Device pixels per point (not finite or below 1: 3).
    /// - Complexity: A few Newton steps per spring (see ``SpringMotion/settleDuration(threshold:)``).
    public func presentationDuration(frame: SheetRect, displayScale: Double) -> Double {
        let pixel = SpringMotion.restThreshold(displayScale: displayScale)
        func duration(_ spring: MotionSpring, travel: Double) -> Double {
            guard travel > 0, travel.isFinite else { return 0 }
            return Self.unitMotion(spring).settleDuration(threshold: pixel / travel)
        }
        let edgeTravel = Swift.max(abs(initialScaleX - 1) * frame.width, abs(initialScaleY - 1) * frame.height) / 2
        let dimming = maximumDimmingAlpha > 0 ? Self.unitMotion(dimmingSpring).settleDuration(threshold: Self.alphaRestThreshold / maximumDimmingAlpha) : 0
        return Swift.max(duration(positionSpring, travel: abs(initialTranslation(frame: frame))),
                         duration(scaleSpring, travel: edgeTravel), dimming)
    }

    /// How the card looks `time` seconds after its presentation started, `dismissal` of the
    /// way through a dismissal (0 when none runs).
    /// - Parameters:
    ///   - time: Seconds since the presentation started (not finite counts as 0; negative
    ///     times show the start).
    ///   - dismissal: The dismissal's progress, 0...1 (NaN counts as 0).
    ///   - contentSize: The content's size (see ``CenteredCardMetrics/frame(contentSize:in:)``).
    ///   - container: The container now.
    ///   - reduceMotion: Whether the user asked for reduced motion.
    /// - Complexity: Computes ``presentationDuration(frame:displayScale:)`` (a few Newton
    ///   steps per spring).
    package func appearance(time: Double, dismissal: Double = 0, contentSize: SheetSize, container: SheetContainer,
                           reduceMotion: Bool = false) -> CenteredCardAppearance {
        let frame = metrics.frame(contentSize: contentSize, in: container)
        return appearance(time: time, dismissal: dismissal, frame: frame, container: container,
                          duration: presentationDuration(frame: frame, displayScale: container.displayScale), reduceMotion: reduceMotion)
    }

    /// ``appearance(time:dismissal:contentSize:container:reduceMotion:)`` for a frame and a
    /// presentation duration already computed.
    func appearance(time: Double, dismissal: Double, frame: SheetRect, container: SheetContainer, duration: Double,
                    reduceMotion: Bool) -> CenteredCardAppearance {
        let p = dismissal.clamped(to: 0...1)
        let shown = presentation(at: time, frame: frame, duration: duration)
        let presented = shown.dimming * (1 - p)
        let dimming = maximumDimmingAlpha * presented
        let tint = presented >= PresentingViewEffect.tintDimmingThreshold
        if reduceMotion {
            return CenteredCardAppearance(frame: frame, translationY: 0, scaleX: 1, scaleY: 1,
                                          alpha: ReducedMotionFade.alpha(presentedFraction: presented),
                                          cornerRadius: metrics.cornerRadius, dimmingAlpha: dimming, isPresentingTintDimmed: tint)
        }
        let drop = dropTranslation(frame: frame, containerHeight: container.size.styleSanitized.height)
        let minimum = ShrinkSlide.minimumScale
        return CenteredCardAppearance(frame: frame, translationY: shown.translation * (1 - p) + drop * p,
                                      scaleX: Swift.max(minimum, .interpolate(shown.scaleX, 1, p)),
                                      scaleY: Swift.max(minimum, .interpolate(shown.scaleY, 1, p)),
                                      alpha: 1, cornerRadius: metrics.cornerRadius, dimmingAlpha: dimming, isPresentingTintDimmed: tint)
    }

    /// The dismissal track's length for the card now, in points: the translation that drops
    /// it out (its top edge to the container's bottom edge), so a finger moves it point for
    /// point once the presentation has settled.
    /// - Parameters:
    ///   - contentSize: The content's size.
    ///   - container: The container now.
    public func dismissalLength(contentSize: SheetSize, container: SheetContainer) -> Double {
        dropTranslation(frame: metrics.frame(contentSize: contentSize, in: container), containerHeight: container.size.styleSanitized.height)
    }
}
