import Testing
import SheetKitTestSupport
@testable import SheetKit

/// The appearance calls a panel's content gets, as a script of the panel controller's own
/// appearance and the panel's visibility (see ``PanelContentAppearance``). Before, the
/// content stayed a child of a parent that never left, so it heard nothing when the panel
/// hid or showed (a player kept playing under a hidden panel).
@Suite("Panels: the content's appearance calls")
struct PanelContentAppearanceTests {
    enum Step: Hashable, Sendable {
        case host(PanelContentAppearance.Phase)
        case panel(PanelVisibility)
    }

    /// The content's callbacks for `steps`, by name, as UIKit turns the calls into them: a
    /// begin is `will…`, an end closes the last begin with `did…`.
    static func callbacks(_ steps: [Step]) -> [String] {
        var appearance = PanelContentAppearance()
        var names: [String] = []
        var appearing = false
        for step in steps {
            let calls: [PanelContentAppearance.Call]
            switch step {
            case .host(let phase): calls = appearance.hostChanged(to: phase)
            case .panel(let visibility): calls = appearance.panelChanged(to: visibility)
            }
            for call in calls {
                switch call {
                case .begin(let isAppearing):
                    appearing = isAppearing
                    names.append(isAppearing ? "willAppear" : "willDisappear")
                case .end: names.append(appearing ? "didAppear" : "didDisappear")
                }
            }
        }
        return names
    }

    static let screenAppears: [Step] = [.host(.appearing), .host(.appeared)]
    static let shows: [Step] = [.panel(.showing), .panel(.shown)]
    static let hides: [Step] = [.panel(.hiding), .panel(.hidden)]

    @Test("Scripts of the screen and the panel", arguments: [
        // Shown as the screen appears (addPanel on a screen in a window, or before it appears).
        (shows + screenAppears, ["willAppear", "didAppear"]),
        (screenAppears + shows, ["willAppear", "didAppear"]),
        // Hidden and shown again on screen: each is told.
        (screenAppears + shows + hides + shows, ["willAppear", "didAppear", "willDisappear", "didDisappear", "willAppear", "didAppear"]),
        // A user's hide pulled back: UIKit's cancelled transition.
        (screenAppears + shows + [.panel(.hiding), .panel(.shown)], ["willAppear", "didAppear", "willDisappear", "willAppear", "didAppear"]),
        // The screen leaves with the panel shown, and comes back.
        (screenAppears + shows + [.host(.disappearing), .host(.disappeared)] + screenAppears,
         ["willAppear", "didAppear", "willDisappear", "didDisappear", "willAppear", "didAppear"]),
        // Hidden while the screen is away, shown while it is away: nothing until both are there.
        (screenAppears + shows + [.host(.disappearing), .host(.disappeared)] + hides + shows + screenAppears,
         ["willAppear", "didAppear", "willDisappear", "didDisappear", "willAppear", "didAppear"]),
        ([.host(.disappearing), .host(.disappeared)] + hides, []),
        // The screen leaves while the panel hides: one disappearance, closed once.
        (screenAppears + shows + [.panel(.hiding), .host(.disappearing), .panel(.hidden), .host(.disappeared)],
         ["willAppear", "didAppear", "willDisappear", "didDisappear"]),
        // A showing cancelled (hidden before it arrived).
        (screenAppears + [.panel(.showing), .panel(.hidden)], ["willAppear", "willDisappear", "didDisappear"]),
        // The panel never shows: the content never hears of the screen.
        (screenAppears + [.host(.disappearing), .host(.disappeared)], []),
    ] as [([Step], [String])])
    func scripts(steps: [Step], expected: [String]) {
        #expect(Self.callbacks(steps) == expected)
    }

    /// Seeded random scripts: every will is closed by one did before another will of the same
    /// kind, the content appears only while both are there, and it ends where both say.
    @Test("Random scripts keep the calls paired and end where the screen and the panel are")
    func randomScripts() {
        var rng = SeededGenerator(seed: 2026_11_28)
        let phases: [PanelContentAppearance.Phase] = [.disappeared, .appearing, .appeared, .disappearing]
        for _ in 0..<2_000 {
            var appearance = PanelContentAppearance()
            var open: Bool? = nil          // a begin not yet ended: appearing or not
            var visible = false
            for _ in 0..<Int.random(in: 0..<20, using: &rng) {
                let calls = Bool.random(using: &rng)
                    ? appearance.hostChanged(to: phases.randomElement(using: &rng)!)
                    : appearance.panelChanged(to: PanelVisibility.allCases.randomElement(using: &rng)!)
                for call in calls {
                    switch call {
                    case .begin(let appearing):
                        #expect(appearing != visible || open != nil, "a will that changes nothing")
                        open = appearing
                    case .end:
                        #expect(open != nil, "a did without a will")
                        visible = open ?? visible
                        open = nil
                    }
                }
                let settled = appearance.wanted == .appeared || appearance.wanted == .disappeared
                if settled { #expect(open == nil && visible == (appearance.wanted == .appeared)) }
            }
        }
    }
}
