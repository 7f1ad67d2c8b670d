import SheetKit

/// How well a release kept SheetKit's promise that nothing jumps.
///
/// - ``settleTime``: from the release to the first frame that shows the sheet at rest on a
///   detent or dismissed, in seconds.
/// - ``releaseJump``: over the first ``jumpTicks`` ticks after the release, the largest
///   distance between the sheet and the *exact continuation* of the release state, in
///   device pixels at 3x (points × 3). The continuation is computed independently of the
///   engine: the closed-form ``SpringMotion`` started at the release time from the lab's
///   own ``Trace/ReleaseMoment/liftState`` (the extent on screen before the release, and the
///   velocity the engine reports handing over: the finger's, capped at
///   ``ReleasePolicy/maximumReleaseSpeed`` and scaled by the rubber band's slope), toward the target the
///   engine chose, clamped into the release's ``Trace/ReleaseMoment/shownRange`` (a sheet is
///   shown no lower than 0, as it cannot be more hidden than hidden; a track within its
///   length). For a track the lift state is the position on screen before the release and
///   the velocity the track reports handing over (the finger's along it, capped).
///   0 means the engine continued exactly from where and how fast the sheet was going.
/// - ``velocityMismatch``: |sheet velocity − finger velocity| ÷ |finger velocity| at the
///   release, as a fraction (0.25 = 25 %); 0 when the finger was still. The finger velocity
///   is the finger's speed over its last sample period, so the figure includes the lag of
///   the velocity estimate handed to the engine. A release inside a rubber band
///   legitimately differs (the sheet moved at the band's share of the finger's speed), as
///   does a release after the list took the finger's last motion (the sheet stays).
package struct ReleaseMetrics: Hashable, Sendable {
    /// Seconds from the release to the settle (or dismissal) frame; `nil` when the sheet
    /// was still moving when the simulation ended.
    package var settleTime: Double?
    /// The largest deviation from the exact continuation, in device pixels at 3x.
    package var releaseJump: Double
    /// The relative velocity difference at release, as a fraction.
    package var velocityMismatch: Double

    /// How many frames after the release ``releaseJump`` inspects.
    package static let jumpTicks = 3

    /// Pixels per point for ``releaseJump``.
    package static let pixelsPerPoint = 3.0

    /// Creates metrics.
    package init(settleTime: Double?, releaseJump: Double, velocityMismatch: Double) {
        self.settleTime = settleTime
        self.releaseJump = releaseJump
        self.velocityMismatch = velocityMismatch
    }

    /// Measures a trace's frames against its last release.
    /// - Parameters:
    ///   - frames: The frames, in time order.
    ///   - release: The release to measure; without one every metric is 0 or `nil`. Its
    ///     ``Trace/ReleaseMoment/firstFrame`` is the first tick after it.
    ///   - spring: The spring the engine uses for that motion (settle or presentation).
    ///   - settleFrame: The index of the settle frame, if any.
    package static func measure(frames: [Trace.Frame], release: Trace.ReleaseMoment?, spring: MotionSpring,
                               settleFrame: Int?) -> ReleaseMetrics {
        guard let release else { return ReleaseMetrics(settleTime: nil, releaseJump: 0, velocityMismatch: 0) }
        let lift = release.liftState
        let continuation = release.target.map { _ in
            SpringMotion(spring: spring, from: lift.position, velocity: lift.velocity,
                         to: release.targetExtent, at: release.t)
        }
        var jump = 0.0
        let lower: Double = release.shownRange.lowerBound
        let upper: Double = release.shownRange.upperBound
        for frame in frames.dropFirst(release.firstFrame).prefix(jumpTicks) {
            var exact: Double = lift.position
            if let continuation {
                let position: Double = continuation.position(at: frame.t)
                exact = Swift.min(Swift.max(lower, position), upper)
            }
            jump = Swift.max(jump, abs(frame.extent - exact) * pixelsPerPoint)
        }
        let finger = release.fingerVelocity
        let mismatch = abs(finger) > 1e-9 ? abs(release.sheetVelocity - finger) / abs(finger) : 0
        let settleTime = settleFrame.map { frames[$0].t - release.t }
        return ReleaseMetrics(settleTime: settleTime, releaseJump: jump.isFinite ? jump : 0,
                              velocityMismatch: mismatch.isFinite ? mismatch : 0)
    }

    /// The index of the first frame from `start` on that shows the sheet at rest or
    /// dismissed, or the transition finished or cancelled (``Trace/Phase/isSettled``).
    package static func settleFrame(in frames: [Trace.Frame], from start: Int) -> Int? {
        frames.indices.first { $0 >= start && frames[$0].phase.isSettled }
    }
}
