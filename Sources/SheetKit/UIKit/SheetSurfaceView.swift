#if canImport(UIKit)
@preconcurrency import UIKit

/// The sheet itself: the view the presentation puts on screen (`presentedView`). It draws the
/// background (Liquid Glass on iOS 26, blended with the opaque background color), the rounded
/// corners, the border and the shadow, holds the presented view controller's view and the
/// grabber, and carries the stack effect (a transform and a black overlay) while sheets are
/// stacked on it. Everything it shows comes from the core: frames from
/// ``SheetOutput/frame``, corners, glass and border from ``SheetSurfaceAppearance``.
@MainActor
final class SheetSurfaceView: UIView {
    /// Clips the content to the rounded shape; holds the backgrounds and the presented view.
    /// It reports when UIKit changes its safe area, which can happen in a layout pass after
    /// the frame write (review A1).
    let contentView = SafeAreaReportingView()
    /// The opaque background, over the glass: its alpha is 1 − the glass opacity.
    let backgroundView = UIView()
    /// The Liquid Glass material (a `UIVisualEffectView` with `UIGlassEffect`), where the SDK
    /// and the system have it; `nil` otherwise.
    let glassView = SheetSurfaceView.makeGlassView()
    /// The black overlay of the stack effect, above everything the sheet shows.
    let stackDimmingView = UIView()
    /// The optional grabber.
    let grabber = SheetGrabberView()
    /// Called by VoiceOver's escape gesture; returns whether the sheet handled it.
    var onEscape: (() -> Bool)?
    /// Whether the sheet casts a shadow.
    var showsShadow = false {
        didSet { applyShadow() }
    }
    /// The shadow it casts when it shows one.
    var shadow = SheetShadow.standard {
        didSet { applyShadow() }
    }
    /// What the surface draws, as last applied.
    private var appearance: SheetSurfaceAppearance?
    /// A popover's arrow, outside the clipped content, in the background's color.
    private let arrowLayer = CAShapeLayer()


    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.clipsToBounds = true
        contentView.layer.cornerCurve = .continuous
        layer.addSublayer(arrowLayer)
        fillColor = .systemBackground   // resolves the border's and the arrow's colors
        contentView.addSubview(backgroundView)
        glassView.map { contentView.insertSubview($0, belowSubview: backgroundView) }
        addSubview(contentView)
        grabber.isHidden = true
        addSubview(grabber)
        stackDimmingView.backgroundColor = .black
        stackDimmingView.alpha = 0
        stackDimmingView.isUserInteractionEnabled = false
        stackDimmingView.layer.cornerCurve = .continuous
        addSubview(stackDimmingView)
        layer.shadowColor = UIColor.black.cgColor
        applyShadow()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// The border's color (`.opaqueSeparator` until the app sets another), resolved for this
    /// view's traits: a `CGColor` is one fixed shade, so it is resolved again when the
    /// appearance or the contrast changes.
    var borderColor = UIColor.opaqueSeparator {
        didSet { updateBorderColor() }
    }

    /// The opaque background's color, which a popover's arrow is filled with too.
    var fillColor: UIColor? {
        get { backgroundView.backgroundColor }
        set {
            backgroundView.backgroundColor = newValue
            updateBorderColor()
        }
    }

    /// Resolves ``borderColor`` and the arrow's fill for the current traits (light or dark,
    /// increased contrast).
    private func updateBorderColor() {
        contentView.layer.borderColor = borderColor.resolvedColor(with: traitCollection).cgColor
        arrowLayer.fillColor = (backgroundView.backgroundColor ?? .systemBackground).resolvedColor(with: traitCollection).cgColor
    }

    /// Draws a popover's arrow on the surface's edge (`nil`: none), in the surface's
    /// coordinates for its current size.
    func drawArrow(_ arrow: PopoverArrow?) {
        guard let arrow else {
            arrowLayer.path = nil
            return
        }
        let corners = arrow.triangle(in: SheetSize(bounds.size)).map(CGPoint.init)
        let path = UIBezierPath()
        path.move(to: corners[0])
        corners.dropFirst().forEach(path.addLine(to:))
        path.close()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        arrowLayer.path = path.cgPath
        CATransaction.commit()
    }

