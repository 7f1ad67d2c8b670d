import Testing
@testable import SheetKit
import SheetKitTestSupport

/// The bridge between SwiftUI's `isPresented` and UIKit's transitions.
@Suite("Presentation bound to a Boolean")
struct BoundPresentationTests {
    /// One step of a script: what happened, and the action and phase that must follow.
    enum Step: Sendable {
        case request(Bool, BoundPresentation.Availability = .available)
        case presented(completed: Bool)
        case checked(accepted: Bool)
        case dismissalChecked(accepted: Bool)
        case dismissed
    }

    static func run(_ steps: [Step]) -> [(BoundPresentation.Action, BoundPresentation.Phase)] {
        var presentation = BoundPresentation()
        return steps.map { step in
            let action: BoundPresentation.Action
            switch step {
            case .request(let wanted, let availability): action = presentation.request(presented: wanted, availability: availability)
            case .presented(let completed): action = presentation.presentationEnded(completed: completed)
            case .checked(let accepted): action = presentation.presentationChecked(accepted: accepted)
            case .dismissalChecked(let accepted): action = presentation.dismissalChecked(accepted: accepted)
            case .dismissed: action = presentation.dismissalEnded()
            }
            return (action, presentation.phase)
        }
    }

    @Test("Scripts of binding changes and transition ends", arguments: [
        // Plain present and dismiss.
        ("present, dismiss", [Step.request(true), .presented(completed: true), .request(false), .dismissed],
         [BoundPresentation.Action.present, .none, .dismiss, .none], [BoundPresentation.Phase.presenting, .presented, .dismissing, .hidden]),
        // Repeated reads of the same value do nothing.
        ("re-reads", [.request(true), .request(true), .presented(completed: true), .request(true)],
         [.present, .none, .none, .none], [.presenting, .presenting, .presented, .presented]),
        // Turned off while coming in: dismissed as soon as the presentation ends.
        ("off while presenting", [.request(true), .request(false), .presented(completed: true), .dismissed],
         [.present, .none, .dismiss, .none], [.presenting, .presenting, .dismissing, .hidden]),
        // Turned on again while going out: presented again once the dismissal ends.
        ("on while dismissing", [.request(true), .presented(completed: true), .request(false), .request(true), .dismissed],
         [.present, .none, .dismiss, .none, .present], [.presenting, .presented, .dismissing, .dismissing, .presenting]),
        // The user pulls it away, or the content dismisses itself: the binding is cleared;
        // its new value then changes nothing.
        ("dismissed elsewhere", [.request(true), .presented(completed: true), .dismissed, .request(false)],
         [.present, .none, .clearBinding, .none], [.presenting, .presented, .hidden, .hidden]),
        // Something else is presented from the anchor: retry shortly, then present.
        // Busy: one retry pending at a time (a second update while it waits starts none).
        ("busy", [.request(true, .busy), .request(true, .busy), .request(true)],
         [.retry(after: 0.1), .none, .present], [.hidden, .hidden, .presenting]),
        // UIKit refused the presentation mid-transition: back to hidden, retry; not when unwanted.
        ("refused", [.request(true), .checked(accepted: false), .request(true), .checked(accepted: true), .presented(completed: true)],
         [.present, .retry(after: 0.1), .present, .none, .none], [.presenting, .hidden, .presenting, .presenting, .presented]),
        ("refused, no longer wanted", [.request(true), .request(false), .checked(accepted: false)],
         [.present, .none, .none], [.presenting, .presenting, .hidden]),
        // UIKit refused the dismissal (an alert the sheet presents still animates): asked
        // again until it takes it.
        ("dismissal refused", [.request(true), .presented(completed: true), .request(false), .dismissalChecked(accepted: false),
                               .dismissalChecked(accepted: true), .dismissed],
         [.present, .none, .dismiss, .dismiss, .none, .none], [.presenting, .presented, .dismissing, .dismissing, .dismissing, .hidden]),
        // Refused while the binding turned true again: the sheet stays, as wanted.
        ("dismissal refused, wanted again", [.request(true), .presented(completed: true), .request(false), .request(true),
                                             .dismissalChecked(accepted: false), .request(true)],
         [.present, .none, .dismiss, .none, .none, .none], [.presenting, .presented, .dismissing, .dismissing, .presented, .presented]),
        // A check that comes after the sheet is gone, or before any dismissal, changes nothing.
        ("late dismissal check", [.request(true), .dismissalChecked(accepted: false), .presented(completed: true),
                                  .request(false), .dismissed, .dismissalChecked(accepted: false)],
         [.present, .none, .none, .dismiss, .none, .none], [.presenting, .presenting, .presented, .dismissing, .hidden, .hidden]),
        // The user pushes the sheet back out while it comes in.
        ("cancelled presentation", [.request(true), .presented(completed: false), .request(false)],
         [.present, .clearBinding, .none], [.presenting, .hidden, .hidden]),
        // Not in a window yet: wait, then present on the next request.
        ("no window yet", [.request(true, .notInWindow), .request(true)],
         [.none, .present], [.hidden, .presenting]),
        // Stray ends change nothing; a presentation not asked for (UIKit took one after the
        // check said refused, or the app showed a panel through its controller) is on screen:
        // taken over, and dismissed while the binding does not want it.
        ("stray ends", [.dismissed, .presented(completed: false), .request(false)],
         [.none, .none, .none], [.hidden, .hidden, .hidden]),
        ("presentation not asked for", [.presented(completed: true), .dismissed, .request(false)],
         [.dismiss, .none, .none], [.dismissing, .hidden, .hidden]),
        ("accepted after the check said refused", [.request(true), .checked(accepted: false), .presented(completed: true),
                                                   .request(true)],
         [.present, .retry(after: 0.1), .none, .none], [.presenting, .hidden, .presented, .presented]),
        ("accepted late, no longer wanted", [.request(true), .checked(accepted: false), .request(false), .presented(completed: true),
                                             .dismissed],
         [.present, .retry(after: 0.1), .none, .dismiss, .none], [.presenting, .hidden, .hidden, .dismissing, .hidden]),
    ])
    func script(name: String, steps: [Step], actions: [BoundPresentation.Action], phases: [BoundPresentation.Phase]) {
        let results = Self.run(steps)
        #expect(results.map(\.0) == actions, "\(name)")
        #expect(results.map(\.1) == phases, "\(name)")
    }

