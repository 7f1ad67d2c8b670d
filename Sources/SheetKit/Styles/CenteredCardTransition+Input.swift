// Feeding a centered card's transition.
extension CenteredCardTransition {
    /// Applies one input with the geometry as it is now and returns what to show.
    /// - Parameters:
    ///   - input: The input.
    ///   - contentSize: The content's size (see ``CenteredCardMetrics/frame(contentSize:in:)``).
    ///   - container: The container now.
    /// - Complexity: O(1) per input; a tick during the drop-in, a release or a dismissal
    ///   computes springs' settle times (a few Newton steps each).
    @discardableResult
    package mutating func send(_ input: CenteredCardInput, contentSize: SheetSize, container: SheetContainer) -> CenteredCardOutput {
        var events: SheetEvents = []
        var trackOutput: TrackOutput?
        let frame = style.metrics.frame(contentSize: contentSize, in: container)
        let duration = style.presentationDuration(frame: frame, displayScale: container.displayScale)
        guard !isDismissed else { return output(events, nil, frame: frame, container: container, duration: duration) }
        let length = InteractiveTrack.sanitizedLength(style.dismissalLength(contentSize: contentSize, container: container))
        if var track = dismissal, track.length != length {
            track.send(.relayout(length: length))
            dismissal = track
        }
        switch input {
        case .present(let time):
            if presentationStart == nil {
                presentationStart = clock.accept(time)
            }
        case .presentAtRest(let time):
            if presentationStart == nil {
                presentationStart = Self.start(endingBy: clock.accept(time), after: duration)
            }
        case .dismiss(let time):
            guard presentationStart != nil, !isDismissing else { break }
            let time = clock.accept(time)
            trackOutput = beginDismissal(.begin(time: time), length: length, container: container, events: &events)
        case .dragBegan(let time):
            guard presentationStart != nil, !(dismissal?.phase == .tracking) else { break }
            let time = clock.accept(time)
            lastTranslation = 0
            if var track = dismissal, track.phase == .settling {
                trackOutput = track.send(.dragBegan(time: time))
                dismissal = track
                events.insert(.interrupted)
            } else {
                trackOutput = beginDismissal(.dragBegan(time: time), length: length, container: container, events: &events)
            }
        case .dragChanged(let translationY, let time):
            guard var track = dismissal, track.phase == .tracking else { break }
            let time = clock.accept(time)
            let translation = translationY.coordinate(or: lastTranslation)
            trackOutput = track.send(.dragChanged(delta: translation - lastTranslation, time: time))
            lastTranslation = translation
            dismissal = track
        case .dragEnded(let velocityY, let time):
            guard var track = dismissal, track.phase == .tracking else { break }
            trackOutput = track.send(.dragEnded(velocity: velocityY, time: clock.accept(time)))
            dismissal = track
        case .dragCancelled(let time):
            guard var track = dismissal, track.phase == .tracking else { break }
            trackOutput = track.send(.dragCancelled(time: clock.accept(time)))
            dismissal = track
        case .tick(let tick):
            // A stale frame changes nothing; one far before `now` restarts the clock with the
            // drop-in rebased, so the time since the presentation goes on from what is shown (the
            // dismissal track rebases its own spring on the same frame). The inputs' clock follows
            // the frames' callbacks, so a dismissal stamped NaN starts at the latest frame.
            guard let start = presentationStart, let rebased = clock.frame(tick, rebasing: start) else { break }
            presentationStart = rebased
            if var track = dismissal, track.phase == .settling {
                trackOutput = track.send(.tick(tick))
                dismissal = track
            }
        }
        if !isPresented, presentationStart != nil, timeSincePresentation >= duration {
            isPresented = true
            events.insert(.presented)
        }
        if let outcome = trackOutput?.outcome {
            isDismissed = outcome == .end
            events.insert(outcome == .end ? .dismissed : .dismissalCancelled)
        }
        return output(events, trackOutput, frame: frame, container: container, duration: duration)
    }

    /// UIKit refused the dismissal this card asked for (it never handed over a context, so
    /// nothing of the dismissal was shown): the dismissal is dropped, a drag still under way
    /// moves nothing more, and the card rests presented. A drop-in a finger caught ends
    /// where it would have come to rest, since its bounce, frozen while the context was
    /// awaited, cannot be shown going on outside a transition. The one change to a card
    /// already ``isDismissed``: that dismissal never happened.
    /// - Parameters:
    ///   - contentSize: The content's size now.
    ///   - container: The container now.
    package mutating func abandonDismissal(contentSize: SheetSize, container: SheetContainer) {
        guard let start = presentationStart else { return }
        dismissal = nil
        isDismissed = false
        lastTranslation = 0
        let frame = style.metrics.frame(contentSize: contentSize, in: container)
        let duration = style.presentationDuration(frame: frame, displayScale: container.displayScale)
        if now - start < duration { presentationStart = Self.start(endingBy: now, after: duration) }
        isPresented = true
    }

    /// The latest start from which at least `duration` seconds have passed by `now`, in
    /// floating point (`now − duration` can round to a little less than `duration` ago).
    static func start(endingBy now: Double, after duration: Double) -> Double {
        var start = now - duration
        for _ in 0..<Self.startRoundingSteps where now - start < duration { start = start.nextDown }
        return start
    }

    /// The most one-ulp steps ``start(endingBy:after:)`` takes: `now − duration` is at most a
    /// few ulps of `now` short for any finite `now` and duration (one step suffices near the
    /// largest doubles, where an ulp dwarfs any duration).
    static let startRoundingSteps = 64

    /// Starts a new dismissal track (reporting ``SheetEvents/presented`` first if the
    /// drop-in has not reported it) and sends it `start`.
    private mutating func beginDismissal(_ start: TrackInput, length: Double, container: SheetContainer,
                                         events: inout SheetEvents) -> TrackOutput {
        if !isPresented {
            isPresented = true
            events.insert(.presented)
        }
        var configuration = style.dismissalConfiguration.adjusted(forReduceMotion: reduceMotion)
        configuration.displayScale = container.displayScale
        var track = InteractiveTrack(length: length, configuration: configuration)
        let output = track.send(start)
        dismissal = track
        events.insert(.willDismiss)
        return output
    }

    private func output(_ events: SheetEvents, _ track: TrackOutput?, frame: SheetRect, container: SheetContainer,
                        duration: Double) -> CenteredCardOutput {
        let isMoving = !isDismissed && presentationStart != nil
            && (timeSincePresentation < duration || dismissal?.phase == .settling)
        return CenteredCardOutput(appearance: appearance(frame: frame, container: container, duration: duration), events: events,
                                  dismissal: track ?? (isDismissing ? dismissal?.output : nil), isMoving: isMoving)
    }
}
