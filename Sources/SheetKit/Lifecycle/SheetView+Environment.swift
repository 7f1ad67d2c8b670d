// The world around the sheet: frames, the container, the keyboard, rotation, and the app
// going to the background and back.
extension SheetView {
    /// A container change keeps the keyboard's obstruction, which has its own event. The
    /// engine's clock accepts the change's `time` first (lifecycle clock rules), so a content
    /// change's spring starts when the change was measured.
    mutating func containerChanged<Presence: SheetPresence>(_ container: SheetContainer, time: Double?, presence: inout Presence) {
        guard presence.isOnScreen else { return }
        var container = container
        container.obstructionInsets = engine.layout.container.obstructionInsets
        guard container != engine.layout.container else { return }
        if let time { engine.clock.accept(shell.time(time)) }
        drive(.updateContainer(container), presence: &presence)
    }

    /// Rotation: the presenting view is put back and its effect applied again inside UIKit's
    /// animation block, so both animate with the rotation instead of popping at its ends.
    mutating func sizeTransitionAnimating<Presence: SheetPresence>(presence: Presence) {
        guard presence.isOnScreen, shown.presentingEffect != nil else { return }
        shown.presentingEffect = nil
        queue(.restorePresentingView)
        applyAppearance(engine.output)
    }

    /// Only the sheet's own keyboard moves it: one that a text field inside it brought up
    /// (not one of a sheet stacked on it, or of the screen behind an undimmed sheet). A
    /// keyboard the sheet already avoids is followed until it goes.
    mutating func keyboardWillChange<Presence: SheetPresence>(covered: SheetInsets, ownsKeyboard: Bool, duration: Double, time: Double,
                                                              presence: inout Presence) {
        guard presence.isOnScreen else { return }
        let current = engine.layout.container.obstructionInsets
        guard covered == .zero || current != .zero || ownsKeyboard else { return }
        drive(.updateObstruction(covered, duration: duration, time: shell.time(time)), presence: &presence)
    }

    /// The keyboard layout guide's moves. The keyboard follows a finger only during an
    /// interactive dismissal, which drags the sheet's list with a finger on the sheet: then a
    /// move outside any UIKit animation is followed at once, frame by frame (the keyboard's
    /// animation when the finger lifts comes with its notification again), whether the sheet's
    /// own drag runs or not (the app may refuse it while a field edits, `shouldBeginDrag`, or
    /// let only the grabber drag it; UIKit posts no keyboard notification until the finger
    /// lifts, so without this the sheet stayed up with a gap under it, review of 2026-11-27).
    /// Every other move (inside an animation, the keyboard's own show or hide or a rotation; or
    /// with no finger on the sheet) is left to
    /// ``keyboardWillChange(covered:ownsKeyboard:duration:time:)``, which carries the
    /// keyboard's duration.
    mutating func keyboardTracked<Presence: SheetPresence>(covered: SheetInsets, ownsKeyboard: Bool, inAnimation: Bool, time: Double,
                                                           presence: inout Presence) {
        guard !inAnimation, isTouched || engine.output.phase == .dragging else { return }
        keyboardWillChange(covered: covered, ownsKeyboard: ownsKeyboard, duration: 0, time: time, presence: &presence)
    }
}
