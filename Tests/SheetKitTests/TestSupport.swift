import SheetKitTestSupport
@testable import SheetKit

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Relative difference, with an absolute floor for values near 0.
func relativeError(_ a: Double, _ b: Double, floor: Double = 1) -> Double {
    abs(a - b) / max(abs(b), floor)
}

/// The comment-sheet engine in an iPhone portrait container, presented without animation.
func presentedCommentSheet(allowsDismissal: Bool = true, at time: Double = 0) -> SheetEngine {
    var engine = SheetEngine(configuration: .commentSheet(), container: .phonePortrait, dismissalPermission: allowsDismissal ? .allowed : .denied)
    engine.send(.present(animated: false, time: time))
    return engine
}

extension SheetEngine {
    /// Sends 120 Hz ticks from `start` until the sheet rests, is dismissed or its presentation
    /// is cancelled and nothing else moves (or `limit` seconds pass); returns every output.
    @discardableResult
    mutating func runTicks(from start: Double, frameRate: Double = 120, dropEvery: Int = 0, limit: Double = 5) -> [(tick: FrameTick, output: SheetOutput)] {
        var outputs: [(FrameTick, SheetOutput)] = []
        for tick in FrameTick.sequence(frameRate: frameRate, from: start, duration: limit, dropEvery: dropEvery) {
            let output = send(.tick(tick))
            outputs.append((tick, output))
            if !output.isAnimating, output.phase == .resting || output.phase == .dismissed || output.phase == .hidden { break }
        }
        return outputs
    }

    /// Sends ticks from `start` until the sheet rests (``runTicks(from:frameRate:dropEvery:limit:)``)
    /// and tells whether it rests with `identifier` selected at `extent` (within 1e-6 pt).
    mutating func settles(from start: Double, on identifier: Detent.Identifier, at extent: Double) -> Bool {
        runTicks(from: start)
        return selectedDetentIdentifier == identifier && isClose(self.extent, extent, within: 1e-6)
    }

    /// Drags by `deltas` (one event per 1/120 s from `start`) and returns the last output.
    @discardableResult
    mutating func drag(_ deltas: [Double], from start: Double, scroll: ScrollMetrics? = nil) -> SheetOutput {
        send(.dragBegan(time: start))
        var output = self.output
        for (index, delta) in deltas.enumerated() {
            output = send(.dragChanged(delta: delta, time: start + Double(index + 1) / 120, scroll: scroll))
        }
        return output
    }
}

extension SheetOutput {
    /// The index of the detent a spring heads for (always the selected one), `nil` while
    /// nothing settles or the spring heads for hidden.
    var settleDetentIndex: Int? {
        settleTarget.flatMap { $0 == .hidden ? nil : selectedDetentIndex }
    }
}
