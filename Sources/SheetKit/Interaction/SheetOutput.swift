/// The phase of a sheet's state machine.
///
/// `hidden` → `presenting` → `idle` ⇄ `dragging` → `settling` → `idle` or `dismissed`;
/// `dismissing` is a programmatic dismissal. `presenting`, `settling` and `dismissing` are
/// driven by a spring through ticks; a touch during `presenting` or `settling` catches the
/// sheet where it is.
public enum SheetPhase: String, Hashable, Sendable, CaseIterable {
    /// Not presented yet (extent 0).
    case hidden
    /// A non-interactive presentation is running.
    case presenting
    /// At rest on a detent.
    case idle
    /// Following a finger.
    case dragging
    /// Moving on a spring after a release or a programmatic detent change, toward a detent
    /// or toward hidden.
    case settling
    /// A non-interactive (programmatic) dismissal is running.
    case dismissing
    /// Fully hidden after a dismissal. Terminal until presented again.
    case dismissed
}

/// Where a moving sheet is headed.
public enum SettleTarget: Hashable, Sendable {
    /// The detent at this index.
    case detent(Int)
    /// Hidden (dismissal, or a cancelled interactive presentation).
    case hidden
}

/// What happened during one input. Several can happen at once.
public struct SheetEvents: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates events from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The sheet came to rest on a detent different from the one it last rested on
    /// (``SheetOutput/selectedDetent``).
    public static let detentChanged = SheetEvents(rawValue: 1 << 0)
    /// The sheet came to rest on a detent.
    public static let settled = SheetEvents(rawValue: 1 << 1)
    /// A dismissal began: a drag took the sheet below its smallest detent, a release or a
    /// request decided to dismiss. The UIKit layer begins the dismissal transition here.
    public static let willDismiss = SheetEvents(rawValue: 1 << 2)
    /// A dismissal that had begun ended with the sheet back on a detent (the interactive
    /// transition is cancelled).
    public static let dismissalCancelled = SheetEvents(rawValue: 1 << 3)
    /// The user tried to dismiss a sheet that may not be dismissed.
    public static let didAttemptToDismiss = SheetEvents(rawValue: 1 << 4)
    /// The sheet became fully hidden: a dismissal finished (or an interactive presentation
    /// was cancelled). Reported once.
    public static let dismissed = SheetEvents(rawValue: 1 << 5)
    /// A touch caught a moving sheet (during `presenting` or `settling`).
    public static let interrupted = SheetEvents(rawValue: 1 << 6)
    /// The selected detent changed: the sheet now heads for another detent (a release, a
    /// collapse, a programmatic selection). ``detentChanged`` follows when it rests there.
    public static let targetDetentChanged = SheetEvents(rawValue: 1 << 7)
}

/// Everything the UIKit layer applies after one input to the engine.
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
    /// The dimming alpha, in 0...1.
    public var dimming: Double
    /// The index of the selected detent in the layout's resolved detents.
    public var selectedDetent: Int
    /// Where the sheet is headed while a spring moves it; `nil` otherwise.
    public var settleTarget: SettleTarget?
    /// The content offset the tracked scroll view must have now, in points; `nil` means
    /// leave it alone. During a drag it is the arbiter's offset; at release it is set only
    /// when the sheet moved last (which also stops the scroll view's deceleration).
    public var scrollPin: Double?
    /// What happened during the input.
    public var events: SheetEvents
    /// Whether the current motion and its events come from the user (a drag, a tap on the
    /// dimmed area, an accessibility action) rather than from the app. UIKit reports
    /// dismissals and detent changes to delegates only when the user caused them.
    public var isUserInitiated: Bool

    /// Whether a dismissal announced by ``SheetEvents/willDismiss`` follows a finger (or its
    /// release spring), so UIKit runs it as an interactive transition; otherwise it is a
    /// programmatic or tap dismissal on the engine's own spring.
    public var dismissesInteractively: Bool { phase == .dragging || phase == .settling }
}
