/// The numbers of the App Store card zoom: how the detail opens out of a card, how a pull
/// shrinks it, and how it closes back into the card.
///
/// - **Open**: an `InteractiveTrack` begun without a finger
///   (`makePresentationTrack(in:reduceMotion:)`) carries the expansion from 0 to 1 on
///   ``spring``; `presentationAppearance(expansion:in:reduceMotion:)` maps it onto
///   `CardZoomGeometry` from the card to the detail.
/// - **Pull**: `CardZoomDismissal` follows the finger: after ``pullLength`` points of pull
///   the detail has shrunk about its center to ``minimumPullScale`` and its corners have
///   rounded to the card's radius (both linear in the pull).
/// - **Close**: from wherever the pull left it, the detail zooms into `CardZoomTarget`.
/// - **Reduce Motion**: every step is a `ReducedMotionFade` at the detail's frame.
///
/// Sanitizing (here and when assigned): ``minimumPullScale`` is clamped into
/// ``ShrinkSlide/minimumScale``...1 (NaN becomes the default); ``pullLength`` not finite or
/// below 1 pt becomes the default, and at most 10 000 pt; ``reducedMotionPullFade`` is
/// clamped into 0...1 (NaN becomes the default).
public struct CardZoomStyle: Hashable, Sendable {
    /// The default ``minimumPullScale``, 0.86: the detail loses about a seventh of its size,
    /// about what the App Store's Today stories show when pulled (judged by eye; Apple
    /// publishes no such constant). It reads as "this will close" while the content stays
    /// legible.
    public static let defaultMinimumPullScale = 0.86
    /// The default ``pullLength``, 160 pt: a deliberate pull, about a fifth of a phone's
    /// height, well within a thumb's reach; the release rule's midpoint is then 80 pt.
    public static let defaultPullLength = 160.0
    /// The default ``spring``: response 0.45 s, critically damped. A card travels up to a
    /// whole screen, so it gets a little more time than a push (0.35 s); with the track's aim
    /// 2 % beyond the end, an open from rest takes about 0.4 s.
    public static let defaultSpring = MotionSpring(response: 0.45, dampingRatio: 1)
    /// The default ``reducedMotionPullFade``, 0.5: at a full pull the detail is half
    /// transparent, enough to show the list behind, as the shrink reveals it otherwise.
    public static let defaultReducedMotionPullFade = 0.5

    /// The detail's scale at a full pull.
    public var minimumPullScale: Double {
        didSet { minimumPullScale = Self.sanitizedScale(minimumPullScale) }
    }
    /// The finger travel over which the detail shrinks to ``minimumPullScale``, in points;
    /// the pull's track length.
    public var pullLength: Double {
        didSet { pullLength = Self.sanitizedLength(pullLength) }
    }
    /// The spring of the open, the close and a pull that settles back.
    public var spring: MotionSpring
    /// The rule that decides, at release, whether a pull closes the detail.
    public var releasePolicy: ReleasePolicy
    /// The rule that decides whether a drag is a pull and along which axis.
    public var dragLock: CardZoomStyle.DragLock
    /// Under Reduce Motion, how much of the detail's alpha a full pull takes away, in 0...1.
    public var reducedMotionPullFade: Double {
        didSet { reducedMotionPullFade = reducedMotionPullFade.unitOr(Self.defaultReducedMotionPullFade) }
    }

    /// Creates a style; values are sanitized as the type describes.
    /// - Parameters:
    ///   - minimumPullScale: The scale at a full pull.
    ///   - pullLength: The pull's length, in points.
    ///   - spring: The spring.
    ///   - releasePolicy: The release rule of a pull.
    ///   - dragLock: The direction lock.
    ///   - reducedMotionPullFade: The alpha a full pull takes away under Reduce Motion.
    public init(minimumPullScale: Double = CardZoomStyle.defaultMinimumPullScale,
                pullLength: Double = CardZoomStyle.defaultPullLength,
                spring: MotionSpring = CardZoomStyle.defaultSpring,
                releasePolicy: ReleasePolicy = ReleasePolicy(),
                dragLock: CardZoomStyle.DragLock = CardZoomStyle.DragLock(),
                reducedMotionPullFade: Double = CardZoomStyle.defaultReducedMotionPullFade) {
        self.minimumPullScale = Self.sanitizedScale(minimumPullScale)
        self.pullLength = Self.sanitizedLength(pullLength)
        self.spring = spring
        self.releasePolicy = releasePolicy
        self.dragLock = dragLock
        self.reducedMotionPullFade = reducedMotionPullFade.unitOr(Self.defaultReducedMotionPullFade)
    }

    private static func sanitizedScale(_ value: Double) -> Double {
        value.isNaN ? defaultMinimumPullScale : value.clamped(to: ShrinkSlide.minimumScale...1)
    }

    private static func sanitizedLength(_ value: Double) -> Double {
        value.isFinite && value >= 1 ? Swift.min(value, .maximumAppearanceLength) : defaultPullLength
    }

