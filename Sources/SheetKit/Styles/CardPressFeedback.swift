/// The press feedback of a tappable card (the App Store's Today cards): the card shrinks while
/// pressed, and its action fires only once the shrink has shown.
///
/// ## The rule
/// - **Touch down**: the card shrinks to ``pressedScale`` on a `CardPressCurve` lasting
///   ``shrinkDuration`` (from rest; from a partly restored card, the same fraction of it that
///   is left to go, so the shrink always moves at the same pace).
/// - **Fires** exactly when both have happened: the finger lifted inside the card, and the
///   shrink is complete. So a long press fires on touch-up; a quick tap fires when the shrink
///   completes (at most ``shrinkDuration`` after touch-down), because a user who taps a card
///   expects it to open, and the shrink shown briefly first says "this opened because you
///   pressed it". The action fires at most once per press.
/// - **Cancels** (never fires) when the finger moves more than ``slop`` outside the card's
///   bounds, or the system cancels the touch (a scroll view's pan took over, a context menu
///   began). Coming back inside does not re-arm the press: a user who dragged away changed
///   their mind, and a card that fired after that would surprise them.
/// - **Grows back** to 1 after firing (hidden under the opening detail, seen if the action
///   does something else) and after cancelling, on a curve lasting ``restoreDuration`` for a
///   full shrink (proportionally less for a partial one).
///
/// A ``pressedScale`` of 1 shrinks nothing: the press then fires on touch-up, like a button.
///
/// Sanitizing (here and when assigned): ``pressedScale`` is clamped into
/// ``minimumPressedScale``...1 (NaN becomes the default); durations not finite or negative
/// become their defaults, and at most ``maximumDuration``; ``slop`` not finite or negative
/// becomes the default, and at most 10 000 pt. A location or bounds with a non-finite
/// component counts as outside (a glitch never fires a card).
public struct CardPressFeedback: Sendable {
    /// The default ``pressedScale``, 0.97: the App Store's cards shrink by 3 % when pressed.
    public static let defaultPressedScale = 0.97
    /// The default ``shrinkDuration``, 0.2 s.
    public static let defaultShrinkDuration = 0.2
    /// The default ``restoreDuration``, 0.2 s: the same pace back as in.
    public static let defaultRestoreDuration = 0.2
    /// The default ``slop``, 70 pt: how far outside its bounds UIKit's `UIControl` (every
    /// `UIButton`) keeps tracking a touch as inside before it sends `touchDragExit` (not
    /// documented by Apple; widely measured at about 70 pt). A card behaves like the system's
    /// buttons. In a scrolling list a scroll usually cancels the touch first.
    public static let defaultSlop = 70.0
    /// The smallest accepted ``pressedScale``: a press that halves the card is already a
    /// different gesture.
    public static let minimumPressedScale = 0.5
    /// The longest accepted duration, in seconds.
    public static let maximumDuration = 10.0

    /// The card's scale when fully pressed.
    public var pressedScale: Double {
        didSet { pressedScale = Self.sanitizedScale(pressedScale) }
    }
    /// How long a full shrink takes, in seconds.
    public var shrinkDuration: Double {
        didSet { shrinkDuration = Self.sanitizedDuration(shrinkDuration, default: Self.defaultShrinkDuration) }
    }
    /// How long growing back from a full shrink takes, in seconds.
    public var restoreDuration: Double {
        didSet { restoreDuration = Self.sanitizedDuration(restoreDuration, default: Self.defaultRestoreDuration) }
    }
    /// How far outside the card's bounds the finger may go before the press cancels, in points.
    public var slop: Double {
        didSet { slop = slop.appearanceLength(or: Self.defaultSlop) }
    }

    /// The current phase.
    package internal(set) var phase: CardPressPhase = .idle
    /// The scale's current curve.
    var curve = CardPressCurve.resting(at: 1)
    /// The clock (``MotionClock``'s rules).
    var clock = MotionClock()

    /// The latest time seen, in seconds.
    public var now: Double { clock.now }

    /// Creates a press feedback at rest; values are sanitized as the type describes.
    /// - Parameters:
    ///   - pressedScale: The scale when fully pressed.
    ///   - shrinkDuration: A full shrink's duration, in seconds.
    ///   - restoreDuration: A full restore's duration, in seconds.
    ///   - slop: How far outside the bounds a finger may go, in points.
    public init(pressedScale: Double = CardPressFeedback.defaultPressedScale,
                shrinkDuration: Double = CardPressFeedback.defaultShrinkDuration,
                restoreDuration: Double = CardPressFeedback.defaultRestoreDuration,
                slop: Double = CardPressFeedback.defaultSlop) {
        self.pressedScale = Self.sanitizedScale(pressedScale)
        self.shrinkDuration = Self.sanitizedDuration(shrinkDuration, default: Self.defaultShrinkDuration)
        self.restoreDuration = Self.sanitizedDuration(restoreDuration, default: Self.defaultRestoreDuration)
        self.slop = slop.appearanceLength(or: Self.defaultSlop)
    }

    private static func sanitizedScale(_ value: Double) -> Double {
        value.isNaN ? defaultPressedScale : value.clamped(to: minimumPressedScale...1)
    }

    private static func sanitizedDuration(_ value: Double, default fallback: Double) -> Double {
        Swift.min(value.nonNegativeOr(fallback), maximumDuration)
    }

    /// The scale now.
    public var scale: Double { curve.scale(at: now) }

    /// This rule's numbers (scale, durations, slop) at rest, without the press under way.
    package var atRest: CardPressFeedback {
        CardPressFeedback(pressedScale: pressedScale, shrinkDuration: shrinkDuration, restoreDuration: restoreDuration, slop: slop)
    }

    /// Whether `other` has the same numbers, whatever either's press.
    package func hasSameNumbers(as other: CardPressFeedback) -> Bool {
        pressedScale == other.pressedScale && shrinkDuration == other.shrinkDuration
            && restoreDuration == other.restoreDuration && slop == other.slop
    }

    /// The current state as an output with no events.
    package var output: CardPressOutput { output(events: [], fireTime: nil) }

    func output(events: CardPressEvents, fireTime: Double?) -> CardPressOutput {
        CardPressOutput(phase: phase, scale: scale, events: events, fireTime: fireTime,
                        isAnimating: phase == .released || now < curve.endTime)
    }

    /// The fraction of a full shrink between `scale` and the pressed scale, in 0...1 (0 when
    /// the pressed scale is 1).
    func shrinkFraction(from scale: Double) -> Double {
        let depth = 1 - pressedScale
        return depth > 0 ? ((scale - pressedScale) / depth).clamped(to: 0...1) : 0
    }

    /// The fraction of a full restore between `scale` and 1, in 0...1 (0 when the pressed
    /// scale is 1).
    func restoreFraction(from scale: Double) -> Double {
        let depth = 1 - pressedScale
        return depth > 0 ? ((1 - scale) / depth).clamped(to: 0...1) : 0
    }
}
