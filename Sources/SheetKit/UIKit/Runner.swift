#if canImport(UIKit)
import os
@preconcurrency import UIKit

/// Runs one lifecycle value in UIKit: the one runner of every adapter (a presented sheet, an
/// embedded panel, a navigation or tab transition, a presented style, a pressable card).
///
/// It passes events to the lifecycle and performs every action the lifecycle queues, in order.
/// A UIKit call-back from inside an action re-enters ``send(_:)``: its actions queue behind the
/// pending ones and are performed in order, so the lifecycle is never accessed twice at the
/// same time. The runner performs itself what every lifecycle shares (``RunnerCall``): the
/// display link, which it owns and feeds back as frames, and UIKit's transition context with
/// the animations running alongside it. It also reports the app's background state. Every
/// other action goes to the adapter's `perform` closure, given at creation so no adapter can
/// leave it out: the adapter's views and delegates. It decides nothing.
@MainActor
class Runner<L: Lifecycle>: NSObject {
    /// The lifecycle: every decision.
    private(set) var lifecycle: L
    /// Performs the adapter's own actions (views, delegates, the UIKit calls only it knows).
    private let performAdapterAction: (L.Action) -> Void
    /// UIKit's context of the transition in flight.
    var context: UIViewControllerContextTransitioning?
    /// The interruptible animator of the transition in flight, which carries the animations
    /// alongside it (see `SheetTransitionAnimator`).
    var alongsideAnimator: UIViewPropertyAnimator?
    /// Called with a context just before it is completed (a scene cleans up its views).
    var willComplete: ((Bool, UIViewControllerContextTransitioning) -> Void)?
    /// Called after `completeTransition(_:)` with whether the transition completed.
    var didComplete: ((Bool) -> Void)?
    /// Called once the queue is drained (the adapter syncs what it derives from the lifecycle).
    var didPerformActions: (() -> Void)?
    /// Where events and actions are traced (`SheetTrace`).
    private let log: OSLog
    private lazy var displayLink = SheetDisplayLink { [weak self] tick in
        self?.update { $0.handleFrame(tick) }
    }

    /// A runner for `lifecycle`, tracing to `log`, that hands the adapter's actions to
    /// `perform` (capture the adapter weakly: the adapter holds the runner).
    init(_ lifecycle: L, log: OSLog, perform: @escaping (L.Action) -> Void) {
        self.lifecycle = lifecycle
        self.log = log
        self.performAdapterAction = perform
        super.init()
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(didEnterBackground), name: UIApplication.didEnterBackgroundNotification, object: nil)
        center.addObserver(self, selector: #selector(willEnterForeground), name: UIApplication.willEnterForegroundNotification, object: nil)
    }

    /// Passes one event to the lifecycle and performs every action it queues.
    func send(_ event: L.Event) {
        SheetTrace.event(event, in: log)
        lifecycle.handle(event)
        performPendingActions()
    }

    /// Changes the lifecycle (a request that is not an event) and performs what it queued.
    func update(_ change: (inout L) -> Void) {
        change(&lifecycle)
        performPendingActions()
    }

    /// Performs every action the lifecycle queued.
    func performPendingActions() {
        while let action = lifecycle.nextAction() {
            SheetTrace.action(action, in: log)
            if let call = action.runnerCall { perform(call) } else { performAdapterAction(action) }
        }
        didPerformActions?()
    }

    private func perform(_ call: RunnerCall) {
        switch call {
        case .startDisplayLink:
            displayLink.start()
        case .stopDisplayLink:
            displayLink.stop()
        case .startAlongsideAnimations:
            alongsideAnimator?.startAnimation()
        case .pauseInteractiveTransition:
            // A touch catches an ordinary presentation, which started "as if it was not
            // interactive" through an interactor whose `wantsInteractiveStart` is `NO`
            // (`UIViewControllerTransitioning.h`, `SheetTransitioningDelegate`): from here the
            // finger drives it, and the transition still completes once.
            alongsideAnimator?.pauseAnimation()
            context?.pauseInteractiveTransition()
        case .updateInteractiveTransition(let percent):
            context?.updateInteractiveTransition(CGFloat(percent))
            // Paused (an animator not started yet becomes active, paused at its start), then
            // scrubbed linearly, as `UIViewPropertyAnimator.scrubsLinearly` does by default.
            alongsideAnimator?.pauseAnimation()
            alongsideAnimator?.fractionComplete = CGFloat(percent)
        case .finishInteractiveTransition:
            context?.finishInteractiveTransition()
            endAlongsideAnimations(at: .end)
        case .cancelInteractiveTransition:
            context?.cancelInteractiveTransition()
            endAlongsideAnimations(at: .start)
        case .completeTransition(let completed):
            let ended = context
            context = nil
            // The alongside animations end with the transition, at its outcome: an unanimated
            // context's were never started, and a running one is cut short (a teardown). One
            // that ran its course, or that a finish or a cancel ended, is inactive already.
            if alongsideAnimator?.state == .active || ended?.isAnimated == false {
                endAlongsideAnimations(at: completed ? .end : .start)
            }
            alongsideAnimator = nil
            ended.map { willComplete?(completed, $0) }
            ended?.completeTransition(completed)
            didComplete?(completed)
        }
    }

    /// Ends the alongside animations at `position` at once (an interactive transition is
    /// finished or cancelled on the frame the motion arrives, where they already are), leaving
    /// the animator inactive: UIKit forbids releasing a paused or stopped property animator.
    private func endAlongsideAnimations(at position: UIViewAnimatingPosition) {
        alongsideAnimator?.pauseAnimation()
        alongsideAnimator?.stopAnimation(false)
        alongsideAnimator?.finishAnimation(at: position)
    }

    @objc private func didEnterBackground() {
        update { $0.handleAppState(active: false, time: CACurrentMediaTime()) }
    }

    @objc private func willEnterForeground() {
        update { $0.handleAppState(active: true, time: CACurrentMediaTime()) }
    }
}
#endif
