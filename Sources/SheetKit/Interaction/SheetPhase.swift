/// The phase of a sheet: where its state machine is, without the state's payload.
///
/// `hidden` → `presenting` → `resting` ⇄ `dragging` → `settling` → `resting` or `dismissed`;
/// `dismissing` is a programmatic dismissal. `presenting`, `settling` and `dismissing` are
/// driven by a spring through ticks; a touch during `presenting` or `settling` catches the
/// sheet where it is.
public enum SheetPhase: String, Hashable, Sendable, CaseIterable {
    /// Not on screen: never presented, or a presentation was cancelled (extent 0).
    case hidden
    /// A non-interactive presentation is running.
    case presenting
    /// At rest on the selected detent.
    case resting
    /// A finger touched the sheet while it moved: it stays where it was caught until the
    /// finger drags it (``dragging``) or lifts (the motion resumes toward its target).
    case held
    /// Following a finger.
    case dragging
    /// Moving on a spring after a release, a programmatic detent change or a layout change,
    /// toward the selected detent or toward hidden.
    case settling
    /// A non-interactive (programmatic) dismissal is running. Touches do not catch it.
    case dismissing
    /// Fully hidden after a dismissal. Terminal until presented again.
    case dismissed

    /// Whether a spring moves the sheet in this phase (a display link must run).
    public var isSpringDriven: Bool {
        self == .presenting || self == .settling || self == .dismissing
    }
}

/// Who caused a change of the sheet. UIKit reports dismissals and detent changes to the
/// adaptive delegate only when the user caused them; SheetKit's own observers hear every
/// cause.
public enum SheetChangeCause: String, Hashable, Sendable, CaseIterable {
    /// The user: a drag, a tap on the dimmed area, an accessibility action.
    case user
    /// The app: a detent selected or a configuration changed in code, a programmatic present
    /// or dismiss.
    case app
    /// The system: the container changed (rotation, keyboard, size class, content size) and
    /// the selected detent no longer exists or moved.
    case system
}
