#if canImport(UIKit)
@preconcurrency import UIKit

// The world around the sheet: the container's geometry and traits, the keyboard, the
// accessibility settings, and the app going to the background and back.
extension SheetViewDriver {
    func observeEnvironment() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                           name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(self, selector: #selector(reduceMotionStatusDidChange),
                           name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        center.addObserver(self, selector: #selector(didEnterBackground),
                           name: UIApplication.didEnterBackgroundNotification, object: nil)
        center.addObserver(self, selector: #selector(willEnterForeground),
                           name: UIApplication.willEnterForegroundNotification, object: nil)
    }

    /// The container as the core sees it: size, safe area, layout direction, display scale,
    /// size classes, the content's fitting length and preferred size, and the popover's
    /// source rectangle (the keyboard has its own event).
    /// - Parameters:
    ///   - size: The container's size.
    ///   - safeAreaInsets: Its safe-area insets.
    ///   - traits: The traits the sheet lays out for.
    ///   - sourceRect: The rectangle a popover points at, in the container's coordinates.
    func describeContainer(size: CGSize, safeAreaInsets: SheetInsets, traits: UITraitCollection, sourceRect: CGRect?) -> SheetContainer {
        let content = owner?.sheetContent
        let preferred = content?.preferredContentSize ?? .zero
        return SheetContainer(
            size: SheetSize(size),
            safeAreaInsets: safeAreaInsets,
            layoutDirection: LayoutDirection(owner?.sheetContainerView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight),
            displayScale: Double(traits.displayScale),
            widthClass: WidthClass(traits.horizontalSizeClass),
            contentFittingLength: configuration.needsContentFittingLength ? measuredContentLength(in: size) : nil,
            heightClass: HeightClass(traits.verticalSizeClass),
            preferredContentSize: SheetSize(preferred),
            sourceRect: sourceRect.map(SheetRect.init))
    }

    /// The presented content's fitting length along the axis, without the safe area at the
    /// attached edge: its preferred content size when it has one, Auto Layout's fitting size
    /// otherwise.
    private func measuredContentLength(in bounds: CGSize) -> Double {
        let edge = owner?.lifecycle.engine.layout.edge ?? .bottom
        let axis = edge.axis
        let content = owner?.sheetContent
        let preferred = content?.preferredContentSize ?? .zero
        let view = content?.view ?? UIView()
        let compressed = UIView.layoutFittingCompressedSize
        let target = axis.fittingTarget(containerWidth: Double(bounds.width), containerHeight: Double(bounds.height),
                                        compressed: (Double(compressed.width), Double(compressed.height)))
        let fitted = view.systemLayoutSizeFitting(
            CGSize(width: target.width, height: target.height),
            withHorizontalFittingPriority: target.fixesWidth ? .required : .fittingSizeLevel,
            verticalFittingPriority: target.fixesWidth ? .fittingSizeLevel : .required)
        let safeArea = edge.attachedInset(of: SheetInsets(view.safeAreaInsets))
        let preferredLength = axis.along(x: Double(preferred.width), y: Double(preferred.height))
        return preferredLength > 0 ? preferredLength : axis.along(x: Double(fitted.width), y: Double(fitted.height)) - safeArea
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let containerView = owner?.sheetContainerView, let content = owner?.sheetContent,
              let screen = containerView.window?.screen,
              let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let frame = containerView.convert(end, from: screen.coordinateSpace)
        let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0
        owner?.handle(.keyboardWillChange(covered: SheetInsets.covered(by: SheetRect(frame), in: SheetSize(containerView.bounds.size)),
                                          ownsKeyboard: Self.containsFirstResponder(content.view),
                                          duration: duration, time: CACurrentMediaTime()))
    }

    private static func containsFirstResponder(_ view: UIView) -> Bool {
        view.isFirstResponder || view.subviews.contains(where: containsFirstResponder)
    }

    @objc private func reduceMotionStatusDidChange() {
        owner?.handle(.configurationChanged(effectiveConfiguration, animated: false, time: CACurrentMediaTime()))
    }

    @objc private func didEnterBackground() {
        owner?.handle(.didEnterBackground(time: CACurrentMediaTime()))
    }

    @objc private func willEnterForeground() {
        owner?.handle(.willEnterForeground(time: CACurrentMediaTime()))
    }
}
#endif
