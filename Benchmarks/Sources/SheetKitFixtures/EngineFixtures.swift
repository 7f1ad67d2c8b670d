import SheetKit

/// Engines in known states, built from SheetKit's public API only, for the benchmarks and
/// their sanity tests. Every fixture is deterministic.
public enum EngineFixtures {
    /// The display-link rate the fixtures run at, in frames per second.
    public static let frameRate = 120.0

    /// One frame at ``frameRate``, in seconds.
    public static let frameDuration = 1 / frameRate

    /// The comment sheet (medium 60 %, large 92 %) in an iPhone portrait container, presented
    /// without animation at time 0: at rest on its medium detent (506.4 pt).
    public static func restingCommentSheet() -> SheetEngine {
        var engine = SheetEngine(configuration: .commentSheet(), container: .phonePortrait)
        engine.send(.present(animated: false, time: 0))
        return engine
    }

    /// A tracked list long enough to scroll, at its start: 3000 pt of content in a 700 pt
    /// viewport, as the UIKit layer reports a `UITableView` inside the comment sheet.
    public static let trackedList = ScrollMetrics(offset: 0, contentLength: 3000, viewportLength: 700)

    /// The comment sheet being dragged: a finger caught it on its medium detent at time 0 and
    /// moved it 30 pt up in three 120 Hz events, with the tracked list at its start.
    /// The finger's next event is due at ``draggingTime``.
    public static func draggingCommentSheet() -> SheetEngine {
        var engine = restingCommentSheet()
        engine.send(.dragBegan(time: 0))
        for event in 1...3 {
            engine.send(.dragChanged(delta: 10, time: Double(event) * frameDuration, scroll: trackedList))
        }
        return engine
    }

    /// When ``draggingCommentSheet()``'s finger lifts and its next event would come, in seconds.
    public static let draggingTime = 3 * frameDuration

    /// The release velocity of ``settlingCommentSheet()``: a flick up, in points per second.
    public static let releaseVelocity = 1200.0

    /// The comment sheet just released from ``draggingCommentSheet()`` with a flick up
    /// (``releaseVelocity``): settling on its spring toward the large detent (776.48 pt),
    /// released at ``draggingTime``.
    public static func settlingCommentSheet() -> SheetEngine {
        var engine = draggingCommentSheet()
        engine.send(.dragEnded(velocity: releaseVelocity, time: draggingTime))
        return engine
    }

    /// One second of 120 Hz display-link ticks after the release of ``settlingCommentSheet()``.
    public static func settleTicks() -> [FrameTick] {
        FrameTick.sequence(frameRate: frameRate, from: draggingTime, duration: 1)
    }

    /// The ticks of ``settleTicks()`` shown before the settle frame: run in order on
    /// ``settlingCommentSheet()``, every one of them leaves it settling. (Run them again on a
    /// fresh copy: the engine ignores a tick older than the last one it showed.)
    public static func ticksBeforeSettling() -> [FrameTick] {
        var engine = settlingCommentSheet()
        var ticks: [FrameTick] = []
        for tick in settleTicks() {
            guard engine.send(.tick(tick)).phase == .settling else { break }
            ticks.append(tick)
        }
        return ticks
    }
}
