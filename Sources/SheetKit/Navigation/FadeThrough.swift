/// A push without travel: the leaving screen fades out, then the arriving one fades in
/// while it grows to its natural size; the two fades overlap by ``overlap``.
///
/// With o = ``overlap``, at push progress p:
/// - the leaving (lower) screen's alpha falls linearly from 1 to 0 over the progress window
///   0 ... (1 + o) / 2;
/// - the arriving (upper) screen's alpha rises from 0 to 1 over (1 − o) / 2 ... 1, and its
///   scale grows from ``incomingInitialScale`` to 1 over the same window.
///
/// o = 0 switches through an empty frame at p = 0.5; o = 1 is a plain crossfade. Nothing
/// moves sideways, so left-to-right and right-to-left layouts look the same.
///
/// Sanitizing (here and when assigned): ``overlap`` is clamped into 0...1 and
/// ``incomingInitialScale`` into ``ShrinkSlide/minimumScale``...1; NaN becomes the default.
public struct FadeThrough: Hashable, Sendable {
    /// The default ``overlap``, 0.2: the arriving screen starts to appear before the leaving
    /// one is gone (between p = 0.4 and 0.6 both show), so the switch never flashes an empty
    /// background, yet the two are never mixed for long. Material Design's fade-through runs
    /// the two fades one after the other; the short overlap softens the hand-over when a
    /// finger scrubs across the middle.
    public static let defaultOverlap = 0.2
    /// The default ``incomingInitialScale``, 0.92: the arriving screen grows in by 8 %, the
    /// scale Material Design's fade-through uses.
    public static let defaultIncomingInitialScale = 0.92
    /// The spring of ``NavigationTransitionStyle/fadeThrough``: response 0.3 s, critically
    /// damped; nothing travels, and Material Design's fade-through lasts 300 ms.
    public static let defaultSpring = MotionSpring(response: 0.3, dampingRatio: 1)

    /// How much the two fades overlap, as a fraction of the progress, in 0...1.
    public var overlap: Double {
        didSet { overlap = overlap.unitOr(Self.defaultOverlap) }
    }
    /// The arriving screen's scale when it starts to appear.
    public var incomingInitialScale: Double {
        didSet { incomingInitialScale = Self.sanitizedScale(incomingInitialScale) }
    }

    /// Creates the effect; every parameter has a default and is sanitized as the type
    /// describes.
    /// - Parameters:
    ///   - overlap: The overlap of the two fades, as a fraction of the progress.
    ///   - incomingInitialScale: The arriving screen's initial scale.
    public init(overlap: Double = FadeThrough.defaultOverlap,
                incomingInitialScale: Double = FadeThrough.defaultIncomingInitialScale) {
        self.overlap = overlap.unitOr(Self.defaultOverlap)
        self.incomingInitialScale = Self.sanitizedScale(incomingInitialScale)
    }

    private static func sanitizedScale(_ value: Double) -> Double {
        value.isNaN ? defaultIncomingInitialScale : value.clamped(to: ShrinkSlide.minimumScale...1)
    }

    /// The progress window over which the leaving screen fades out.
    package var outgoingWindow: ProgressWindow { ProgressWindow(start: 0, end: (1 + overlap) / 2) }

    /// The progress window over which the arriving screen fades and grows in.
    package var incomingWindow: ProgressWindow { ProgressWindow(start: (1 - overlap) / 2, end: 1) }

    /// The push at progress `p` (in 0...1). Width and direction play no part.
    func pushAppearance(progress p: Double) -> TransitionAppearance {
        let fadeOut = outgoingWindow.localProgress(at: p)
        let fadeIn = incomingWindow.localProgress(at: p)
        let upper = TransitionViewAppearance(scale: .interpolate(incomingInitialScale, 1, fadeIn), alpha: fadeIn)
        let lower = TransitionViewAppearance(alpha: 1 - fadeOut)
        return TransitionAppearance(from: lower, to: upper, isToViewInFront: true)
    }
}
