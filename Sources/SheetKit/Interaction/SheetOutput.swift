/// Everything the UIKit layer applies after one input to the engine: it reads nothing else.
public struct SheetOutput: Hashable, Sendable {
    /// The phase after the input.
    public var phase: SheetPhase
    /// How far the sheet protrudes from its edge, in points.
    public var extent: Double
    /// The extent's rate of change, in points per second (positive = expanding).
    public var velocity: Double
    /// Presentation progress, extent ÷ smallest detent extent, in 0...1. Drives
    /// `updateInteractiveTransition` (a dismissal's percent complete is 1 − progress).
    public var progress: Double
    /// Where the sheet's surface and content are, in the container's coordinates (inset from
    /// the container's edges while a Liquid Glass sheet floats).
    public var frame: SheetFrame
    /// The surface's corners, glass and border for this extent (see ``SheetGlassGeometry``).
    package var surface: SheetGlassGeometry
    /// The dimming alpha, in 0...1.
    public var dimming: Double
    /// Whether touches outside the sheet reach the presenting content (nothing dims it).
    public var passesTouchesThrough: Bool
    /// The presenting view's scale, slide, corners and tint for this extent.
    package var presentingEffect: PresentingViewEffect
    /// The selected detent: where the sheet rests or is headed.
    public var selectedDetentIdentifier: Detent.Identifier
    /// The index of the selected detent in the layout's resolved detents.
    public var selectedDetentIndex: Int
    /// Where the sheet is headed while a spring moves it: the selected detent's identifier, or
    /// ``Stop/ID/hidden``; `nil` otherwise.
    public var settleTarget: Stop.ID?
    /// The UIKit transition the sheet's motion still belongs to: a presentation that has not
    /// completed, or a dismissal that has begun and not ended; `nil` otherwise.
    public var transition: SheetTransitionKind?
    /// The content offset the tracked scroll view must have now, in points; `nil` means
    /// leave it alone. During a drag it is the arbiter's offset; at release it is set only
    /// when the sheet moved last (which also stops the scroll view's deceleration).
    public var scrollPin: Double?
    /// During a drag, who took the last part of the finger's motion: the sheet or the tracked
    /// scroll view; `nil` otherwise.
    package var dragMover: DragMover?
    /// What happened during the input.
    package var events: SheetEvents
    /// Who caused the motion under way and this output's events; `nil` when nothing moves
    /// and nothing happened.
    public var cause: SheetChangeCause?
    /// Whether something moves on its own and frames are needed: a spring carries the sheet,
    /// or the keyboard's edge moves. A display link runs exactly while this is `true`.
    public var isAnimating: Bool

    /// Whether a dismissal announced by `SheetEvents.willDismiss` follows a finger (or its
    /// release spring), so UIKit runs it as an interactive transition; otherwise it is a
    /// programmatic or tap dismissal on the engine's own spring.
    public var dismissesInteractively: Bool { phase == .dragging || phase == .settling }
}

/// Which UIKit transition a sheet's motion is driving.
public enum SheetTransitionKind: String, Hashable, Sendable, CaseIterable {
    /// The sheet is being presented.
    case presentation
    /// The sheet is being dismissed.
    case dismissal
}

/// Whether the user may dismiss a sheet, as the engine learns it.
public enum DismissalPermission: Hashable, Sendable {
    /// The user may always dismiss (UIKit: `isModalInPresentation == false` and no delegate
    /// objects).
    case allowed
    /// The user may never dismiss (UIKit: `isModalInPresentation`). A pull below the smallest
    /// detent is rubber-banded and a release reports `SheetEvents.didAttemptToDismiss`.
    case denied
    /// Ask when it matters, once per gesture or request: the engine reports
    /// `SheetEvents.needsDismissalPermission` the first time an input would dismiss, holds
    /// that input, and applies it when ``SheetInput/dismissalPermission(_:)`` answers. This is
    /// how UIKit asks `presentationControllerShouldDismiss`: only when the user tries.
    ///
    /// Until the answer, the held input waits (frames, layout changes, selections leave it
    /// waiting): later moves of the same finger join it, its release takes its place, a new
    /// drag, a touch that catches the sheet or the app's dismissal drop it, and a dropped input
    /// is never applied. So each output reports one change of state and nothing is dismissed
    /// without the answer.
    case askWhenNeeded
}
