import Testing
import SheetKitTestSupport
@testable import SheetKit

/// The app selects a detent before the detents that include it (`animateChanges { sheet.selectedDetentIdentifier = .large;
/// sheet.detents = [.medium, .large] }`). `UISheetPresentationController` keeps its
/// `selectedDetentIdentifier` whatever the detents are (UISheetPresentationController.h line
/// 141, iOS 26.2 SDK), so the order of the two writes does not matter there. Before the parity
/// review of 2026-11-28 SheetKit dropped the selection and the sheet stayed at medium.
@Suite("A selection made before its detent exists")
struct SelectionBeforeDetentsTests {
    static let mediumOnly = SheetConfiguration.commentSheet(detents: [.fraction(0.6, identifier: .medium)])

    static func presentedMediumOnly() -> SheetEngine {
        var engine = SheetEngine(configuration: Self.mediumOnly, container: .phonePortrait)
        engine.send(.present(animated: false, time: 0))
        return engine
    }

    @Test("Selected first, the detent comes with the configuration: the sheet goes there", arguments: [true, false])
    func selectThenDetents(animated: Bool) {
        var engine = Self.presentedMediumOnly()
        let early = engine.send(.selectDetent(.large, animated: animated, time: 1))
        #expect(early.selectedDetentIdentifier == .medium && early.events.isEmpty)
        let changed = engine.send(.updateConfiguration(.commentSheet(), animated: animated, time: 1))
        #expect(changed.selectedDetentIdentifier == .large && changed.cause == .app)
        let settled = engine.settles(from: 1, on: .large, at: CommentSheetOnPhone.large)
        #expect(settled)
    }

    @Test("Detents first, then the selection: as before")
    func detentsThenSelect() {
        var engine = Self.presentedMediumOnly()
        engine.send(.updateConfiguration(.commentSheet(), animated: false, time: 1))
        engine.send(.selectDetent(.large, animated: false, time: 1))
        #expect(engine.selectedDetentIdentifier == .large && engine.extent == CommentSheetOnPhone.large)
    }

    @Test("On a hidden sheet, the next presentation goes to the detent selected before it existed")
    func hidden() {
        var engine = SheetEngine(configuration: Self.mediumOnly, container: .phonePortrait)
        engine.send(.selectDetent(.large, animated: false, time: 0))
        engine.send(.updateConfiguration(.commentSheet(), animated: false, time: 0))
        engine.send(.present(animated: false, time: 0))
        #expect(engine.selectedDetentIdentifier == .large && engine.extent == CommentSheetOnPhone.large)
    }

    @Test("Forgotten by a later selection and by the user's drag", arguments: [true, false])
    func forgotten(byDrag: Bool) {
        var engine = Self.presentedMediumOnly()
        engine.send(.selectDetent(.large, animated: false, time: 1))
        if byDrag {
            engine.drag([-5, -5, 5, 5], from: 1)
            engine.send(.dragEnded(velocity: 0, time: 1.1))
            engine.runTicks(from: 1.1)
        } else {
            engine.send(.selectDetent(.medium, animated: false, time: 1))
        }
        engine.send(.updateConfiguration(.commentSheet(), animated: false, time: 3))
        #expect(engine.selectedDetentIdentifier == .medium && engine.extent == CommentSheetOnPhone.medium)
    }

    @Test("A detent that never comes changes nothing")
    func neverComes() {
        var engine = Self.presentedMediumOnly()
        engine.send(.selectDetent("nowhere", animated: true, time: 1))
        let changed = engine.send(.updateConfiguration(.commentSheet(), animated: true, time: 1))
        #expect(changed.selectedDetentIdentifier == .medium && !changed.events.contains(.targetDetentChanged))
    }
}
