/// The sheet's state machine: every motion decision SheetKit makes, as a value type.
///
/// Feed it ``SheetInput``s (drag events, display-link ticks, commands) with ``send(_:)``;
/// each returns a ``SheetOutput`` to apply: extent, velocity, progress, dimming, scroll pin
/// and events. The UIKit layer is a thin adapter around one engine; the lab tool and the tests
/// drive the very same engine with scripted inputs.
///
/// ```swift
/// var engine = SheetEngine(configuration: .commentSheet(), container: .phonePortrait)
/// _ = engine.send(.present(animated: true, time: 0))
/// for tick in FrameTick.sequence(frameRate: 120, from: 0, duration: 1) {
///     let output = engine.send(.tick(tick))
///     if output.events.contains(.settled) { break }
/// }
/// ```
///
/// Springs are evaluated in closed form at each tick's `targetTimestamp`, so the trajectory
/// does not depend on the frame rate. A release starts its spring at the release time from
/// the exact extent and velocity at lift.
public struct SheetEngine: Sendable {
    /// The configuration.
    public internal(set) var configuration: SheetConfiguration
    /// The geometry for the current container.
    public internal(set) var layout: SheetLayout
    /// The dimming curve for the current layout.
    public internal(set) var dimmingCurve: DimmingCurve
    /// Whether the user may dismiss the sheet (`!isModalInPresentation`, and the delegate's
    /// `presentationControllerShouldDismiss`). Read at each drag event and release.
    public var allowsDismissal: Bool
    /// The current phase.
    public internal(set) var phase: SheetPhase = .hidden
    /// The current extent, in points.
    public internal(set) var extent: Double = 0
    /// The current velocity, in points per second.
    public internal(set) var velocity: Double = 0
    /// The index of the selected detent in the layout's resolved detents.
    public internal(set) var selectedDetent: Int
    /// The identifier of the selected detent. It survives layout changes that merge or
    /// reorder detents (the keyboard clamping two detents together, a rotation), so the
    /// sheet returns to it when the layout allows again.
    public internal(set) var selectedIdentifier: Detent.Identifier
    /// The latest time the engine has seen, in seconds.
    public internal(set) var now: Double = 0

    var motion: ActiveMotion?
    var drag: DragSession?
    /// The identifier of the detent the sheet last came to rest on.
    var restingIdentifier: Detent.Identifier?
    /// A dismissal has begun (``SheetEvents/willDismiss`` sent) and has not ended.
    var isDismissalUnderway = false
    /// A presentation has begun (animated, or by a drag from hidden) and the sheet has not
    /// rested yet. Going back to hidden then cancels the presentation: no dismissal is
    /// announced, and the hidden side is free even for a sheet that may not be dismissed.
    var isPresentationUnderway = false
    /// Whether the user caused the current motion (see ``SheetOutput/isUserInitiated``). Set
    /// by each input once it is accepted; ticks carry it on.
    var isUserInitiated = false

    /// A spring moving the sheet.
    struct ActiveMotion: Sendable {
        var spring: SpringMotion
        var target: SettleTarget
        /// When the motion is at rest for good (half a device pixel), in seconds.
        var settleTime: Double
    }

    /// The state of the finger's gesture.
    struct DragSession: Sendable {
        var lastTime: Double
        var mover: DragMover?
        var scrollPin: Double?
    }

    /// Collects what one input produced.
    struct Step {
        var events: SheetEvents = []
        var scrollPin: Double?
    }

    /// Creates an engine for a hidden sheet.
    /// - Parameters:
    ///   - configuration: The sheet's configuration.
    ///   - container: The container it is presented in.
    ///   - allowsDismissal: Whether the user may dismiss it.
    public init(configuration: SheetConfiguration, container: SheetContainer, allowsDismissal: Bool = true) {
        let layout = SheetLayout(edge: configuration.edge, detents: configuration.detents,
                                 container: container, options: configuration.layout)
        self.configuration = configuration
        self.layout = layout
        self.dimmingCurve = DimmingCurve(detents: layout.detents, configuration: configuration.dimming)
        self.allowsDismissal = allowsDismissal
        let initial = Self.initialSelection(of: configuration, in: layout)
        self.selectedDetent = initial.index
        self.selectedIdentifier = initial.identifier
    }

    /// Applies one input and returns what to show.
    /// - Complexity: O(1) per drag event and tick (O(n) in the handful of detents), with no
    ///   allocation; layout updates re-resolve the detents.
    @discardableResult
    public mutating func send(_ input: SheetInput) -> SheetOutput {
        var step = Step()
        switch input {
        case .present(let animated, let time): present(animated: animated, time: time, step: &step)
        case .dismiss(let animated, let time): dismiss(animated: animated, time: time, byUser: false, step: &step)
        case .requestDismissal(let time): requestDismissal(time: time, step: &step)
        case .dimmingTapped(let time): dimmingTapped(time: time, step: &step)
        case .dragBegan(let time): beginDrag(time: time, step: &step)
        case .dragChanged(let delta, let time, let scroll): changeDrag(delta: delta, time: time, scroll: scroll, step: &step)
        case .dragEnded(let velocity, let time): endDrag(velocity: velocity, time: time, step: &step)
        case .dragCancelled(let time): endDrag(velocity: 0, time: time, step: &step)
        case .tick(let tick):
            advanceClock(to: tick.targetTimestamp)
            advanceMotion(to: tick.targetTimestamp, step: &step)
        case .selectDetent(let identifier, let animated, let time):
            if let index = layout.detents.index(for: identifier) {
                select(index, identifier: identifier, animated: animated, time: time, byUser: false, step: &step)
            }
        case .stepDetent(let offset, let time): stepDetent(by: offset, time: time, step: &step)
        case .updateContainer(let container):
            relayout(configuration: configuration, container: container, animated: false, step: &step)
        case .updateConfiguration(let configuration, let animated, let time):
            advanceClock(to: time)
            relayout(configuration: configuration, container: layout.container, animated: animated, step: &step)
        }
        return output(step)
    }

