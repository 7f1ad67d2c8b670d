/// What the running system and the user's accessibility settings allow for a sheet's
/// surface: whether the iOS 26 design (Liquid Glass) is in effect, Reduce Transparency,
/// Increase Contrast, and the display's corner radius.
///
/// The UIKit layer fills it from `#available(iOS 26, *)`, the app's Info.plist, the
/// accessibility settings (`UIAccessibility.isReduceTransparencyEnabled`,
/// `UIAccessibility.isDarkerSystemColorsEnabled`) and, where it can read one, the display's
/// corner radius. `SheetGlassGeometry` turns it into a surface.
public struct GlassEnvironment: Hashable, Sendable {
    /// Whether the iOS 26 design is in effect: the app runs on iOS 26 or later, was built
    /// with the iOS 26 SDK or later, and has not opted out with `UIDesignRequiresCompatibility`
    /// (see ``isDesignAvailable(runtimeMajorVersion:sdkMajorVersion:requiresCompatibility:)``).
    /// When `false` the sheet keeps the classic attached, opaque look.
    public var isGlassAvailable: Bool
    /// Whether Reduce Transparency is on. The surface is then opaque at every extent; its
    /// geometry (the floating inset and the concentric corners) is kept, because the setting
    /// is about materials, not layout.
    public var reduceTransparency: Bool
    /// Whether Increase Contrast is on. The surface is then opaque at every extent and gets a
    /// border (``SheetGlassConfiguration/increasedContrastBorderWidth``), following Apple's
    /// description of Liquid Glass with Increase Contrast: elements become predominantly black
    /// or white and are highlighted with a contrasting border (WWDC25 "Meet Liquid Glass").
    public var increaseContrast: Bool
    /// The corner radius of the display (or of the window, when it is inset from the
    /// display), in points, or `nil` when unknown. A value that is not finite or is negative
    /// becomes `nil`, whether passed to the initializer or assigned later. Read it with
    /// ``resolvedDisplayCornerRadius``.
    ///
    /// UIKit has no public property for it; on iOS 26 a view whose `cornerConfiguration` is
    /// `.containerConcentric` reports it through `effectiveRadius(corner:)` when placed at
    /// the window's corner (`UICornerRadius.containerConcentricRadius`, UICornerRadius.h).
    public var displayCornerRadius: Double? {
        didSet { displayCornerRadius = Self.sanitized(displayCornerRadius: displayCornerRadius) }
    }

    /// The display corner radius assumed when it is unknown, in points: 55.
    ///
    /// Design choice. Face ID iPhones have display corner radii of roughly 39–62 pt
    /// (publicly reported values). A surface inset by `d` with radius `R − d` nests in a
    /// display corner of radius `R`; assuming a radius *larger* than the real one only
    /// rounds the surface more (it never leaves the display's curve), while assuming a
    /// smaller one can clip its corners. 55 pt (iPhone 14 Pro through 16) with the default
    /// 8 pt inset gives 47 pt, which stays inside every display corner up to 62 pt.
    public static let fallbackDisplayCornerRadius = 55.0

    /// Creates an environment. A `displayCornerRadius` that is not finite or is negative
    /// becomes `nil` (unknown).
    /// - Parameters:
    ///   - isGlassAvailable: Whether the iOS 26 design is in effect. Default `true`.
    ///   - reduceTransparency: Whether Reduce Transparency is on. Default `false`.
    ///   - increaseContrast: Whether Increase Contrast is on. Default `false`.
    ///   - displayCornerRadius: The display's corner radius in points, or `nil` when unknown.
    public init(isGlassAvailable: Bool = true, reduceTransparency: Bool = false,
                increaseContrast: Bool = false, displayCornerRadius: Double? = nil) {
        self.isGlassAvailable = isGlassAvailable
        self.reduceTransparency = reduceTransparency
        self.increaseContrast = increaseContrast
        self.displayCornerRadius = Self.sanitized(displayCornerRadius: displayCornerRadius)
    }

    /// The iOS 26 design with no accessibility setting on and an unknown display radius.
    public static let liquidGlass = GlassEnvironment()

    /// A system before iOS 26, or an app in compatibility mode: the classic sheet.
    public static let classic = GlassEnvironment(isGlassAvailable: false)

    /// The display corner radius to use, in points: ``displayCornerRadius`` when known,
    /// otherwise ``fallbackDisplayCornerRadius``.
    public var resolvedDisplayCornerRadius: Double { displayCornerRadius ?? Self.fallbackDisplayCornerRadius }

    /// Whether the material may be glass at all: the design is available and neither
    /// Reduce Transparency nor Increase Contrast asks for an opaque surface.
    public var allowsTranslucency: Bool { isGlassAvailable && !reduceTransparency && !increaseContrast }

    /// Whether the iOS 26 design (Liquid Glass) is in effect for an app.
    ///
    /// The rule, from Apple's documentation of the `UIDesignRequiresCompatibility`
    /// Info.plist key: an app built with an SDK before iOS 26 keeps its existing appearance
    /// (the key is only needed with the iOS 26 SDK); with the iOS 26 SDK the key set to
    /// `YES` runs the app in compatibility mode; the system ignores the key for apps built
    /// for iOS 27 or later. The runtime must be iOS 26 or later.
    /// - Parameters:
    ///   - runtimeMajorVersion: The major version of the running iOS (any `Int`).
    ///   - sdkMajorVersion: The major version of the SDK the app was built with (any `Int`).
    ///   - requiresCompatibility: The value of `UIDesignRequiresCompatibility` (`false` when
    ///     the key is absent).
    public static func isDesignAvailable(runtimeMajorVersion: Int, sdkMajorVersion: Int, requiresCompatibility: Bool) -> Bool {
        guard runtimeMajorVersion >= designMajorVersion, sdkMajorVersion >= designMajorVersion else { return false }
        return !requiresCompatibility || sdkMajorVersion >= compatibilityIgnoredMajorVersion
    }

    /// The first iOS major version with the Liquid Glass design.
    static let designMajorVersion = 26
    /// The first SDK major version for which the system ignores `UIDesignRequiresCompatibility`.
    static let compatibilityIgnoredMajorVersion = 27

    private static func sanitized(displayCornerRadius: Double?) -> Double? {
        guard let radius = displayCornerRadius, radius.isFinite, radius >= 0 else { return nil }
        return radius
    }
}