    /// The track configuration of the style's tracks: ``spring`` (critically damped under
    /// Reduce Motion) and ``releasePolicy``.
    /// - Parameters:
    ///   - displayScale: Device pixels per point.
    ///   - reduceMotion: Whether the user asked for reduced motion.
    public func trackConfiguration(displayScale: Double, reduceMotion: Bool = false) -> TrackConfiguration {
        TrackConfiguration(spring: spring, releasePolicy: releasePolicy, displayScale: displayScale)
            .adjusted(forReduceMotion: reduceMotion)
    }

    /// A track for the open: as long as the largest distance an edge of the frame travels
    /// from the card to the detail (so its half-pixel rest threshold is in screen points);
    /// send it ``TrackInput/begin(time:)`` and map its progress with
    /// ``presentationAppearance(expansion:in:reduceMotion:)``.
    /// - Parameters:
    ///   - scene: The scene when the card is tapped.
    ///   - reduceMotion: Whether the user asked for reduced motion.
    package func makePresentationTrack(in scene: CardZoomScene, reduceMotion: Bool = false) -> InteractiveTrack {
        InteractiveTrack(length: scene.target.rect.largestEdgeTravel(to: scene.detailFrame),
                         configuration: trackConfiguration(displayScale: scene.container.displayScale, reduceMotion: reduceMotion))
    }

    /// How the detail looks while it opens.
    /// - Parameters:
    ///   - expansion: The open's progress: 0 = the card, 1 = the detail. NaN counts as 0;
    ///     other values are clamped into 0...1.
    ///   - scene: The scene now.
    ///   - reduceMotion: Whether the user asked for reduced motion: the detail stays at its
    ///     frame and fades in (``ReducedMotionFade``).
    package func presentationAppearance(expansion: Double, in scene: CardZoomScene, reduceMotion: Bool = false) -> CardZoomAppearance {
        if reduceMotion {
            return presentedAppearance(in: scene, alpha: ReducedMotionFade.alpha(presentedFraction: expansion))
        }
        return scene.geometry(expanded: scene.detailFrame, expandedCornerRadius: scene.destinationCornerRadius)
            .appearance(expansion: expansion)
    }

    /// The detail at its presented frame, unscaled, with `alpha`.
    func presentedAppearance(in scene: CardZoomScene, alpha: Double) -> CardZoomAppearance {
        let detail = scene.detailFrame
        return CardZoomGeometry.appearance(frame: detail, cornerRadius: scene.destinationCornerRadius,
                                           layout: SheetSize(width: detail.width, height: detail.height), alpha: alpha)
    }

    /// The detail pulled `pull` of the way (0...1): scaled about its center toward
    /// ``minimumPullScale``, corners rounding toward the card's; under Reduce Motion at its
    /// frame, fading by ``reducedMotionPullFade`` × pull.
    package func pulledAppearance(pull: Double, in scene: CardZoomScene, reduceMotion: Bool) -> CardZoomAppearance {
        if reduceMotion { return presentedAppearance(in: scene, alpha: 1 - reducedMotionPullFade * pull) }
        let detail = scene.detailFrame
        return CardZoomGeometry.appearance(frame: detail.scaled(by: pullScale(pull)),
                                           cornerRadius: .interpolate(scene.destinationCornerRadius, scene.sourceCornerRadius, pull),
                                           layout: SheetSize(width: detail.width, height: detail.height), alpha: 1)
    }

    /// The close `closed` of the way (0...1) from a pull of `pull` (0...1): from the pulled
    /// detail into the card (``CardZoomGeometry``); under Reduce Motion a fade at the detail's
    /// frame from where the pull's fade left it.
    package func closingAppearance(pull: Double, closed: Double, in scene: CardZoomScene, reduceMotion: Bool) -> CardZoomAppearance {
        if reduceMotion {
            let start = 1 - reducedMotionPullFade * pull
            return presentedAppearance(in: scene, alpha: start * (1 - closed))
        }
        let pulled = scene.detailFrame.scaled(by: pullScale(pull))
        let radius = Double.interpolate(scene.destinationCornerRadius, scene.sourceCornerRadius, pull)
        return scene.geometry(expanded: pulled, expandedCornerRadius: radius).appearance(expansion: 1 - closed)
    }

    /// The detail's scale at `pull` of the way.
    func pullScale(_ pull: Double) -> Double {
        .interpolate(1, minimumPullScale, pull)
    }

    /// How far the pulled detail's fastest edge moves per point of pull, in points per point:
    /// the shrink about the center moves each edge by half the size's change, so
    /// (1 − ``minimumPullScale``) × max(width, height) ÷ 2 ÷ ``pullLength`` for a detail frame
    /// of `detail` (``pullLength`` is at least 1 pt, so the division is safe).
    ///
    /// The close's track is in points of the fastest edge's travel, so a finger moving the pull
    /// at v points per second moves the close's track at v × this rate: that edge leaves the
    /// release at the speed it had under the finger. (The other edges, which the close moves at
    /// their own rates toward the card, change speed at the release; the fastest one is the one
    /// the eye follows.)
    /// - Parameter detail: The detail's frame when presented, in points. A width or height that
    ///   is not finite or is negative counts as 0; one above `StyleLimits.maximumCoordinate`
    ///   as that.
    public func pullEdgeRate(detail: SheetRect) -> Double {
        (1 - minimumPullScale) * Swift.max(detail.width.styleLength, detail.height.styleLength) / 2 / pullLength
    }
}
