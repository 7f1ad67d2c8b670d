import SheetKit

/// What happened when a scenario was replayed: one frame per display tick, the engine's
/// events, the outcome and the release metrics, plus what the charts draw (touches,
/// detents). Times are in seconds from the scenario's first input, lengths in points,
/// velocities in points per second.
///
/// A sheet scenario's frames hold the sheet's extent; a track scenario's
/// (``Subject/track(transition:guides:)``) hold the position along its track in the same
/// field, and its detents are empty: the chart draws the track's guides (its ends).
package struct Trace: Sendable {
    /// The scenario's name.
    package var scenario: String
    /// The scenario's one-sentence description.
    package var summary: String
    /// When the first input happened on the scenario's clock, in seconds: trace times are
    /// counted from it (a sample at scenario time `origin + t` is at trace time `t`).
    package var origin: Double
    /// One frame per delivered display tick after the first input.
    package var frames: [Frame]
    /// The engine's events in order.
    package var events: [Event]
    /// Where the sheet ended up.
    package var outcome: Outcome
    /// The moments the sheet was let go (lifts, a scripted release, an animated
    /// presentation), in order. The last one is the one the metrics measure.
    package var releases: [ReleaseMoment]
    /// The metrics of the last release.
    package var metrics: ReleaseMetrics
    /// The index in ``frames`` of the first frame after the last release that shows the
    /// sheet at rest or dismissed; `nil` when it did not come to rest in time.
    package var settleFrame: Int?
    /// The touches, in order.
    package var touches: [Touch]
    /// The resolved detents, smallest first.
    package var detents: [ResolvedDetent]
    /// Whether the sheet holds a list (``Frame/scrollOffset`` is meaningful).
    package var hasList: Bool
    /// The display's refresh rate, in frames per second.
    package var frameRate: Double
    /// Every N-th display frame was dropped (0: none).
    package var dropEvery: Int
    /// What the scenario moved.
    package var subject: Subject = .sheet

    /// The sheet on one displayed frame.
    package struct Frame: Hashable, Sendable {
        /// The time the frame is shown (the tick's target timestamp), in seconds.
        package var t: Double
        /// The extent, in points (a track's position along it).
        package var extent: Double
        /// The extent's rate of change, in points per second.
        package var velocity: Double
        /// The presentation progress, 0...1.
        package var progress: Double
        /// The dimming alpha, 0...1.
        package var dimming: Double
        /// The list's content offset, in points (0 without a list).
        package var scrollOffset: Double
        /// The engine's phase.
        package var phase: Phase
    }

    /// One engine event.
    package struct Event: Hashable, Sendable {
        /// When the input that produced it happened, in seconds.
        package var t: Double
        /// What happened.
        package var kind: EventKind
        /// The detent index it concerns (settled, detentChanged, dismissalCancelled: the
        /// detent at rest; didAttemptToDismiss: the detent the sheet returns to).
        package var detent: Int?
    }

    /// Where the sheet ended up.
    package struct Outcome: Hashable, Sendable {
        /// The final phase (`idle`, `dismissed`, or a moving phase when time ran out; a
        /// track's `finished` or `cancelled`).
        package var phase: Phase
        /// The selected detent's index; `nil` when dismissed or hidden, and for a track.
        package var detent: Int?
        /// The final extent, in points.
        package var extent: Double
    }

    /// A moment the sheet was let go.
    package struct ReleaseMoment: Hashable, Sendable {
        /// What let the sheet go.
        package enum Kind: String, Hashable, Sendable {
            /// A finger lifted.
            case lift
            /// A scripted release (the scenario's `release`).
            case release
            /// An animated presentation began.
            case presentation
        }
        /// What let the sheet go.
        package var kind: Kind
        /// When, in seconds.
        package var t: Double
        /// The index in ``Trace/frames`` of the first frame evaluated after this moment (the
        /// first tick delivered after the input; a later sample can still be on screen on
        /// frames shown after `t` but prepared before it).
        package var firstFrame: Int
        /// The extent the engine reported after the release, in points.
        package var extent: Double
        /// The velocity the engine reported after the release, in points per second.
        package var sheetVelocity: Double
        /// The finger's velocity along the axis in extent units (positive = expanding), in
        /// points per second, measured by the lab, not the engine: the difference quotient
        /// of the touch's last two samples (the finger's speed on its last sample period);
        /// the scripted velocity for a release; 0 for a presentation.
        package var fingerVelocity: Double
        /// The state the sheet must continue from, worked out by the lab without asking the
        /// engine: the extent on screen before the release (points) and the velocity handed
        /// over at the release, scaled by the rubber band's slope there (0 when the list took
        /// the finger's last motion), in points per second.
        package var liftState: SpringMotion.State
        /// Where the engine sent the sheet; `nil` when it came to rest at once.
        package var target: Stop.ID?
        /// The target's extent, in points (the dismissal's aim beyond 0 for hidden; a
        /// track's aim beyond the end it heads for).
        package var targetExtent: Double
        /// The positions the subject can be shown at, in points: a sheet no lower than 0, a
        /// track within 0 ... its length. The continuation the metrics compare with is
        /// clamped into it, as the engine clamps what it shows.
        package var shownRange: ClosedRange<Double> = 0...Double.infinity
    }

    /// One touch: the finger's track expressed as an extent.
    package struct Touch: Hashable, Sendable {
        /// Where the sheet would be if it followed the finger one to one: the extent when the
        /// touch began plus the finger's motion since, at each sample time.
        package var track: [TouchPoint]
        /// Whether the engine took the touch as a drag (one on a dismissed sheet, during a
        /// programmatic dismissal, or outside the drag region is ignored; with
        /// ``Scenario/catchOnTouchDown`` one that only caught the sheet did not drag it).
        package var engaged: Bool
    }

    /// One sample of a touch's track.
    package struct TouchPoint: Hashable, Sendable {
        /// The sample's time, in seconds from the first input.
        package var t: Double
        /// The finger's position as an extent (a position along the track), in points.
        package var extent: Double
    }

    /// The lift (or release) the metrics measure.
    package var lastRelease: ReleaseMoment? { releases.last }

    /// The settle frame, when the sheet came to rest.
    package var settledFrame: Frame? { settleFrame.map { frames[$0] } }
}
