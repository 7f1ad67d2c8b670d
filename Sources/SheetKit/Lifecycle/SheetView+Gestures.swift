// The finger: the sheet's pan and the scroll view it shares the finger with.
extension SheetView {
    mutating func panBegan<Presence: SheetPresence>(time: Double, presence: inout Presence) {
        guard presence.acceptsGestures else { return }
        // A new drag tracks the scroll view under this touch; a previous one is let go.
        if scroll != .none { queue(.releaseScrollView) }
        queue(.trackScrollView)
        scroll = .tracking(listPanEnded: false)
        if engine.configuration.prefersHapticFeedback { queue(.prepareSelectionHaptic) }
        drive(.dragBegan(time: shell.time(time)), presence: &presence)
    }

    mutating func panEnded<Presence: SheetPresence>(velocity: Double, time: Double, scrollViewPanActive: Bool, presence: inout Presence) {
        if case .tracking = scroll { scroll = .tracking(listPanEnded: !scrollViewPanActive) }
        drive(.dragEnded(velocity: velocity, time: shell.time(time)), presence: &presence)
    }

    /// The engine let go of the finger: when the sheet moved last (`pin`), the scroll view is
    /// held at the pin and its deceleration stopped, when its own pan ends or, if it already
    /// did, now and once more on the next turn of the main queue (its pan's action, which
    /// starts the deceleration, may still be due in this touch event). Otherwise the list
    /// decelerates on its own.
    mutating func handOffScrollView(pin: Double?) {
        guard case .tracking(let listPanEnded) = scroll else { return }
        guard let pin else {
            scroll = .none
            queue(.releaseScrollView)
            return
        }
        if listPanEnded {
            scroll = .awaitingNextTurn(offset: pin)
            queue(.stopScrollDeceleration(offset: pin))
            queue(.scheduleNextTurn)
        } else {
            scroll = .awaitingListPanEnd(offset: pin)
            queue(.pinScrollView(offset: pin, sheetMoves: true))
        }
    }

    mutating func scrollViewPanEnded() {
        switch scroll {
        case .tracking:
            scroll = .tracking(listPanEnded: true)
        case .awaitingListPanEnd(let offset), .awaitingNextTurn(let offset):
            scroll = .none
            queue(.stopScrollDeceleration(offset: offset))
            queue(.releaseScrollView)
        case .none:
            break
        }
    }

    mutating func nextTurn() {
        guard case .awaitingNextTurn(let offset) = scroll else { return }
        scroll = .none
        queue(.stopScrollDeceleration(offset: offset))
        queue(.releaseScrollView)
    }
}
