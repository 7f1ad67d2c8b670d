/// The sheet's state machine: every motion decision SheetKit makes, as a value type.
///
/// Feed it ``SheetInput``s (drag events, display-link ticks, commands) with ``send(_:)``;
/// each returns a ``SheetOutput`` that holds everything to apply: frame, dimming, touch
/// pass-through, the presenting view's effect, the scroll pin, the selection and events. The
/// UIKit layer drives one engine through `SheetLifecycle`; the lab tool and the tests drive
/// the very same engine with scripted inputs.
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
/// the exact extent and velocity at lift. The state is an enum with payloads (see
/// ``phase``); the selection is kept by identifier only. In debug builds every ``send(_:)``
/// ends with a check of the engine's invariants and of the relation between the output's
/// events and its phase (see `SheetEvents`).
public struct SheetEngine: Sendable {
    /// The configuration.
    public var configuration: SheetConfiguration { setup.configuration }
    /// The geometry for the current container.
    public var layout: SheetLayout { setup.layout }
    /// Whether the user may dismiss the sheet, or whether to ask when it matters.
    public let dismissalPermission: DismissalPermission
    /// The identifier of the selected detent: where the sheet rests or is headed. It survives
    /// layout changes that merge or reorder detents (the keyboard clamping two detents
    /// together, a rotation), so the sheet returns to it when the layout allows again.
    public internal(set) var selectedDetentIdentifier: Detent.Identifier {
        didSet { locateSelection() }
    }
    /// The index of the selected detent in ``layout``'s resolved detents (the smallest's when
    /// the selection names none), kept with the selection and the layout.
    /// - Complexity: O(1).
    public private(set) var selectedDetentIndex: Int
    /// The slot of the selected detent's identifier in ``setup``'s names (see
    /// ``Setup/names``), kept with the selection and the setup: what an output carries.
    /// - Complexity: O(1).
    private(set) var selectedDetentSlot: Int
    /// The latest time the engine has seen, in seconds.
    public var now: Double { clock.now }

    /// The configuration, the layout and what follows from them (replaced whole on a
    /// relayout; see ``Setup``).
    var setup: Setup {
        didSet { locateSelection() }
    }
    /// The detent the sheet last rested on (the initial detent while a presentation runs,
    /// animated or following a finger): coming to rest elsewhere is a
    /// ``SheetEvents/detentChanged``. Kept here once, not in each motion's payload.
    var origin: Detent.Identifier
    /// The app's selection of a detent the layout did not resolve when it came: the
    /// configuration or container that brings that detent selects it then, so the order of
    /// the app's two writes does not matter (`selectedDetentIdentifier = .large` before
    /// `detents = [.medium, .large]`), as `UISheetPresentationController` keeps its
    /// `selectedDetentIdentifier` whatever the detents are (UISheetPresentationController.h
    /// line 141, iOS 26.2 SDK). Meanwhile the sheet stays where it is. Any other selection and
    /// the user's release (reported as a change of the selection) forget it.
    var requestedDetentIdentifier: Detent.Identifier?

    /// The selection as the app reads it back: the detent it selected that the layout does
    /// not resolve yet (``requestedDetentIdentifier``), as UIKit's `selectedDetentIdentifier`
    /// reads back what was written; otherwise ``selectedDetentIdentifier``.
    package var selectionReadBack: Detent.Identifier { requestedDetentIdentifier ?? selectedDetentIdentifier }
    /// The clock: which time an event counts at, and what a frame does (`MotionClock`).
    var clock = MotionClock()
    /// Where the sheet is and what moves it (see ``State``).
    var motion = AxisMotion<Rest, Move, Grip>(resting: .hidden)
    /// An input waiting for the answer to ``SheetEvents/needsDismissalPermission``.
    var heldInput: HeldInput?
    /// The keyboard's edge at the attached side, while it moves: a second motion on the same
    /// clock, orthogonal to the sheet's (it runs whatever the sheet does).
    var obstruction: AxisSettle?

    /// What handling one input reports besides the new state (its events, the list offset to pin,
    /// the cause of a change), collected as the input is handled.
    struct Report {
        var events: SheetEvents = []
        var scrollPin: Double?
        var cause: SheetChangeCause?
    }

