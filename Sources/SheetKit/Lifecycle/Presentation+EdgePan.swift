// An edge pan that presents a drawer: buffered until the presentation's context starts.
extension Presentation {
    /// An edge pan that presents the sheet: buffered until the interactive presentation's
    /// context starts, then fed to the engine as a drag from hidden.
    mutating func edgePan(translation: Double?, release: Double?, time: Double, view: inout SheetView) {
        let time = view.shell.time(time)
        switch stage {
        case .created(var feed?):
            feed.record(translation: translation, release: release, time: time)
            stage = .created(edgePan: feed)
        case .presenting(let context, var feed?):
            feed.record(translation: translation, release: release, time: time)
            stage = .presenting(context, edgePan: feed)
            if context == .running(interactive: true) { replayEdgePan(view: &view) }
        case .created(nil), .presenting(_, nil), .presented, .dismissing, .ended:
            break
        }
    }

    /// Sends the buffered edge pan to the engine: the drag's beginning, the translation not
    /// sent yet, and the release once the pan ended.
    mutating func replayEdgePan(view: inout SheetView) {
        guard case .presenting(let context, var feed?) = stage else { return }
        let began = feed.began
        let delta = feed.translation - feed.sent
        let release = feed.release
        feed.began = true
        feed.sent = feed.translation
        feed.release = nil
        stage = .presenting(context, edgePan: feed)
        if !began { view.drive(.dragBegan(time: feed.time), presence: &self) }
        if delta != 0 { view.drive(.dragChanged(delta: delta, time: feed.time, scroll: nil), presence: &self) }
        if let release { view.drive(.dragEnded(velocity: release, time: feed.time), presence: &self) }
    }
}

extension Presentation.EdgePanFeed {
    /// Records a pan event: its total translation, or its release velocity.
    mutating func record(translation: Double?, release: Double?, time: Double) {
        if let translation, translation.isFinite { self.translation = translation }
        if let release { self.release = release.isFinite ? release : 0 }
        if time.isFinite { self.time = time }
    }
}
