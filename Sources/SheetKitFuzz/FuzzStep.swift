import SheetKit
import SheetKitTestSupport

/// One step of a lifecycle or style fuzz case. Steps are abstract: each driver maps a step onto
/// its own events (a pan onto a sheet's one-dimensional drag or a card's two-dimensional pan, a
/// request onto an escape, a dimming tap or a transition request), so that one generator and
/// one shrinker serve every lifecycle and style. Lengths are in points, velocities in points per
/// second, times in seconds.
enum FuzzStep: Hashable, Sendable {
    /// Display-link frames, `interval` seconds apart (a lifecycle gets them only while its
    /// display link runs).
    case frames(count: Int, interval: Double)
    /// Time moves by `seconds` before the next step (0, 1e-310, backward, far, not finite).
    case advance(seconds: Double)
    /// A finger touches down at (`x`, `y`) and its pan begins.
    case panBegan(x: Double, y: Double)
    /// The pan's translation since it began is (`x`, `y`).
    case panChanged(x: Double, y: Double)
    /// The pan ends with velocity (`x`, `y`).
    case panEnded(x: Double, y: Double)
    /// The system cancels the pan.
    case panCancelled
    /// A finger touches without panning (a press, a touch that holds a moving sheet).
    case touchDown
    /// The finger that touched lifts.
    case touchUp
    /// The user asks for the transition without a gesture (VoiceOver's escape, a tap on the
    /// dimming, a button); `permitted`: the user may (not modal in presentation).
    case request(permitted: Bool)
    /// The app presents or shows (`present(_:animated:)`, a panel's `show`, a push).
    case appPresent(animated: Bool)
    /// The app dismisses or hides (`dismiss(animated:)`, a panel's `hide`).
    case appDismiss(animated: Bool)
    /// UIKit hands over a transition context: the one the lifecycle asked for when it waits,
    /// otherwise one the lifecycle does not expect.
    case context(interactive: Bool, animated: Bool)
    /// The container changes (a rotation, a resize, the keyboard): `width` × `height` points.
    case layout(width: Double, height: Double)
    /// The app goes to the background.
    case background
    /// The app comes back.
    case foreground
    /// The owner goes away (the presentation controller, the panel, the navigation delegate).
    case teardown
    /// The app moves the sheet to the detent named `index` in ``detentNames`` (some unknown);
    /// with `completion`, on a spring with a completion that must run once.
    case selectDetent(index: Int, animated: Bool, completion: Bool)
    /// VoiceOver adjusts the grabber by `step` detents (`Int` extremes included).
    case adjust(step: Int)
    /// The keyboard will cover `height` points at the bottom, animating for `duration` seconds.
    case keyboard(height: Double, duration: Double)
    /// `depth` sheets are stacked above (`Int` extremes included), the top one at `progress`.
    case covered(depth: Int, progress: Double)
}

extension FuzzStep {
    /// The most frames one step delivers.
    static let maximumFrames = 40
    /// The detent names a selection picks from: the presets' and random configurations', and
    /// one no configuration has.
    static let detentNames: [Detent.Identifier] = ["medium", "large", "open", "fitsContent", "d0", "d1", "nope"]
    /// The ordinary display-link intervals, in seconds (60, 120 and 240 Hz).
    static let frameIntervals = [1.0 / 60, 1.0 / 120, 1.0 / 240]

    /// A random step: mostly UIKit-plausible gestures and frames with ordinary numbers,
    /// sometimes the hostile extremes of ``EngineCase/hostileDoubles``.
    static func random(_ rng: inout SeededGenerator) -> FuzzStep {
        /// A value in `range` (points, seconds or points per second), sometimes hostile.
        func value(_ range: ClosedRange<Double>) -> Double { EngineCase.value(&rng, range) }
        switch Int.random(in: 0..<44, using: &rng) {
        case 0..<9:
            let interval = Int.random(in: 0..<8, using: &rng) == 0 ? EngineCase.hostileDoubles.randomElement(using: &rng)!
                : frameIntervals.randomElement(using: &rng)!
            return .frames(count: Int.random(in: 1...maximumFrames, using: &rng), interval: interval)
        case 9..<11: return .advance(seconds: EngineCase.nextTime(after: 0, &rng))
        case 11..<13: return .panBegan(x: value(0...400), y: value(0...800))
        case 13..<19: return .panChanged(x: value(-400...400), y: value(-300...900))
        case 19..<21: return .panEnded(x: value(-3000...3000), y: value(-3000...5000))
        case 21: return .panCancelled
        case 22..<24: return Bool.random(using: &rng) ? .touchDown : .touchUp
        case 24..<26: return .request(permitted: Int.random(in: 0..<4, using: &rng) > 0)
        case 26..<28: return .appPresent(animated: Int.random(in: 0..<4, using: &rng) > 0)
        case 28..<30: return .appDismiss(animated: Int.random(in: 0..<4, using: &rng) > 0)
        case 30..<33: return .context(interactive: Bool.random(using: &rng), animated: Int.random(in: 0..<6, using: &rng) > 0)
        case 33..<35: return .layout(width: value(0...1400), height: value(0...1400))
        case 35: return .background
        case 36: return .foreground
        case 37: return .teardown
        case 38: return .selectDetent(index: Int.random(in: 0..<detentNames.count, using: &rng), animated: Bool.random(using: &rng),
                                      completion: Bool.random(using: &rng))
        case 39: return .adjust(step: EngineCase.hostileIntegers.randomElement(using: &rng)!)
        case 40: return .keyboard(height: value(0...400), duration: value(0...0.5))
        case 41: return .covered(depth: EngineCase.hostileIntegers.randomElement(using: &rng)!, progress: value(0...1))
        default: return .frames(count: Int.random(in: 1...maximumFrames, using: &rng), interval: 1.0 / 120)
        }
    }
}

/// A broken invariant found by the lifecycle or style fuzzer: its category (for grouping and
/// shrinking) and what happened.
typealias FuzzViolation = EngineCheck.Violation
