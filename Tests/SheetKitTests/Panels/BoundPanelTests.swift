import Testing
@testable import SheetKit
import SheetKitTestSupport

/// The SwiftUI panel's bindings (`sheetKitPanel(isVisible:configuration:selectedDetent:…)`):
/// `BoundItemPresentation` with a flag for its item (shown or not), driven the way the
/// adapter drives it.
@Suite("SwiftUI panel: the visibility binding")
struct BoundPanelVisibilityTests {
    enum Step: Sendable {
        /// A SwiftUI update with the visibility binding's value.
        case binding(Bool, BoundPresentation.Availability = .available)
        /// The panel's notification.
        case panel(SheetNotification)
        /// The showing put off past SwiftUI's update found the binding off and did not start
        /// (the adapter reports it refused).
        case showingDropped
    }

    typealias Action = BoundItemPresentation<Bool>.Action

    static func run(_ steps: [Step]) -> [Action] {
        var presentation = BoundItemPresentation<Bool>()
        return steps.map { step in
            switch step {
            case .binding(let visible, let availability): return presentation.request(item: visible ? true : nil, availability: availability)
            case .panel(let notification): return presentation.sheetDid(notification)
            case .showingDropped: return presentation.presentationChecked(accepted: false)
            }
        }
    }

    @Test("Scripts of visibility changes and the panel's arrivals", arguments: [
        ("show, hide", [Step.binding(true), .panel(.didPresent), .binding(false), .panel(.didDismiss(cause: .app))],
         [Action.present(true), .none, .dismiss, .sheetGone(then: .none)]),
        // Before the container has a window nothing shows; it shows on appearance.
        ("not in a window yet", [.binding(true, .notInWindow), .binding(true, .notInWindow), .binding(true)],
         [.none, .none, .present(true)]),
        ("hidden from the start", [.binding(false, .notInWindow), .binding(false)], [.none, .none]),
        // The user hides it (allowsUserHiding): the binding is set to false, once.
        ("hidden by the user", [.binding(true), .panel(.didPresent), .panel(.didDismiss(cause: .user)), .binding(false)],
         [.present(true), .none, .sheetGone(then: .clearBinding), .none]),
        // Pushed back out while it came in: it never showed; the binding follows.
        ("pushed back while showing", [.binding(true), .panel(.didCancelPresentation), .binding(false)],
         [.present(true), .sheetGone(then: .clearBinding), .none]),
        // Hidden while it comes in: it hides once it arrived.
        ("hidden while showing", [.binding(true), .binding(false), .panel(.didPresent), .panel(.didDismiss(cause: .app))],
         [.present(true), .none, .dismiss, .sheetGone(then: .none)]),
        // Shown again while it goes away: it shows once it is hidden.
        ("shown while hiding", [.binding(true), .panel(.didPresent), .binding(false), .binding(true), .panel(.didDismiss(cause: .app))],
         [.present(true), .none, .dismiss, .none, .sheetGone(then: .present(true))]),
        // Flipped back and forth while it comes in: nothing more to do.
        ("flip-flop while showing", [.binding(true), .binding(false), .binding(true), .panel(.didPresent)],
         [.present(true), .none, .none, .none]),
        // `true` then `false` in two quick updates: the showing put off past the first finds
        // the binding off and never starts, so the panel does not flash in and out; a later
        // `true` shows it.
        ("true then false before the showing ran", [.binding(true), .binding(false), .showingDropped, .binding(true)],
         [.present(true), .none, .none, .present(true)]),
        // SwiftUI re-reads the same value on every update: nothing.
        ("re-reads", [.binding(true), .binding(true), .panel(.didPresent), .binding(true), .binding(true)],
         [.present(true), .none, .none, .none, .none]),
    ])
    func script(name: String, steps: [Step], actions: [Action]) {
        #expect(Self.run(steps) == actions, "\(name)")
    }
}

/// The detent binding of a SwiftUI panel: where it shows, which changes move it, which moves
/// write the binding.
@Suite("SwiftUI panel: the detent binding")
struct BoundPanelDetentTests {
    typealias Action = BoundItemPresentation<Bool>.Action

    /// A presentation asked to show, started with `detent` bound.
    static func showing(at detent: Detent.Identifier?) -> BoundItemPresentation<Bool> {
        var presentation = BoundItemPresentation<Bool>()
        _ = presentation.request(item: true, availability: .available)
        _ = presentation.presentationStarts(selectedDetent: detent, in: .persistentPanel())
        return presentation
    }

