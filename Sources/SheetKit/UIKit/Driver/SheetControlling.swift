#if canImport(UIKit)
@preconcurrency import UIKit

/// SheetKit's handle on the views, gestures and core a sheet or a panel runs on; it has no
/// public members of its own (use the ``SheetControlling`` properties).
@MainActor
public struct SheetViews {
    let driver: SheetViewDriver
}

/// What a presented sheet (``SheetPresentationController``) and an embedded panel
/// (``SheetPanelController``) have in common: configuration, appearance, observation, state
/// and commands. Code that steers either can be written once against it:
///
/// ```swift
/// let sheet: SheetControlling? = sheetController ?? sheetPanelController
/// sheet?.moveToDetent(.large)
/// ```
@MainActor
public protocol SheetControlling: AnyObject {
    /// The views, gestures and core the sheet runs on.
    var sheetViews: SheetViews { get }
}

extension SheetControlling {
    var driver: SheetViewDriver { sheetViews.driver }

    /// SheetKit's own observer (the SwiftUI bridge), apart from the app's.
    var bridgeObserver: ((SheetNotification) -> Void)? {
        get { driver.bridgeObserver }
        set { driver.bridgeObserver = newValue }
    }

    // MARK: Configuration

    /// The full configuration. Changing it (or any property below that forwards to it)
    /// re-resolves the detents; inside ``animateChanges(_:)`` the sheet moves on its spring. A
    /// configuration equivalent to the current one changes nothing
    /// (``SheetConfiguration/isEquivalent(to:)``).
    public var configuration: SheetConfiguration {
        get { driver.configuration }
        set { driver.configuration = newValue }
    }

    /// The detents the sheet rests at.
    public var detents: [Detent] {
        get { configuration.detents }
        set { configuration.detents = newValue }
    }

    /// The identifier of the selected detent. Setting it moves the sheet there, on the spring
    /// inside ``animateChanges(_:)`` and at once otherwise; before the sheet shows it is the
    /// detent it shows at. An identifier the detents do not have yet is kept until detents
    /// that have it are set (the order of the two writes does not matter, as for
    /// `UISheetPresentationController`), and reads back as written meanwhile; the user's drag
    /// or another selection forgets it.
    /// Setting `nil` changes nothing.
    public var selectedDetentIdentifier: Detent.Identifier? {
        get { driver.owner?.selection }
        set { newValue.map(driver.select) }
    }

