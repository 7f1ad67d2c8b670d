// Feeding gesture events and ticks into a card zoom's dismissal.
extension CardZoomDismissal {
    /// Applies one input, in the scene as it is now, and returns what to show.
    /// - Parameters:
    ///   - input: A gesture event, a tick, or a non-interactive ``PanTransitionInput/begin(time:)``
    ///     (accepted only while idle).
    ///   - scene: The scene now (container, card, radii, whether the detail is scrolled to its
    ///     top).
    /// - Complexity: O(1) per input, with no allocation; a lock or a release also computes a
    ///   spring's settle time (a few Newton steps).
    @discardableResult
    package mutating func send(_ input: PanTransitionInput, in scene: CardZoomScene) -> CardZoomDismissalOutput {
        var events: TrackEvents = []
        switch input {
        case .begin(let time):
            let time = accept(time)
            if case .idle = stage {
                startClose(pull: 0, velocity: 0, at: time, in: scene, interactive: false, events: &events)
            }
        case .dragBegan(let location, let time):
            beginDrag(at: location, time: accept(time), events: &events)
        case .dragChanged(let translation, let time):
            changeDrag(to: translation, time: accept(time), in: scene, events: &events)
        case .dragEnded(let velocity, let time):
            endDrag(velocity: velocity, time: accept(time), in: scene, events: &events)
        case .dragCancelled(let time):
            cancelDrag(time: accept(time), events: &events)
        case .tick(let tick):
            clock.frame(tick)
            advance(to: tick, events: &events)
        }
        return CardZoomDismissalOutput(phase: phase, appearance: appearance(in: scene), events: events, axis: axis)
    }

    /// An input's time as the dismissal takes it (``MotionClock/accept(_:)``).
    private mutating func accept(_ time: Double) -> Double {
        clock.accept(time)
    }

    /// The finger's motion along `axis`, positive toward dismissing: downward for a pull,
    /// toward the trailing side for a swipe. NaN counts as 0; other values are clamped into
    /// ±``StyleLimits/maximumCoordinate`` (a velocity of a million points per second is far
    /// beyond the track's limit anyway).
    static func along(_ vector: SheetPoint, axis: CardZoomDragAxis, layoutDirection: ReadingDirection) -> Double {
        switch axis {
        case .pullDown: return vector.y.coordinate(or: 0)
        case .leadingEdgeSwipe:
            return HorizontalTrackMapping.interactivePop(layoutDirection: layoutDirection)
                .trackDelta(forHorizontalDelta: vector.x.coordinate(or: 0))
        }
    }

    private mutating func beginDrag(at location: SheetPoint, time: Double, events: inout TrackEvents) {
        switch stage {
        case .idle:
            stage = .deciding(start: location)
        case .pulling(var pull) where pull.track.phase == .settling:
            // Caught while springing back: the pull continues on its axis from this gesture.
            events.formUnion(pull.track.send(.dragBegan(time: time)).events)
            pull.lastAlong = 0
            stage = .pulling(pull)
        default:
            break
        }
    }

    private mutating func changeDrag(to translation: SheetPoint, time: Double, in scene: CardZoomScene, events: inout TrackEvents) {
        let direction = scene.container.layoutDirection
        switch stage {
        case .deciding(let start):
            let decision = style.dragLock.decide(start: start, translation: translation, containerWidth: scene.container.size.width,
                                                 layoutDirection: direction, isContentAtTop: scene.isDetailScrolledToTop,
                                                 horizontalScrollViews: scene.horizontalScrollViews)
            switch decision {
            case .undecided: break
            case .declined: stage = .declined
            case .locked(let axis):
                var track = InteractiveTrack(length: style.pullLength,
                                             configuration: style.trackConfiguration(displayScale: scene.container.displayScale,
                                                                                     reduceMotion: reduceMotion))
                events.formUnion(track.send(.dragBegan(time: time)).events)
                stage = .pulling(Pull(axis: axis, track: track, lastAlong: Self.along(translation, axis: axis, layoutDirection: direction)))
            }
        case .pulling(var pull) where pull.track.phase == .tracking:
            let along = Self.along(translation, axis: pull.axis, layoutDirection: direction)
            pull.track.send(.dragChanged(delta: along - pull.lastAlong, time: time))
            pull.lastAlong = along
            stage = .pulling(pull)
        default:
            break
        }
    }

    private mutating func endDrag(velocity: SheetPoint, time: Double, in scene: CardZoomScene, events: inout TrackEvents) {
        switch stage {
        case .deciding, .declined:
            stage = .idle
        case .pulling(var pull) where pull.track.phase == .tracking:
            let speed = Self.along(velocity, axis: pull.axis, layoutDirection: scene.container.layoutDirection)
            let output = pull.track.send(.dragEnded(velocity: speed, time: time))
            if output.heading == .end || output.outcome == .end {
                // The frame's speed under the finger, in the close track's units (points of
                // the largest edge travel per second); a pull held at its end shows a still
                // frame, so the close then starts from rest.
                let edgeSpeed = output.progress < 1 ? speed * style.pullEdgeRate(detail: scene.detailFrame) : 0
                startClose(pull: output.progress, velocity: edgeSpeed, at: time, in: scene, interactive: true, events: &events)
            } else {
                stage = .pulling(pull)
                settle(output, events: &events)
            }
        default:
            break
        }
    }

    private mutating func cancelDrag(time: Double, events: inout TrackEvents) {
        switch stage {
        case .deciding, .declined:
            stage = .idle
        case .pulling(var pull) where pull.track.phase == .tracking:
            let output = pull.track.send(.dragCancelled(time: time))
            stage = .pulling(pull)
            settle(output, events: &events)
        default:
            break
        }
    }

    private mutating func advance(to tick: FrameTick, events: inout TrackEvents) {
        switch stage {
        case .pulling(var pull) where pull.track.phase == .settling:
            let output = pull.track.send(.tick(tick))
            stage = .pulling(pull)
            settle(output, events: &events)
        case .closing(var close):
            let output = close.track.send(.tick(tick))
            stage = .closing(close)
            settle(output, events: &events)
        default:
            break
        }
    }

    /// Reports a track's outcome and moves to the stage it leads to.
    private mutating func settle(_ output: TrackOutput, events: inout TrackEvents) {
        guard let outcome = output.outcome else { return }
        stage = outcome == .end ? .dismissed : .idle
        events.insert(outcome == .end ? .finished : .cancelled)
    }

    /// Starts the close at `time` from a pull of `pull` (0...1), released with `velocity`
    /// points per second of the close's track (the pulled frame's fastest edge speed, see
    /// ``CardZoomStyle/pullEdgeRate(detail:)``). A non-interactive close reports
    /// ``TrackEvents/began``.
    private mutating func startClose(pull: Double, velocity: Double, at time: Double, in scene: CardZoomScene, interactive: Bool,
                                     events: inout TrackEvents) {
        let pulled = scene.detailFrame.scaled(by: style.pullScale(pull))
        let configuration = style.trackConfiguration(displayScale: scene.container.displayScale, reduceMotion: reduceMotion)
        var track = InteractiveTrack(length: pulled.largestEdgeTravel(to: scene.target.rect), configuration: configuration)
        let output = track.launch(velocity: Swift.max(0, velocity), at: time)
        if !interactive { events.formUnion(output.events.intersection(.began)) }
        stage = .closing(Close(track: track, pull: pull))
        settle(output, events: &events)
    }
}
