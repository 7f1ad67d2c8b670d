/// What a tap on the dimmed area does.
public enum DimmingTapAction: String, Hashable, Sendable {
    /// Nothing.
    case none
    /// Dismiss the sheet (when dismissal is allowed; otherwise report an attempt).
    case dismiss
    /// Go to the smallest detent; dismiss when already there.
    case collapse
}

/// Everything that defines a sheet's behavior, independent of the container it is in.
public struct SheetConfiguration: Sendable {
    /// The edge the sheet is attached to.
    public var edge: SheetEdge
    /// The detents. Resolution never leaves them empty (see ``ResolvedDetents``).
    public var detents: [Detent]
    /// The detent to present at; the smallest when `nil` or unknown.
    public var initialDetentIdentifier: Detent.Identifier?
    /// The spring for settles and dismissals.
    public var spring: MotionSpring
    /// The spring for the non-interactive presentation; ``spring`` when `nil`.
    public var presentationSpring: MotionSpring?
    /// Release rules and thresholds.
    public var release: ReleasePolicy
    /// Dimming per detent and the largest undimmed detent.
    public var dimming: DimmingConfiguration
    /// Geometry options.
    public var layout: SheetLayoutOptions
    /// What a tap on the dimmed area does.
    public var dimmingTapAction: DimmingTapAction
    /// The cone a drag must start in.
    public var directionCone: DirectionCone
    /// How the sheet shares the finger and where it gives way (see ``SheetDragBehavior``).
    public var drag: SheetDragBehavior
    /// The presenting view's effect.
    public var presentingEffect: PresentingEffectConfiguration
    /// The sheet's surface: Liquid Glass on iOS 26 (floating and inset at partial detents,
    /// opaque and edge to edge at the largest), as the system sheet looks; see
    /// ``SheetGlassConfiguration``. Default `SheetGlassConfiguration()`, whose
    /// ``SheetGlassConfiguration/style`` is ``SheetSurfaceStyle/automatic``.
    public var surface: SheetGlassConfiguration
    /// How the sheet steps back while other SheetKit sheets are presented from it (scale,
    /// peek, corners and dimming per level; see ``SheetStackEffect``). Default
    /// ``SheetStackConfiguration/init(scalePerLevel:peekPerLevel:steppedBackCornerRadius:dimmingPerLevel:maximumDepth:)``'s
    /// defaults.
    public var stack: SheetStackConfiguration
    /// The detent the sheet rises to when the keyboard appears at its edge; `nil` keeps it.
    public var keyboardDetentIdentifier: Detent.Identifier?
    /// Whether the sheet moves out of the keyboard's way: it attaches to the keyboard's top and
    /// its detents shrink to fit above it, on a spring matched to the keyboard's own animation.
    /// `false` leaves the sheet where it is (the content handles the keyboard). Default `true`.
    public var avoidsKeyboard: Bool
    /// Whether Reduce Motion is on: springs become critically damped and the presenting
    /// view is not scaled.
    public var reduceMotion: Bool
    /// Whether a selection haptic plays when the user moves the sheet to another detent.
    /// Default `true`.
    public var prefersHapticFeedback: Bool

    /// Creates a configuration; every parameter has a default.
    public init(
        edge: SheetEdge = .bottom,
        detents: [Detent] = [.large],
        initialDetentIdentifier: Detent.Identifier? = nil,
        spring: MotionSpring = .default,
        presentationSpring: MotionSpring? = nil,
        release: ReleasePolicy = ReleasePolicy(),
        dimming: DimmingConfiguration = DimmingConfiguration(),
        layout: SheetLayoutOptions = SheetLayoutOptions(),
        dimmingTapAction: DimmingTapAction = .dismiss,
        directionCone: DirectionCone = DirectionCone(),
        drag: SheetDragBehavior = SheetDragBehavior(),
        presentingEffect: PresentingEffectConfiguration = .none,
        surface: SheetGlassConfiguration = SheetGlassConfiguration(),
        stack: SheetStackConfiguration = SheetStackConfiguration(),
        keyboardDetentIdentifier: Detent.Identifier? = nil,
        avoidsKeyboard: Bool = true,
        reduceMotion: Bool = false,
        prefersHapticFeedback: Bool = true
    ) {
        self.edge = edge
        self.detents = detents
        self.initialDetentIdentifier = initialDetentIdentifier
        self.spring = spring
        self.presentationSpring = presentationSpring
        self.release = release
        self.dimming = dimming
        self.layout = layout
        self.dimmingTapAction = dimmingTapAction
        self.directionCone = directionCone
        self.drag = drag
        self.presentingEffect = presentingEffect
        self.surface = surface
        self.stack = stack
        self.keyboardDetentIdentifier = keyboardDetentIdentifier
        self.avoidsKeyboard = avoidsKeyboard
        self.reduceMotion = reduceMotion
        self.prefersHapticFeedback = prefersHapticFeedback
    }

    /// The spring settles use, adjusted for Reduce Motion.
    public var effectiveSpring: MotionSpring { spring.adjusted(forReduceMotion: reduceMotion) }

    /// The spring the presentation uses, adjusted for Reduce Motion.
    public var effectivePresentationSpring: MotionSpring { (presentationSpring ?? spring).adjusted(forReduceMotion: reduceMotion) }
}

extension SheetConfiguration {
    /// Whether any detent measures the content's fitting length, so the UIKit layer has to
    /// measure the presented content (a layout pass it skips otherwise).
    public var needsContentFittingLength: Bool {
        detents.contains { detent in
            if case .fitsContent = detent.measure { return true }
            return false
        }
    }
}