    /// Creates an engine for a hidden sheet.
    /// - Parameters:
    ///   - configuration: The sheet's configuration.
    ///   - container: The container it is presented in.
    ///   - dismissalPermission: Whether the user may dismiss it, or whether to ask when it
    ///     matters (the UIKit layer asks its delegate).
    /// - Complexity: O(n log n) in the number of detents (it resolves them, allocating their
    ///   array and the dimming curve's control points).
    public init(configuration: SheetConfiguration, container: SheetContainer, dismissalPermission: DismissalPermission = .allowed) {
        let setup = Setup(configuration: configuration, container: container)
        let initialDetent = Self.initialDetent(of: configuration, in: setup.layout)
        self.setup = setup
        self.dismissalPermission = dismissalPermission
        self.selectedDetentIdentifier = initialDetent
        self.origin = initialDetent
        self.selectedDetentIndex = setup.index(of: initialDetent)
        self.selectedDetentSlot = Setup.hiddenSlot
        locateSelection()
    }

    /// Points ``selectedDetentIndex`` and ``selectedDetentSlot`` at the selection in
    /// ``setup``, first replacing the setup with a copy that names the selection when it does
    /// not (a selection kept across a relayout that no longer resolves; ``Setup/naming(_:)``).
    /// - Complexity: O(n) in the number of detents.
    private mutating func locateSelection() {
        let (named, slot) = setup.naming(selectedDetentIdentifier)
        // Assigning the copy comes back here once, and then finds the name.
        if named !== setup { setup = named }
        selectedDetentSlot = slot
        selectedDetentIndex = setup.index(of: selectedDetentIdentifier)
    }

    /// Applies one input and returns what to show.
    /// - Complexity: O(1) per drag event and tick (O(n) in the handful of detents), with no
    ///   allocation; layout updates re-resolve the detents.
    @discardableResult
    public mutating func send(_ input: SheetInput) -> SheetOutput {
        var report = Report()
        if case .dismissalPermission(let allowed) = input {
            releaseHeldInput(answer: allowed, report: &report)
        } else if heldInput == nil || !joinHeldInput(input, report: &report) {
            // Any other input is handled as usual: the held one keeps waiting for its answer,
            // unless this input superseded it (then it is dropped, never applied). So each
            // output reports one change of state, and its events agree with its phase.
            // (Nothing is held on almost every input: then both checks are skipped.)
            handle(input, report: &report)
            if heldInput != nil { dropSupersededHeldInput() }
        }
        let output = makeOutput(report)
        checkInvariants(output)
        return output
    }

    /// Handles `input`: the per-frame inputs (a tick, a drag event) at once, any other in
    /// ``handleCommand(_:report:)``, whose switch unpacks every case's payload before it
    /// jumps to one.
    @inline(__always)
    private mutating func handle(_ input: SheetInput, report: inout Report) {
        if case .tick(let tick) = input {
            advance(to: tick, report: &report)
        } else if case .dragChanged(let delta, let time, let scroll) = input {
            changeDrag(delta: delta, time: time, scroll: scroll, report: &report)
        } else {
            handleCommand(input, report: &report)
        }
    }

    /// Handles any input but a tick and a drag event (``handle(_:report:)`` takes those).
    private mutating func handleCommand(_ input: SheetInput, report: inout Report) {
        switch input {
        case .present(let animated, let time): present(animated: animated, time: time, report: &report)
        case .dismiss(let animated, let time): dismiss(animated: animated, time: time, cause: .app, report: &report)
        case .requestDismissal(let time): requestDismissal(time: time, report: &report)
        case .dimmingTapped(let time): dimmingTapped(time: time, report: &report)
        case .dismissalPermission: break
        case .touchDown(let time): touchDown(time: time, report: &report)
        case .touchUp(let time): touchUp(time: time, report: &report)
        case .dragBegan(let time): beginDrag(time: time, report: &report)
        case .dragChanged, .tick: break // handled by handle(_:report:)
        case .dragEnded(let velocity, let time): endDrag(velocity: velocity, time: time, report: &report)
        case .dragCancelled(let time): endDrag(velocity: 0, time: time, report: &report)
        case .selectDetent(let identifier, let animated, let time):
            select(identifier, spring: animated ? configuration.effectiveSpring : nil, time: time, cause: .app, report: &report)
        case .moveToDetent(let identifier, let spring, let time):
            select(identifier, spring: spring.adjusted(forReduceMotion: configuration.reduceMotion), time: time, cause: .app, report: &report)
        case .redirectRelease(let target, let time): redirectRelease(to: target, time: time, report: &report)
        case .withdrawUnannouncedDismissal: withdrawUnannouncedDismissal()
        case .stepDetent(let offset, let time): stepDetent(by: offset, time: time, report: &report)
        case .updateContainer(let container):
            // Content that changed size (its fitting length, its preferred size, the text
            // size or Bold Text it lays out with) moves the sheet on its spring (a fits-content
            // or text-scaled detent follows it without a jump); any other container change
            // places it at once.
            var sameButContent = container
            sameButContent.contentFittingLength = layout.container.contentFittingLength
            sameButContent.preferredContentSize = layout.container.preferredContentSize
            sameButContent.contentSizeCategory = layout.container.contentSizeCategory
            sameButContent.prefersBoldText = layout.container.prefersBoldText
            let contentOnly = sameButContent == layout.container && container != layout.container
            relayout(configuration: configuration, container: container, moveSpring: contentOnly ? configuration.effectiveSpring : nil,
                     cause: .system, report: &report)
        case .updateObstruction(let insets, let duration, let time):
            updateObstruction(insets, duration: duration, time: time, report: &report)
        case .updateConfiguration(let configuration, let animated, let spring, let time):
            clock.accept(time)
            let moveSpring = spring.map { $0.adjusted(forReduceMotion: configuration.reduceMotion) } ?? configuration.effectiveSpring
            relayout(configuration: configuration, container: layout.container, moveSpring: animated ? moveSpring : nil,
                     replacesRunningSpring: animated && spring != nil, cause: .app, report: &report)
        }
    }

