import Testing
@testable import SheetKit
import SheetKitTestSupport

/// The bridge between SwiftUI's `isPresented` and UIKit's transitions.
@Suite("Presentation bound to a Boolean")
struct BoundPresentationTests {
    /// One step of a script: what happened, and the action and phase that must follow.
    enum Step: Sendable {
        case request(Bool, canPresent: Bool = true)
        case presented(completed: Bool)
        case dismissed(byUser: Bool)
    }

    static func run(_ steps: [Step]) -> [(BoundPresentation.Action, BoundPresentation.Phase)] {
        var presentation = BoundPresentation()
        return steps.map { step in
            let action: BoundPresentation.Action
            switch step {
            case .request(let wanted, let canPresent): action = presentation.request(presented: wanted, canPresent: canPresent)
            case .presented(let completed): action = presentation.presentationEnded(completed: completed)
            case .dismissed(let byUser): action = presentation.dismissalEnded(byUser: byUser)
            }
            return (action, presentation.phase)
        }
    }

    @Test("Scripts of binding changes and transition ends", arguments: [
        // Plain present and dismiss.
        ("present, dismiss", [Step.request(true), .presented(completed: true), .request(false), .dismissed(byUser: false)],
         [BoundPresentation.Action.present, .none, .dismiss, .none], [BoundPresentation.Phase.presenting, .presented, .dismissing, .hidden]),
        // Repeated reads of the same value do nothing.
        ("re-reads", [.request(true), .request(true), .presented(completed: true), .request(true)],
         [.present, .none, .none, .none], [.presenting, .presenting, .presented, .presented]),
        // Turned off while coming in: dismissed as soon as the presentation ends.
        ("off while presenting", [.request(true), .request(false), .presented(completed: true), .dismissed(byUser: false)],
         [.present, .none, .dismiss, .none], [.presenting, .presenting, .dismissing, .hidden]),
        // Turned on again while going out: presented again once the dismissal ends.
        ("on while dismissing", [.request(true), .presented(completed: true), .request(false), .request(true), .dismissed(byUser: false)],
         [.present, .none, .dismiss, .none, .present], [.presenting, .presented, .dismissing, .dismissing, .presenting]),
        // The user pulls it away: the binding is cleared; its new value then changes nothing.
        ("user dismissal", [.request(true), .presented(completed: true), .dismissed(byUser: true), .request(false)],
         [.present, .none, .clearBinding, .none], [.presenting, .presented, .hidden, .hidden]),
        // The user pushes the sheet back out while it comes in.
        ("cancelled presentation", [.request(true), .presented(completed: false), .request(false)],
         [.present, .clearBinding, .none], [.presenting, .hidden, .hidden]),
        // Not in a window yet: wait, then present on the next request.
        ("no window yet", [.request(true, canPresent: false), .request(true, canPresent: true)],
         [.none, .present], [.hidden, .presenting]),
        // Stray reports change nothing.
        ("stray ends", [.presented(completed: true), .dismissed(byUser: true), .request(false)],
         [.none, .none, .none], [.hidden, .hidden, .hidden]),
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
                    action = presentation.request(presented: binding, canPresent: true)
                case 2 where running == .present:
                    running = nil
                    action = presentation.presentationEnded(completed: Bool.random(using: &rng))
                case 2 where running == .dismiss:
                    running = nil
                    action = presentation.dismissalEnded(byUser: false)
                case 3 where running == nil && presentation.phase == .presented:
                    action = presentation.dismissalEnded(byUser: true)
                default:
                    break
                }
                switch action {
                case .present, .dismiss:
                    #expect(running == nil, "seed \(seed): a transition started while one ran")
                    running = action
                case .clearBinding:
                    binding = false
                    action = presentation.request(presented: false, canPresent: true)
                    #expect(action == .none, "seed \(seed)")
                case .none:
                    break
                }
            }
            // Let every transition end: the phase then matches the binding.
            while let transition = running {
                running = nil
                let next = transition == .present
                    ? presentation.presentationEnded(completed: true)
                    : presentation.dismissalEnded(byUser: false)
                if next == .present || next == .dismiss { running = next }
            }
            #expect(presentation.phase == (binding ? .presented : .hidden), "seed \(seed)")
        }
    }
}