    @Test("The panel shows at the bound detent: the configuration carries it, the same on every update", arguments: [
        (Detent.Identifier?.some(.large), Detent.Identifier?.some(.large)),
        (.tip, .tip),
        // No value bound: the configuration's own initial detent.
        (nil, .medium),
    ])
    func startingDetent(bound: Detent.Identifier?, initial: Detent.Identifier?) {
        var presentation = Self.showing(at: bound)
        #expect(presentation.startingDetent == bound)
        let configuration = presentation.configuration(.persistentPanel())
        #expect(configuration.initialDetentIdentifier == initial)
        // Every update applies it again: equivalent, so the panel changes nothing.
        #expect(presentation.configuration(.persistentPanel()).isEquivalent(to: configuration))
        // The bound value is agreed on: the next update forwards nothing.
        #expect(presentation.detentBinding(bound) == nil)
    }

    /// The app moves the panel itself (the proxy) while it is hidden or going away: the move
    /// waits for the next showing, which starts at the binding's value, so the binding is
    /// written with it; on screen, the panel's own move reports itself.
    @Test("A move while the panel is away writes the binding; on screen it does not")
    func movedWhileAway() {
        var presentation = BoundItemPresentation<Bool>()
        #expect(presentation.detentMovedWhileAway(.large) == .writeSelectedDetent(.large))
        _ = presentation.request(item: true, availability: .available)
        _ = presentation.presentationStarts(selectedDetent: .medium, in: .persistentPanel())
        #expect(presentation.detentMovedWhileAway(.large) == .none)
        _ = presentation.sheetDid(.didPresent)
        #expect(presentation.detentMovedWhileAway(.large) == .none)
        #expect(presentation.request(item: nil, availability: .available) == .dismiss)
        #expect(presentation.detentMovedWhileAway(.large) == .writeSelectedDetent(.large))
        // The showing after the hide starts at the value written.
        _ = presentation.sheetDid(.didDismiss(cause: .app))
        _ = presentation.request(item: true, availability: .available)
        #expect(presentation.presentationStarts(selectedDetent: .large, in: .persistentPanel()) == .large)
    }

    @Test("Which binding values move the panel, by the panel's phase", arguments: [
        // Hidden or going away: the value waits for the next showing.
        ([Step.binding(true), .panel(.didPresent), .binding(false)], Detent.Identifier.large, Detent.Identifier?.none),
        ([Step.binding(false)], .large, nil),
        // Coming in or on screen: forwarded once.
        ([Step.binding(true)], .large, .large),
        ([Step.binding(true), .panel(.didPresent)], .large, .large),
        // The value the panel shows at already: nothing.
        ([Step.binding(true), .panel(.didPresent)], .medium, nil),
    ])
    func forwarded(steps: [Step], value: Detent.Identifier, expected: Detent.Identifier?) {
        var presentation = BoundItemPresentation<Bool>()
        for step in steps {
            switch step {
            case .binding(let visible):
                if presentation.request(item: visible ? true : nil, availability: .available) == .present(true) {
                    _ = presentation.presentationStarts(selectedDetent: .medium, in: .persistentPanel())
                }
            case .panel(let notification): _ = presentation.sheetDid(notification)
            }
        }
        #expect(presentation.detentBinding(value) == expected)
        #expect(presentation.detentBinding(value) == nil, "forwarded once")
    }

    enum Step: Sendable {
        case binding(Bool)
        case panel(SheetNotification)
    }

