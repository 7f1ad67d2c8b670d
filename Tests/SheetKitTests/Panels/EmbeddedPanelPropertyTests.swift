import Testing
import SheetKitTestSupport
@testable import SheetKit

/// Seeded random sequences of what an app and a user do to an embedded panel, with hostile
/// values among them: UIKit's part never reaches the adapter, the display link runs exactly
/// while something moves, frames stay finite, and every completion is answered exactly once.
@Suite("Embedded panels: random sequences")
struct EmbeddedPanelPropertyTests {
    @Test("Invariants hold over 150 seeded sequences", arguments: [UInt64(1), 2, 3])
    func randomSequences(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let hostile: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, Subnormal.tiny]
        for _ in 0..<50 {
            var script = PanelScript(configuration: Bool.random(using: &generator) ? .persistentPanel() : .commentSheet(),
                                     allowsUserHiding: Bool.random(using: &generator))
            var token = 0
            for _ in 0..<40 {
                let value = Bool.random(using: &generator) ? hostile.randomElement(using: &generator) ?? 0
                                                           : Double.random(in: -300...300, using: &generator)
                switch Int.random(in: 0..<9, using: &generator) {
                case 0:
                    token += 1
                    script.show(animated: Bool.random(using: &generator), completion: token)
                case 1:
                    token += 1
                    script.hide(animated: Bool.random(using: &generator), completion: token)
                case 2: script.drag([value, Double.random(in: -80...80, using: &generator)], velocity: value * 10)
                case 3: script.send(.touchDown(time: script.now))
                case 4: script.send(.touchUp(time: script.now))
                case 5: script.send(.moveToDetent(.large, spring: .snappy, time: script.now, completion: nil))
                case 6:
                    var container = script.container
                    container.size = SheetSize(width: abs(value), height: 844)
                    script.send(.containerChanged(container))
                case 7: script.runFrames(for: Double.random(in: 0...0.3, using: &generator))
                default: script.send(.tick(FrameTick(timestamp: value, targetTimestamp: value)))
                }
            }
            script.settle()
            script.tearDown()
            #expect(script.violations.isEmpty, "\(script.violations)")
            #expect(script.completed.count == token, "every show and hide is answered once")
            #expect(!script.displayLinkRunning && script.host.visibility == .hidden)
            #expect(script.frames.allSatisfy { [$0.content.x, $0.content.y, $0.content.width, $0.content.height].allSatisfy { $0.isFinite } })
        }
    }
}
