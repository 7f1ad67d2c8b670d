import Testing
@testable import SheetKit
import SheetKitTestSupport

@Suite("Interactive track")
struct InteractiveTrackTests {
    /// Releases: a slow drag past half, a fast flick from a quarter, a still release at
    /// 0.3 (cancel), a flick back from 0.9 (cancel).
    static let releases: [(position: Double, velocity: Double, outcome: Stop.ID)] = [
        (234, 100, .end), (97.5, 1_500, .end), (117, 0, .start), (351, -1_200, .start),
    ]

    @Test("The settle continues from the release position with the finger's velocity", arguments: releases)
    func releaseContinuity(row: (position: Double, velocity: Double, outcome: Stop.ID)) {
        var track = InteractiveTrack(length: phoneWidth)
        let lift = track.drag(to: row.position, from: 0)
        let time = 12.0 / 120
        let release = track.send(.dragEnded(velocity: row.velocity, time: time))
        #expect(release.position == lift.position)
        #expect(release.velocity == row.velocity)
        #expect(release.heading == row.outcome && release.isMoving)
        // The exact continuation, computed independently: the default spring from the lift
        // state toward 2 % beyond the chosen end, shown within 0...L.
        let aim = row.outcome == .end ? phoneWidth * 1.02 : -phoneWidth * 0.02
        let continuation = SpringMotion(spring: .critical, from: lift.position, velocity: row.velocity, to: aim, at: time)
        var jump = 0.0
        for (tick, output) in track.runTicks(from: time).prefix(3) {
            let exact = min(max(continuation.position(at: tick.targetTimestamp), 0), phoneWidth)
            jump = max(jump, abs(output.position - exact) * 3)
        }
        #expect(jump == 0)
    }

    @Test("Settle times from release to the outcome frame at 120 Hz", arguments: [
        (234.0, 100.0, Stop.ID.end, 32),   // slow drag past half: 266.7 ms
        (97.5, 1_500, .end, 35),                // fast flick from a quarter: 291.7 ms
        (117, 0, .start, 30),                     // still release at 0.3: 250 ms
        (351, -1_200, .start, 37),                // flick back from 0.9: 308.3 ms
        (195, 0, .end, 34),                     // exactly half: 283.3 ms
    ])
    func settleTimes(position: Double, velocity: Double, outcome: Stop.ID, frames: Int) {
        var (track, _, time) = releasedTrack(at: position, velocity: velocity)
        let ticks = track.runTicks(from: time)
        #expect(ticks.count == frames)
        #expect(ticks.last?.output.outcome == outcome)
        // The shown position never leaves the track, and reaches its end exactly.
        #expect(ticks.allSatisfy { (0...phoneWidth).contains($0.output.position) })
        #expect(ticks.last?.output.position == (outcome == .end ? phoneWidth : 0))
        // The frame before the outcome had not yet reached the end.
        let before = ticks.dropLast().last?.output
        #expect(before?.phase == .settling && before?.outcome == nil)
    }

    @Test("A cancelled pop reports one outcome and nothing after it")
    func cancelledPop() {
        var (track, release, time) = releasedTrack(at: 100, velocity: 0)
        #expect(release.heading == .start)
        var outputs = track.runTicks(from: time).map(\.output)
        #expect(outputs.last?.phase == .cancelled && outputs.last?.position == 0 && outputs.last?.progress == 0)
        // Everything but a new transition is ignored after the outcome.
        outputs.append(track.send(.tick(FrameTick(timestamp: 2, targetTimestamp: 2.01))))
        outputs.append(track.send(.dragChanged(delta: 50, time: 2.02)))
        outputs.append(track.send(.dragEnded(velocity: 900, time: 2.03)))
        outputs.append(track.send(.dragCancelled(time: 2.04)))
        #expect(outputs.filter { $0.events.contains(.cancelled) }.count == 1)
        #expect(outputs.allSatisfy { !$0.events.contains(.finished) })
        #expect(outputs.suffix(4).allSatisfy { $0.events.isEmpty && $0.position == 0 && !$0.isMoving })
        let next = track.send(.begin(time: 3))
        #expect(next.events == [.began] && next.heading == .end)
    }