    // MARK: Reading the state

    /// The current phase.
    public var phase: SheetPhase { motion.sheetPhase }

    /// The current extent, in points.
    public var extent: Double { shown.position }

    /// The current velocity of the extent, in points per second.
    public var velocity: Double { shown.velocity }

    /// The extent and velocity shown: 0 when hidden or dismissed, the selected detent's extent
    /// at rest.
    @inline(__always)
    var shown: SpringMotion.State { motion.sheetReading(onDetentAt: layout.detents[selectedDetentIndex].extent).shown }

    /// The current state as an output with no events and no scroll pin.
    public var output: SheetOutput { makeOutput(Report()) }

    /// Whether a drag may begin now: while presenting, resting or settling. A programmatic
    /// dismissal is not interruptible, as with UIKit's own sheets. A drag from `hidden`
    /// (an interactive presentation) is started explicitly by the caller.
    public var canBeginDrag: Bool {
        phase == .resting || phase == .settling || phase == .presenting || phase == .held
    }

    /// The sheet's frame at the current extent.
    public var frame: SheetFrame { setup.frameAndSurface(extent: extent, attachedObstruction: shownAttachedObstruction).frame }

    /// The frame the sheet would have at rest on its selected detent in `container`: where a
    /// size change (a rotation) will take it, so the content can be told its coming size.
    /// The selection is kept by identifier, merges included; a selection that `container`
    /// does not resolve falls back to the detent nearest to the current extent.
    /// - Complexity: O(n log n) in the number of detents (it resolves them); nothing changes.
    public func restingFrame(in container: SheetContainer) -> SheetFrame {
        let next = SheetLayout(edge: configuration.edge, detents: configuration.detents, container: container,
                               options: configuration.layout, surface: configuration.surface)
        let index = next.detents.index(for: selectedDetentIdentifier) ?? next.detents.nearestIndex(to: extent)
        return next.frame(forExtent: next.detents[index].extent)
    }

    @inline(__always)
    func makeOutput(_ report: Report) -> SheetOutput {
        let reading = motion.sheetReading(onDetentAt: layout.detents[selectedDetentIndex].extent)
        let extent = reading.shown.position
        let backdrop = setup.dimmingCurve.values(atExtent: extent)
        return SheetOutput(
            phase: reading.phase,
            extent: extent,
            velocity: reading.shown.velocity,
            progress: layout.progress(forExtent: extent),
            dimming: backdrop.alpha,
            backdropBlur: backdrop.blur,
            passesTouchesThrough: backdrop.alpha <= 0 && backdrop.blur <= 0,
            selectedDetentIndex: selectedDetentIndex,
            selectedDetentSlot: selectedDetentSlot,
            settleTargetSlot: reading.heading.map { $0 == .hidden ? Setup.hiddenSlot : selectedDetentSlot },
            transition: reading.transition,
            scrollPin: report.scrollPin,
            dragMover: reading.mover,
            events: report.events,
            cause: report.cause ?? reading.cause,
            // A heading means a spring moves the sheet.
            isAnimating: reading.heading != nil || obstruction != nil,
            geometry: SheetOutput.Geometry(setup: setup, attachedObstruction: shownAttachedObstruction))
    }

    /// The detent a presentation goes to: the configured initial detent when it resolves,
    /// the smallest otherwise.
    static func initialDetent(of configuration: SheetConfiguration, in layout: SheetLayout) -> Detent.Identifier {
        if let identifier = configuration.initialDetentIdentifier, layout.detents.index(for: identifier) != nil {
            return identifier
        }
        return layout.detents.smallest.identifier
    }
}
