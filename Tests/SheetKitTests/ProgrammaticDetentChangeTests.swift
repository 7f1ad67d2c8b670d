import Testing
@testable import SheetKit

/// The app's rule for detent changes made in code (`shouldChangeSelectedDetent`).
@Suite("Programmatic detent changes: allow, redirect, refuse")
struct ProgrammaticDetentChangeTests {
    @Test("No rule allows; the rule's answer is the target; nil refuses")
    func target() {
        #expect(ProgrammaticDetentChange.target(requested: .large, rule: nil) == .large)
        #expect(ProgrammaticDetentChange.target(requested: .large) { $0 } == .large)
        // A sheet that never opens fully while something is being edited: large becomes medium.
        #expect(ProgrammaticDetentChange.target(requested: .large) { $0 == .large ? .medium : $0 } == .medium)
        #expect(ProgrammaticDetentChange.target(requested: .medium) { $0 == .large ? .medium : $0 } == .medium)
        #expect(ProgrammaticDetentChange.target(requested: .large) { _ in nil } == nil)
    }
}
