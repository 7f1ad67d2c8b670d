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
        /// The hold ended; a flush is on its way.
        case awaitingFlush([Element])
    }

    private var state = State.open

    /// Nothing held.
    package init() {}

    /// Starts holding (SwiftUI's update begins).
    package mutating func hold() {
        switch state {
        case .open: state = .holding([], flushAsked: false)
        case .holding: return
        case .awaitingFlush(let held): state = .holding(held, flushAsked: true)
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
        state = .awaitingFlush(held)
        return !flushAsked
    }

    /// `element` to deliver: returned when it may go now, `nil` when it is held.
    package mutating func deliver(_ element: Element) -> Element? {
        switch state {
        case .open: return element
        case .holding(var held, let flushAsked):
            held.append(element)
            state = .holding(held, flushAsked: flushAsked)
        case .awaitingFlush(var held):
            held.append(element)
            state = .awaitingFlush(held)
        }
        return nil
    }

    /// The scheduled flush, one element at a time: the next held element to deliver now, or
    /// `nil` once none waits (then elements go at once again). Call it until it returns `nil`;
    /// elements delivered meanwhile are handed out after those held before them. During a new
    /// hold it hands out nothing; that hold's end asks for another flush.
    package mutating func flushNext() -> Element? {
        switch state {
        case .open:
            return nil
        case .holding(let held, _):
            state = .holding(held, flushAsked: false)
            return nil
        case .awaitingFlush(var held):
            guard !held.isEmpty else {
                state = .open
                return nil
            }
            let next = held.removeFirst()
            state = .awaitingFlush(held)
            return next
        }
    }
}
