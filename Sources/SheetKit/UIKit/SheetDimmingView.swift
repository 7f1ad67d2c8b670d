#if canImport(UIKit)
@preconcurrency import UIKit

/// The backdrop behind a sheet: a dimming color whose alpha follows the engine's dimming
/// curve, over a blur whose strength follows its blur (`DimmingCurve`); a tap on it is
/// reported; at undimmed detents touches pass through to the presenting view.
///
/// The view itself stays opaque to hit testing (alpha 1, clear): the color is a subview whose
/// alpha changes, and the blur is a `UIVisualEffectView` beside it, never under a view with
/// alpha below 1 (UIVisualEffectView.h: "If alpha is less than 1 on the UIVisualEffectView or
/// any of its superviews, many effects will look incorrect or won't show up at all").
@MainActor
final class SheetDimmingView: UIView {
    /// Called when the dimmed area is tapped.
    var onTap: (() -> Void)?
    /// Whether touches go to the presenting content instead of the dimming view.
    var passesTouchesThrough = false
    /// The view that receives passed-through touches (the presenting view).
    weak var passthroughView: UIView?

    /// The dimming color at full dimming.
    var dimmingColor: UIColor? {
        get { colorView.backgroundColor }
        set { colorView.backgroundColor = newValue }
    }

    /// The dimming alpha, 0...1: the color's share.
    var dimmingAlpha: CGFloat {
        get { colorView.alpha }
        set { colorView.alpha = newValue }
    }

    /// The blur's style at full strength. Changing it rebuilds the blur at the same fraction.
    var blurStyle: UIBlurEffect.Style = .regular {
        didSet {
            guard blurStyle != oldValue else { return }
            rebuildBlur()
        }
    }

    /// The blur's strength, 0...1: the fraction of ``blurStyle``'s effect shown.
    var blurFraction: CGFloat = 0 {
        didSet { showBlur() }
    }

    private let colorView = UIView()
    /// The blur, made when a fraction above 0 first shows in a window; `nil` before and after.
    private var blur: BackdropBlur?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        colorView.isUserInteractionEnabled = false
        colorView.frame = bounds
        colorView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        colorView.alpha = 0
        addSubview(colorView)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        isAccessibilityElement = false
        // A paused animator's effect is not guaranteed to survive the app's trip to the
        // background (UIKit may tear down and restore render state): built again on return.
        NotificationCenter.default.addObserver(self, selector: #selector(applicationWillEnterForeground),
                                               name: UIApplication.willEnterForegroundNotification, object: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    @objc private func tapped() { onTap?() }

    @objc private func applicationWillEnterForeground() { rebuildBlur() }

    /// A change between light and dark (or of contrast) builds the blur again, so its material
    /// resolves for the new appearance at the same fraction.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { rebuildBlur() }
    }

    /// Tears the blur down and shows ``blurFraction`` again with a new one.
    private func rebuildBlur() {
        blur?.tearDown()
        blur = nil
        showBlur()
    }