    @Test("A touch during the settle catches the track where it is shown")
    func interruptedSettle() {
        var (track, release, time) = releasedTrack(at: 300, velocity: 800)
        #expect(release.heading == .end)
        var outputs = [release]
        for tick in FrameTick.sequence(frameRate: 120, from: time, duration: 5.0 / 120) {
            outputs.append(track.send(.tick(tick)))
        }
        let shown = outputs.last!.position
        let caught = track.send(.dragBegan(time: time + 5.5 / 120))
        #expect(caught.events == [.interrupted] && caught.phase == .tracking && !caught.isMoving)
        #expect(caught.position == shown && caught.velocity == 0)
        // A tick while the finger holds it changes nothing.
        #expect(track.send(.tick(FrameTick(timestamp: time + 5 / 120, targetTimestamp: time + 6 / 120))).position == shown)
        let moved = track.send(.dragChanged(delta: -250, time: time + 8.0 / 120))
        #expect(isClose(moved.position, shown - 250))
        let second = track.send(.dragEnded(velocity: -900, time: time + 9.0 / 120))
        #expect(second.heading == .start)
        outputs += [caught, moved, second] + track.runTicks(from: time + 9.0 / 120).map(\.output)
        #expect(outputs.filter { $0.outcome != nil }.count == 1)
        #expect(outputs.last?.outcome == .start && outputs.last?.position == 0)
    }

    @Test("A tick up to the event lag older than the last one shown is ignored")
    func ticksGoingBackward() {
        var reference = releasedTrack(at: 234, velocity: 100)
        var track = reference
        let ticks = FrameTick.sequence(frameRate: 120, from: reference.time, duration: 0.1)
        var referenceOutputs: [TrackOutput] = []
        var outputs: [TrackOutput] = []
        for (index, tick) in ticks.enumerated() {
            referenceOutputs.append(reference.track.send(.tick(tick)))
            outputs.append(track.track.send(.tick(tick)))
            if index == 5 {
                let stale = track.track.send(.tick(ticks[2]))
                #expect(stale.position == outputs.last!.position && stale.events.isEmpty)
                let lagging = tick.targetTimestamp - InputLimits.maximumEventLag
                let beforeRelease = track.track.send(.tick(FrameTick(timestamp: lagging, targetTimestamp: lagging)))
                #expect(beforeRelease.position == outputs.last!.position && track.track.now == tick.targetTimestamp)
            }
        }
        #expect(outputs == referenceOutputs)
        // An input the phase ignores does not move the clock: a stray drag event far ahead
        // during a settle leaves the next frames live.
        var settling = releasedTrack(at: 234, velocity: 100)
        let stray = settling.track.send(.dragChanged(delta: 40, time: 50))
        #expect(stray.events.isEmpty && stray.position == settling.release.position && settling.track.now == settling.time)
        #expect(settling.track.send(.tick(ticks[0])).position == referenceOutputs[0].position)
        // An event whose time went backward counts as the latest time shown.
        let now = track.track.now
        track.track.send(.dragBegan(time: now - 1))
        #expect(track.track.now == now)
    }

    @Test("A release at a far-future time: the frames on the real clock restart it and the settle goes on from the release",
          arguments: [1e9, 1e300, Double.greatestFiniteMagnitude])
    func farFutureRelease(time: Double) {
        var track = InteractiveTrack(length: phoneWidth)
        let lift = track.drag(to: 234, from: 0)
        let release = track.send(.dragEnded(velocity: 100, time: time))
        // The spring starts at the event's time (at most the latest accepted one), which is
        // the clock's: never after it.
        #expect(track.now == min(time, InputLimits.maximumEventTime))
        #expect(release.position == lift.position && release.velocity == 100 && release.heading == .end)
        let frames = track.runTicks(from: 0.1)
        // The first frame is far before the clock: it restarts it and shows the release state.
        let first = frames[0]
        #expect(track.now == frames.last!.tick.targetTimestamp)
        #expect(first.output.position == lift.position && first.output.velocity == 100)
        // Then the exact continuation from the release state, started at that frame.
        let continuation = SpringMotion(spring: .critical, from: lift.position, velocity: 100, to: phoneWidth * 1.02,
                                        at: first.tick.targetTimestamp)
        for (tick, output) in frames.dropLast() {
            #expect(isClose(output.position, continuation.position(at: tick.targetTimestamp), within: 1e-9))
        }
        #expect(frames.last!.output.outcome == .end && frames.count == 33)
    }

