extension SheetEngine {
    /// About how long a transition of `kind` takes from rest, in seconds: until the
    /// presentation spring first reaches the initial detent (where the presentation completes,
    /// see ``SheetEvents/presented``), or until the dismissal spring from the selected detent
    /// first reaches 0. UIKit's `transitionDuration(using:)` reports it so animations
    /// alongside the transition last as long as the sheet's own part of it.
    /// - Complexity: O(`SpringMotion.maximumArrivalSamples`) spring evaluations at most.
    public func estimatedDuration(of kind: SheetTransitionKind) -> Double {
        let displayScale = layout.container.displayScale
        let motion: SpringMotion
        let level: Double
        let tolerance: Double
        switch kind {
        case .presentation:
            let initial = Self.initialDetent(of: configuration, in: layout)
            level = layout.detents[layout.detents.index(for: initial) ?? layout.detents.startIndex].extent
            motion = SpringMotion(spring: configuration.effectivePresentationSpring, from: 0, velocity: 0, to: level, at: 0)
            tolerance = SpringMotion.restThreshold(displayScale: displayScale)
        case .dismissal:
            level = 0
            motion = SpringMotion(spring: configuration.effectiveSpring, from: layout.detents[selectedDetentIndex].extent,
                                  velocity: 0, to: targetExtent(.hidden), at: 0)
            tolerance = 0
        }
        let settle = motion.settleTime(displayScale: displayScale)
        return motion.firstArrival(at: level, tolerance: tolerance, within: settle) ?? settle
    }
}
