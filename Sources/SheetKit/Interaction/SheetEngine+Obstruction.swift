// The keyboard as motion of its own: when what covers the sheet's attached edge changes, the
// sheet's attach line moves on a spring matched to the keyboard's animation, and a resting
// sheet moves onto its detent's new extent on the same spring, so its inner edge and its
// content's bottom travel together with the keyboard. This motion is orthogonal to the
// sheet's state: it runs while the sheet rests, settles or follows a finger.
extension SheetEngine {
    /// The attached obstruction the frame uses now, in points: the moving one while the
    /// keyboard moves, the layout's otherwise.
    @inline(__always)
    var shownAttachedObstruction: Double {
        obstruction?.shown.position ?? layout.edge.attachedInset(of: layout.container.obstructionInsets)
    }

    /// The keyboard (or whatever covers the container's edges) changed.
    ///
    /// With ``SheetConfiguration/avoidsKeyboard`` off the obstruction is ignored. Otherwise
    /// the layout takes the new obstruction at once (detents resolve above it) while what is
    /// shown follows on ``MotionSpring/matching(duration:)``: the attach line, and a resting sheet's
    /// extent when its detent moved. A duration that is not positive moves at once.
    mutating func updateObstruction(_ insets: SheetInsets, duration: Double, time: Double, report: inout Report) {
        clock.accept(time)
        var container = layout.container
        container.obstructionInsets = configuration.avoidsKeyboard ? insets : .zero
        guard container != layout.container else { return }
        let from = obstruction.map { $0.spring.state(at: now) } ?? SpringMotion.State(position: shownAttachedObstruction, velocity: 0)
        let animates = duration.isFinite && duration > 0
        let spring = MotionSpring.matching(duration: duration)
        relayout(configuration: configuration, container: container, moveSpring: animates ? spring : nil, cause: .system, report: &report)
        let to = layout.edge.attachedInset(of: container.obstructionInsets)
        let scale = layout.container.displayScale
        guard animates, abs(to - from.position) > SpringMotion.restThreshold(displayScale: scale) else {
            obstruction = nil
            return
        }
        var motion = AxisSettle(from: from, toward: Stop(.keyboardEdge, at: to).place, on: spring, at: now, displayScale: scale)
        motion.show(SpringMotion.State(position: Swift.max(0, from.position), velocity: from.velocity))
        obstruction = motion
    }

    /// Evaluates the obstruction's motion at `time`; ends it on its settle frame.
    mutating func advanceObstruction(to time: Double) {
        guard var motion = obstruction else { return }
        obstruction = motion.advance(to: time, shownIn: 0...InputLimits.maximumLength).contains(.ended) ? nil : motion
    }
}

extension Stop.ID {
    /// Where the keyboard's edge at the sheet's attached side is headed (the obstruction's
    /// motion), not a place the sheet goes.
    static let keyboardEdge: Stop.ID = "SheetKit.keyboardEdge"
}
