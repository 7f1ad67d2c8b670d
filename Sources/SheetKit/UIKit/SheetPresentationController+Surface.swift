#if canImport(UIKit)
@preconcurrency import UIKit

// The sheet's surface as the app configures it (the classic radius, the iOS 26 material, the
// opaque background), and the SheetKit sheet it is stacked on.
extension SheetPresentationController {
    /// The radius of the classic sheet's inner corners, in points. Default 16. It sets
    /// `configuration.surface.classicCornerRadius` (see ``SheetGlassConfiguration``). Where
    /// the iOS 26 design is in effect the corners are concentric with the display instead
    /// (its radius less the floating inset, at least
    /// ``SheetGlassConfiguration/minimumCornerRadius``), as the system sheet's are.
    public var preferredCornerRadius: CGFloat {
        get { CGFloat(configuration.surface.classicCornerRadius) }
        set { configuration.surface.classicCornerRadius = Double(newValue) }
    }

    /// The sheet's material where the iOS 26 design is in effect: ``SheetSurfaceStyle/automatic``
    /// (the default, as the system sheet: Liquid Glass while it floats at partial detents,
    /// opaque at its largest), ``SheetSurfaceStyle/glass`` or ``SheetSurfaceStyle/opaque``.
    /// Before iOS 26, in apps built with an earlier SDK, in apps that set
    /// `UIDesignRequiresCompatibility`, and with Reduce Transparency or Increase Contrast on,
    /// the sheet is opaque. Glass shows through the presented content only where that content
    /// is clear: give its view (and its lists' cells) a clear background. It sets
    /// `configuration.surface.style`.
    public var surfaceStyle: SheetSurfaceStyle {
        get { configuration.surface.style }
        set { configuration.surface.style = newValue }
    }

    /// The sheet's opaque background color. Default `.systemBackground`. Where the sheet is
    /// Liquid Glass it lies over the glass, fading out as the glass shows (see
    /// ``surfaceStyle``).
    public var backgroundColor: UIColor? {
        get { surface.backgroundView.backgroundColor }
        set { surface.backgroundView.backgroundColor = newValue }
    }

    /// The SheetKit sheet this one is presented from, if any. Only a presenting view
    /// controller that is itself presented is asked for its presentation controller, so UIKit
    /// never makes one up for a root view controller.
    var presentingSheet: SheetPresentationController? {
        presentingViewController.presentingViewController
            .flatMap { _ in presentingViewController.presentationController as? SheetPresentationController }
    }
}
#endif
