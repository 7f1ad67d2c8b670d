/// How a sheet steps back when other sheets are presented on top of it.
///
/// Every number here is a design choice of SheetKit, chosen to agree with the values the
/// rest of SheetKit already uses for the same visual idea; Apple does not publish the
/// metrics of its sheet stack.
public struct SheetStackConfiguration: Hashable, Sendable {
    /// The scale applied per level of depth (0.92: one level back is 92 % as large, two
    /// levels 84.64 %). Default 0.92, the same step back as
    /// ``PresentingEffectConfiguration/pageSheet``'s presenting view, so a sheet behind a
    /// sheet recedes exactly as the app's content behind the first one. Clamped into
    /// 0.5...1; NaN becomes 0.92, whether passed to the initializer or assigned later.
    public var scalePerLevel: Double {
        didSet { scalePerLevel = Self.sanitized(scalePerLevel: scalePerLevel) }
    }
    /// How far each level's inner edge (the top of a bottom sheet) moves away from the
    /// attached edge, in points, so it peeks out from behind the sheet in front. Default 10,
    /// the same strip ``SheetLayoutOptions/presentingContentReveal`` keeps visible above a
    /// full-height sheet. A value that is not finite or is negative becomes 10; one above
    /// ``maximumLength`` becomes ``maximumLength``; whether passed to the initializer or
    /// assigned later.
    public var peekPerLevel: Double {
        didSet { peekPerLevel = Self.sanitized(length: peekPerLevel, fallback: Self.defaultPeek) }
    }
    /// The visible corner radius of a sheet one level back or deeper, in points. Default 10,
    /// the radius of ``PresentingEffectConfiguration/pageSheet``'s receded presenting view.
    /// A value that is not finite or is negative becomes 10; one above ``maximumLength``
    /// becomes ``maximumLength``; whether passed to the initializer or assigned later.
    public var steppedBackCornerRadius: Double {
        didSet { steppedBackCornerRadius = Self.sanitized(length: steppedBackCornerRadius, fallback: Self.defaultCornerRadius) }
    }
    /// The dimming added per level of depth, 0...1 (each level lets through 1 − this of the
    /// light of the one in front of it). Default 0.1: light enough that the content of a
    /// sheet two levels back stays recognizable (81 % of its light). Clamped into 0...1;
    /// NaN becomes 0.1, whether passed to the initializer or assigned later.
    public var dimmingPerLevel: Double {
        didSet { dimmingPerLevel = Self.sanitized(dimmingPerLevel: dimmingPerLevel) }
    }
    /// The deepest level that still steps further back; sheets deeper than this sit exactly
    /// behind it. Default 3: with the default peek, three receding edges stay 10 pt apart,
    /// deeper ones would only add slivers. Clamped into 0...``maximumAllowedDepth``, whether
    /// passed to the initializer or assigned later.
    public var maximumDepth: Int {
        didSet { maximumDepth = Self.sanitized(maximumDepth: maximumDepth) }
    }

    /// The largest ``maximumDepth`` accepted: 16 (it bounds the per-level products).
    public static let maximumAllowedDepth = 16

    /// The largest peek and corner radius accepted, in points: 10 000, more than any
    /// display is long. It keeps ``SheetStackEffect``'s lift (peek × up to 16 levels) and
    /// its pre-transform radius (radius ÷ a scale as small as 0.5¹⁶) finite.
    public static let maximumLength = Double.maximumAppearanceLength

    static let defaultScale = 0.92
    static let defaultPeek = 10.0
    static let defaultCornerRadius = 10.0
    static let defaultDimming = 0.1
    static let defaultMaximumDepth = 3

    /// Creates a configuration (see each property for its default and sanitizing rule).
    public init(scalePerLevel: Double = 0.92, peekPerLevel: Double = 10, steppedBackCornerRadius: Double = 10,
                dimmingPerLevel: Double = 0.1, maximumDepth: Int = 3) {
        self.scalePerLevel = Self.sanitized(scalePerLevel: scalePerLevel)
        self.peekPerLevel = Self.sanitized(length: peekPerLevel, fallback: Self.defaultPeek)
        self.steppedBackCornerRadius = Self.sanitized(length: steppedBackCornerRadius, fallback: Self.defaultCornerRadius)
        self.dimmingPerLevel = Self.sanitized(dimmingPerLevel: dimmingPerLevel)
        self.maximumDepth = Self.sanitized(maximumDepth: maximumDepth)
    }

    private static func sanitized(length: Double, fallback: Double) -> Double {
        length.appearanceLength(or: fallback)
    }

    private static func sanitized(scalePerLevel: Double) -> Double {
        scalePerLevel.isNaN ? defaultScale : scalePerLevel.clamped(to: 0.5...1)
    }

    private static func sanitized(dimmingPerLevel: Double) -> Double {
        dimmingPerLevel.isNaN ? defaultDimming : dimmingPerLevel.clamped(to: 0...1)
    }

    private static func sanitized(maximumDepth: Int) -> Int {
        Swift.min(Swift.max(maximumDepth, 0), maximumAllowedDepth)
    }
}