    @Test("Random binding flips and transition ends never start a second transition, and settle as asked")
    func randomFlips() {
        for seed in 0..<2_000 {
            var rng = SeededGenerator(seed: UInt64(seed))
            var presentation = BoundPresentation()
            var running: BoundPresentation.Action?      // the transition UIKit is running
            var binding = false
            for _ in 0..<Int.random(in: 1...30, using: &rng) {
                var action = BoundPresentation.Action.none
                switch Int.random(in: 0..<4, using: &rng) {
                case 0, 1:
                    binding.toggle()
                    action = presentation.request(presented: binding, availability: .available)
                case 2 where running == .present:
                    running = nil
                    action = presentation.presentationEnded(completed: Bool.random(using: &rng))
                case 2 where running == .dismiss:
                    running = nil
                    action = presentation.dismissalEnded()
                case 3 where running == nil && presentation.phase == .presented:
                    action = presentation.dismissalEnded()
                case 3 where running == .dismiss:
                    // UIKit refused the dismissal: nothing runs, and the check says so.
                    running = nil
                    action = presentation.dismissalChecked(accepted: false)
                default:
                    break
                }
                switch action {
                case .present, .dismiss:
                    #expect(running == nil, "seed \(seed): a transition started while one ran")
                    running = action
                case .clearBinding:
                    // The anchor writes the clear and reports it, as every host does.
                    binding = false
                    presentation.clearBindingEnded()
                    action = presentation.request(presented: false, availability: .available)
                    #expect(action == .none, "seed \(seed)")
                case .none, .retry:
                    break
                }
            }
            // Let every transition end: the phase then matches the binding.
            while let transition = running {
                running = nil
                let next = transition == .present
                    ? presentation.presentationEnded(completed: true)
                    : presentation.dismissalEnded()
                if next == .present || next == .dismiss { running = next }
            }
            #expect(presentation.phase == (binding ? .presented : .hidden), "seed \(seed)")
        }
    }
}

/// Many SwiftUI updates while the anchor is busy start one chain of retries, not one each.
@Suite("Bound presentation: one pending retry")
struct BoundPresentationRetryTests {
    @Test("Busy requests answer one retry until it fires")
    func oneRetryAtATime() {
        var presentation = BoundPresentation()
        let first = presentation.request(presented: true, availability: .busy)
        let second = presentation.request(presented: true, availability: .busy)
        let third = presentation.request(presented: true, availability: .busy)
        #expect(first == .retry(after: BoundPresentation.retryInterval))
        #expect(second == BoundPresentation.Action.none)
        #expect(third == BoundPresentation.Action.none)
        presentation.retryFired()
        let afterFiring = presentation.request(presented: true, availability: .busy)
        #expect(afterFiring == .retry(after: BoundPresentation.retryInterval))
    }

    @Test("A pending retry does not hold back a presentation that can start")
    func availableWhilePending() {
        var presentation = BoundPresentation()
        _ = presentation.request(presented: true, availability: .busy)
        let available = presentation.request(presented: true, availability: .available)
        #expect(available == .present)
        presentation.retryFired()
        let fired = presentation.request(presented: true, availability: .available)
        #expect(fired == BoundPresentation.Action.none, "presenting already")
    }

    @Test("A cancelled dismissal's retry is one too")
    func cancelledDismissal() {
        var presentation = BoundPresentation()
        _ = presentation.request(presented: true, availability: .available)
        _ = presentation.presentationEnded(completed: true)
        _ = presentation.request(presented: false, availability: .available)   // .dismiss
        let first = presentation.dismissalCancelled()
        let second = presentation.dismissalCancelled()
        #expect(first == .retry(after: BoundPresentation.retryInterval))
        #expect(second == BoundPresentation.Action.none)
    }
}
