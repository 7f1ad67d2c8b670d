/// The shadow a sheet or a panel casts when it shows one (`showsShadow`): how dark, how soft
/// and where, as a value an app sets (`SheetControlling.shadow`; its color is `shadowColor`).
///
/// Sanitizing (here and when assigned): ``opacity`` is clamped into 0...1 (NaN becomes the
/// default); ``radius`` not finite or negative becomes the default, at most 10 000 pt;
/// offsets not finite become 0, and are clamped into ±10 000 pt.
public struct SheetShadow: Hashable, Sendable {
    /// The shadow a panel casts by default: opacity 0.18, a 16 pt blur, no offset (design
    /// choice: enough to set a panel apart from a map or a list without a dimming).
    public static let standard = SheetShadow(opacity: standardOpacity, radius: standardRadius)

    static let standardOpacity = 0.18
    static let standardRadius = 16.0

    /// How dark the shadow is, 0 (none) ... 1.
    public var opacity: Double { didSet { opacity = Self.sanitized(opacity: opacity) } }
    /// The blur radius, in points.
    public var radius: Double { didSet { radius = radius.appearanceLength(or: Self.standardRadius) } }
    /// How far the shadow falls right (negative: left) of the sheet, in points.
    public var offsetX: Double { didSet { offsetX = Self.sanitized(offset: offsetX) } }
    /// How far the shadow falls below (negative: above) the sheet, in points.
    public var offsetY: Double { didSet { offsetY = Self.sanitized(offset: offsetY) } }

    /// Creates a shadow (see the type's sanitizing rules).
    /// - Parameters:
    ///   - opacity: How dark, 0...1.
    ///   - radius: The blur radius, in points.
    ///   - offsetX: The horizontal offset, in points.
    ///   - offsetY: The vertical offset, in points.
    public init(opacity: Double, radius: Double, offsetX: Double = 0, offsetY: Double = 0) {
        self.opacity = Self.sanitized(opacity: opacity)
        self.radius = radius.appearanceLength(or: Self.standardRadius)
        self.offsetX = Self.sanitized(offset: offsetX)
        self.offsetY = Self.sanitized(offset: offsetY)
    }

    private static func sanitized(opacity: Double) -> Double {
        opacity.isNaN ? standardOpacity : Swift.min(Swift.max(opacity, 0), 1)
    }

    private static func sanitized(offset: Double) -> Double {
        guard offset.isFinite else { return 0 }
        return Swift.min(Swift.max(offset, -.maximumAppearanceLength), .maximumAppearanceLength)
    }
}
