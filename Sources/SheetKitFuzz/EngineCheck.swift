import SheetKit

/// Runs one engine case and checks every output against the engine's documented invariants.
enum EngineCheck {
    /// A broken invariant: its category (for grouping) and what happened.
    struct Violation: Error {
        var category: String
        var message: String
    }

    /// How the case ended when nothing failed.
    enum Outcome: String {
        case resting, dismissed, cancelled = "presentation cancelled", hidden = "never presented"
    }

    /// The simulated time allowed for the sheet to come to rest after the last input, in
    /// seconds: beyond the settle of the slowest accepted spring (response 5 s, damping 0.05,
    /// from a million points away, about 250 s).
    static let restLimit = 600.0
    /// The tick interval while waiting for rest, in seconds.
    static let restTickInterval = 0.05

    /// Runs `fuzzCase`; returns its outcome or the first broken invariant.
    static func run(_ fuzzCase: EngineCase) -> Result<Outcome, Violation> {
        var engine = SheetEngine(configuration: fuzzCase.configuration, container: fuzzCase.container,
                                 dismissalPermission: fuzzCase.permission)
        var life = Life()
        var answer = 0
        // Questions asked and not answered yet, in order: each with the inputs left before
        // its answer arrives.
        var unanswered: [Int] = []
        var asked = 0
        do {
            func answerDue(_ context: String) throws {
                while let first = unanswered.first, first <= 0 {
                    unanswered.removeFirst()
                    let answered = engine.send(.dismissalPermission(fuzzCase.answers[answer % fuzzCase.answers.count]))
                    answer += 1
                    try life.check(answered, engine, input: nil, "answer after \(context)")
                }
            }
            for (index, input) in fuzzCase.inputs.enumerated() {
                let context = "input \(index)"
                let output = engine.send(input)
                try life.check(output, engine, input: input, context)
                unanswered = unanswered.map { $0 - 1 }
                if output.events.contains(.needsDismissalPermission) {
                    // Answer the permission request, as UIKit's delegate would: at once, or
                    // after a few more inputs.
                    unanswered.append(fuzzCase.answerDelays[asked % fuzzCase.answerDelays.count])
                    asked += 1
                }
                try answerDue(context)
            }
            unanswered = unanswered.map { _ in 0 }
            try answerDue("the last input")
            // The finger lifts: a drag ends, a touch that held the sheet lets it go.
            if engine.phase == .dragging {
                let released = engine.send(.dragEnded(velocity: 0, time: engine.now))
                try life.check(released, engine, input: nil, "final release")
                if released.events.contains(.needsDismissalPermission) {
                    unanswered.append(0)
                    try answerDue("the final release")
                }
            }
            if engine.phase == .held {
                try life.check(engine.send(.touchUp(time: engine.now)), engine, input: nil, "final lift")
            }
            // Frames until rest. A clock pushed to an absurd time by a hostile input is started
            // again from 0 (a tick far back starts a new clock), so time can advance.
            var time = engine.now.magnitude < 1e6 ? engine.now : 0
            var elapsed = 0.0
            while engine.output.isAnimating || ![.resting, .dismissed, .hidden].contains(engine.phase) {
                guard elapsed < restLimit else {
                    throw Violation(category: "rest not reached", message: "\(engine.phase) after \(restLimit) s of frames")
                }
                time += restTickInterval
                elapsed += restTickInterval
                try life.check(engine.send(.tick(FrameTick(timestamp: time - restTickInterval, targetTimestamp: time))),
                               engine, input: nil, "frame at \(time)")
            }
        } catch let violation as Violation {
            return .failure(violation)
        } catch {
            return .failure(Violation(category: "unexpected", message: "\(error)"))
        }
        switch engine.phase {
        case .resting: return .success(.resting)
        case .dismissed: return .success(.dismissed)
        default: return .success(life.everPresented ? .cancelled : .hidden)
        }
    }

    /// Follows presentations through the outputs.
    struct Life {
        var presentedCount = 0
        var dismissedCount = 0
        var everPresented = false
        /// The phase of the previous output: a presentation begins only from hidden or dismissed
        /// (a `present` the engine ignores on a sheet already up must not reset the counts).
        var previousPhase = SheetPhase.hidden
        /// Whether the presentation under way is the app's (a `present`, not an edge pan) and
        /// the app has not dismissed it since (itself, or by sending a release to hidden): a
        /// finger may push it back out only with the dismissal permission.
        var appPresentationUnderWay = false