    /// At undimmed detents the hit test answers with the presenting view's own hit view, so
    /// touches reach it although the presentation's container lies above it. A touch the
    /// presenting view does not take goes to what lies under the container in its superview,
    /// front to back, as ``TouchPassThrough`` decides: an undimmed SheetKit presentation and
    /// the app's screen are asked; a dimmed one or another presentation stops the search.
    /// (Only views behind the container are asked, so no hit test comes back here.)
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard passesTouchesThrough else { return super.hitTest(point, with: event) }
        if let target = passthroughView, let hit = target.hitTest(convert(point, to: target), with: event) { return hit }
        guard let container = superview, let host = container.superview,
              let index = host.subviews.firstIndex(of: container) else { return nil }
        let appScreen = window?.rootViewController?.viewIfLoaded
        for below in host.subviews[..<index].reversed() where !below.isHidden && below.isUserInteractionEnabled && below !== passthroughView {
            let dimming = below.subviews.lazy.compactMap { $0 as? SheetDimmingView }.first
            let underlying: TouchPassThrough.Underlying = dimming.map { $0.passesTouchesThrough ? .passingSheet : .dimmedSheet }
                ?? (appScreen.map { $0.isDescendant(of: below) } == true ? .appScreen : .otherPresentation)
            guard TouchPassThrough.step(at: underlying) == .ask else { return nil }
            if let hit = below.hitTest(convert(point, to: below), with: event) { return hit }
        }
        return nil
    }

    /// The animator lives only while the view is in a window: leaving it (a dismissal, a panel
    /// removed or covered by another tab) tears the blur down, and coming back builds it again
    /// at the fraction last set. An animation that left the window may not come back with it.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            blur?.tearDown()
            blur = nil
        } else {
            showBlur()
        }
    }

    /// Shows ``blurFraction``: builds the blur on the first fraction above 0 in a window.
    private func showBlur() {
        if blur == nil, blurFraction > 0, window != nil {
            let made = BackdropBlur(style: blurStyle)
            made.effectView.frame = bounds
            insertSubview(made.effectView, belowSubview: colorView)
            blur = made
        }
        blur?.show(fraction: blurFraction)
    }
}

/// A blur whose strength is a number: a `UIVisualEffectView` and a paused
/// `UIViewPropertyAnimator` that animates its effect from none to a `UIBlurEffect`; the
/// strength is the animator's `fractionComplete`. (Animating the effect view's alpha instead
/// would break the effect; see ``SheetDimmingView``.)
@MainActor
private final class BackdropBlur {
    /// Holds the animator outside the main actor, so that one released without
    /// ``tearDown()`` (a window that goes away with the view in it) is still stopped first.
    private final class Storage: @unchecked Sendable {
        let animator: UIViewPropertyAnimator
        init(_ animator: UIViewPropertyAnimator) { self.animator = animator }
        deinit {
            // Views, and so this, are released on the main thread.
            MainActor.assumeIsolated { BackdropBlur.stop(animator) }
        }
    }

    let effectView = UIVisualEffectView(effect: nil)
    private let storage: Storage
    private var animator: UIViewPropertyAnimator { storage.animator }

    init(style: UIBlurEffect.Style) {
        effectView.isUserInteractionEnabled = false
        effectView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let effectView = effectView
        // The duration and curve do not matter: the animator never runs, it is only scrubbed.
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { effectView.effect = UIBlurEffect(style: style) }
        // Scrubbed to 1, a paused animator stays paused instead of completing
        // (UIViewPropertyAnimator.h, pausesOnCompletion: "pause on completion instead of
        // transitioning to the .inactive state").
        animator.pausesOnCompletion = true
        animator.pauseAnimation()
        storage = Storage(animator)
    }

    /// Shows `fraction` (clamped into 0...1) of the effect; hides the view at 0.
    func show(fraction: CGFloat) {
        let fraction = min(max(fraction, 0), 1)
        guard animator.state == .active else { return }
        animator.fractionComplete = fraction
        effectView.isHidden = fraction <= 0
    }

    /// Stops the animator and takes the view out.
    func tearDown() {
        Self.stop(animator)
        effectView.effect = nil
        effectView.removeFromSuperview()
    }

    /// Stops `animator` if it is paused or running (finishes it if stopped). A paused animator
    /// must be stopped before it is released (UIKit raises "It is an error to release a paused or stopped property
    /// animator"); `stopAnimation(true)` makes it inactive at once (UIViewAnimating.h: "If
    /// withoutFinishing == YES, then the animator immediately becomes inactive"), leaving the
    /// effect where it was.
    static func stop(_ animator: UIViewPropertyAnimator) {
        switch animator.state {
        case .active: animator.stopAnimation(true)
        case .stopped: animator.finishAnimation(at: .current)
        case .inactive: break
        @unknown default: break
        }
    }
}
#endif
