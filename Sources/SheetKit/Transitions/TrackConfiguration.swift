/// The numbers an ``InteractiveTrack`` moves by. Every value has a documented default and a
/// sanitizing rule, applied by the initializer and to values assigned later.
public struct TrackConfiguration: Hashable, Sendable {
    /// The default settle spring: response 0.35 s, damping ratio 1 (``Spring/critical``).
    ///
    /// A transition ends on the frame the spring reaches its end, so damping never shows as
    /// an overshoot; critical damping makes that hold whatever ``endAimFraction`` is (with 0
    /// an underdamped spring would swing past the end before settling), and brings a release
    /// at rest from the middle of a 390 pt track to its end in about 0.15 s, the pace of
    /// UIKit's own interactive pop.
    public static let defaultSpring = Spring.critical

    /// The default ``endAimFraction``: 0.1, the sheet's ``ReleasePolicy/dismissalTargetFraction``.
    public static let defaultEndAimFraction = 0.1

    /// The default display scale, 3 device pixels per point (the finest common scale, so an
    /// unknown scale can only settle later, never visibly early).
    public static let defaultDisplayScale = 3.0

    /// The spring that carries the track after a release and through a non-interactive
    /// transition.
    public var spring: Spring
    /// The rule that decides finish or cancel at release.
    public var releasePolicy: TrackReleasePolicy
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
    public init(spring: Spring = TrackConfiguration.defaultSpring,
                releasePolicy: TrackReleasePolicy = TrackReleasePolicy(),
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