    /// A change of light or dark appearance, or of contrast, resolves the border again (the
    /// call UIKit makes on every trait change up to iOS 17, and still makes after it).
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { updateBorderColor() }
    }

    /// A glass view on iOS 26 built with the iOS 26 SDK; `nil` before (no glass there).
    private static func makeGlassView() -> UIView? {
        #if canImport(UIKit, _version: 9000)
        if #available(iOS 26.0, *) {
            return UIVisualEffectView(effect: UIGlassEffect(style: .regular))
        }
        #endif
        return nil
    }

    /// Lays out the surface for a frame from the core.
    ///
    /// The surface is placed by its bounds and center, never its frame: a sheet stacked under
    /// another carries a transform (the stack effect), and a frame is undefined then.
    /// - Parameters:
    ///   - frame: The surface and content rectangles, in the container's coordinates.
    ///   - grabberFrame: The grabber capsule's frame in the content's coordinates.
    ///   - grabberHitFrame: The grabber's accessibility rectangle in the content's coordinates.
    ///   - presentedView: The presented view controller's view, placed on the content rectangle.
    func apply(_ frame: SheetFrame, grabberFrame: SheetRect, grabberHitFrame: SheetRect, presentedView: UIView) {
        let surface = CGRect(frame.surface)
        let content = CGRect(frame.content).offsetBy(dx: -surface.minX, dy: -surface.minY)
        bounds = CGRect(origin: .zero, size: surface.size)
        center = CGPoint(x: surface.midX, y: surface.midY)
        contentView.frame = bounds
        backgroundView.frame = contentView.bounds
        glassView?.frame = contentView.bounds
        stackDimmingView.frame = bounds
        // Bounds' size and center (unlike the frame) stay meaningful when something else
        // transforms the view, and the bounds' origin (a table view's scroll offset) is kept.
        presentedView.bounds.size = content.size
        presentedView.center = CGPoint(x: content.midX, y: content.midY)
        grabber.place(capsuleFrame: CGRect(grabberFrame).offsetBy(dx: content.minX, dy: content.minY),
                      hitFrame: CGRect(grabberHitFrame).offsetBy(dx: content.minX, dy: content.minY))
        updateShadowPath()
    }

    /// Draws the corners, the glass and the border the core decided.
    func draw(_ appearance: SheetSurfaceAppearance) {
        self.appearance = appearance
        let radius = CGFloat(appearance.cornerRadius)
        let corners = CACornerMask(appearance.roundedCorners)
        for view in [contentView, stackDimmingView] {
            view.layer.cornerRadius = radius
            view.layer.maskedCorners = corners
        }
        contentView.layer.borderWidth = CGFloat(appearance.borderWidth)
        // Glass under an opaque background: the background's alpha blends the two (a visual
        // effect view itself must stay opaque to render its material).
        backgroundView.alpha = CGFloat(1 - appearance.glassOpacity)
        glassView?.isHidden = appearance.glassOpacity <= 0
        shapeGlass(radius: appearance.cornerRadius, corners: appearance.roundedCorners)
        updateShadowPath()
    }

    /// Gives the glass its own shape (its rim and highlights follow its corner configuration,
    /// not the clipping of its superview).
    private func shapeGlass(radius: Double, corners: SheetCorners) {
        #if canImport(UIKit, _version: 9000)
        if #available(iOS 26.0, *), let glassView {
            func corner(_ corner: SheetCorners) -> UICornerRadius { .fixed(corners.contains(corner) ? radius : 0) }
            glassView.cornerConfiguration = .corners(topLeftRadius: corner(.minXMinY), topRightRadius: corner(.maxXMinY),
                                                     bottomLeftRadius: corner(.minXMaxY), bottomRightRadius: corner(.maxXMaxY))
        }
        #endif
    }

    /// Steps the sheet back (or forward): its transform and overlay from the core.
    func applyStackEffect(_ effect: SheetStackEffect, translation: SheetPoint) {
        transform = CGAffineTransform(translationX: CGFloat(translation.x), y: CGFloat(translation.y))
            .scaledBy(x: CGFloat(effect.scale), y: CGFloat(effect.scale))
        stackDimmingView.alpha = CGFloat(effect.dimmingAlpha)
    }

    /// Casts ``shadow`` when ``showsShadow``, none otherwise.
    private func applyShadow() {
        layer.shadowOpacity = showsShadow ? Float(shadow.opacity) : 0
        layer.shadowRadius = CGFloat(shadow.radius)
        layer.shadowOffset = CGSize(width: shadow.offsetX, height: shadow.offsetY)
        updateShadowPath()
    }

    private func updateShadowPath() {
        let radius = CGFloat(appearance?.cornerRadius ?? 0)
        let corners = UIRectCorner(rawValue: UInt(appearance?.roundedCorners.rawValue ?? 0))
        layer.shadowPath = showsShadow
            ? UIBezierPath(roundedRect: bounds, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius)).cgPath
            : nil
    }

    // UIKit declares the escape action outside the main actor but calls it on it.
    override func accessibilityPerformEscape() -> Bool {
        MainActor.assumeIsolated { onEscape?() ?? false }
    }
}
/// A view that says when UIKit changes its `safeAreaInsets` (`safeAreaInsetsDidChange()`).
@MainActor
final class SafeAreaReportingView: UIView {
    /// Called after each change of the view's safe area.
    var onSafeAreaChange: (() -> Void)?

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        onSafeAreaChange?()
    }
}
#endif
