/// The numbers an `InteractiveTrack` moves by. Every value has a documented default and a
/// sanitizing rule, applied by the initializer and to values assigned later.
public struct TrackConfiguration: Hashable, Sendable {
    /// The default settle spring: response 0.35 s, damping ratio 1 (``MotionSpring/critical``).
    ///
    /// A transition ends on the frame the spring reaches its end, so damping never shows as
    /// an overshoot; critical damping makes that hold whatever ``endAimFraction`` is (with 0
    /// an underdamped spring would swing past the end before settling). With the default aim
    /// a release at rest from the middle reaches the end in under 0.3 s, and a
    /// non-interactive transition takes about a third of a second, for any length.
    public static let defaultSpring = MotionSpring.critical

    /// The default ``endAimFraction``: 0.02.
    ///
    /// The sheet aims 0.1 beyond hidden (``ReleasePolicy/dismissalTargetFraction``) because a
    /// dismissed sheet leaves the screen, so its speed there is never seen. A transition's
    /// ends are resting places on screen (a cancelled pop puts the top screen back, a push
    /// lands it), so the aim trades the speed at which a screen stops against the length of
    /// the tail: with the default spring 0.1 ends 0.15 to 0.2 s after a release but stops a
    /// screen from about 1.5 widths per second in one frame; 0.02 stops it from about a third
    /// of a width per second (a point per frame at 120 Hz on a phone), a landing the eye takes
    /// for rest, and still ends in about half the time of crawling to half a pixel (aim 0).
    /// Both follow from the spring alone: progress, not points, so they hold for any length.
    public static let defaultEndAimFraction = 0.02

    /// The default display scale, 3 device pixels per point (the finest common scale, so an
    /// unknown scale can only settle later, never visibly early).
    public static let defaultDisplayScale = 3.0

    /// The spring that carries the track after a release and through a non-interactive
    /// transition.
    public var spring: MotionSpring
    /// The rule that decides finish or cancel at release (``ReleasePolicy/decide(position:velocity:length:)``).
    public var releasePolicy: ReleasePolicy
    /// How far beyond the end the spring aims, as a fraction of the length: a finishing
    /// spring aims at length × (1 + fraction), a cancelling one at −length × fraction. It
    /// crosses the end at speed and the transition ends on that frame instead of crawling
    /// to rest. NaN becomes the default; other values are clamped into 0...1.
    public var endAimFraction: Double {
        didSet { endAimFraction = Self.sanitizedAim(endAimFraction) }
    }
    /// Device pixels per point of the screen the transition runs on. A spring that has not
    /// crossed its end ends once it stays within half a device pixel of its aim
    /// (``SpringMotion/settleTime(displayScale:)``). Values that are not finite or are below
    /// 1 become 3.
    public var displayScale: Double {
        didSet { displayScale = Self.sanitizedScale(displayScale) }
    }

    /// Creates a configuration; every parameter has a default and is sanitized as documented
    /// on its property.
    /// - Parameters:
    ///   - spring: The settle spring.
    ///   - releasePolicy: The release rule.
    ///   - endAimFraction: How far past the end the spring aims, as a fraction of the length.
    ///   - displayScale: Device pixels per point.
    public init(spring: MotionSpring = TrackConfiguration.defaultSpring,
                releasePolicy: ReleasePolicy = ReleasePolicy(),
                endAimFraction: Double = TrackConfiguration.defaultEndAimFraction,
                displayScale: Double = TrackConfiguration.defaultDisplayScale) {
        self.spring = spring
        self.releasePolicy = releasePolicy
        self.endAimFraction = Self.sanitizedAim(endAimFraction)
        self.displayScale = Self.sanitizedScale(displayScale)
    }

    /// The same configuration with ``spring`` critically damped when Reduce Motion is on.
    /// - Parameter reduceMotion: Whether the user asked for reduced motion.
    public func adjusted(forReduceMotion reduceMotion: Bool) -> TrackConfiguration {
        var copy = self
        copy.spring = spring.adjusted(forReduceMotion: reduceMotion)
        return copy
    }

    private static func sanitizedAim(_ value: Double) -> Double {
        value.isNaN ? defaultEndAimFraction : value.clamped(to: 0...1)
    }

    private static func sanitizedScale(_ value: Double) -> Double {
        value.isFinite && value >= 1 ? value : defaultDisplayScale
    }
}