/// The appearance of a sheet that has `depth` sheets presented above it.
///
/// ## The rule
/// A sheet with `depth` sheets above it sits at *level* `ℓ = depth − 1 + p`, where `p` is the
/// presentation progress of the top-most sheet (0...1): while that sheet is fully presented
/// every sheet below it sits at its depth, and as it is dismissed (p → 0) each one moves
/// continuously to the level of the one in front of it. Depth 0 (the top-most sheet) is level
/// 0, unaffected. ℓ is clamped into 0...``SheetStackConfiguration/maximumDepth``.
///
/// At an integer level `n`, with per-level scale `s`, peek `k` and dimming `a`:
/// scale `sⁿ`, lift `k·n`, dimming `1 − (1 − a)ⁿ`; between integer levels each is linear in
/// ℓ. The visible corner radius goes linearly from the sheet's own radius at level 0 to
/// ``SheetStackConfiguration/steppedBackCornerRadius`` at level 1 and stays there.
///
/// With Reduce Motion the sheet neither scales nor lifts (scale 1, lift 0), as SheetKit's
/// presenting-view effect does not scale then; the dimming and corners still change.
public struct SheetStackEffect: Hashable, Sendable {
    /// The sheet's level behind the front, in 0...maximumDepth (fractional while the sheet
    /// in front moves).
    public let level: Double
    /// The scale to apply about the sheet's center (1 = none).
    public let scale: Double
    /// How far the sheet's inner edge moves away from its attached edge, in points.
    public let lift: Double
    /// The corner radius to set on the sheet before the transform, in points: the visible
    /// radius ÷ ``scale``, so that once scaled the sheet shows the intended radius.
    public let cornerRadius: Double
    /// The alpha of a black overlay drawn on the sheet itself, in 0...1. It comes on top of
    /// whatever the dimming view of the sheet in front (its `DimmingCurve`) already covers.
    public let dimmingAlpha: Double

    /// The effect for a sheet with `depth` sheets above it.
    /// - Parameters:
    ///   - depth: How many sheets are presented above this one (0 = top-most). Negative
    ///     values count as 0; any `Int` is accepted (`Int.max` clamps).
    ///   - progress: The presentation progress of the top-most sheet, 0...1. Clamped; NaN
    ///     counts as 1 (the resting, fully presented state).
    ///   - frontCornerRadius: The sheet's own visible corner radius when it is in front, in
    ///     points. A value that is not finite or is negative counts as 0; one above
    ///     ``SheetStackConfiguration/maximumLength`` counts as that.
    ///   - configuration: The stack's metrics.
    ///   - reduceMotion: Whether Reduce Motion is on.
    /// - Complexity: O(``SheetStackConfiguration/maximumDepth``), at most 16 steps.
    public init(depth: Int, progress: Double, frontCornerRadius: Double, configuration: SheetStackConfiguration = SheetStackConfiguration(),
                reduceMotion: Bool = false) {
        let progress = progress.isNaN ? 1 : progress.clamped(to: 0...1)
        let ceiling = configuration.maximumDepth
        // Clamp before converting, so Int.max and Int.min never reach the arithmetic.
        let steps = Double(Swift.min(Swift.max(depth, 0), ceiling + 1))
        let level = depth > 0 ? (steps - 1 + progress).clamped(to: 0...Double(ceiling)) : 0
        let lower = Swift.min(Int(level), Swift.max(ceiling - 1, 0))
        let fraction = level - Double(lower)
        func interpolated(_ perLevel: Double) -> Double {
            var atLower = 1.0
            for _ in 0..<lower { atLower *= perLevel }
            return atLower + (atLower * perLevel - atLower) * fraction
        }
        let ownRadius = Swift.min(frontCornerRadius.nonNegativeLength, SheetStackConfiguration.maximumLength)
        let toBack = Swift.min(level, 1)
        let visibleRadius = ownRadius * (1 - toBack) + configuration.steppedBackCornerRadius * toBack
        let scale = reduceMotion ? 1 : interpolated(configuration.scalePerLevel)
        self.level = level
        self.scale = scale
        self.lift = reduceMotion ? 0 : configuration.peekPerLevel * level
        self.cornerRadius = visibleRadius / scale
        self.dimmingAlpha = 1 - interpolated(1 - configuration.dimmingPerLevel)
    }

    /// The translation to apply with ``scale`` (about the sheet's center) so the sheet's
    /// inner edge ends ``lift`` points further from its attached edge, in points: scaling
    /// about the center moves the inner edge toward the attached edge by (1 − scale) ×
    /// length ÷ 2, so the translation is that plus the lift, in the direction the sheet grows.
    /// - Parameters:
    ///   - length: The sheet's length along its axis, in points. A value that is not finite
    ///     or is negative counts as 0.
    ///   - edge: The sheet's resolved edge.
    /// - Returns: The translation along x and y, in points.
    public func translation(forSheetLength length: Double, edge: ResolvedEdge) -> (x: Double, y: Double) {
        let distance = lift + (1 - scale) * length.nonNegativeLength / 2
        let coordinate = distance * edge.growthSign
        return edge.axis == .vertical ? (0, coordinate) : (coordinate, 0)
    }
}
