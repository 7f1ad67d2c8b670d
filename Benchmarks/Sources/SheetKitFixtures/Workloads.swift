import SheetKit

/// The settle tick benchmark's events, one at a time: the frames of a real settle (the
/// comment sheet flicked up toward its large detent) before its settle frame, in a cycle, each
/// pass from a copy of the just-released sheet (the engine ignores a tick older than its last).
/// The timed suite and the instruction count check (`instruction-counts`) both step it, so
/// both measure the same events. Inlined into its caller: stepping it adds no call.
public struct SettleTickWorkload {
    @usableFromInline let released: SheetEngine
    @usableFromInline let ticks: [FrameTick]
    /// The engine the ticks go to.
    public var engine: SheetEngine
    @usableFromInline var index = 0

    /// The released comment sheet, before its first tick.
    public init() {
        released = EngineFixtures.settlingCommentSheet()
        engine = released
        ticks = EngineFixtures.ticksBeforeSettling()
    }

    /// Sends the next tick and returns the engine's output.
    @inlinable
    public mutating func step() -> SheetOutput {
        let output = engine.send(.tick(ticks[index]))
        index += 1
        if index == ticks.count {
            index = 0
            engine = released
        }
        return output
    }
}

/// The drag event benchmark's events, one at a time: ``DragCycle`` on the comment sheet with a
/// tracked list, one per 120 Hz frame, feeding each scroll pin back as the UIKit layer does.
/// Shared by the timed suite and the instruction count check, as ``SettleTickWorkload`` is.
public struct DragEventWorkload {
    /// The engine the events go to.
    public var engine = EngineFixtures.draggingCommentSheet()
    @usableFromInline var scroll = EngineFixtures.trackedList
    @usableFromInline var time = EngineFixtures.draggingTime
    @usableFromInline let deltas = DragCycle.deltas()
    @usableFromInline var index = 0

    /// The comment sheet dragged three frames, its list at its start.
    public init() {}

    /// Sends the next pan-changed event and returns the engine's output.
    @inlinable
    public mutating func step() -> SheetOutput {
        time += EngineFixtures.frameDuration
        let output = engine.send(.dragChanged(delta: deltas[index], time: time, scroll: scroll))
        if let pin = output.scrollPin { scroll.offset = pin }
        index = index == deltas.count - 1 ? 0 : index + 1
        return output
    }
}
