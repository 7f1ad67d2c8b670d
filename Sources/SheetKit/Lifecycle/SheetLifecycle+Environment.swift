// The world around the sheet: frames, the container, the keyboard, rotation, and the app
// going to the background and back.
extension SheetLifecycle {
    mutating func tick(_ tick: FrameTick) {
        shell.tick(tick).map { drive(.tick($0)) }
    }

    /// A container change keeps the keyboard's obstruction, which has its own event.
    mutating func containerChanged(_ container: SheetContainer) {
        guard !isBeforePresentation else { return }
        var container = container
        container.obstructionInsets = engine.layout.container.obstructionInsets
        guard container != engine.layout.container else { return }
        drive(.updateContainer(container))
    }

    /// Rotation: the presenting view is put back and its effect applied again inside UIKit's
    /// animation block, so both animate with the rotation instead of popping at its ends.
    mutating func sizeTransitionAnimating() {
        guard shown.presentingEffect != nil else { return }
        shown.presentingEffect = nil
        queue(.restorePresentingView)
        applyAppearance(engine.output)
    }

    /// Only the sheet's own keyboard moves it: one that a text field inside it brought up
    /// (not one of a sheet stacked on it, or of the screen behind an undimmed sheet). A
    /// keyboard the sheet already avoids is followed until it goes.
    mutating func keyboardWillChange(covered: SheetInsets, ownsKeyboard: Bool, duration: Double, time: Double) {
        guard !isBeforePresentation else { return }
        let current = engine.layout.container.obstructionInsets
        guard covered == .zero || current != .zero || ownsKeyboard else { return }
        drive(.updateObstruction(covered, duration: duration, time: shell.time(time)))
    }

    /// The keyboard layout guide's moves. The keyboard follows a finger only during an
    /// interactive dismissal, which drags the sheet's list, so the sheet's own drag is under way:
    /// then a move outside any UIKit animation is followed at once, frame by frame (the
    /// keyboard's animation when the finger lifts comes with its notification again). Every
    /// other move (inside an animation, the keyboard's own show or hide or a rotation; or with
    /// no finger on the sheet) is left to
    /// ``keyboardWillChange(covered:ownsKeyboard:duration:time:)``, which carries the
    /// keyboard's duration.
    mutating func keyboardTracked(covered: SheetInsets, ownsKeyboard: Bool, inAnimation: Bool, time: Double) {
        guard !inAnimation, engine.output.phase == .dragging else { return }
        keyboardWillChange(covered: covered, ownsKeyboard: ownsKeyboard, duration: 0, time: time)
    }

    mutating func didEnterBackground(time: Double) {
        shell.pause(at: time, moving: engine.output.isAnimating)
    }

    mutating func willEnterForeground(time: Double) {
        shell.resume(at: time, moving: engine.output.isAnimating)
    }

    /// Before `presentationTransitionWillBegin` the sheet has no container yet.
    var isBeforePresentation: Bool {
        if case .created = stage { return true }
        return false
    }
}