        mutating func check(_ output: SheetOutput, _ engine: SheetEngine, input: SheetInput?, _ context: String) throws {
            func fail(_ category: String, _ detail: String) -> Violation {
                Violation(category: category, message: "\(detail) (\(context))")
            }
            let frame = output.frame
            let numbers: [(String, Double)] = [
                ("extent", output.extent), ("velocity", output.velocity), ("progress", output.progress), ("dimming", output.dimming),
                ("backdropBlur", output.backdropBlur),
                ("frame.surface.x", frame.surface.x), ("frame.surface.y", frame.surface.y),
                ("frame.surface.width", frame.surface.width), ("frame.surface.height", frame.surface.height),
                ("frame.content.x", frame.content.x), ("frame.content.y", frame.content.y),
                ("frame.content.width", frame.content.width), ("frame.content.height", frame.content.height),
                ("frame.contentAttachedSafeAreaInset", frame.contentAttachedSafeAreaInset),
                ("presentingEffect.scale", output.presentingEffect.scale),
                ("presentingEffect.translationX", output.presentingEffect.translationX),
                ("presentingEffect.translationY", output.presentingEffect.translationY),
                ("presentingEffect.cornerRadius", output.presentingEffect.cornerRadius),
                ("scrollPin", output.scrollPin ?? 0),
            ]
            if let bad = numbers.first(where: { !$0.1.isFinite }) { throw fail("non-finite \(bad.0)", "\(bad.0) = \(bad.1)") }
            let bound = engine.layout.detents.largest.extent + engine.layout.context.containerLength
            guard output.extent >= 0, output.extent <= bound else { throw fail("extent out of bounds", "\(output.extent) not in 0...\(bound)") }
            guard (0...1).contains(output.progress), (0...1).contains(output.dimming), (0...1).contains(output.backdropBlur) else {
                throw fail("progress, dimming or blur out of 0...1", "\(output)")
            }
            guard output.passesTouchesThrough == (output.dimming <= 0 && output.backdropBlur <= 0) else {
                throw fail("pass-through", "disagrees with dimming and blur")
            }
            if output.phase == .resting {
                let detent = engine.layout.detents[output.selectedDetentIndex].extent
                guard output.extent == detent, output.velocity == 0 else {
                    throw fail("resting off its detent", "extent \(output.extent), detent \(detent), velocity \(output.velocity)")
                }
            }
            try checkEvents(output, fail)
            defer { previousPhase = output.phase }
            if case .present = input, previousPhase == .hidden || previousPhase == .dismissed,
               output.phase != .hidden, output.phase != .dismissed { presentedCount = 0; dismissedCount = 0 }
            if case .dragBegan = input, output.events.isEmpty, output.transition == .presentation { presentedCount = 0; dismissedCount = 0 }
            if case .present = input, previousPhase == .hidden || previousPhase == .dismissed, output.transition == .presentation {
                appPresentationUnderWay = true
            }
            // The app's own dismissal, or its delegate sending the release to hidden, is its consent.
            if case .dismiss = input { appPresentationUnderWay = false }
            if case .redirectRelease(.hidden, _) = input { appPresentationUnderWay = false }
            if output.events.contains(.presentationCancelled) {
                guard !appPresentationUnderWay || engine.dismissalPermission != .denied else {
                    throw fail("pushed out without permission", "the app's presentation of a sheet the user may not dismiss was cancelled")
                }
            }
            if output.transition != .presentation { appPresentationUnderWay = false }
            if output.events.contains(.presented) {
                presentedCount += 1
                everPresented = true
                guard presentedCount == 1 else { throw fail("presented twice", "in one presentation") }
            }
            if output.events.contains(.dismissed) {
                dismissedCount += 1
                guard dismissedCount == 1 else { throw fail("dismissed twice", "in one presentation") }
            }
        }

        /// The relation between events and phase that ``SheetEvents`` documents.
        func checkEvents(_ output: SheetOutput, _ fail: (String, String) -> Violation) throws {
            let events = output.events
            let phase = output.phase
            let rules: [(SheetEvents, Set<SheetPhase>)] = [
                (.settled, [.resting]), (.detentChanged, [.resting]),
                (.presented, [.settling, .resting]), (.dismissalCancelled, [.settling, .resting]),
                (.willDismiss, [.dragging, .settling, .dismissing, .dismissed]), (.dismissed, [.dismissed]),
                (.presentationCancelled, [.hidden]), (.interrupted, [.dragging, .held]),
            ]
            for (event, phases) in rules where events.contains(event) && !phases.contains(phase) {
                throw fail("event contradicts phase", "event \(event.rawValue) in phase \(phase)")
            }
        }
    }
}
