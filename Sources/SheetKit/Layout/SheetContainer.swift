/// The width class of the container, as UIKit's horizontal size class.
public enum WidthClass: String, Hashable, Sendable {
    /// Phones in portrait, slide-over and narrow split views.
    case compact
    /// iPads and large phones in landscape.
    case regular
}

/// What the core knows of the world a sheet lives in: the container view and the content.
///
/// The UIKit layer fills it from the presentation's container view, its safe area, the
/// keyboard frame, the trait collection and the presented content's fitting size.
public struct SheetContainer: Hashable, Sendable {
    /// The container's size, in points.
    public var size: SheetSize
    /// The container's safe-area insets, in points.
    public var safeAreaInsets: SheetInsets
    /// Insets covered by something the sheet must stay clear of (the keyboard), in points.
    public var obstructionInsets: SheetInsets
    /// The layout direction (resolves leading and trailing).
    public var layoutDirection: ReadingDirection
    /// Device pixels per point (1, 2 or 3); used for the half-pixel rest threshold. Sanitized
    /// by ``InputLimits/sanitizedDisplayScale(_:)``: not finite or below 1 becomes 3, above 4
    /// becomes 4.
    public var displayScale: Double { didSet { displayScale = Self.sanitized(displayScale: displayScale) } }
    /// The horizontal size class.
    public var widthClass: WidthClass
    /// The vertical size class. Default ``HeightClass/regular``.
    public var heightClass: HeightClass
    /// The size the presented content prefers (its `preferredContentSize`), in points, or
    /// `nil` for none: the size of a form sheet or a popover (``SheetAdaptiveStyle``).
    /// Components sanitize as lengths (``SheetSize``); a size with a zero component means
    /// "no preference" for that component (UIKit's rule).
    public var preferredContentSize: SheetSize?
    /// The rectangle a popover points at, in the container's coordinates, or `nil` when the
    /// presentation has none (a popover then shows as a form sheet). ``PopoverMetrics``
    /// sanitizes it.
    public var sourceRect: SheetRect?
    /// The text size the content lays out at: the raw value of UIKit's
    /// `UIContentSizeCategory` (`"UICTContentSizeCategoryL"` is the default size), `nil` when
    /// unknown. A change is a new container, so the detents resolve again: a
    /// ``Detent/custom(identifier:resolver:)`` detent that scales with it (through
    /// `UIFontMetrics` and a trait collection of this category) follows Dynamic Type, as a
    /// `UISheetPresentationController` custom detent reading its context's
    /// `containerTraitCollection` does.
    public var contentSizeCategory: String?
    /// Whether the user turned on Bold Text (UIKit's `legibilityWeight` is `.bold`); like
    /// ``contentSizeCategory``, a change resolves the detents again.
    public var prefersBoldText: Bool
    /// The presented content's fitting length along the sheet's axis, excluding the safe
    /// area, in points; `nil` when unknown. Used by fits-content detents. A value that is
    /// not finite or not positive (or below ``InputLimits/lengthResolution``) becomes `nil`;
    /// one above ``InputLimits/maximumLength`` becomes that.
    public var contentFittingLength: Double? {
        didSet { contentFittingLength = Self.sanitized(contentFittingLength: contentFittingLength) }
    }
    /// What the system and the accessibility settings allow of the Liquid Glass design
    /// (iOS 26). Default ``GlassEnvironment/classic``: the design before iOS 26, as on earlier
    /// systems and in apps that keep `UIDesignRequiresCompatibility`.
    public var glass: GlassEnvironment

    /// Creates a container description.
    ///
    /// A `displayScale` is sanitized by ``InputLimits/sanitizedDisplayScale(_:)``; a
    /// `contentFittingLength` that is not finite or not positive becomes `nil`. Sizes and
    /// insets sanitize themselves (see ``SheetSize`` and ``SheetInsets``). The size classes,
    /// the preferred content size and the source rectangle choose and place an adaptive
    /// style (``SheetLayoutOptions/adaptation``).
    public init(
        size: SheetSize,
        safeAreaInsets: SheetInsets = .zero,
        obstructionInsets: SheetInsets = .zero,
        layoutDirection: ReadingDirection = .leftToRight,
        displayScale: Double = 3,
        widthClass: WidthClass = .compact,
        contentFittingLength: Double? = nil,
        glass: GlassEnvironment = .classic,
        heightClass: HeightClass = .regular,
        preferredContentSize: SheetSize? = nil,
        sourceRect: SheetRect? = nil,
        contentSizeCategory: String? = nil,
        prefersBoldText: Bool = false
    ) {
        self.contentSizeCategory = contentSizeCategory
        self.prefersBoldText = prefersBoldText
        self.glass = glass
        self.heightClass = heightClass
        self.preferredContentSize = preferredContentSize
        self.sourceRect = sourceRect
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.obstructionInsets = obstructionInsets
        self.layoutDirection = layoutDirection
        self.displayScale = Self.sanitized(displayScale: displayScale)
        self.widthClass = widthClass
        self.contentFittingLength = Self.sanitized(contentFittingLength: contentFittingLength)
    }

    private static func sanitized(displayScale: Double) -> Double {
        InputLimits.sanitizedDisplayScale(displayScale)
    }

    private static func sanitized(contentFittingLength: Double?) -> Double? {
        guard let length = contentFittingLength?.nonNegativeLength, length > 0 else { return nil }
        return length
    }

    /// An iPhone-sized portrait container (390 × 844 pt, safe area 47 top and 34 bottom),
    /// handy for examples and tests.
    public static let phonePortrait = SheetContainer(
        size: SheetSize(width: 390, height: 844),
        safeAreaInsets: SheetInsets(top: 47, left: 0, bottom: 34, right: 0)
    )
}
