#if canImport(UIKit)
@preconcurrency import UIKit

/// A card that answers a press as the App Store's Today cards do: it shrinks to 0.97 over
/// 0.2 s while pressed, fires `.primaryActionTriggered` only once the shrink has shown (a
/// quick tap fires when it completes, a long press on touch-up), and cancels when the finger
/// leaves it (70 pt beyond its bounds) or the system takes the touch. Put the card's content
/// in it as subviews (with user interaction off, as labels and images have it).
///
/// ```swift
/// let card = CardPressControl()
/// card.addTarget(self, action: #selector(openStory), for: .primaryActionTriggered)
/// ```
///
/// Listen to `.primaryActionTriggered`, not `.touchUpInside` (UIKit sends that on touch-up,
/// before the shrink has shown). In a scroll view, let a scroll cancel the press as it does
/// for buttons: override `touchesShouldCancel(in:)` to return `true` for it. The control owns
/// its `transform` (the press scale).
///
/// A humble adapter around a `CardPressLifecycle`: touches and display-link frames in, the
/// scale, the action and the display link out.
@MainActor
open class CardPressControl: UIControl {
    /// The press rule's numbers (scale, durations, slop). Setting it during a press ends that
    /// press without firing: the card shows unscaled at once, and the next touch follows the
    /// new numbers.
    public var feedback: CardPressFeedback {
        get { runner.lifecycle.feedback }
        set { runner.update { $0.replaceFeedback(with: newValue) } }
    }

    /// Runs the press's lifecycle: the display link, the app's background state, the actions
    /// (the scale and the action go to ``perform(_:)``).
    private lazy var runner = Runner(CardPressLifecycle(), log: SheetTrace.press) { [weak self] action in self?.perform(action) }

    /// Creates a card.
    override public init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    /// Creates a card from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    /// A finger touched the card: it starts shrinking.
    override open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        handle(.touchDown(time: CACurrentMediaTime()))
        return super.beginTracking(touch, with: event)
    }

    /// The finger moved: far enough outside the card, the press cancels.
    override open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        handle(moved(touch))
        return super.continueTracking(touch, with: event)
    }

    /// The finger lifted: the action fires now or once the shrink has shown.
    override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        touch.map { handle(moved($0)) }
        handle(.touchUp(time: CACurrentMediaTime()))
    }

    /// The system took the touch: the press cancels.
    override open func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        handle(.touchCancelled(time: CACurrentMediaTime()))
    }

    private func moved(_ touch: UITouch) -> CardPressInput {
        .touchMoved(location: SheetPoint(touch.location(in: self)), bounds: SheetRect(bounds), time: CACurrentMediaTime())
    }

    private func handle(_ input: CardPressInput) {
        runner.send(input)
    }

    private func perform(_ action: CardPressAction) {
        switch action {
        case .setScale(let scale): transform = CGAffineTransform(scaleX: CGFloat(scale), y: CGFloat(scale))
        case .fire: sendActions(for: .primaryActionTriggered)
        case .runner: break   // the runner's own
        }
    }
}
#endif