    @Test("A clock that goes back while settling: the spring goes on from what is shown, with no jump in position or velocity")
    func clockGoesBack() {
        var reference = releasedTrack(at: 234, velocity: 100)
        var track = reference
        let before = FrameTick.sequence(frameRate: 120, from: reference.time, duration: 0.05)
        for tick in before {
            reference.track.send(.tick(tick))
            track.track.send(.tick(tick))
        }
        let shown = track.track.output
        // The clock restarts near 0: the first frame on it shows the same state.
        let restarted = track.track.send(.tick(FrameTick(timestamp: 0, targetTimestamp: 0.001)))
        #expect(restarted.position == shown.position && restarted.velocity == shown.velocity && track.track.now == 0.001)
        // Every later frame equals the reference's, shifted by the difference of the clocks.
        let shift = reference.track.now - 0.001
        for tick in FrameTick.sequence(frameRate: 120, from: 0.001, duration: 0.1) {
            let moved = track.track.send(.tick(tick))
            let expected = reference.track.send(.tick(FrameTick(timestamp: tick.timestamp + shift, targetTimestamp: tick.targetTimestamp + shift)))
            #expect(isClose(moved.position, expected.position, within: 1e-6) && isClose(moved.velocity, expected.velocity, within: 1e-4))
        }
    }

    @Test("Frame times against the latest time shown: advance, stale within the event lag, restart beyond it",
          arguments: [(10.0, MotionClock.Step.advances), (10.5, .advances), (9.95, .stale), (9.9, .stale),
                      (9.899, .restarts(from: 10)), (-1e9, .restarts(from: 10))])
    func frameClockStep(time: Double, expected: MotionClock.Step) {
        var clock = MotionClock(at: 10)
        #expect(clock.frame(FrameTick(timestamp: time, targetTimestamp: time)) == expected)
        #expect(clock.now == (expected == .stale ? 10 : time))
    }

    @Test("A non-interactive begin runs to the end and finishes once")
    func nonInteractiveBegin() {
        var track = InteractiveTrack(length: phoneWidth)
        // The first arrival at the end, to the microsecond (SpringMotion.firstArrival).
        #expect(isClose(track.estimatedDuration(), 0.326266, within: 1e-6))
        let began = track.send(.begin(time: 1))
        #expect(began.events == [.began] && began.isMoving && began.position == 0 && began.heading == .end)
        // A second begin while it runs is ignored.
        #expect(track.send(.begin(time: 1.001)).events.isEmpty)
        let ticks = track.runTicks(from: 1)
        #expect(ticks.filter { $0.output.events.contains(.finished) }.count == 1)
        // It finishes on the first 120 Hz frame at or after the estimated duration.
        #expect(isClose(ticks.last!.tick.targetTimestamp - 1, 40.0 / 120, within: 1e-9))
        #expect(ticks.last?.output.progress == 1)
    }

    @Test("Drag velocity is measured over at least the minimum time step")
    func dragVelocity() {
        var track = InteractiveTrack(length: phoneWidth)
        track.send(.dragBegan(time: 0))
        // A subnormal step (1e-310 s) after the start: accumulates, no division.
        #expect(track.send(.dragChanged(delta: 10, time: subnormalTimeStep)).velocity == 0)
        // 0.5 ms after the start: below the 1 ms interval (InputLimits.minimumVelocityInterval),
        // still accumulating.
        #expect(track.send(.dragChanged(delta: 10, time: 0.0005)).velocity == 0)
        // 4 ms after the start: 20 pt over 4 ms.
        #expect(track.send(.dragChanged(delta: 0, time: 0.004)).velocity ≈ 5_000)
        #expect(track.send(.dragChanged(delta: 12, time: 0.012)).velocity ≈ 1_500)
        // A NaN time counts as the latest time: accumulates, no division.
        #expect(track.send(.dragChanged(delta: 5, time: .nan)).velocity ≈ 1_500)
    }

    @Test("Dragging beyond an end holds the track there; coming back follows the finger")
    func dragBeyondEnds() {
        var track = InteractiveTrack(length: phoneWidth)
        track.send(.dragBegan(time: 0))
        #expect(track.send(.dragChanged(delta: -40, time: 0.01)).position == 0)
        #expect(track.send(.dragChanged(delta: 60, time: 0.02)).position == 20)
        #expect(track.send(.dragChanged(delta: 1e308, time: 0.03)).position == phoneWidth)
        #expect(track.send(.dragChanged(delta: -1e308, time: 0.04)).position == 0)
        // The finger is held within the excess limit beyond the start: no overflow, and it
        // has that far to come back.
        #expect(track.send(.dragChanged(delta: 1_000, time: 0.05)).position == 0)
        // A release held at the end, moving on: finishes on the release input itself.
        var atEnd = InteractiveTrack(length: phoneWidth)
        atEnd.send(.dragBegan(time: 0))
        atEnd.send(.dragChanged(delta: 1_000, time: 0.05))
        let release = atEnd.send(.dragEnded(velocity: 600, time: 0.06))
        #expect(release.outcome == .end && release.phase == .finished && !release.isMoving)
    }

