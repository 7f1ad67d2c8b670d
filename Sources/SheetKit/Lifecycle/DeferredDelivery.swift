/// Holds what must not be delivered now and delivers it later, in order: a sheet's
/// notifications to the app (its delegate, `onNotification`) while SwiftUI updates the view
/// that presents it. SwiftUI forbids modifying state during a view update, and applying a
/// configuration or a detent from the update runs the sheet at once, so an app closure that
/// writes `@State` there would warn and may be lost.
///
/// Between the end of a hold and the flush on the next turn, later elements are held too, so
/// nothing overtakes what waits, not even one that the delivery of a held element causes (the
/// app's handler moves the sheet): the flush hands elements out one at a time, and what is
/// delivered meanwhile waits behind them. At most one flush is asked for at a time.
package struct DeferredDelivery<Element: Sendable>: Sendable {
    private enum State: Sendable {
        /// Nothing held: elements go at once.
        case open
        /// A hold is on (`flushAsked`: a flush from an earlier hold is already on its way).
        case holding([Element], flushAsked: Bool)
        /// The hold ended; a flush is on its way, and hands out `held` from index `next` on.
        case awaitingFlush([Element], next: Int)
    }

    private var state = State.open

    /// Nothing held.
    package init() {}

    /// Starts holding (SwiftUI's update begins).
    package mutating func hold() {
        switch state {
        case .open: state = .holding([], flushAsked: false)
        case .holding: return
        case .awaitingFlush(let held, let next): state = .holding(Array(held[next...]), flushAsked: true)
        }
    }

    /// Ends the hold. Returns whether the owner must schedule ``flush()`` (on the next turn of
    /// the main queue): something is held and no flush is on its way yet.
    package mutating func endHold() -> Bool {
        guard case .holding(let held, let flushAsked) = state else { return false }
        if held.isEmpty && !flushAsked {
            state = .open
            return false
        }
        state = .awaitingFlush(held, next: 0)
        return !flushAsked
    }

    /// `element` to deliver: returned when it may go now, `nil` when it is held.
    /// - Complexity: Amortized O(1): the held elements are taken out of the state before the
    ///   append, so the array is not copied (a flood of 40,000 held notifications took seconds
    ///   when it was).
    package mutating func deliver(_ element: Element) -> Element? {
        switch state {
        case .open: return element
        case .holding(var held, let flushAsked):
            state = .open
            held.append(element)
            state = .holding(held, flushAsked: flushAsked)
        case .awaitingFlush(var held, let next):
            state = .open
            held.append(element)
            state = .awaitingFlush(held, next: next)
        }
        return nil
    }

    /// The scheduled flush, one element at a time: the next held element to deliver now, or
    /// `nil` once none waits (then elements go at once again). Call it until it returns `nil`;
    /// elements delivered meanwhile are handed out after those held before them. During a new
    /// hold it hands out nothing; that hold's end asks for another flush.
    /// - Complexity: O(1).
    package mutating func flushNext() -> Element? {
        switch state {
        case .open:
            return nil
        case .holding(let held, _):
            state = .holding(held, flushAsked: false)
            return nil
        case .awaitingFlush(let held, let next):
            guard next < held.count else {
                state = .open
                return nil
            }
            state = .awaitingFlush(held, next: next + 1)
            return held[next]
        }
    }
}
