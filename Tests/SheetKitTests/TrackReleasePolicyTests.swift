import Testing
@testable import SheetKit
import SheetKitTestSupport

@Suite("Track release decisions")
struct TrackReleasePolicyTests {
    /// Rows over a 390 pt track. Half is 195 pt; with the fast rate a release projects
    /// 0.099 s × velocity; flicks are 500 pt/s or faster.
    static let table: [(position: Double, velocity: Double, outcome: Stop.ID)] = [
        (100, 0, .start),          // below half, still
        (194, 0, .start),
        (195, 0, .end),          // exactly half finishes ("at or beyond")
        (300, 0, .end),
        (150, 400, .start),        // projection 189.6
        (160, 400, .end),        // projection 199.6
        (250, -400, .end),       // projection 210.4
        (230, -400, .start),       // projection 190.4
        (20, 499, .start),         // not a flick: projection 69.4
        (20, 500, .end),         // a flick toward the end finishes from anywhere
        (0, 10_000, .end),
        (370, -499, .end),       // not a flick: projection 320.6
        (370, -500, .start),       // a flick back cancels, even near the end
        (390, -600, .start),
    ]

    @Test("Position × velocity → outcome", arguments: table)
    func decisionTable(row: (position: Double, velocity: Double, outcome: Stop.ID)) {
        #expect(ReleasePolicy().decide(position: row.position, velocity: row.velocity, length: phoneWidth) == row.outcome)
    }

    @Test("Bad input", arguments: [
        (Double.nan, 0.0, phoneWidth, Stop.ID.start),      // NaN position is the start
        (.infinity, 0, phoneWidth, .end),                      // +∞ is the end
        (-.infinity, 0, phoneWidth, .start),
        (200, .nan, phoneWidth, .end),                         // NaN velocity is still
        (100, .infinity, phoneWidth, .start),                    // ∞ velocity counts as 0
        (1e308, -1e308, phoneWidth, .start),                     // a finite flick back
        (0, 0, 0, .end),                                       // zero length: at its end
        (0, -100, 0, .start),
        (subnormal, 0, .nan, .end),                               // NaN length counts as 0
    ])
    func badInput(position: Double, velocity: Double, length: Double, outcome: Stop.ID) {
        #expect(ReleasePolicy().decide(position: position, velocity: velocity, length: length) == outcome)
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
