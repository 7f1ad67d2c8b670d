import Testing
@testable import SheetKit

@Suite("Release decisions")
struct ReleasePolicyTests {
    /// Comment sheet: detents 506.4 and 776.48 pt. With the fast rate a release projects
    /// 0.099 s × velocity; half the smallest detent is 253.2 pt.
    static let detents = SheetLayout(edge: .bottom, detents: SheetConfiguration.commentSheet().detents, container: .phonePortrait).detents

    @Test("Every branch", arguments: [
        // Nearest to the projection, no flick.
        (520.0, 0.0, true, Stop.ID.medium),
        (650, 0, true, .large),                   // 126.5 pt from large, 143.6 from medium
        (700, -400, true, .large),                // slow: projection 660.4 → large
        (640, 400, true, .large),
        // A flick moves at least one detent in its direction.
        (520, 600, true, .large),                 // projection 579.4 is nearer medium
        (760, -600, true, .medium),                // projection 700.6 is nearer large
        // A flick up never dismisses and reaches at least the smallest detent.
        (200, 600, true, .medium),
        (120, 5000, true, .medium),                // projection 615 is nearest medium
        (300, 8000, true, .large),                // projection 1092 → large
        (100, 600, true, .medium),                // projection 159.4 is below half: the flick decides
        (100, 499.9, true, .hidden),              // not a flick: projection 149.5 is below half
        // A flick is a velocity of at least the threshold (500 pt/s), exactly it included.
        (520, 500, true, .large),                 // projection 569.5 is nearer medium
        (760, -500, true, .medium),               // projection 710.5 is nearer large
        // Small drag below the smallest detent and release: back to it.
        (300, 0, true, .medium),
        // Slow drag below half the smallest detent: dismiss.
        (240, 0, true, .hidden),
        // A flick down from the smallest detent (nothing below): dismiss.
        (506.4, -600, true, .hidden),
        (480, -700, true, .hidden),
        // A hard flick from the largest detent projects below half: dismiss.
        (776.48, -6000, true, .hidden),
        // Not allowed: the same releases become attempts, back to the detent rule's choice.
        (240, 0, false, .medium),
        (506.4, -600, false, .medium),
        (776.48, -6000, false, .medium),
        (300, 0, false, .medium),
        // Bad input.
        (520, .nan, true, .medium),
        (.nan, 0, true, .medium),
        (700, .infinity, true, .large),
    ] as [(Double, Double, Bool, Stop.ID)])
    func branches(extent: Double, velocity: Double, allowsDismissal: Bool, expected: Stop.ID) {
        let decision = ReleasePolicy().decide(extent: extent, velocity: velocity, detents: Self.detents, allowsDismissal: allowsDismissal)
        #expect(decision == expected)
    }

    @Test("Where dismissal is not allowed, a release that would dismiss goes to the detent rule 3 picks",
          arguments: [(240.0, 0.0), (506.4, -600), (776.48, -6000)])
    func attemptedDismissal(extent: Double, velocity: Double) {
        let policy = ReleasePolicy()
        #expect(policy.decide(extent: extent, velocity: velocity, detents: Self.detents, allowsDismissal: true) == .hidden)
        #expect(policy.decide(extent: extent, velocity: velocity, detents: Self.detents, allowsDismissal: false) == .medium)
    }

    @Test("Thresholds are configuration")
    func thresholds() {
        let lenient = ReleasePolicy(flingVelocityThreshold: 2000)
        #expect(lenient.decide(extent: 520, velocity: 600, detents: Self.detents, allowsDismissal: true) == .medium)
        let normalRate = ReleasePolicy(decelerationRate: .normal)
        // 1000 pt/s projects 499 pt with the normal rate: 520 → 1019 → large.
        #expect(normalRate.decide(extent: 520, velocity: 400, detents: Self.detents, allowsDismissal: true) == .large)
        let strict = ReleasePolicy(dismissalProjectionFraction: 0.2)
        #expect(strict.decide(extent: 240, velocity: 0, detents: Self.detents, allowsDismissal: true) == .medium)
        let sanitized = ReleasePolicy(flingVelocityThreshold: .nan, dismissalProjectionFraction: 4, dismissalTargetFraction: .nan)
        #expect(sanitized.flingVelocityThreshold == 500 && sanitized.dismissalProjectionFraction == 1 && sanitized.dismissalTargetFraction == 0.1)
    }
}
