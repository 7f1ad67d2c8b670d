import Testing
@testable import SheetKit

/// The SwiftUI centred card (`sheetKitCard(isPresented:…)`): `BoundItemPresentation` with a
/// flag, told the end of each UIKit transition (the card has no sheet notifications).
@Suite("SwiftUI centred card: the binding and the transitions")
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
         [.retry(after: BoundPresentation.retryInterval), .present(true), .retry(after: BoundPresentation.retryInterval), .present(true)]),
        ("not in a window yet", [.binding(true, .notInWindow), .binding(true)], [.none, .present(true)]),
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
}
