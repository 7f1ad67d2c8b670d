#if canImport(UIKit)
@preconcurrency import UIKit

/// Translation of an edge pan that presents the sheet, buffered until the presentation's
/// container exists (UIKit may start the transition a run-loop turn after `present`).
struct InteractivePresentationFeed {
    /// The pan's total translation as an extent, in points.
    var translation: Double = 0
    /// The part of ``translation`` already sent to the engine, in points.
    var sentTranslation: Double = 0
    /// Whether the engine has been told that the drag began.
    var hasBegun = false
    /// The release velocity (points per second, extent units) once the pan ended.
    var releaseVelocity: Double?
    /// Whether the pan is being fed at all.
    var isActive = false
}

// The world around the sheet: container geometry, keyboard, traits, accessibility settings,
// and the edge pan of an interactive presentation.
extension SheetPresentationController {
    func observeEnvironment() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                           name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(self, selector: #selector(reduceMotionStatusDidChange),
                           name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    /// Resolves the detents again, like `UISheetPresentationController.invalidateDetents()`:
    /// fits-content detents are measured anew and custom resolvers are called again. Call it
    /// when what a custom detent depends on changed. The sheet moves to its selected detent's
    /// new extent at once.
    public func invalidateDetents() {
        refreshContainer(resolvingAgain: true)
    }

    /// Describes the container to the engine and lays the sheet out; the engine keeps the
    /// selected detent through size, trait and keyboard changes.
    /// - Parameter resolvingAgain: Whether to resolve the detents even when the container
    ///   looks the same (a custom resolver's inputs changed).
    func refreshContainer(resolvingAgain: Bool = false) {
        guard let containerView else { return }
        let container = SheetContainer(
            size: SheetSize(containerView.bounds.size),
            safeAreaInsets: SheetInsets(containerView.safeAreaInsets),
            obstructionInsets: keyboardInsets,
            layoutDirection: LayoutDirection(containerView.effectiveUserInterfaceLayoutDirection),
            displayScale: Double(traitCollection.displayScale),
            widthClass: WidthClass(traitCollection.horizontalSizeClass),
            contentFittingLength: measuredContentLength())
        if resolvingAgain || container != engine.layout.container {
            send(.updateContainer(container))
        } else {
            layoutSheet()
        }
        surface.roundedCorners = engine.layout.edge.innerCorners
    }

    /// The presented content's fitting length along the axis, without the safe area at the
    /// attached edge, when a fits-content detent needs it.
    private func measuredContentLength() -> Double? {
        guard configuration.needsContentFittingLength, let containerView else { return nil }
        let axis = engine.layout.edge.axis
        let preferred = presentedViewController.preferredContentSize
        let preferredLength = axis.along(x: Double(preferred.width), y: Double(preferred.height))
        if preferredLength > 0 { return preferredLength }
        let view: UIView = presentedViewController.view
        let compressed = UIView.layoutFittingCompressedSize
        let fitted: CGSize
        if axis == .vertical {
            fitted = view.systemLayoutSizeFitting(CGSize(width: containerView.bounds.width, height: compressed.height),
                                                  withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        } else {
            fitted = view.systemLayoutSizeFitting(CGSize(width: compressed.width, height: containerView.bounds.height),
                                                  withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .required)
        }
        let safeArea = engine.layout.edge.attachedInset(of: SheetInsets(view.safeAreaInsets))
        return axis.along(x: Double(fitted.width), y: Double(fitted.height)) - safeArea
    }

    /// Stops listening to the keyboard and the accessibility settings.
    func stopObservingEnvironment() {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard !isTornDown, let containerView, let screen = containerView.window?.screen,
              let info = notification.userInfo,
              let end = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let frame = containerView.convert(end, from: screen.coordinateSpace)
        let covered = SheetInsets.covered(by: SheetRect(frame), in: SheetSize(containerView.bounds.size))
        // Only the sheet's own keyboard moves it: one that a text field inside it brought up
        // (not one of a sheet stacked on it, or of the presenting screen behind an undimmed
        // sheet). A keyboard it already avoids is followed until it goes.
        guard covered == .zero || keyboardInsets != .zero || Self.containsFirstResponder(presentedViewController.view) else {
            return
        }
        keyboardInsets = covered
        let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 7
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
            MainActor.assumeIsolated { self.refreshContainer() }
        }
    }

    private static func containsFirstResponder(_ view: UIView) -> Bool {
        view.isFirstResponder || view.subviews.contains(where: containsFirstResponder)
    }

    @objc private func reduceMotionStatusDidChange() {
        send(.updateConfiguration(effectiveConfiguration, animated: false, time: CACurrentMediaTime()))
    }

    // MARK: Interactive presentation

    /// Follows an edge pan that presents the sheet.
    /// - Parameters:
    ///   - translation: The pan's total translation along the sheet's axis, as an extent, in points.
    ///   - releaseVelocity: When the pan ended, its velocity as an extent rate, in points per second.
    func followPresentingPan(translation: Double, releaseVelocity: Double?) {
        interactivePresentationFeed.isActive = true
        interactivePresentationFeed.translation = translation
        if let releaseVelocity { interactivePresentationFeed.releaseVelocity = releaseVelocity }
        replayPresentingPan()
    }

    /// Sends the buffered edge pan to the engine once the container exists.
    func replayPresentingPan() {
        guard interactivePresentationFeed.isActive, containerView != nil else { return }
        let now = CACurrentMediaTime()
        if !interactivePresentationFeed.hasBegun {
            interactivePresentationFeed.hasBegun = true
            // Cancelling a presentation needs no permission; a later drag asks for its own.
            engine.allowsDismissal = !isDismissalBlocked
            send(.dragBegan(time: now))
        }
        let delta = interactivePresentationFeed.translation - interactivePresentationFeed.sentTranslation
        interactivePresentationFeed.sentTranslation = interactivePresentationFeed.translation
        if delta != 0 { send(.dragChanged(delta: delta, time: now, scroll: nil)) }
        if let velocity = interactivePresentationFeed.releaseVelocity {
            interactivePresentationFeed = InteractivePresentationFeed()
            send(.dragEnded(velocity: velocity, time: now))
        }
    }
}
#endif
