import Testing
@testable import SheetKit

/// The SwiftUI presented styles (`sheetKitCard`, `sheetKitReveal`, `sheetKitZoom`, all with
/// `isPresented:`): `BoundItemPresentation` with a flag, told the end of each UIKit transition
/// (these styles have no sheet notifications).
@Suite("SwiftUI card, reveal and zoom: the binding and the transitions")
struct BoundCardTests {
    enum Step: Sendable {
        /// A SwiftUI update (or a retry) with the binding's value.
        case binding(Bool, BoundPresentation.Availability = .available)
        /// `presentationTransitionDidEnd(_:)` (`true`) or `dismissalTransitionDidEnd(_:)`.
        case ended(presenting: Bool, completed: Bool)
        /// Whether UIKit took the presentation, checked on the next turn.
        case checked(accepted: Bool)
    }

    typealias Action = BoundItemPresentation<Bool>.Action

    @Test("Scripts of binding changes and transition ends", arguments: [
        ("present, dismiss", [Step.binding(true), .checked(accepted: true), .ended(presenting: true, completed: true),
                              .binding(false), .ended(presenting: false, completed: true)],
         [Action.present(true), .none, .none, .dismiss, .sheetGone(then: .none)]),
        // A drag down, a tap on the dimming, the escape: the binding is cleared, onDismiss runs after.
        ("dropped out by the user", [.binding(true), .ended(presenting: true, completed: true), .ended(presenting: false, completed: true)],
         [.present(true), .none, .sheetGone(then: .clearBinding)]),
        // The user's pull let go short: the card stays, nothing changes.
        ("pull settled back", [.binding(true), .ended(presenting: true, completed: true), .ended(presenting: false, completed: false),
                               .binding(true)],
         [.present(true), .none, .none, .none]),
        // Turned off while it drops in: it drops out once it arrived.
        ("off while presenting", [.binding(true), .binding(false), .ended(presenting: true, completed: true),
                                  .ended(presenting: false, completed: true)],
         [.present(true), .none, .dismiss, .sheetGone(then: .none)]),
        // Turned on again while it drops out: presented again afterwards.
        ("on while dismissing", [.binding(true), .ended(presenting: true, completed: true), .binding(false), .binding(true),
                                 .ended(presenting: false, completed: true)],
         [.present(true), .none, .dismiss, .none, .sheetGone(then: .present(true))]),
        // A presentation that did not complete: gone, the binding cleared.
        ("presentation cancelled", [.binding(true), .ended(presenting: true, completed: false)],
         [.present(true), .sheetGone(then: .clearBinding)]),
        // Something else is presented, then UIKit refuses mid-transition: asked again.
        ("busy, refused", [.binding(true, .busy), .binding(true), .checked(accepted: false), .binding(true)],
         // The refusal's retry is the busy one, still pending: no second chain.
         [.retry(after: BoundPresentation.retryInterval), .present(true), .none, .present(true)]),
        ("not in a window yet", [.binding(true, .notInWindow), .binding(true)], [.none, .present(true)]),
        // The binding turns off while the user's pull runs (UIKit ignores the dismiss), the pull
        // lets go short: the dismissal is asked for again, after UIKit is done with the pull.
        ("off during a pull that settles back", [.binding(true), .ended(presenting: true, completed: true), .binding(false),
                                                 .ended(presenting: false, completed: false), .binding(false),
                                                 .ended(presenting: false, completed: true)],
         [.present(true), .none, .dismiss, .retry(after: BoundPresentation.retryInterval), .dismiss, .sheetGone(then: .none)]),
        // Off and on again during the pull, which settles back: it stays, nothing to do.
        ("off and on during a pull that settles back", [.binding(true), .ended(presenting: true, completed: true), .binding(false),
                                                        .binding(true), .ended(presenting: false, completed: false), .binding(true)],
         [.present(true), .none, .dismiss, .none, .none, .none]),
        // Off during a pull that completes: gone; the binding is already false.
        ("off during a pull that completes", [.binding(true), .ended(presenting: true, completed: true), .binding(false),
                                              .ended(presenting: false, completed: true), .binding(false)],
         [.present(true), .none, .dismiss, .sheetGone(then: .none), .none]),
        // The user's pull settles back twice, then a zoom closes by the user: one clear, after.
        ("two pulls back, then closed by the user", [.binding(true), .ended(presenting: true, completed: true),
                                                     .ended(presenting: false, completed: false),
                                                     .ended(presenting: false, completed: false),
                                                     .ended(presenting: false, completed: true)],
         [.present(true), .none, .none, .none, .sheetGone(then: .clearBinding)]),
    ])
    func script(name: String, steps: [Step], actions: [Action]) {
        var presentation = BoundItemPresentation<Bool>()
        let results = steps.map { step -> Action in
            switch step {
            case .binding(let presented, let availability):
                return presentation.request(item: presented ? true : nil, availability: availability)
            case .ended(let presenting, let completed): return presentation.transitionDidEnd(presenting: presenting, completed: completed)
            case .checked(let accepted): return presentation.presentationChecked(accepted: accepted)
            }
        }
        #expect(results == actions, "\(name)")
    }

    /// ``BoundPresentation/dismissalCancelled()`` from each phase, wanted or not.
    @Test("A cancelled dismissal puts it back on screen and asks again when unwanted", arguments: [
        // (steps before, wanted at the end, expected action, phase after)
        ("presented, wanted", [true], true, BoundPresentation.Action.none, BoundPresentation.Phase.presented),
        ("dismissing, unwanted", [true, false], false, .retry(after: BoundPresentation.retryInterval), .presented),
        ("dismissing, wanted again", [true, false, true], true, .none, .presented),
        ("hidden", [], false, .none, .hidden),
    ])
    func dismissalCancelled(name: String, bindings: [Bool], wanted: Bool, action: BoundPresentation.Action,
                            phase: BoundPresentation.Phase) {
        var presentation = BoundPresentation()
        for (index, presented) in bindings.enumerated() {
            _ = presentation.request(presented: presented, availability: .available)
            if index == 0 { _ = presentation.presentationEnded(completed: true) }
        }
        #expect(presentation.wantsPresented == wanted, "\(name)")
        #expect(presentation.dismissalCancelled() == action, "\(name)")
        #expect(presentation.phase == phase, "\(name)")
    }
}
