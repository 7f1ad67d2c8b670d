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

    /// Describes the container to the engine and lays the sheet out; the engine keeps the
    /// selected detent through size, trait and keyboard changes.
    func refreshContainer() {
        guard let containerView else { return }
        let container = SheetContainer(
            size: SheetSize(containerView.bounds.size),
            safeAreaInsets: SheetInsets(containerView.safeAreaInsets),
            obstructionInsets: keyboardInsets,
            layoutDirection: LayoutDirection(containerView.effectiveUserInterfaceLayoutDirection),
            displayScale: Double(traitCollection.displayScale),
            widthClass: WidthClass(traitCollection.horizontalSizeClass),
            contentFittingLength: measuredContentLength())
        if container != engine.layout.container {
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

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let containerView, let screen = containerView.window?.screen,
              let info = notification.userInfo,
              let end = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let frame = containerView.convert(end, from: screen.coordinateSpace)
        keyboardInsets = SheetInsets.covered(by: SheetRect(frame), in: SheetSize(containerView.bounds.size))
        let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 7
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
            MainActor.assumeIsolated { self.refreshContainer() }
        }
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
            engine.allowsDismissal = userMayDismiss()
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
