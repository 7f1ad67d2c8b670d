extension SheetEngine {
    /// About how long a transition of `kind` takes from rest, in seconds: until the
    /// presentation spring first reaches the initial detent (where the presentation completes,
    /// see `SheetEvents.presented`), or until the dismissal spring from the selected detent
    /// first reaches 0. UIKit's `transitionDuration(using:)` reports it so animations
    /// alongside the transition last as long as the sheet's own part of it.
    /// - Complexity: O(`SpringMotion.maximumArrivalSamples`) spring evaluations at most.
    public func estimatedDuration(of kind: SheetTransitionKind) -> Double {
        let (motion, level, tolerance) = restingTransitionMotion(of: kind)
        return duration(of: motion, until: level, tolerance: tolerance)
    }

    /// The spring timing of a transition of `kind` for animations that run alongside it (see
    /// ``TransitionSpringTiming``): the spring motion of that transition under way when there
    /// is one (a presentation on its spring, a dismissal after a tap or the app's request),
    /// from where the sheet is now with its velocity; otherwise the one it starts from rest,
    /// as ``estimatedDuration(of:)`` takes it. The duration is the time until the transition
    /// ends: the first arrival at the detent the spring heads for (a presentation, a cancelled
    /// dismissal) or at 0 (a dismissal, a cancelled presentation).
    ///
    /// The travel is the spring's: a dismissal's spring aims
    /// ``ReleasePolicy/dismissalTargetFraction`` of the smallest detent beyond 0, so an
    /// alongside animation is at `start ÷ (start + that)` of its change (0.91 with the
    /// default) when the sheet disappears and the transition completes, and finishes on the
    /// spring's last few frames.
    /// - Complexity: O(`SpringMotion.maximumArrivalSamples`) spring evaluations at most (4 096).
    package func transitionTiming(of kind: SheetTransitionKind) -> TransitionSpringTiming {
        let (motion, level, tolerance): (SpringMotion, Double, Double)
        if case .settling(let running, let move) = self.motion.state, move.transition == kind {
            let now = running.spring.state(at: self.now)
            motion = SpringMotion(spring: running.spring.spring, from: now.position, velocity: now.velocity,
                                  to: running.spring.target, at: 0)
            // It ends where it heads: on its detent, or at 0 (a dismissal, or a presentation
            // the user pushed back out).
            let hides = move.heading == .hidden
            level = hides ? 0 : stop(.selectedDetent).position
            tolerance = hides ? 0 : SpringMotion.restThreshold(displayScale: layout.container.displayScale)
        } else {
            (motion, level, tolerance) = restingTransitionMotion(of: kind)
        }
        return TransitionSpringTiming(spring: motion.spring, from: motion.initialPosition, to: motion.target,
                                      velocity: motion.initialVelocity, duration: duration(of: motion, until: level, tolerance: tolerance))
    }

    /// The motion a transition of `kind` starts from rest, with the level where it completes
    /// and the tolerance of that arrival.
    private func restingTransitionMotion(of kind: SheetTransitionKind) -> (SpringMotion, level: Double, tolerance: Double) {
        let (level, tolerance) = arrivalLevel(of: kind)
        switch kind {
        case .presentation:
            let motion = SpringMotion(spring: configuration.effectivePresentationSpring, from: 0, velocity: 0, to: level, at: 0)
            return (motion, level, tolerance)
        case .dismissal:
            let motion = SpringMotion(spring: configuration.effectiveSpring, from: layout.detents[selectedDetentIndex].extent,
                                      velocity: 0, to: stop(.hidden).aim, at: 0)
            return (motion, level, tolerance)
        }
    }

    /// Where a transition of `kind` completes, in points, and how close counts as there: the
    /// initial detent within the half-pixel rest threshold (presentation), 0 exactly
    /// (dismissal).
    private func arrivalLevel(of kind: SheetTransitionKind) -> (level: Double, tolerance: Double) {
        switch kind {
        case .presentation:
            let initial = setup.presentationDetent
            let level = layout.detents[layout.detents.index(for: initial) ?? layout.detents.startIndex].extent
            return (level, SpringMotion.restThreshold(displayScale: layout.container.displayScale))
        case .dismissal:
            return (0, 0)
        }
    }

    /// The seconds until `motion` first reaches `level` (within `tolerance`), or until it
    /// settles when it never does.
    private func duration(of motion: SpringMotion, until level: Double, tolerance: Double) -> Double {
        let settle = motion.settleTime(displayScale: layout.container.displayScale) - motion.startTime
        return motion.firstArrival(at: level, tolerance: tolerance, within: settle) ?? settle
    }
}
