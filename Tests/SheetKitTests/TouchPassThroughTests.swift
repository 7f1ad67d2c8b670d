import Testing
@testable import SheetKit

/// Review (2026-11-27): a touch through an undimmed sheet that its presenting view did not
/// take was swallowed, so the map under two undimmed sheets took nothing; the first fix then
/// reached a dimmed presentation below, whose backdrop's tap dismissed or collapsed it.
@Suite("A touch through an undimmed sheet")
struct TouchPassThroughTests {
    @Test("Asked: an undimmed SheetKit presentation and the app's screen; the search stops at a dimmed one or another presentation",
          arguments: [(TouchPassThrough.Underlying.passingSheet, TouchPassThrough.Step.ask), (.appScreen, .ask),
                      (.dimmedSheet, .stop), (.otherPresentation, .stop)])
    func step(view: TouchPassThrough.Underlying, step: TouchPassThrough.Step) {
        #expect(TouchPassThrough.step(at: view) == step)
    }
}
