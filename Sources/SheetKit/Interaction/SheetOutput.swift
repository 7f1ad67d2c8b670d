/// Everything the UIKit layer applies after one input to the engine: it reads nothing else.
public struct SheetOutput: Sendable {
    /// The phase after the input.
    public var phase: SheetPhase
    /// How far the sheet protrudes from its edge, in points.
    public var extent: Double
    /// The extent's rate of change, in points per second (positive = expanding).
    public var velocity: Double
    /// Presentation progress, extent ÷ smallest detent extent, in 0...1. Drives
    /// `updateInteractiveTransition` (a dismissal's percent complete is 1 − progress).
    public var progress: Double
    /// The dimming alpha, in 0...1.
    public var dimming: Double
    /// The blur behind the sheet, in 0...1: the fraction of the blur effect shown (see
    /// ``DimmingConfiguration/blurByDetent``); 0 when nothing blurs.
    public var backdropBlur: Double
    /// Whether touches outside the sheet reach the presenting content (nothing dims or blurs it).
    public var passesTouchesThrough: Bool
    /// The selected detent: where the sheet rests or is headed.
    /// - Complexity: O(1), read from the engine's table of names (see `selectedDetentSlot`).
    public var selectedDetentIdentifier: Detent.Identifier {
        get { geometry.setup.names[selectedDetentSlot] }
        set { (geometry, selectedDetentSlot) = geometry.naming(newValue) }
    }
    /// The index of the selected detent in the layout's resolved detents.
    public var selectedDetentIndex: Int
    /// Where the sheet is headed while a spring moves it: the selected detent's identifier, or
    /// ``Stop/ID/hidden``; `nil` otherwise.
    /// - Complexity: O(1), read from the engine's table of names (see `settleTargetSlot`).
    public var settleTarget: Stop.ID? {
        get { settleTargetSlot.map { geometry.setup.names[$0] } }
        set {
            guard let newValue else {
                settleTargetSlot = nil
                return
            }
            let slot: Int
            (geometry, slot) = geometry.naming(newValue)
            settleTargetSlot = slot
        }
    }
    /// ``selectedDetentIdentifier``'s slot in the names of the setup the output was made in
    /// (`SheetEngine.Setup.names`): an output stores no identifier string, so building one
    /// retains none.
    var selectedDetentSlot: Int
    /// ``settleTarget``'s slot in the same names; `nil` when no spring moves the sheet.
    var settleTargetSlot: Int?
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
    /// What ``frame``, ``surface`` and ``presentingEffect`` are computed from.
    var geometry: Geometry

    /// Where the sheet's surface and content are, in the container's coordinates (inset from
    /// the container's edges while a Liquid Glass sheet floats).
    /// - Complexity: O(1), computed when read (the UIKit layer reads it once per output).
    public var frame: SheetFrame { geometry.frameAndSurface(extent: extent).frame }
    /// The surface's corners, glass and border for this extent (see `SheetGlassGeometry`).
    /// - Complexity: O(1), computed when read.
    package var surface: SheetGlassGeometry { geometry.frameAndSurface(extent: extent).surface }
    /// The presenting view's scale, slide, corners and tint for this extent.
    /// - Complexity: O(1), computed when read.
    package var presentingEffect: PresentingViewEffect { geometry.setup.presentingEffect(extent: extent, dimming: dimming) }

    /// Whether a dismissal announced by `SheetEvents.willDismiss` follows a finger (or its
    /// release spring), so UIKit runs it as an interactive transition; otherwise it is a
    /// programmatic or tap dismissal on the engine's own spring.
    public var dismissesInteractively: Bool { phase == .dragging || phase == .settling }
}

extension SheetOutput {
    /// The rules that turn an output's extent into its frame, surface and presenting-view
    /// effect: the engine's setup for the layout the output was made in, and where the
    /// keyboard's edge was shown. An output computes those three when they are read, so a
    /// display-link tick or a drag event that only moves the extent does not compute them.
    struct Geometry: Sendable {
        /// The configuration and layout the output was made in.
        let setup: SheetEngine.Setup
        /// The obstruction shown at the attached edge (the keyboard's edge), in points.
        let attachedObstruction: Double

        /// The frame and surface at `extent` (see ``SheetEngine/Setup/frameAndSurface(extent:attachedObstruction:)``).
        func frameAndSurface(extent: Double) -> (frame: SheetFrame, surface: SheetGlassGeometry) {
            setup.frameAndSurface(extent: extent, attachedObstruction: attachedObstruction)
        }

        /// The same geometry and the slot of `identifier` in its setup's names, with a copy of
        /// the setup that names it when it does not (see ``SheetEngine/Setup/naming(_:)``).
        func naming(_ identifier: Stop.ID) -> (geometry: Geometry, slot: Int) {
            let (named, slot) = setup.naming(identifier)
            return (Geometry(setup: named, attachedObstruction: attachedObstruction), slot)
        }
    }
}

extension SheetOutput: Hashable {
    /// Whether two outputs carry the same values: every public property, the computed frame,
    /// surface and presenting-view effect included (outputs of different engines with the
    /// same configuration compare equal).
    public static func == (lhs: SheetOutput, rhs: SheetOutput) -> Bool {
        lhs.phase == rhs.phase && lhs.extent == rhs.extent && lhs.velocity == rhs.velocity && lhs.progress == rhs.progress
            && lhs.dimming == rhs.dimming && lhs.backdropBlur == rhs.backdropBlur && lhs.passesTouchesThrough == rhs.passesTouchesThrough
            && lhs.selectedDetentIdentifier == rhs.selectedDetentIdentifier && lhs.selectedDetentIndex == rhs.selectedDetentIndex
            && lhs.settleTarget == rhs.settleTarget && lhs.transition == rhs.transition && lhs.scrollPin == rhs.scrollPin
            && lhs.dragMover == rhs.dragMover && lhs.events == rhs.events && lhs.cause == rhs.cause
            && lhs.isAnimating == rhs.isAnimating
            && lhs.frame == rhs.frame && lhs.surface == rhs.surface && lhs.presentingEffect == rhs.presentingEffect
    }

    /// Hashes the values `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(phase)
        hasher.combine(extent)
        hasher.combine(velocity)
        hasher.combine(progress)
        hasher.combine(dimming)
        hasher.combine(backdropBlur)
        hasher.combine(passesTouchesThrough)
        hasher.combine(selectedDetentIdentifier)
        hasher.combine(selectedDetentIndex)
        hasher.combine(settleTarget)
        hasher.combine(transition)
        hasher.combine(scrollPin)
        hasher.combine(dragMover)
        hasher.combine(events)
        hasher.combine(cause)
        hasher.combine(isAnimating)
        hasher.combine(frame)
        hasher.combine(surface)
        hasher.combine(presentingEffect)
    }
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
