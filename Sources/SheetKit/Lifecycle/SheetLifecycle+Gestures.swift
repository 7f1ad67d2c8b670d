// The finger: the sheet's pan, the scroll view it shares the finger with, and the edge pan
// that presents a drawer.
extension SheetLifecycle {
    mutating func panBegan(time: Double) {
        guard stage.acceptsGestures else { return }
        // A new drag tracks the scroll view under this touch; a previous one is let go.
        if scroll != .none { queue(.releaseScrollView) }
        queue(.trackScrollView)
        scroll = .tracking(listPanEnded: false)
        if engine.configuration.prefersHapticFeedback { queue(.prepareSelectionHaptic) }
        drive(.dragBegan(time: shell.time(time)))
    }

    mutating func panEnded(velocity: Double, time: Double, scrollViewPanActive: Bool) {
        if case .tracking = scroll { scroll = .tracking(listPanEnded: !scrollViewPanActive) }
        drive(.dragEnded(velocity: velocity, time: shell.time(time)))
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

    /// An edge pan that presents the sheet: buffered until the interactive presentation's
    /// context starts, then fed to the engine as a drag from hidden.
    mutating func edgePan(translation: Double?, release: Double?, time: Double) {
        let time = shell.time(time)
        switch stage {
        case .created(var feed?):
            feed.record(translation: translation, release: release, time: time)
            stage = .created(edgePan: feed)
        case .presenting(let context, var feed?):
            feed.record(translation: translation, release: release, time: time)
            stage = .presenting(context, edgePan: feed)
            if context == .running(interactive: true) { replayEdgePan() }
        case .created(nil), .presenting(_, nil), .presented, .dismissing, .ended:
            break
        }
    }

    /// Sends the buffered edge pan to the engine: the drag's beginning, the translation not
    /// sent yet, and the release once the pan ended.
    mutating func replayEdgePan() {
        guard case .presenting(let context, var feed?) = stage else { return }
        let began = feed.began
        let delta = feed.translation - feed.sent
        let release = feed.release
        feed.began = true
        feed.sent = feed.translation
        feed.release = nil
        stage = .presenting(context, edgePan: feed)
        if !began { drive(.dragBegan(time: feed.time)) }
        if delta != 0 { drive(.dragChanged(delta: delta, time: feed.time, scroll: nil)) }
        if let release { drive(.dragEnded(velocity: release, time: feed.time)) }
    }
}

extension SheetLifecycle.EdgePanFeed {
    /// Records a pan event: its total translation, or its release velocity.
    mutating func record(translation: Double?, release: Double?, time: Double) {
        if let translation, translation.isFinite { self.translation = translation }
        if let release { self.release = release.isFinite ? release : 0 }
        if time.isFinite { self.time = time }
    }
}
