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
    var showsShadow = false { didSet { layer.shadowOpacity = showsShadow ? Self.shadowOpacity : 0 } }

    /// The shadow's opacity when shown.
    static let shadowOpacity: Float = 0.18
    /// The shadow's blur radius, in points.
    static let shadowRadius: CGFloat = 16

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.clipsToBounds = true
        contentView.backgroundColor = .systemBackground
        contentView.layer.cornerCurve = .continuous
        addSubview(contentView)
        grabber.isHidden = true
        addSubview(grabber)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0
        layer.shadowRadius = Self.shadowRadius
        layer.shadowOffset = .zero
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Lays out the surface for a frame from the core.
    /// - Parameters:
    ///   - frame: The surface and content rectangles, in the container's coordinates.
    ///   - grabberFrame: The grabber capsule's frame in the content's coordinates.
    ///   - grabberHitFrame: The grabber's accessibility rectangle in the content's coordinates.
    ///   - presentedView: The presented view controller's view, placed on the content rectangle.
    func apply(_ frame: SheetFrame, grabberFrame: SheetRect, grabberHitFrame: SheetRect, presentedView: UIView) {
        let surface = CGRect(frame.surface)
        let content = CGRect(frame.content).offsetBy(dx: -surface.minX, dy: -surface.minY)
        self.frame = surface
        contentView.frame = bounds
        // Bounds' size and center (unlike the frame) stay meaningful when something else
        // transforms the view (a sheet presented from this one steps it back), and the
        // bounds' origin (a table view's scroll offset) is kept.
        presentedView.bounds.size = content.size
        presentedView.center = CGPoint(x: content.midX, y: content.midY)
        grabber.place(capsuleFrame: CGRect(grabberFrame).offsetBy(dx: content.minX, dy: content.minY),
                      hitFrame: CGRect(grabberHitFrame).offsetBy(dx: content.minX, dy: content.minY))
        layer.shadowPath = showsShadow ? UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius).cgPath : nil
    }

    private func applyCorners() {
        contentView.layer.cornerRadius = cornerRadius
        contentView.layer.maskedCorners = CACornerMask(roundedCorners)
    }

    // UIKit declares the escape action outside the main actor but calls it on it.
    override func accessibilityPerformEscape() -> Bool {
        MainActor.assumeIsolated { onEscape?() ?? false }
    }
}
#endif
