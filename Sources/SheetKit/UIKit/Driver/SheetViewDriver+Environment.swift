#if canImport(UIKit)
@preconcurrency import UIKit

// The world around the sheet: the container's geometry and traits, the keyboard, the
// accessibility settings (the runner hears the app going to the background and back).
extension SheetViewDriver {
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
    }

    /// The container as the core sees it: size, safe area, layout direction, display scale,
    /// size classes, text size and Bold Text, the content's fitting length and preferred size,
    /// the popover's source rectangle, and what the system allows of Liquid Glass (the keyboard
    /// has its own event).
    /// - Parameters:
    ///   - size: The container's size.
    ///   - safeAreaInsets: Its safe-area insets.
    ///   - traits: The traits the sheet lays out for.
    ///   - sourceRect: The rectangle a popover points at, in the container's coordinates.
    func describeContainer(size: CGSize, safeAreaInsets: SheetInsets, traits: UITraitCollection, sourceRect: CGRect?) -> SheetContainer {
        let content = owner?.sheetContent
        let preferred = content?.preferredContentSize ?? .zero
        var container = SheetContainer(
            size: SheetSize(size),
            safeAreaInsets: safeAreaInsets,
            layoutDirection: ReadingDirection(owner?.sheetContainerView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight),
            displayScale: Double(traits.displayScale),
            widthClass: WidthClass(traits.horizontalSizeClass),
            contentFittingLength: nil,
            glass: glassEnvironment(),
            heightClass: HeightClass(traits.verticalSizeClass),
            preferredContentSize: SheetSize(preferred),
            sourceRect: sourceRect.map(SheetRect.init),
            contentSizeCategory: traits.preferredContentSizeCategory.rawValue,
            prefersBoldText: traits.legibilityWeight == .bold)
        if configuration.needsContentFittingLength {
            container.contentFittingLength = contentLength(in: container, traits: traits)
        }
        return container
    }

    /// The content's own layout may have changed where the measurement key cannot show it
    /// (``ContentMeasure/contentRevision``): the next container description measures it again.
    func contentLayoutChanged() {
        guard configuration.needsContentFittingLength else { return }
        contentRevision += 1
        owner?.setNeedsContainerDescription()
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
    /// radius through `effectiveRadius(corner:)` (UIView.h); concentric, so a container whose
    /// corners lie inside the display's (a panel's, inset above a tab bar) reports less.
    /// `nil` before iOS 26 and with earlier SDKs: the core then assumes
    /// ``GlassEnvironment/fallbackDisplayCornerRadius``.
    private func displayCornerRadius() -> Double? {
        #if canImport(UIKit, _version: 9000)
        if #available(iOS 26.0, *), let containerView = owner?.sheetContainerView {
            return displayCornerRadii.value(for: SheetSize(containerView.bounds.size)) {
                cornerProbe.frame = containerView.bounds
                cornerProbe.cornerConfiguration = .corners(radius: .containerConcentric())
                return Double(cornerProbe.effectiveRadius(corner: .allCorners))
            }
        }
        #endif
        return nil
    }

    /// The content's fitting length in `container`, measured again only when its
    /// ``ContentMeasure`` key changed (the container, the edge, the length across the axis the
    /// content is laid out at, its preferred size, the text size, Bold Text, or the content's
    /// own layout revision) or the app invalidated the detents
    /// (``SheetPresentationController/invalidateDetents()``) (review B12: a sheet resizing
    /// during a rubber band makes the container lay out on every frame, and Auto Layout over a
    /// whole form is not free).
    private func contentLength(in container: SheetContainer, traits: UITraitCollection) -> Double {
        // The configuration's edge, not the engine's: a new configuration is described before
        // the engine has it.
        let edge = configuration.edge.resolved(for: container.layoutDirection)
        let across = configuration.contentAcrossLength(in: container)
        let key = ContentMeasure(containerSize: container.size, edge: edge, acrossLength: across,
                                 preferredContentSize: container.preferredContentSize ?? SheetSize(width: 0, height: 0),
                                 contentSizeCategory: traits.preferredContentSizeCategory.rawValue,
                                 legibilityWeight: traits.legibilityWeight.rawValue, contentRevision: contentRevision)
        return contentLengths.value(for: key) {
            // Under the iOS 26 design the fits-content detent may float narrower: measured
            // again at that width when it differs.
            let length = measuredContentLength(along: edge, across: across)
            let floating = configuration.contentAcrossLength(in: container, provisionalFittingLength: length)
            return floating == across ? length : measuredContentLength(along: edge, across: floating)
        }
    }

    /// The presented content's fitting length along `edge`'s axis when laid out `across` points
    /// across it, without the safe area at the attached edge: its preferred content size when
    /// it has one, Auto Layout's fitting size otherwise.
    private func measuredContentLength(along edge: ResolvedEdge, across: Double) -> Double {
        let axis = edge.axis
        let content = owner?.sheetContent
        let preferred = content?.preferredContentSize ?? .zero
        let view = content?.view ?? UIView()
        let fitted = view.fittingSize(along: axis, across: across)
        return axis.contentFittingLength(preferred: (Double(preferred.width), Double(preferred.height)),
                                         fitted: (Double(fitted.width), Double(fitted.height)),
                                         attachedSafeArea: edge.attachedInset(of: SheetInsets(view.safeAreaInsets)))
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0
        reportKeyboard(frame: { container in
            end.flatMap { end in container.window.map { container.convert(end, from: $0.screen.coordinateSpace) } }
        }) { .keyboardWillChange(covered: $0, ownsKeyboard: $1, duration: duration, time: $2) }
    }

    /// The keyboard layout guide moved: the probe's frame is what the keyboard covers.
    func keyboardGuideMoved(_ frame: CGRect, inAnimation: Bool) {
        reportKeyboard(frame: { _ in frame }) { .keyboardTracked(covered: $0, ownsKeyboard: $1, inAnimation: inAnimation, time: $2) }
    }

    /// Tells the lifecycle about a keyboard frame, as `event` builds it from what the keyboard
    /// covers at the container's edges, whether the first responder is in the sheet, and now.
    /// - Parameters:
    ///   - frame: The keyboard's frame in the container view's coordinates; `nil` when unknown.
    ///   - event: The event for what it covers, whether the sheet owns it, and the time.
    private func reportKeyboard(frame: (UIView) -> CGRect?,
                                _ event: (_ covered: SheetInsets, _ ownsKeyboard: Bool, _ time: Double) -> SheetLifecycleEvent) {
        guard let containerView = owner?.sheetContainerView, let content = owner?.sheetContent,
              let frame = frame(containerView) else { return }
        send(event(SheetInsets.covered(by: SheetRect(frame), in: SheetSize(containerView.bounds.size)),
                            Self.keyboardOwner(in: content) != nil, CACurrentMediaTime()))
    }

    /// The first responder when the keyboard is the sheet's: a view in `controller`'s view,
    /// `controller` or a child at any depth (the chat pattern: a controller that becomes first
    /// responder to dock its composer as `inputAccessoryView`, often inside a navigation
    /// controller), or a view in such a controller's accessory view, which UIKit hosts in the
    /// keyboard's window (review of 2026-11-28: such a sheet never avoided its own keyboard,
    /// and a hidden panel kept it). `nil` when the keyboard is not the sheet's.
    static func keyboardOwner(in controller: UIViewController) -> UIResponder? {
        if let view = controller.viewIfLoaded.flatMap(firstResponder(in:)) { return view }
        if controller.isFirstResponder { return controller }
        // Read only from a controller that can dock one: the getter may build it.
        if controller.canBecomeFirstResponder, let accessory = controller.inputAccessoryView,
           let view = firstResponder(in: accessory) {
            return view
        }
        return controller.children.lazy.compactMap(keyboardOwner(in:)).first
    }

    private static func firstResponder(in view: UIView) -> UIView? {
        view.isFirstResponder ? view : view.subviews.lazy.compactMap(firstResponder(in:)).first
    }

    @objc private func reduceMotionStatusDidChange() {
        send(.configurationChanged(effectiveConfiguration, animated: false, time: CACurrentMediaTime()))
    }

    /// Reduce Transparency or Increase Contrast changed: the surface's material follows.
    @objc private func glassSettingsDidChange() {
        owner.map { send(.containerChanged($0.describeContainer(), time: CACurrentMediaTime())) }
    }
}
#endif
