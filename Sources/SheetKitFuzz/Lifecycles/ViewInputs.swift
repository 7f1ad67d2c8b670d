import SheetKit

/// The view half's inputs that the sheet and the panel fuzz drivers send alike: touches, an
/// escape or a dimming tap, a container change and the app's background state, with the
/// touch and background state they track.
struct ViewInputs {
    /// Whether a finger is down on the sheet.
    private(set) var touching = false
    /// Whether the app is in the background.
    private(set) var inBackground = false

    /// What a step means here.
    enum Input {
        /// Send this event.
        case send(SheetLifecycleEvent)
        /// A step of this kind that sends nothing now (a touch-up with no finger down).
        case nothing
        /// Not a view input: the driver plays it.
        case other
    }

    /// The input `step` makes at time `now`, updating the tracked state.
    /// - Parameters:
    ///   - step: The step.
    ///   - now: The step's time, in seconds.
    ///   - container: The container, resized by a layout step.
    ///   - mayTouch: Whether a touch may go down now (no pan runs, and the driver allows it).
    mutating func input(for step: FuzzStep, at now: Double, container: inout SheetContainer, mayTouch: Bool) -> Input {
        switch step {
        case .touchDown:
            guard !touching, mayTouch else { return .nothing }
            touching = true
            return .send(.touchDown(time: now))
        case .touchUp:
            guard touching else { return .nothing }
            touching = false
            return .send(.touchUp(time: now))
        case .request(let permitted):
            return .send(permitted ? .escape(time: now) : .dimmingTapped(time: now))
        case .layout(let width, let height):
            container.size = SheetSize(width: width, height: height)
            return .send(.containerChanged(container))
        case .background:
            inBackground = true
            return .send(.didEnterBackground(time: now))
        case .foreground:
            inBackground = false
            return .send(.willEnterForeground(time: now))
        default:
            return .other
        }
    }

    /// Checks that the display link runs exactly while the sheet moves on its own, its owner
    /// is there and the app is active.
    /// - Parameters:
    ///   - running: Whether the runner's display link runs.
    ///   - output: The sheet's latest output.
    ///   - isTornDown: Whether the lifecycle was torn down.
    func checkDisplayLink(running: Bool, output: SheetOutput, isTornDown: Bool) throws {
        let moving = output.isAnimating && !isTornDown && !inBackground
        if running != moving {
            throw FuzzViolation(category: "display link disagrees with motion",
                                message: "display link \(running ? "running" : "stopped") in \(output.phase)")
        }
    }
}