    /// The current state as an output with no events and no scroll pin.
    public var output: SheetOutput { output(Step()) }

    /// Whether a drag may begin now: while presenting, resting or settling. A programmatic
    /// dismissal is not interruptible, as with UIKit's own sheets. A drag from `hidden`
    /// (an interactive presentation) is started explicitly by the caller.
    public var canBeginDrag: Bool {
        phase == .idle || phase == .settling || phase == .presenting
    }

    /// The sheet's frame at the current extent.
    public var frame: SheetFrame { layout.frame(forExtent: extent) }

    /// The frame the sheet would have at rest on its selected detent in `container`: where a
    /// size change (a rotation) will take it, so the content can be told its coming size.
    /// The selection is kept by identifier, merges included; a selection that `container`
    /// does not resolve falls back to the detent nearest to the current extent.
    /// - Complexity: O(n log n) in the number of detents (it resolves them); nothing changes.
    public func restingFrame(in container: SheetContainer) -> SheetFrame {
        let next = SheetLayout(edge: configuration.edge, detents: configuration.detents, container: container,
                               options: configuration.layout)
        let index = next.detents.index(for: selectedIdentifier) ?? next.detents.nearestIndex(to: extent)
        return next.frame(forExtent: next.detents[index].extent)
    }

    /// The presenting view's effect at the current extent.
    public var presentingEffect: PresentingViewEffect {
        PresentingViewEffect(configuration: configuration.presentingEffect, layout: layout, extent: extent,
                             dimming: dimmingCurve.alpha(atExtent: extent), reduceMotion: configuration.reduceMotion)
    }

    /// About how long a transition of `kind` takes from rest, in seconds: the settle time of
    /// the presentation spring from hidden to the initial detent, or of the settle spring
    /// from the selected detent to hidden. UIKit's `transitionDuration(using:)` reports it so
    /// animations alongside the transition last as long as the sheet's own motion.
    public func estimatedDuration(of kind: SheetTransitionKind) -> Double {
        let detentExtent = layout.detents[kind == .presentation ? Self.initialSelection(of: configuration, in: layout).index : selectedDetent].extent
        let motion = kind == .presentation
            ? SpringMotion(spring: configuration.effectivePresentationSpring, from: 0, velocity: 0, to: detentExtent, at: 0)
            : SpringMotion(spring: configuration.effectiveSpring, from: detentExtent, velocity: 0, to: targetExtent(.hidden), at: 0)
        guard kind == .dismissal else { return motion.settleTime(displayScale: layout.container.displayScale) }
        // A dismissal ends when it crosses 0, not when it would come to rest below it.
        return Self.firstCrossing(of: motion, below: 0, within: motion.settleTime(displayScale: layout.container.displayScale))
    }

    /// The first time at which `motion` is at or below `level`, found by sampling every
    /// millisecond up to `limit` seconds; `limit` when it never gets there.
    static func firstCrossing(of motion: SpringMotion, below level: Double, within limit: Double) -> Double {
        let step = 0.001
        var time = 0.0
        while time < limit {
            if motion.position(at: time) <= level { return time }
            time += step
        }
        return limit
    }

    /// Whether touches outside the sheet reach the presenting content now.
    public var passesTouchesThrough: Bool { dimmingCurve.passesTouchesThrough(atExtent: extent) }

    /// The output for the current state. Inlined into ``send(_:)``, so that every input
    /// does not copy the whole engine (787 bytes) to call it.
    @inline(__always)
    func output(_ step: Step) -> SheetOutput {
        SheetOutput(
            phase: phase,
            extent: extent,
            velocity: velocity,
            progress: layout.progress(forExtent: extent),
            dimming: dimmingCurve.alpha(atExtent: extent),
            selectedDetent: selectedDetent,
            settleTarget: motion?.target,
            scrollPin: step.scrollPin,
            events: step.events,
            isUserInitiated: isUserInitiated)
    }

    /// The detent a presentation goes to: the configured initial detent when it resolves,
    /// the smallest otherwise.
    static func initialSelection(of configuration: SheetConfiguration, in layout: SheetLayout) -> (index: Int, identifier: Detent.Identifier) {
        if let identifier = configuration.initialDetentIdentifier, let index = layout.detents.index(for: identifier) {
            return (index, identifier)
        }
        return (layout.detents.startIndex, layout.detents.smallest.identifier)
    }

    mutating func advanceClock(to time: Double) {
        if time.isFinite, time > now { now = time }
    }
}
