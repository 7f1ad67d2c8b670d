import Testing
@testable import SheetKit
import SheetKitTestSupport

@Suite("Track release decisions")
struct TrackReleasePolicyTests {
    /// Rows over a 390 pt track. Half is 195 pt; with the fast rate a release projects
    /// 0.099 s × velocity; flicks are 500 pt/s or faster.
    static let table: [(position: Double, velocity: Double, outcome: TrackOutcome)] = [
        (100, 0, .cancel),          // below half, still
        (194, 0, .cancel),
        (195, 0, .finish),          // exactly half finishes ("at or beyond")
        (300, 0, .finish),
        (150, 400, .cancel),        // projection 189.6
        (160, 400, .finish),        // projection 199.6
        (250, -400, .finish),       // projection 210.4
        (230, -400, .cancel),       // projection 190.4
        (20, 499, .cancel),         // not a flick: projection 69.4
        (20, 500, .finish),         // a flick toward the end finishes from anywhere
        (0, 10_000, .finish),
        (370, -499, .finish),       // not a flick: projection 320.6
        (370, -500, .cancel),       // a flick back cancels, even near the end
        (390, -600, .cancel),
    ]

    @Test("Position × velocity → outcome", arguments: table)
    func decisionTable(row: (position: Double, velocity: Double, outcome: TrackOutcome)) {
        #expect(ReleasePolicy().decide(position: row.position, velocity: row.velocity, length: phoneWidth) == row.outcome.stop)
    }

    @Test("Bad input", arguments: [
        (Double.nan, 0.0, phoneWidth, TrackOutcome.cancel),      // NaN position is the start
        (.infinity, 0, phoneWidth, .finish),                      // +∞ is the end
        (-.infinity, 0, phoneWidth, .cancel),
        (200, .nan, phoneWidth, .finish),                         // NaN velocity is still
        (100, .infinity, phoneWidth, .cancel),                    // ∞ velocity counts as 0
        (1e308, -1e308, phoneWidth, .cancel),                     // a finite flick back
        (0, 0, 0, .finish),                                       // zero length: at its end
        (0, -100, 0, .cancel),
        (subnormal, 0, .nan, .finish),                               // NaN length counts as 0
    ])
    func badInput(position: Double, velocity: Double, length: Double, outcome: TrackOutcome) {
        #expect(ReleasePolicy().decide(position: position, velocity: velocity, length: length) == outcome.stop)
    }

    @Test("Thresholds are configuration and are sanitized")
    func configuration() {
        // A stricter flick threshold turns a 600 pt/s flick into a projection (20 + 59.4).
        #expect(ReleasePolicy(flingVelocityThreshold: 1_000).decide(position: 20, velocity: 600, length: phoneWidth) == .start)
        // The normal rate projects 0.499 s × velocity: 100 + 199.6 passes half.
        #expect(ReleasePolicy(decelerationRate: .normal).decide(position: 100, velocity: 400, length: phoneWidth) == .end)
        var policy = ReleasePolicy(flingVelocityThreshold: .nan)
        #expect(policy.flingVelocityThreshold == 500)
        policy.flingVelocityThreshold = -3
        #expect(policy.flingVelocityThreshold == 500)
    }

    /// The same table driven end to end through a horizontal pan: the physical translation
    /// and velocity for each side the track advances toward, in both layout directions.
    @Test("Pans map to the same decisions in every direction, left-to-right and right-to-left",
          arguments: HorizontalSide.allCases, ReadingDirection.allCases)
    func pannedDecisions(side: HorizontalSide, layoutDirection: ReadingDirection) {
        let mapping = HorizontalTrackMapping(advancingToward: side, layoutDirection: layoutDirection)
        // The physical sign of advancing: pop (trailing) is +x in LTR, −x in RTL.
        let sign: Double = (side == .trailing) == (layoutDirection == .leftToRight) ? 1 : -1
        #expect(mapping.physicalSign == sign)
        for row in Self.table {
            var track = InteractiveTrack(length: phoneWidth)
            track.send(.dragBegan(time: 0))
            // The finger overshoots the start first, then comes back: the content follows it.
            track.send(.dragChanged(delta: mapping.trackDelta(forHorizontalDelta: -30 * sign), time: 0.01))
            track.send(.dragChanged(delta: mapping.trackDelta(forHorizontalDelta: (row.position + 30) * sign), time: 0.02))
            #expect(track.position ≈ row.position)
            let release = track.send(.dragEnded(velocity: mapping.trackVelocity(forHorizontalVelocity: row.velocity * sign), time: 0.03))
            #expect((release.heading ?? release.outcome) == row.outcome, "row \(row) side \(side) \(layoutDirection)")
        }
    }

    @Test("The pop maps from the leading edge; its screen edge is the leading one")
    func popMapping() {
        let ltr = HorizontalTrackMapping.interactivePop(layoutDirection: .leftToRight)
        let rtl = HorizontalTrackMapping.interactivePop(layoutDirection: .rightToLeft)
        #expect(ltr.trackDelta(forHorizontalDelta: 25) == 25 && rtl.trackDelta(forHorizontalDelta: 25) == -25)
        #expect(rtl.trackVelocity(forHorizontalVelocity: -800) == 800)
        #expect(rtl.horizontalTranslation(forTrackPosition: 100) == -100)
        #expect(ltr.trackDelta(forHorizontalDelta: .nan) == 0 && ltr.trackVelocity(forHorizontalVelocity: .infinity) == 0)
        #expect(InteractivePopGesture().screenEdge(in: .leftToRight) == .left)
        #expect(InteractivePopGesture().screenEdge(in: .rightToLeft) == .right)
        #expect(HorizontalSide.trailing.screenEdge(in: .rightToLeft) == .left)
    }
}

extension TrackOutcome {
    /// The end of the track this outcome arrives at.
    var stop: Stop.ID { self == .finish ? .end : .start }
}