    /// The largest detent at which what is behind the sheet stays undimmed and interactive.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? {
        get { configuration.dimming.largestUndimmedDetentIdentifier }
        set { configuration.dimming.largestUndimmedDetentIdentifier = newValue }
    }

    /// What a tap on the dimmed area does.
    public var dimmingTapAction: DimmingTapAction {
        get { configuration.dimmingTapAction }
        set { configuration.dimmingTapAction = newValue }
    }

    /// The sheet's spring for settles and dismissals.
    public var spring: MotionSpring {
        get { configuration.spring }
        set { configuration.spring = newValue }
    }

    /// Whether a selection haptic plays when the user moves the sheet to another detent.
    /// Default `true`.
    public var prefersHapticFeedback: Bool {
        get { configuration.prefersHapticFeedback }
        set { configuration.prefersHapticFeedback = newValue }
    }

    /// The view that shares the finger with the sheet: the only scroll view whose pan runs
    /// together with the sheet's, when it scrolls along the sheet's axis (a drag that starts on
    /// another scroll view either scrolls it or moves the sheet, whichever recognizes first,
    /// usually the scroll view). It shares a drag that starts on it; a drag that starts
    /// elsewhere (the sheet's header) moves the sheet alone. `nil` (the default) finds, at the
    /// start of each drag, the deepest scroll view under the finger that scrolls along the
    /// sheet's axis.
    public var trackedScrollView: UIScrollView? {
        get { driver.trackedScrollView }
        set { driver.trackedScrollView = newValue }
    }

    // MARK: Appearance

    /// Whether the sheet shows a grabber on its inner edge. Default `false`.
    public var prefersGrabberVisible: Bool {
        get { driver.prefersGrabberVisible }
        set { driver.prefersGrabberVisible = newValue }
    }

    /// Insets that keep the content clear of the grabber: 15 pt on the sheet's inner side (top
    /// for a bottom sheet, bottom for a top panel, the side away from a drawer's edge) while
    /// ``prefersGrabberVisible``, zero otherwise. Like UIKit's, the grabber floats over the
    /// content; pin what must not sit under it with these, in `viewWillLayoutSubviews` (the
    /// content lays out again when they change).
    public var grabberContentInsets: UIEdgeInsets { driver.grabberContentInsets }

    /// The radius of the classic sheet's corners, in points. Default 16. It sets
    /// `configuration.surface.classicCornerRadius` (see ``SheetGlassConfiguration``: a value
    /// that is not finite or is negative becomes 16, one above 10 000 becomes 10 000). Where
    /// the iOS 26 design is in effect the corners are concentric with the display instead, as
    /// the system sheet's are: the display's radius where the container's corners are
    /// (smaller for a panel whose container is inset from the display's corners) less the
    /// floating inset, at least ``SheetGlassConfiguration/minimumCornerRadius``.
    public var preferredCornerRadius: CGFloat {
        get { CGFloat(configuration.surface.classicCornerRadius) }
        set { configuration.surface.classicCornerRadius = Double(newValue) }
    }

    /// The sheet's material where the iOS 26 design is in effect: ``SheetSurfaceStyle/automatic``
    /// (the default, as the system sheet: Liquid Glass while it floats at partial detents,
    /// opaque at its largest), ``SheetSurfaceStyle/glass`` or ``SheetSurfaceStyle/opaque``.
    /// Before iOS 26, in apps built with an earlier SDK, in apps that set
    /// `UIDesignRequiresCompatibility`, and with Reduce Transparency or Increase Contrast on,
    /// the sheet is opaque. Glass shows through the content only where that content is clear:
    /// give its view (and its lists' cells) a clear background. It sets
    /// `configuration.surface.style`.
    public var surfaceStyle: SheetSurfaceStyle {
        get { configuration.surface.style }
        set { configuration.surface.style = newValue }
    }

    /// The grabber's color. Default `.tertiaryLabel`, UIKit's grabber color; its size and
    /// place are the configuration's ``SheetLayoutOptions/grabber``
    /// (`configuration.layout.grabber`).
    public var grabberColor: UIColor {
        get { driver.surface.grabber.color }
        set { driver.surface.grabber.color = newValue }
    }

    /// Whether the sheet casts a shadow. Default `false` for a presented sheet (the dimming
    /// sets it apart), `true` for a panel.
    public var showsShadow: Bool {
        get { driver.surface.showsShadow }
        set { driver.surface.showsShadow = newValue }
    }

    /// The shadow cast when ``showsShadow``: opacity, blur radius and offset. Default
    /// ``SheetShadow/standard``.
    public var shadow: SheetShadow {
        get { driver.surface.shadow }
        set { driver.surface.shadow = newValue }
    }

    /// The border's color, dynamic colors resolved for light, dark and increased contrast.
    /// Default `.opaqueSeparator`. Its width is the configuration's
    /// ``SheetGlassConfiguration/borderWidth`` (`configuration.surface.borderWidth`; 0, none,
    /// by default) or, with Increase Contrast, at least
    /// ``SheetGlassConfiguration/increasedContrastBorderWidth``.
    public var borderColor: UIColor {
        get { driver.surface.borderColor }
        set { driver.surface.borderColor = newValue }
    }

    /// The shadow's color. Default black.
    public var shadowColor: UIColor {
        get { driver.surface.layer.shadowColor.map(UIColor.init(cgColor:)) ?? .black }
        set { driver.surface.layer.shadowColor = newValue.cgColor }
    }

    /// The sheet's opaque background color. Default `.systemBackground`. Where the sheet is
    /// Liquid Glass it lies over the glass, fading out as the glass shows (see
    /// ``surfaceStyle``).
    public var backgroundColor: UIColor? {
        get { driver.surface.fillColor }
        set { driver.surface.fillColor = newValue }
    }

    /// The dimming color at full dimming. Default black at 40 % opacity.
    public var dimmingColor: UIColor {
        get { driver.dimmingColor }
        set { driver.dimmingColor = newValue }
    }

    /// The blur behind the sheet at full strength, where the configuration blurs
    /// (``DimmingConfiguration/blurByDetent``, `configuration.dimming.blurByDetent`: the
    /// strength per detent, 0...1, following the sheet between detents). Default `.regular`,
    /// which follows light and dark mode. SheetKit draws this backdrop itself, under the
    /// dimming color, on every iOS version; it is not the system sheet's per-detent
    /// `backgroundEffect` (iOS 26.1), which styles the sheet's own background.
    ///
    /// ```swift
    /// sheet.configuration.dimming.blurByDetent = [.medium: 0.3, .large: 1]
    /// sheet.backdropBlurStyle = .systemThinMaterialDark
    /// ```
    public var backdropBlurStyle: UIBlurEffect.Style {
        get { driver.dimmingView.blurStyle }
        set { driver.dimmingView.blurStyle = newValue }
    }

    // MARK: The drag

    /// The pan that drags the sheet (on the sheet's surface), for failure requirements with
    /// your own recognizers (`require(toFail:)`, `gestureRecognizer(_:shouldRequireFailureOf:)`).
    /// SheetKit is its delegate and its target: do not change either.
    public var panGestureRecognizer: UIPanGestureRecognizer { driver.panGesture }

    /// Asked before a drag moves the sheet, once SheetKit's own rules allow it (the sheet
    /// accepts a drag, the finger went down in the ``SheetDragBehavior/region``, its first
    /// motion lies along the sheet's axis), with where it began, its initial motion along the
    /// axis and the selected detent: return `false` to leave the touch to the content (for
    /// example while a text field in the sheet is editing). `nil` (the default) allows every
    /// drag SheetKit allows.
    public var shouldBeginDrag: ((SheetDragStart) -> Bool)? {
        get { driver.shouldBeginDrag }
        set { driver.shouldBeginDrag = newValue }
    }

    /// Asked before a detent change made in code (``selectedDetentIdentifier``,
    /// ``moveToDetent(_:animated:spring:completion:)``, a SwiftUI `selectedDetent` binding)
    /// with the detent asked for: return it to allow the change, another detent to go there
    /// instead, or `nil` to refuse (a `moveToDetent` completion then gets `false` at once).
    /// The user's drags are not asked (redirect their releases with ``onWillEndDragging``).
    /// `nil` (the default) allows every change.
    public var shouldChangeSelectedDetent: ((Detent.Identifier) -> Detent.Identifier?)? {
        get { driver.shouldChangeSelectedDetent }
        set { driver.shouldChangeSelectedDetent = newValue }
    }

    // MARK: Observation

    /// Called with everything that happens to the sheet, whoever caused it: detent changes,
    /// motion, drags, the phase, appearing and going away (programmatic ones too), the user's
    /// attempts to dismiss. The delegate hears the same through its methods.
    public var onNotification: ((SheetNotification) -> Void)? {
        get { driver.onNotification }
        set { driver.onNotification = newValue }
    }

    /// Called when the user's release sends the sheet somewhere, with where and the sheet's
    /// velocity (points per second): return another target to send it there instead (the
    /// settle retargets from where it is), or the proposed one to keep it. The delegate is
    /// asked first, then this.
    public var onWillEndDragging: ((_ velocity: CGFloat, _ proposed: Detent.Identifier) -> Detent.Identifier)? {
        get { driver.onWillEndDragging }
        set { driver.onWillEndDragging = newValue }
    }

    // MARK: State

    /// The sheet's extent: how far it protrudes from its edge, in points.
    public var extent: CGFloat { CGFloat(driver.owner?.engine.output.extent ?? 0) }

    /// The progress, 0 (hidden) … 1 (at or above the smallest detent).
    public var progress: CGFloat { CGFloat(driver.owner?.engine.output.progress ?? 0) }

    /// The sheet's phase.
    public var phase: SheetPhase { driver.owner?.engine.phase ?? .hidden }

    /// How the sheet is shown in its container now (attached, floating panel, form sheet,
    /// popover; see ``SheetLayoutOptions/adaptation``).
    public var adaptiveStyle: SheetAdaptiveStyle { driver.owner?.engine.layout.style ?? .attached }

    // MARK: Commands

    /// Changes properties with the sheet's spring instead of at once, like
    /// `UISheetPresentationController.animateChanges(_:)`.
    public func animateChanges(_ changes: () -> Void) {
        driver.animateChanges(spring: nil, changes)
    }

    /// Changes properties on `spring` instead of at once: a detent change then moves with the
    /// app's own motion (its response and damping ratio). Reduce Motion makes it critically
    /// damped.
    public func animateChanges(spring: MotionSpring, _ changes: () -> Void) {
        driver.animateChanges(spring: spring, changes)
    }

    /// Moves the sheet to the detent `identifier`, on `spring` (the sheet's when `nil`), and
    /// calls `completion` once: with `true` when it rests there, with `false` when a finger,
    /// another move or a dismissal intervened, or the identifier is not one of the detents.
    /// - Parameters:
    ///   - identifier: The detent.
    ///   - animated: Whether to move on the spring; `false` places the sheet at once.
    ///   - spring: The spring; the configuration's when `nil`.
    ///   - completion: Called once with whether the sheet arrived.
    public func moveToDetent(_ identifier: Detent.Identifier, animated: Bool = true, spring: MotionSpring? = nil,
                             completion: ((Bool) -> Void)? = nil) {
        driver.moveToDetent(identifier, animated: animated, spring: spring, completion: completion)
    }

    /// Resolves the detents again, like `UISheetPresentationController.invalidateDetents()`:
    /// fits-content detents are measured anew and custom resolvers are called again. Call it
    /// when what a custom detent depends on changed, or when the content's Auto Layout size
    /// changed where SheetKit cannot see it (rows added to a form whose fitting size UIKit does
    /// not report). The fitting length is measured again on its own when the container's size,
    /// the edge, the sheet's width, the preferred size, the text size, Bold Text or the
    /// grabber change, when UIKit reports the content's fitting size changed
    /// (`systemLayoutFittingSizeDidChange(forChildContentContainer:)`), once the presentation
    /// has arrived (after the content's own first layouts), each time the sheet comes to rest,
    /// and, for SwiftUI content, when the content grows or shrinks.
    public func invalidateDetents() {
        driver.invalidateDetents()
    }
}
#endif