    @Test("The system cancelling the drag settles back to the start from rest")
    func systemCancel() {
        var track = InteractiveTrack(length: phoneWidth)
        track.drag(to: 300, from: 0)
        let cancelled = track.send(.dragCancelled(time: 0.1))
        #expect(cancelled.heading == .start && cancelled.velocity == 0 && isClose(cancelled.position, 300))
        #expect(track.runTicks(from: 0.1).last?.output.outcome == .start)
    }

    @Test("Relayout keeps the progress while tracking, settling and finished")
    func relayout() {
        var track = InteractiveTrack(length: 400)
        track.drag(to: 100, from: 0)
        #expect(isClose(track.send(.relayout(length: 800)).position, 200))
        #expect(isClose(track.send(.dragChanged(delta: 100, time: 0.2)).position, 300))
        // A settle scaled mid-flight is the same motion in the new units.
        var reference = InteractiveTrack(length: 400)
        reference.drag(to: 150, from: 0)
        reference.send(.dragEnded(velocity: 900, time: 0.1))
        var scaled = reference
        scaled.send(.relayout(length: 1_000))
        for tick in FrameTick.sequence(frameRate: 120, from: 0.1, duration: 0.08) {
            let expected = reference.send(.tick(tick))
            let output = scaled.send(.tick(tick))
            #expect(isClose(output.progress, expected.progress, within: 1e-12))
        }
        scaled.runTicks(from: 0.2)
        #expect(scaled.send(.relayout(length: 320)).position == 320)
        #expect(scaled.send(.relayout(length: .nan)).length == 0)
        #expect(scaled.output.progress == 1)
        #expect(scaled.send(.relayout(length: 500)).position == 500)
    }

    @Test("A zero-length track reaches its outcome on the input that starts the motion")
    func zeroLength() {
        var track = InteractiveTrack(length: 0)
        let began = track.send(.begin(time: 0))
        #expect(began.events == [.began, .finished] && began.progress == 1 && !began.isMoving)
        track.send(.dragBegan(time: 1))
        #expect(track.send(.dragChanged(delta: 50, time: 1.1)).position == 0)
        #expect(track.send(.dragEnded(velocity: -100, time: 1.2)).outcome == .start)
        #expect(InteractiveTrack(length: subnormal).length == 0 && InteractiveTrack(length: .infinity).length == InteractiveTrack.maximumLength)
    }

    @Test("Extreme inputs never crash and never yield non-finite output", arguments: [
        Double.nan, .infinity, -.infinity, 1e308, -1e308, subnormal, -subnormal, subnormalTimeStep, 0,
    ])
    func extremeInputs(value: Double) {
        var track = InteractiveTrack(length: value == 0 ? phoneWidth : value,
                                     configuration: TrackConfiguration(spring: MotionSpring(response: value, dampingRatio: value),
                                                                       endAimFraction: value, displayScale: value))
        var outputs = [track.send(.dragBegan(time: value))]
        outputs.append(track.send(.dragChanged(delta: value, time: value)))
        outputs.append(track.send(.dragChanged(delta: 100, time: 0.5)))
        outputs.append(track.send(.relayout(length: value)))
        outputs.append(track.send(.dragEnded(velocity: value, time: value)))
        outputs.append(track.send(.tick(FrameTick(timestamp: value, targetTimestamp: value))))
        outputs += track.runTicks(from: 0.5, limit: 20).map(\.output)
        outputs.append(track.send(.tick(FrameTick(timestamp: 1e308, targetTimestamp: 1e308))))
        outputs.append(track.send(.begin(time: value)))
        outputs.append(track.send(.tick(FrameTick(timestamp: 1e308, targetTimestamp: 1e308))))
        for output in outputs {
            #expect(output.position.isFinite && output.velocity.isFinite && output.progress.isFinite && output.length.isFinite)
            #expect(output.position >= 0 && output.position <= output.length)
        }
        #expect(outputs.filter { $0.outcome != nil }.count == 2)
    }
}