    @Test("The panel's moves write the binding; the app's own value is not written back", arguments: [
        // The user drags to large: written as the panel heads there.
        (SheetNotification.willChangeSelectedDetent(.large, cause: .user), Action.writeSelectedDetent(.large)),
        // The app's `.tip`, forwarded: the binding holds it already.
        (.willChangeSelectedDetent(.tip, cause: .app), .none),
        // The app's `.tip` turned to medium by `shouldChangeSelectedDetent`: written.
        (.willChangeSelectedDetent(.medium, cause: .app), .writeSelectedDetent(.medium)),
        // The keyboard raises it: written.
        (.willChangeSelectedDetent(.large, cause: .system), .writeSelectedDetent(.large)),
    ])
    func writes(notification: SheetNotification, expected: Action) {
        var presentation = Self.showing(at: .medium)
        _ = presentation.sheetDid(.didPresent)
        #expect(presentation.detentBinding(.tip) == .tip)
        #expect(presentation.sheetDid(notification) == expected)
        // What was written comes back on the next update unchanged: nothing to forward.
        if case .writeSelectedDetent(let written) = expected { #expect(presentation.detentBinding(written) == nil) }
    }

    /// The app's `prepare` chose `.tip` as the initial detent at the first showing, and no
    /// detent is bound. Before, the first showing started there and every later one at the
    /// configuration's `.medium` (the adapter used two formulas).
    @Test("Every showing starts by one rule: the bound detent, else the panel's own, prepare's included", arguments: [
        // bound detent, prepare's initial detent, first and later showings start at
        (Detent.Identifier?.none, Detent.Identifier?.some(.tip), Detent.Identifier?.some(.tip)),
        (.large, .tip, .large),
        (nil, .medium, .medium),        // prepare left the configuration's
        (.tip, nil, .tip),
    ])
    func preparedInitialDetent(bound: Detent.Identifier?, prepared: Detent.Identifier?, expected: Detent.Identifier?) {
        var presentation = Self.showing(at: bound)
        #expect(presentation.panelPrepared(initialDetent: prepared) == expected)
        _ = presentation.sheetDid(.didPresent)
        _ = presentation.request(item: nil, availability: .available)
        _ = presentation.sheetDid(.didDismiss(cause: .app))
        #expect(presentation.request(item: true, availability: .available) == .present(true))
        _ = presentation.presentationStarts(selectedDetent: bound, in: .persistentPanel())
        #expect(presentation.showingInitialDetent == expected)
        // The modifier's configuration changed: its initial detent replaces prepare's.
        var changed = SheetConfiguration.persistentPanel()
        changed.initialDetentIdentifier = .large
        #expect(presentation.configurationChanged(changed).initialDetentIdentifier == bound ?? .large)
        #expect(presentation.showingInitialDetent == bound ?? .large)
    }

    @Test("Shown again, the panel starts where the user left it, or at a value set while it was hidden")
    func showsAgain() {
        var presentation = Self.showing(at: .medium)
        _ = presentation.sheetDid(.didPresent)
        #expect(presentation.sheetDid(.willChangeSelectedDetent(.tip, cause: .user)) == .writeSelectedDetent(.tip))
        #expect(presentation.request(item: nil, availability: .available) == .dismiss)
        #expect(presentation.sheetDid(.didDismiss(cause: .app)) == .sheetGone(then: .none))
        #expect(presentation.request(item: true, availability: .available) == .present(true))
        #expect(presentation.presentationStarts(selectedDetent: .tip, in: .persistentPanel()) == .tip)
        #expect(presentation.configuration(.persistentPanel()).initialDetentIdentifier == .tip)
        // Hidden again; the app picks large meanwhile: it waits, and the next showing starts there.
        _ = presentation.sheetDid(.didPresent)
        _ = presentation.request(item: nil, availability: .available)
        _ = presentation.sheetDid(.didDismiss(cause: .app))
        #expect(presentation.detentBinding(.large) == nil)
        _ = presentation.request(item: true, availability: .available)
        #expect(presentation.presentationStarts(selectedDetent: .large, in: .persistentPanel()) == .large)
        #expect(presentation.configuration(.persistentPanel()).initialDetentIdentifier == .large)
    }
}

/// The panel lifecycle and the bindings together, as the SwiftUI adapter runs them: every
/// notification of the panel goes to the bridge, every action of the bridge to the panel or
/// the bindings.
@Suite("SwiftUI panel: bindings and panel together")
struct BoundPanelBridgeTests {
    /// The adapter's part: the panel, the bridge and the two bindings.
    struct Bridge {
        var panel = PanelScript(configuration: .persistentPanel())
        var presentation = BoundItemPresentation<Bool>()
        var configuration = SheetConfiguration.persistentPanel()
        var isVisible = true
        var selectedDetent: Detent.Identifier?
        /// The values written to the detent binding, in order.
        var written: [Detent.Identifier] = []
        /// The binding was set to `false` this many times.
        var cleared = 0
        /// Moves reported to `onMove`.
        var moves: [(extent: Double, progress: Double)] = []
        private var seen = 0

        /// A SwiftUI update (animated), as `update(with:environment:transaction:)` runs it.
        mutating func update() {
            panel.send(.configurationChanged(presentation.configuration(configuration), animated: true, time: panel.now))
            perform(presentation.request(item: isVisible ? true : nil, availability: .available))
            if let detent = presentation.detentBinding(selectedDetent) {
                panel.send(.moveToDetent(detent, spring: configuration.spring, time: panel.now, completion: nil))
            }
            drainNotifications()
        }

        /// Frames until the panel rests, its notifications delivered as they come.
        mutating func settle() {
            var elapsed = 0.0
            repeat {
                panel.runFrames(for: 1.0 / 120)
                drainNotifications()
                elapsed += 1.0 / 120
            } while panel.displayLinkRunning && elapsed < 5
        }

