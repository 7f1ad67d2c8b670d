#if canImport(UIKit)
@preconcurrency import UIKit

// The world around the sheet: the container's geometry and traits, the keyboard, the
// accessibility settings, and the app going to the background and back.
extension SheetPresentationController {
    func observeEnvironment() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                           name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(self, selector: #selector(reduceMotionStatusDidChange),
                           name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        center.addObserver(self, selector: #selector(glassSettingsDidChange),
                           name: UIAccessibility.reduceTransparencyStatusDidChangeNotification, object: nil)
        center.addObserver(self, selector: #selector(glassSettingsDidChange),
                           name: UIAccessibility.darkerSystemColorsStatusDidChangeNotification, object: nil)
        center.addObserver(self, selector: #selector(didEnterBackground),
                           name: UIApplication.didEnterBackgroundNotification, object: nil)
        center.addObserver(self, selector: #selector(willEnterForeground),
                           name: UIApplication.willEnterForegroundNotification, object: nil)
    }

    /// The container as the core sees it: size, safe area, layout direction, display scale,
    /// size class, the content's fitting length and what the system allows of Liquid Glass
    /// (the keyboard has its own event).
    func describeContainer() -> SheetContainer {
        let bounds = containerView?.bounds.size ?? .zero
        return SheetContainer(
            size: SheetSize(bounds),
            safeAreaInsets: SheetInsets(containerView?.safeAreaInsets ?? .zero),
            layoutDirection: LayoutDirection(containerView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight),
            displayScale: Double(traitCollection.displayScale),
            widthClass: WidthClass(traitCollection.horizontalSizeClass),
            contentFittingLength: configuration.needsContentFittingLength ? measuredContentLength(in: bounds) : nil,
            glass: glassEnvironment())
    }

    /// What the running system, the app and the accessibility settings allow of the iOS 26
    /// design (the rule is ``GlassEnvironment/isDesignAvailable(runtimeMajorVersion:sdkMajorVersion:requiresCompatibility:)``).
    private func glassEnvironment() -> GlassEnvironment {
        GlassEnvironment(
            isGlassAvailable: GlassEnvironment.isDesignAvailable(
                runtimeMajorVersion: ProcessInfo.processInfo.operatingSystemVersion.majorVersion,
                sdkMajorVersion: Self.sdkMajorVersion, requiresCompatibility: Self.requiresDesignCompatibility),
            reduceTransparency: UIAccessibility.isReduceTransparencyEnabled,
            increaseContrast: UIAccessibility.isDarkerSystemColorsEnabled,
            displayCornerRadius: displayCornerRadius())
    }

    /// The major version of the iOS SDK this library is built with, from UIKit's module
    /// version (7439.x in the iOS 17.4 SDK, 8000 and later from iOS 18, 9000 and later from
    /// iOS 26).
    private static var sdkMajorVersion: Int {
        #if canImport(UIKit, _version: 9000)
        return 26
        #elseif canImport(UIKit, _version: 8000)
        return 18
        #else
        return 17
        #endif
    }

    /// Whether the app's Info.plist sets `UIDesignRequiresCompatibility` (the app keeps its
    /// pre-iOS 26 appearance).
    private static var requiresDesignCompatibility: Bool {
        Bundle.main.object(forInfoDictionaryKey: "UIDesignRequiresCompatibility") as? Bool ?? false
    }

    /// The display's corner radius in points, where UIKit reports it publicly: on iOS 26, a
    /// view with a container-concentric corner configuration (`UICornerRadius.containerConcentric`,
    /// UICornerRadius.h) that covers the container reports the display's (or the window's)
    /// radius through `effectiveRadius(corner:)` (UIView.h). `nil` before iOS 26 and with
    /// earlier SDKs: the core then assumes ``GlassEnvironment/fallbackDisplayCornerRadius``.
    private func displayCornerRadius() -> Double? {
        #if canImport(UIKit, _version: 9000)
        if #available(iOS 26.0, *), let containerView {
            cornerProbe.frame = containerView.bounds
            cornerProbe.cornerConfiguration = .corners(radius: .containerConcentric())
            return Double(cornerProbe.effectiveRadius(corner: .allCorners))
        }
        #endif
        return nil
    }

    /// The presented content's fitting length along the axis, without the safe area at the
    /// attached edge: its preferred content size when it has one, Auto Layout's fitting size
    /// otherwise.
    private func measuredContentLength(in bounds: CGSize) -> Double {
        let axis = lifecycle.engine.layout.edge.axis
        let preferred = presentedViewController.preferredContentSize
        let view: UIView = presentedViewController.view
        let compressed = UIView.layoutFittingCompressedSize
        let target = axis.fittingTarget(containerWidth: Double(bounds.width), containerHeight: Double(bounds.height),
                                        compressed: (Double(compressed.width), Double(compressed.height)))
        let fitted = view.systemLayoutSizeFitting(
            CGSize(width: target.width, height: target.height),
            withHorizontalFittingPriority: target.fixesWidth ? .required : .fittingSizeLevel,
            verticalFittingPriority: target.fixesWidth ? .fittingSizeLevel : .required)
        let safeArea = lifecycle.engine.layout.edge.attachedInset(of: SheetInsets(view.safeAreaInsets))
        let preferredLength = axis.along(x: Double(preferred.width), y: Double(preferred.height))
        return preferredLength > 0 ? preferredLength : axis.along(x: Double(fitted.width), y: Double(fitted.height)) - safeArea
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let containerView, let screen = containerView.window?.screen,
              let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let frame = containerView.convert(end, from: screen.coordinateSpace)
        let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0
        handle(.keyboardWillChange(covered: SheetInsets.covered(by: SheetRect(frame), in: SheetSize(containerView.bounds.size)),
                                   ownsKeyboard: Self.containsFirstResponder(presentedViewController.view),
                                   duration: duration, time: CACurrentMediaTime()))
    }

    private static func containsFirstResponder(_ view: UIView) -> Bool {
        view.isFirstResponder || view.subviews.contains(where: containsFirstResponder)
    }

    @objc private func reduceMotionStatusDidChange() {
        handle(.configurationChanged(effectiveConfiguration, animated: false, time: CACurrentMediaTime()))
    }

    /// Reduce Transparency or Increase Contrast changed: the surface's material follows.
    @objc private func glassSettingsDidChange() {
        handle(.containerChanged(describeContainer()))
    }

    @objc private func didEnterBackground() {
        handle(.didEnterBackground(time: CACurrentMediaTime()))
    }

    @objc private func willEnterForeground() {
        handle(.willEnterForeground(time: CACurrentMediaTime()))
    }

    /// Follows an edge pan that presents the sheet (``SheetEdgePanPresenter``).
    /// - Parameter translation: The pan's total translation along the sheet's axis, as an
    ///   extent, in points.
    func followPresentingPan(translation: Double) {
        handle(.edgePanChanged(translation: translation, time: CACurrentMediaTime()))
    }

    /// The edge pan presenting the sheet ended.
    /// - Parameters:
    ///   - translation: Its last total translation, as an extent, in points.
    ///   - velocity: Its velocity as an extent rate, in points per second (0 when cancelled).
    func endPresentingPan(translation: Double, velocity: Double) {
        followPresentingPan(translation: translation)
        handle(.edgePanEnded(velocity: velocity, time: CACurrentMediaTime()))
    }
}
#endif
