/// What happens to the presenting view while a sheet is on screen.
public struct PresentingEffectConfiguration: Hashable, Sendable {
    /// The presenting view's scale when the sheet is at its largest detent (a page sheet
    /// uses about 0.92); 1 leaves it unscaled. Clamped into 0.5...1; NaN becomes 1.
    public var scale: Double { didSet { scale = Self.sanitized(scale: scale) } }
    /// The presenting view's corner radius when fully scaled, in points. A value that is
    /// not finite or is negative becomes 0.
    public var cornerRadius: Double { didSet { cornerRadius = cornerRadius.nonNegativeLength } }
    /// How far the presenting view slides along with a drawer, as a fraction of the sheet's
    /// extent (0.3 moves it 30 % of the way). Clamped into 0...1; NaN becomes 0.
    public var slideAlongFraction: Double { didSet { slideAlongFraction = slideAlongFraction.clamped(to: 0...1) } }
    /// Whether the presenting view's tint colors dim (`tintAdjustmentMode = .dimmed`) while
    /// the sheet dims it.
    public var dimsTint: Bool

    /// No effect at all.
    public static let none = PresentingEffectConfiguration(scale: 1, cornerRadius: 0, slideAlongFraction: 0, dimsTint: false)

    /// A page-sheet-like effect: scale 0.92, corners 10 pt, tint dimmed.
    public static let pageSheet = PresentingEffectConfiguration(scale: 0.92, cornerRadius: 10, slideAlongFraction: 0, dimsTint: true)

    /// A drawer's effect: the presenting view slides 30 % of the drawer's extent, tint dimmed.
    public static let slideAlong = PresentingEffectConfiguration(scale: 1, cornerRadius: 0, slideAlongFraction: 0.3, dimsTint: true)

    /// Creates a configuration (see each property for its sanitizing rule).
    public init(scale: Double = 1, cornerRadius: Double = 0, slideAlongFraction: Double = 0, dimsTint: Bool = true) {
        self.scale = Self.sanitized(scale: scale)
        self.cornerRadius = cornerRadius.nonNegativeLength
        self.slideAlongFraction = slideAlongFraction.clamped(to: 0...1)
        self.dimsTint = dimsTint
    }

    private static func sanitized(scale: Double) -> Double {
        scale.isNaN ? 1 : scale.clamped(to: 0.5...1)
    }
}

/// The presenting view's transform and appearance for one extent of the sheet.
package struct PresentingViewEffect: Hashable, Sendable {
    /// The scale to apply about the view's center (1 = none).
    package let scale: Double
    /// The horizontal translation to apply, in points (a horizontal drawer's slide-along).
    package let translationX: Double
    /// The vertical translation to apply, in points (a vertical sheet's slide-along).
    package let translationY: Double
    /// The corner radius to apply, in points.
    package let cornerRadius: Double
    /// Whether tint colors should be dimmed.
    package let isTintDimmed: Bool

    /// No effect.
    package static let identity = PresentingViewEffect(scale: 1, translationX: 0, translationY: 0, cornerRadius: 0, isTintDimmed: false)

    /// The dimming alpha from which tint colors dim, in 0...1.
    package static let tintDimmingThreshold = 0.5

    init(scale: Double, translationX: Double, translationY: Double, cornerRadius: Double, isTintDimmed: Bool) {
        self.scale = scale
        self.translationX = translationX
        self.translationY = translationY
        self.cornerRadius = cornerRadius
        self.isTintDimmed = isTintDimmed
    }

    /// The effect for a sheet at `extent`.
    ///
    /// - Scaling, like a page sheet, happens only on the way to the largest detent: it is
    ///   interpolated linearly in extent from the next-smaller detent (or 0 with one detent)
    ///   to the largest, where it reaches ``PresentingEffectConfiguration/scale``; the corner
    ///   radius follows the same fraction. With Reduce Motion there is no scaling.
    /// - The slide-along translation is the extent × the slide fraction, in the direction
    ///   the sheet grows.
    /// - Tint dims while the dimming alpha is at least ``tintDimmingThreshold``.
    /// - Parameters:
    ///   - configuration: The effect's configuration.
    ///   - layout: The sheet's layout.
    ///   - extent: The sheet's extent, in points.
    ///   - dimming: The dimming alpha at that extent, in 0...1.
    ///   - reduceMotion: Whether Reduce Motion is on.
    package init(configuration: PresentingEffectConfiguration, layout: SheetLayout, extent: Double, dimming: Double, reduceMotion: Bool) {
        let extent = extent.finiteOr(0)
        let detents = layout.detents
        let largest = detents.largest.extent
        let start = detents.count > 1 ? detents[detents.endIndex - 2].extent : 0
        let fraction = largest > start ? ((extent - start) / (largest - start)).clamped(to: 0...1) : 1
        let scaleFraction = reduceMotion ? 0 : fraction
        let slide = Swift.max(0, extent) * configuration.slideAlongFraction * layout.edge.growthSign
        self.init(
            scale: 1 - (1 - configuration.scale) * scaleFraction,
            translationX: layout.edge.axis == .horizontal ? slide : 0,
            translationY: layout.edge.axis == .vertical ? slide : 0,
            cornerRadius: configuration.scale < 1 ? configuration.cornerRadius * scaleFraction : 0,
            isTintDimmed: configuration.dimsTint && dimming >= Self.tintDimmingThreshold)
    }
}