        mutating func drag(_ deltas: [Double], velocity: Double) {
            panel.drag(deltas, velocity: velocity)
            drainNotifications()
        }

        private mutating func drainNotifications() {
            while seen < panel.notifications.count {
                let notification = panel.notifications[seen]
                seen += 1
                perform(presentation.sheetDid(notification))
            }
        }

        private mutating func perform(_ action: BoundItemPresentation<Bool>.Action) {
            switch action {
            case .none, .retry: break
            case .present:
                _ = presentation.presentationStarts(selectedDetent: selectedDetent, in: .persistentPanel())
                panel.send(.configurationChanged(presentation.configuration(configuration), animated: false, time: panel.now))
                panel.show(animated: true)
            case .dismiss: panel.hide(animated: true)
            case .clearBinding:
                isVisible = false
                presentation.clearBindingEnded()
                cleared += 1
            case .writeSelectedDetent(let identifier):
                selectedDetent = identifier
                written.append(identifier)
            case .reportMove(let extent, let progress): moves.append((extent, progress))
            case .sheetGone(let next): perform(next)
            }
        }
    }

    @Test("It shows at the bound detent; the app's change moves it without an echo; the user's drag writes the binding once")
    func roundTrip() throws {
        var bridge = Bridge()
        bridge.selectedDetent = .large
        bridge.update()
        bridge.settle()
        #expect(bridge.panel.host.visibility == .shown)
        #expect(bridge.panel.host.engine.selectedDetentIdentifier == .large)
        #expect(bridge.written.isEmpty)
        // Re-renders with the same values: the panel rests untouched.
        bridge.panel.clearLog()
        for _ in 0..<5 { bridge.update() }
        #expect(bridge.panel.frames.isEmpty && !bridge.panel.displayLinkRunning)
        // The app picks the tip: the panel moves there; nothing is written back.
        bridge.selectedDetent = .tip
        bridge.update()
        bridge.settle()
        #expect(bridge.panel.host.engine.selectedDetentIdentifier == .tip)
        #expect(bridge.written.isEmpty)
        // The user flicks it up: the binding is written once, as it heads there.
        bridge.drag(Array(repeating: 12, count: 10), velocity: 2500)
        bridge.update()
        bridge.settle()
        let selected = bridge.panel.host.engine.selectedDetentIdentifier
        #expect(selected != .tip)
        #expect(bridge.written == [selected])
        #expect(bridge.selectedDetent == selected)
        // onMove heard every frame, all finite.
        #expect(!bridge.moves.isEmpty)
        #expect(bridge.moves.allSatisfy { $0.extent.isFinite && $0.progress.isFinite })
    }

    @Test("Hidden and shown by the binding; hidden by the user, the binding follows")
    func visibility() {
        var bridge = Bridge()
        bridge.update()
        bridge.settle()
        #expect(bridge.panel.host.visibility == .shown)
        #expect(bridge.panel.host.engine.selectedDetentIdentifier == .medium)
        bridge.isVisible = false
        bridge.update()
        bridge.settle()
        #expect(bridge.panel.host.visibility == .hidden)
        #expect(bridge.cleared == 0)
        // Shown and hidden again within one motion: it ends where the binding says.
        bridge.isVisible = true
        bridge.update()
        bridge.isVisible = false
        bridge.update()
        bridge.isVisible = true
        bridge.update()
        bridge.settle()
        #expect(bridge.panel.host.visibility == .shown)
        // The user may hide it here: a flick down past the tip hides it and clears the binding.
        bridge.panel.host.allowsUserHiding = true
        bridge.drag(Array(repeating: -30, count: 12), velocity: -4000)
        bridge.settle()
        bridge.update()
        #expect(bridge.panel.host.visibility == .hidden)
        #expect(bridge.isVisible == false)
        #expect(bridge.cleared == 1)
        #expect(bridge.panel.violations.isEmpty)
    }

    @Test("A detent picked while the panel is hidden is where it shows next")
    func pickedWhileHidden() {
        var bridge = Bridge()
        bridge.update()
        bridge.settle()
        bridge.isVisible = false
        bridge.update()
        bridge.settle()
        bridge.selectedDetent = .tip
        bridge.update()
        bridge.isVisible = true
        bridge.update()
        bridge.settle()
        #expect(bridge.panel.host.engine.selectedDetentIdentifier == .tip)
        #expect(bridge.written.isEmpty)
        #expect(bridge.panel.violations.isEmpty)
    }
}
