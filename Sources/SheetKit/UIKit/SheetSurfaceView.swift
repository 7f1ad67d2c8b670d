#if canImport(UIKit)
@preconcurrency import UIKit

/// The sheet itself: the view the presentation puts on screen (`presentedView`). It draws the
/// background, the rounded inner corners and the shadow, holds the presented view controller's
/// view and the grabber, and extends past the attached edge by the overshoot allowance.
@MainActor
final class SheetSurfaceView: UIView {
    /// Clips the content to the rounded shape and paints the background.
    let contentView = UIView()
    /// The optional grabber.
    let grabber = SheetGrabberView()
    /// Called by VoiceOver's escape gesture; returns whether the sheet handled it.
    var onEscape: (() -> Bool)?

    /// The corners that are rounded (those facing into the container).
    var roundedCorners: SheetCorners = [] { didSet { applyCorners() } }
    /// The corner radius, in points.
    var cornerRadius: CGFloat = 0 { didSet { applyCorners() } }
    /// Whether the sheet casts a shadow.
    var showsShadow = false { didSet { applyShadow() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.clipsToBounds = true
        contentView.backgroundColor = .systemBackground
        if #available(iOS 13.0, *) { contentView.layer.cornerCurve = .continuous }
        addSubview(contentView)
        grabber.isHidden = true
        addSubview(grabber)
        applyShadow()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Lays out the surface for a frame from the core.
    /// - Parameters:
    ///   - frame: The surface and content rectangles, in the container's coordinates.
    ///   - grabberFrame: The grabber capsule's frame in the content's coordinates.
    ///   - presentedView: The presented view controller's view, placed on the content rectangle.
    func apply(_ frame: SheetFrame, grabberFrame: SheetRect, presentedView: UIView?) {
        let surface = CGRect(frame.surface)
        let content = CGRect(frame.content).offsetBy(dx: -surface.minX, dy: -surface.minY)
        if self.frame != surface { self.frame = surface }
        contentView.frame = bounds
        if let presentedView { place(presentedView, in: content) }
        if !grabber.isHidden {
            grabber.place(capsuleFrame: CGRect(grabberFrame).offsetBy(dx: content.minX, dy: content.minY))
        }
        if showsShadow {
            layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius).cgPath
        }
    }

    /// Puts `view` on `rect` through its bounds' size and its center, which (unlike its
    /// frame) stay meaningful when something else transforms it (a sheet presented from this
    /// one may scale it), and keep its bounds' origin (a table view's scroll offset).
    private func place(_ view: UIView, in rect: CGRect) {
        if view.bounds.size != rect.size { view.bounds.size = rect.size }
        let center = CGPoint(x: rect.midX, y: rect.midY)
        if view.center != center { view.center = center }
    }

    private func applyCorners() {
        contentView.layer.cornerRadius = cornerRadius
        contentView.layer.maskedCorners = CACornerMask(roundedCorners)
    }

    private func applyShadow() {
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = showsShadow ? 0.18 : 0
        layer.shadowRadius = 16
        layer.shadowOffset = .zero
    }

    // UIKit declares the escape action outside the main actor but calls it on it.
    override func accessibilityPerformEscape() -> Bool {
        MainActor.assumeIsolated { onEscape?() ?? false }
    }
}
#endif
