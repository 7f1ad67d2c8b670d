#if canImport(UIKit)
@preconcurrency import UIKit

// Conversions between the core's platform-neutral values and UIKit's. The only place where
// a resolved edge meets UIKit's edge and corner types.

extension CGRect {
    /// The core rectangle as a `CGRect`.
    init(_ rect: SheetRect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}

extension SheetRect {
    /// A `CGRect` as a core rectangle.
    init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.width), height: Double(rect.height))
    }
}

extension SheetSize {
    /// A `CGSize` as a core size.
    init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }
}

extension SheetInsets {
    /// `UIEdgeInsets` as core insets.
    init(_ insets: UIEdgeInsets) {
        self.init(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
    }
}

extension UIEdgeInsets {
    /// Core insets as `UIEdgeInsets`.
    init(_ insets: SheetInsets) {
        self.init(top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
    }
}

extension ReadingDirection {
    /// UIKit's layout direction as the core's.
    init(_ direction: UIUserInterfaceLayoutDirection) {
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

extension WidthClass {
    /// UIKit's horizontal size class as the core's (unspecified counts as compact).
    init(_ sizeClass: UIUserInterfaceSizeClass) {
        self = sizeClass == .regular ? .regular : .compact
    }
}

extension HeightClass {
    /// UIKit's vertical size class as the core's (unspecified counts as regular).
    init(_ sizeClass: UIUserInterfaceSizeClass) {
        self = sizeClass == .compact ? .compact : .regular
    }
}

extension UIRectEdge {
    /// The side as UIKit's edge (the core's mask has UIKit's raw values).
    init(_ side: RectSide) {
        self.init(rawValue: side.edgeMask)
    }
}

extension UIEdgeInsets {
    /// Signed core insets as `UIEdgeInsets`.
    init(_ insets: SignedInsets) {
        self.init(top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
    }
}

extension SignedInsets {
    /// `UIEdgeInsets` as signed core insets.
    init(_ insets: UIEdgeInsets) {
        self.init(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
    }
}

extension ScrollMetrics {
    /// A scroll view's metrics along `axis`, in UIKit's physical terms: its `contentOffset`
    /// (or `offset`, in points, when given), `contentSize`, `bounds` and
    /// `adjustedContentInset` along the axis, the top or left inset being the start.
    @MainActor
    init(_ scrollView: UIScrollView, along axis: SheetAxis, offset: Double? = nil) {
        let insets = scrollView.adjustedContentInset
        self.init(offset: offset ?? axis.along(x: Double(scrollView.contentOffset.x), y: Double(scrollView.contentOffset.y)),
                  contentLength: axis.along(x: Double(scrollView.contentSize.width), y: Double(scrollView.contentSize.height)),
                  viewportLength: axis.along(x: Double(scrollView.bounds.width), y: Double(scrollView.bounds.height)),
                  startInset: axis.along(x: Double(insets.left), y: Double(insets.top)),
                  endInset: axis.along(x: Double(insets.right), y: Double(insets.bottom)))
    }
}

extension CGPoint {
    /// The point with its coordinate along `axis` replaced by `value`.
    func replacing(along axis: SheetAxis, with value: CGFloat) -> CGPoint {
        CGPoint(x: axis == .horizontal ? value : x, y: axis == .vertical ? value : y)
    }
}

extension CACornerMask {
    /// The core's corners as Core Animation's mask (the raw values match).
    init(_ corners: SheetCorners) {
        self.init(rawValue: corners.rawValue)
    }
}

extension ResolvedEdge {
    /// The screen edge a screen-edge pan must start from to pull this sheet in.
    var screenEdge: UIRectEdge { UIRectEdge(attachedSide) }

    /// The component of a translation or velocity along the sheet's axis, as an extent change
    /// (positive = expanding), in points (per second for velocities).
    func extentDelta(for vector: CGPoint) -> Double {
        extentDelta(forCoordinateDelta: axis.along(x: Double(vector.x), y: Double(vector.y)))
    }
}
extension UIView {
    /// Auto Layout's fitting size of this view for a sheet along `axis`, laid out `across`
    /// points across it (the sheet's width for a bottom sheet): that length is fixed, the length
    /// along the axis as small as the constraints allow (`axis.fittingTarget`, with UIKit's
    /// `layoutFittingCompressedSize`). Safe-area insets are included; callers take out what they
    /// do not count.
    /// - Complexity: one Auto Layout pass over the view's constraints.
    func fittingSize(along axis: SheetAxis, across: Double) -> CGSize {
        let compressed = UIView.layoutFittingCompressedSize
        let target = axis.fittingTarget(across: across, compressed: (Double(compressed.width), Double(compressed.height)))
        return systemLayoutSizeFitting(
            CGSize(width: target.width, height: target.height),
            withHorizontalFittingPriority: target.fixesWidth ? .required : .fittingSizeLevel,
            verticalFittingPriority: target.fixesWidth ? .fittingSizeLevel : .required)
    }
}
extension TintMode {
    /// UIKit's mode as the core's.
    init(_ mode: UIView.TintAdjustmentMode) {
        switch mode {
        case .normal: self = .normal
        case .dimmed: self = .dimmed
        case .automatic: self = .automatic
        @unknown default: self = .automatic
        }
    }
}

extension UIView.TintAdjustmentMode {
    /// The core's mode as UIKit's.
    init(_ mode: TintMode) {
        switch mode {
        case .automatic: self = .automatic
        case .normal: self = .normal
        case .dimmed: self = .dimmed
        }
    }
}

extension UIView {
    /// The tint adjustment mode to give this view back after dimming it
    /// (`TintMode.restored(read:inherited:)`): `.automatic` where it follows its superview.
    var restorableTintAdjustmentMode: UIView.TintAdjustmentMode {
        UIView.TintAdjustmentMode(TintMode.restored(read: TintMode(tintAdjustmentMode),
                                                    inherited: TintMode(superview?.tintAdjustmentMode ?? .normal)))
    }
}
#endif
