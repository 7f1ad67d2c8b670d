/// The material of a sheet's surface.
public enum SheetSurfaceStyle: String, Hashable, Sendable, CaseIterable {
    /// As iOS 26 system sheets: glass while the sheet floats at partial heights, turning
    /// opaque as it reaches its largest detent; opaque wherever glass is unavailable. The
    /// default.
    case automatic
    /// Glass at every extent (a map-style panel that never turns opaque), where glass is
    /// available and allowed; opaque otherwise.
    case glass
    /// Opaque at every extent. The geometry (floating inset, concentric corners) still
    /// follows the iOS 26 design where it is in effect.
    case opaque
}

/// Options of a sheet's surface under the iOS 26 design: its material, its floating inset
/// and its corner radii.
public struct SheetGlassConfiguration: Hashable, Sendable {
    /// The surface's material. Default ``SheetSurfaceStyle/automatic``.
    public var style: SheetSurfaceStyle
    /// How far a floating surface stays inside the container's edges, on both sides across
    /// the axis and at the attached edge, in points. Default 8.
    ///
    /// Design choice: 8 pt is UIKit's default layout margin for a view ("for most views,
    /// the default layout margins are 8 points on each side", `directionalLayoutMargins`),
    /// Apple's unit of spacing. Apple does not publish the inset of its own sheets.
    /// A value that is not finite or is negative becomes 8, one above 10 000 becomes
    /// 10 000, whether passed to the initializer or assigned later.
    public var floatingInset: Double {
        didSet { floatingInset = floatingInset.appearanceLength(or: Self.defaultFloatingInset) }
    }
    /// The smallest corner radius of a surface under the iOS 26 design, in points.
    /// Default 16. A concentric radius (display radius − inset) below it is raised to it, so
    /// a display without rounded corners still gets a rounded card.
    ///
    /// Design choice: the same as ``classicCornerRadius``, so a sheet on a square-cornered
    /// display looks as rounded as the classic one. A value that is not finite or is
    /// negative becomes 16, one above 10 000 becomes 10 000, whether passed to the
    /// initializer or assigned later.
    public var minimumCornerRadius: Double {
        didSet { minimumCornerRadius = minimumCornerRadius.appearanceLength(or: Self.defaultCornerRadius) }
    }
    /// The radius of the rounded corners of a classic sheet (where the iOS 26 design is not in
    /// effect), in points: its inner ones while attached to its edge, all four in an adaptive
    /// style that floats (`SheetLayout.roundedCorners`). Default 16.
    ///
    /// Design choice: SheetKit's classic sheet default (the UIKit adapter's
    /// `preferredCornerRadius`). A value that is not finite or is negative becomes 16, one
    /// above 10 000 becomes 10 000, whether passed to the initializer or assigned later.
    public var classicCornerRadius: Double {
        didSet { classicCornerRadius = classicCornerRadius.appearanceLength(or: Self.defaultCornerRadius) }
    }
    /// The width of the border drawn around the surface with Increase Contrast, in points.
    /// Default 1.
    ///
    /// Design choice: one point is visible at every display scale (a hairline of one device
    /// pixel is too faint to serve contrast). A value that is not finite or is negative
    /// becomes 1, one above 10 000 becomes 10 000, whether passed to the initializer or
    /// assigned later.
    public var increasedContrastBorderWidth: Double {
        didSet { increasedContrastBorderWidth = increasedContrastBorderWidth.appearanceLength(or: Self.defaultBorderWidth) }
    }

    /// The border the surface always draws, in points: 0 (the default) for none, as the
    /// system sheet. Under Increase Contrast the wider of this and
    /// ``increasedContrastBorderWidth`` is drawn. A value that is not finite or is negative
    /// becomes 0, one above 10 000 becomes 10 000, whether passed to the initializer or
    /// assigned later. Its color is the sheet's `borderColor` (UIKit layer).
    public var borderWidth: Double {
        didSet { borderWidth = borderWidth.appearanceLength(or: 0) }
    }

    static let defaultFloatingInset = 8.0
    static let defaultCornerRadius = 16.0
    static let defaultBorderWidth = 1.0

    /// Creates a configuration. Numbers that are not finite or are negative become the
    /// defaults; numbers above 10 000 become 10 000 (see each property).
    public init(style: SheetSurfaceStyle = .automatic, floatingInset: Double = 8, minimumCornerRadius: Double = 16,
                classicCornerRadius: Double = 16, increasedContrastBorderWidth: Double = 1, borderWidth: Double = 0) {
        self.style = style
        self.borderWidth = borderWidth.appearanceLength(or: 0)
        self.floatingInset = floatingInset.appearanceLength(or: Self.defaultFloatingInset)
        self.minimumCornerRadius = minimumCornerRadius.appearanceLength(or: Self.defaultCornerRadius)
        self.classicCornerRadius = classicCornerRadius.appearanceLength(or: Self.defaultCornerRadius)
        self.increasedContrastBorderWidth = increasedContrastBorderWidth.appearanceLength(or: Self.defaultBorderWidth)
    }
}
