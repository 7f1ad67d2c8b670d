import Testing
@testable import SheetKit

/// The completions of a SwiftUI panel's proxy (`SheetPanelProxy.show(animated:completion:)`,
/// `hide`): the panel's notifications (`didPresent`, `didDismiss`) say where it came to rest.
@Suite("Panel proxy: show and hide completions")
struct PanelVisibilityCompletionsTests {
    enum Step: Sendable {
        /// The proxy asks: token, shown or hidden, with the panel as it is.
        case request(Int, visible: Bool, panel: PanelVisibility)
        /// SwiftUI's update reads the binding.
        case bindingReads(visible: Bool)
        /// The panel rests shown or hidden.
        case rests(visible: Bool)
        case tearDown
    }

    static func run(_ steps: [Step]) -> [Int: Bool] {
        var completions = PanelVisibilityCompletions()
        var done: [Int: Bool] = [:]
        var twice = false
        for step in steps {
            let ran: [(token: Int, finished: Bool)]
            switch step {
            case .request(let token, let visible, let panel): ran = completions.request(token, visible: visible, panel: panel)
            case .bindingReads(let visible): ran = completions.bindingReads(visible: visible)
            case .rests(let visible): ran = completions.panelRests(visible: visible)
            case .tearDown: ran = completions.tearDown()
            }
            for (token, finished) in ran {
                if done[token] != nil { twice = true }
                done[token] = finished
            }
        }
        #expect(!twice, "a completion ran twice")
        return done
    }

    @Test("Scripts of requests and rests", arguments: [
        // Shown when asked: at once.
        ("already there", [Step.request(1, visible: true, panel: .shown)], [1: true]),
        ("already hidden", [.request(1, visible: false, panel: .hidden)], [1: true]),
        // Waits for the panel to rest where it asked.
        ("waits", [.request(1, visible: true, panel: .hidden), .bindingReads(visible: true), .rests(visible: true)], [1: true]),
        // Two shows: both finish with the one rest.
        ("two shows", [.request(1, visible: true, panel: .hidden), .request(2, visible: true, panel: .showing),
                       .rests(visible: true)], [1: true, 2: true]),
        // A hide replaces the show: the show does not finish, the hide does.
        ("replaced", [.request(1, visible: true, panel: .hidden), .request(2, visible: false, panel: .showing),
                      .rests(visible: true), .rests(visible: false)], [1: false, 2: true]),
        // The app writes the binding the other way itself.
        ("binding written back", [.request(1, visible: true, panel: .hidden), .bindingReads(visible: false)], [1: false]),
        // A rest the other way leaves the request waiting (it is on its way).
        ("rest the other way", [.request(1, visible: false, panel: .showing), .rests(visible: true), .rests(visible: false)],
         [1: true]),
        ("teardown", [.request(1, visible: true, panel: .hidden), .tearDown, .rests(visible: true)], [1: false]),
    ])
    func script(name: String, steps: [Step], expected: [Int: Bool]) {
        #expect(Self.run(steps) == expected, "\(name)")
    }
}
