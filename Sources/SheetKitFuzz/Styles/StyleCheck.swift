import SheetKit
import SheetKitTestSupport

/// Runs one style case through its driver: every step, then the end (the finger lifts,
/// frames until rest).
enum StyleCheck {
    /// Runs `fuzzCase`; returns its kind or the first broken invariant.
    static func run(_ fuzzCase: StyleCase) -> Result<String, FuzzViolation> {
        var rng = StyleCase.setupGenerator(seed: fuzzCase.seed, index: fuzzCase.index)
        do {
            switch fuzzCase.kind {
            case .cardZoomDismissal:
                var driver = CardZoomDismissalDriver(style: FuzzSetup.cardZoomStyle(&rng), scene: FuzzSetup.cardZoomScene(&rng),
                                                     reduceMotion: Bool.random(using: &rng))
                try play(fuzzCase.steps, &driver)
            case .centeredCard:
                var driver = CenteredCardDriver(style: FuzzSetup.centeredCardStyle(&rng), contentSize: FuzzSetup.size(&rng, extent: 900),
                                                container: EngineCase.randomContainer(&rng), reduceMotion: Bool.random(using: &rng))
                try play(fuzzCase.steps, &driver)
            case .cardPress:
                var driver = CardPressFeedbackDriver(feedback: FuzzSetup.cardPress(&rng), bounds: FuzzSetup.rect(&rng, extent: 400))
                try play(fuzzCase.steps, &driver)
            case .navigationTrack:
                var driver = TrackDriver(style: FuzzSetup.trackStyle(&rng), displayScale: EngineCase.value(&rng, 1...3))
                try play(fuzzCase.steps, &driver)
            }
        } catch let violation as FuzzViolation {
            return .failure(violation)
        } catch {
            return .failure(FuzzViolation(category: "unexpected", message: "\(error)"))
        }
        return .success(fuzzCase.kind.rawValue)
    }

    /// Plays `steps` on `driver`, naming the step in a violation, then its end.
    private static func play<Driver: StyleDriver>(_ steps: [FuzzStep], _ driver: inout Driver) throws {
        for (index, step) in steps.enumerated() {
            do {
                try driver.play(step)
            } catch var violation as FuzzViolation {
                violation.message += " (step \(index): \(step))"
                throw violation
            }
        }
        do {
            try driver.finish()
        } catch var violation as FuzzViolation {
            violation.message += " (the end of the case)"
            throw violation
        }
    }
}
