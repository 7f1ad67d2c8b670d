import Testing
@testable import SheetKit

@Suite("Release decisions")
struct ReleasePolicyTests {
    /// Comment sheet: detents 506.4 and 776.48 pt. With the fast rate a release projects
    /// 0.099 s × velocity; half the smallest detent is 253.2 pt.
    static let detents = SheetLayout(edge: .bottom, detents: SheetConfiguration.commentSheet().detents, container: .phonePortrait).detents

    @Test("Every branch", arguments: [
        // Nearest to the projection, no flick.
        (520.0, 0.0, true, ReleaseDecision.detent(0)),
        (650, 0, true, .detent(1)),                   // 126.5 pt from large, 143.6 from medium
        (700, -400, true, .detent(1)),                // slow: projection 660.4 → large
        (640, 400, true, .detent(1)),
        // A flick moves at least one detent in its direction.
        (520, 600, true, .detent(1)),                 // projection 579.4 is nearer medium
        (760, -600, true, .detent(0)),                // projection 700.6 is nearer large
        // A flick up never dismisses and reaches at least the smallest detent.
        (200, 600, true, .detent(0)),
        (120, 5000, true, .detent(0)),                // projection 615 is nearest medium
        (300, 8000, true, .detent(1)),                // projection 1092 → large
        // Small drag below the smallest detent and release: back to it.
        (300, 0, true, .detent(0)),
        // Slow drag below half the smallest detent: dismiss.
        (240, 0, true, .dismiss),
        // A flick down from the smallest detent (nothing below): dismiss.
        (506.4, -600, true, .dismiss),
        (480, -700, true, .dismiss),
        // A hard flick from the largest detent projects below half: dismiss.
        (776.48, -6000, true, .dismiss),
        // Not allowed: the same releases become attempts, back to the detent rule's choice.
        (240, 0, false, .attemptedDismiss(returningTo: 0)),
        (506.4, -600, false, .attemptedDismiss(returningTo: 0)),
        (776.48, -6000, false, .attemptedDismiss(returningTo: 0)),
        (300, 0, false, .detent(0)),
        // Bad input.
        (520, .nan, true, .detent(0)),
        (.nan, 0, true, .detent(0)),
        (700, .infinity, true, .detent(1)),
    ] as [(Double, Double, Bool, ReleaseDecision)])
    func branches(extent: Double, velocity: Double, allowsDismissal: Bool, expected: ReleaseDecision) {
        let decision = ReleasePolicy().decide(extent: extent, velocity: velocity, detents: Self.detents, allowsDismissal: allowsDismissal)
        #expect(decision == expected)
    }

    @Test("Thresholds are configuration")
    func thresholds() {
        let lenient = ReleasePolicy(flingVelocityThreshold: 2000)
        #expect(lenient.decide(extent: 520, velocity: 600, detents: Self.detents, allowsDismissal: true) == .detent(0))
        let normalRate = ReleasePolicy(decelerationRate: .normal)
        // 1000 pt/s projects 499 pt with the normal rate: 520 → 1019 → large.
        #expect(normalRate.decide(extent: 520, velocity: 400, detents: Self.detents, allowsDismissal: true) == .detent(1))
        let strict = ReleasePolicy(dismissalProjectionFraction: 0.2)
        #expect(strict.decide(extent: 240, velocity: 0, detents: Self.detents, allowsDismissal: true) == .detent(0))
        let sanitized = ReleasePolicy(flingVelocityThreshold: .nan, dismissalProjectionFraction: 4, dismissalTargetFraction: .nan)
        #expect(sanitized.flingVelocityThreshold == 500 && sanitized.dismissalProjectionFraction == 1 && sanitized.dismissalTargetFraction == 0.1)
    }
}
