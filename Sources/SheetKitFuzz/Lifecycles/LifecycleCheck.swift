import SheetKit
import SheetKitTestSupport

/// Runs one lifecycle case through its driver: every step, then the end as UIKit plays it.
enum LifecycleCheck {
    /// Runs `fuzzCase`; returns its kind with how far it got (the transition contexts UIKit
    /// handed over, a panel's completions), or the first broken invariant.
    static func run(_ fuzzCase: LifecycleCase) -> Result<String, FuzzViolation> {
        var reached = ""
        var rng = LifecycleCase.setupGenerator(seed: fuzzCase.seed, index: fuzzCase.index)
        _ = Bool.random(using: &rng)    // The draw of `synchronousContexts`.
        do {
            switch fuzzCase.kind {
            case .sheet:
                let configuration = EngineCase.randomConfiguration(&rng).1
                var driver = SheetDriver(configuration: configuration, container: EngineCase.randomContainer(&rng),
                                         presentsInteractively: Int.random(in: 0..<4, using: &rng) == 0,
                                         answers: FuzzSetup.bits(&rng), refusals: FuzzSetup.bits(&rng, truthOneIn: 4),
                                         redirects: FuzzSetup.releaseRedirects(&rng))
                try play(fuzzCase.steps, driver: &driver, step: { try $0.play($1) }, finish: { try $0.finish() })
                reached = contexts(driver.runner)
            case .panel:
                var driver = PanelDriver(configuration: EngineCase.randomConfiguration(&rng).1, container: EngineCase.randomContainer(&rng),
                                         allowsUserHiding: Bool.random(using: &rng))
                try play(fuzzCase.steps, driver: &driver, step: { try $0.play($1) }, finish: { try $0.finish() })
                reached = driver.ledger.runs.count < Self.manyThreshold ? ", few completions" : ", many completions"
            case .track:
                let style = FuzzSetup.trackStyle(&rng)
                let lifecycle = style.makeLifecycle(displayScale: EngineCase.value(&rng, 1...3))
                var driver = TransitionDriver(lifecycle: lifecycle, style: style, synchronousContexts: fuzzCase.synchronousContexts,
                                              refusals: FuzzSetup.bits(&rng, truthOneIn: 4))
                try play(fuzzCase.steps, driver: &driver, step: { try $0.play($1) }, finish: { try $0.finish() })
                reached = contexts(driver.runner)
            case .cardZoom:
                let scene = FuzzSetup.cardZoomScene(&rng)
                let lifecycle = CardZoomLifecycle(style: FuzzSetup.cardZoomStyle(&rng), scene: scene, reduceMotion: Bool.random(using: &rng))
                var driver = TransitionDriver(lifecycle: lifecycle, style: CardZoomFuzzStyle(scene: scene),
                                              synchronousContexts: fuzzCase.synchronousContexts, refusals: FuzzSetup.bits(&rng, truthOneIn: 4))
                try play(fuzzCase.steps, driver: &driver, step: { try $0.play($1) }, finish: { try $0.finish() })
                reached = contexts(driver.runner)
            case .centeredCard:
                let content = FuzzSetup.size(&rng, extent: 900)
                let container = EngineCase.randomContainer(&rng)
                let lifecycle = CenteredCardLifecycle(style: FuzzSetup.centeredCardStyle(&rng), contentSize: content, container: container,
                                                      reduceMotion: Bool.random(using: &rng))
                var driver = TransitionDriver(lifecycle: lifecycle, style: CenteredCardFuzzStyle(contentSize: content, container: container),
                                              synchronousContexts: fuzzCase.synchronousContexts, refusals: FuzzSetup.bits(&rng, truthOneIn: 4))
                try play(fuzzCase.steps, driver: &driver, step: { try $0.play($1) }, finish: { try $0.finish() })
                reached = contexts(driver.runner)
            case .cardPress:
                var driver = CardPressDriver(feedback: FuzzSetup.cardPress(&rng), bounds: FuzzSetup.rect(&rng, extent: 400))
                try play(fuzzCase.steps, driver: &driver, step: { try $0.play($1) }, finish: { try $0.finish() })
            }
        } catch let violation as FuzzViolation {
            return .failure(violation)
        } catch {
            return .failure(FuzzViolation(category: "unexpected", message: "\(error)"))
        }
        return .success(fuzzCase.kind.rawValue + reached)
    }

    /// A panel with at least this many show, hide and detent-move completions counts as "many".
    static let manyThreshold = 4

    /// How many contexts UIKit handed over, in a few buckets.
    private static func contexts(_ runner: RunnerModel) -> String {
        switch runner.completions.count {
        case 0: return ", no context"
        case 1: return ", 1 context"
        case 2: return ", 2 contexts"
        default: return ", 3+ contexts"
        }
    }

    /// Plays `steps` on `driver`, naming the step in a violation, then its end.
    private static func play<Driver>(_ steps: [FuzzStep], driver: inout Driver, step: (inout Driver, FuzzStep) throws -> Void,
                                     finish: (inout Driver) throws -> Void) throws {
        for (index, next) in steps.enumerated() {
            do {
                try step(&driver, next)
            } catch var violation as FuzzViolation {
                violation.message += " (step \(index): \(next))"
                throw violation
            }
        }
        do {
            try finish(&driver)
        } catch var violation as FuzzViolation {
            violation.message += " (the end of the case)"
            throw violation
        }
    }
}
