import Testing
import SheetKitTestSupport
@testable import SheetKit

/// What the adapters share: one gesture script, sent through a presented sheet's lifecycle
/// (UIKit's part played by ``UIKitScript``) and through an embedded panel's host (UIKit's part
/// played by ``PanelLifecycle``).
protocol GestureScriptTarget {
    var now: Double { get set }
    mutating func send(_ event: SheetLifecycleEvent)
    mutating func runFrames(for duration: Double, rate: Double)
    mutating func settle(limit: Double)
    var recordedActions: [SheetLifecycleAction] { get }
}

extension UIKitScript: GestureScriptTarget {
    var recordedActions: [SheetLifecycleAction] { actions }
}

extension PanelScript: GestureScriptTarget {
    var recordedActions: [SheetLifecycleAction] { actions }
}

extension GestureScriptTarget {
    /// A flick up, a catch while it settles and a tap, a drag down with a list, a slow drag
    /// back, then two flicks down, the second of which dismisses; frames at 120 Hz throughout.
    mutating func playGesture() {
        func pan(_ deltas: [Double], velocity: Double, scroll: ScrollMetrics? = nil) {
            send(.panBegan(time: now))
            for delta in deltas {
                now += 1.0 / 120
                send(.panChanged(delta: delta, time: now, scroll: scroll))
            }
            send(.panEnded(velocity: velocity, time: now, scrollViewPanActive: false))
        }
        pan([10, 14, 16], velocity: 1500)
        runFrames(for: 0.08, rate: 120)
        send(.touchDown(time: now))
        runFrames(for: 0.05, rate: 120)
        send(.touchUp(time: now))
        settle(limit: 5)
        let list = ScrollMetrics(offset: 40, contentLength: 2000, viewportLength: 600)
        pan(Array(repeating: -12, count: 12), velocity: -300, scroll: list)
        settle(limit: 5)
        pan(Array(repeating: -8, count: 10) + Array(repeating: 8, count: 5), velocity: 0)
        settle(limit: 5)
        pan([-20, -30, -40], velocity: -2600)    // large → medium
        settle(limit: 5)
        pan([-20, -30, -40], velocity: -2600)    // medium → dismissed
        settle(limit: 5)
    }

    /// The extents of every `didMove`, in order.
    var movedExtents: [Double] {
        recordedActions.compactMap { action in
            if case .notify(.didMove(let extent, _)) = action { return extent }
            return nil
        }
    }

    /// Every frame laid out, in order.
    var laidOutFrames: [SheetFrame] {
        recordedActions.compactMap { action in
            if case .layout(let frame) = action { return frame }
            return nil
        }
    }

    /// Every notification, in order.
    var sentNotifications: [SheetNotification] {
        recordedActions.compactMap { action in
            if case .notify(let notification) = action { return notification }
            return nil
        }
    }
}

@Suite("Embedded panels: the presented sheet's engine")
struct EmbeddedPanelTrajectoryTests {
    @Test("A panel and a presented sheet move on the same trajectory for the same gesture", arguments: [true, false])
    func sameTrajectories(animated: Bool) {
        var sheet = UIKitScript(configuration: .commentSheet())
        var panel = PanelScript(configuration: .commentSheet(), allowsUserHiding: true)
        sheet.present(animated: animated)
        panel.show(animated: animated)
        sheet.settle()
        panel.settle()
        sheet.playGesture()
        panel.playGesture()
        #expect(sheet.movedExtents.count > 100)
        #expect(panel.movedExtents == sheet.movedExtents)
        #expect(panel.laidOutFrames == sheet.laidOutFrames)
        #expect(panel.sentNotifications == sheet.sentNotifications)
        // The gesture ends dismissed, by the user, in both.
        #expect(sheet.sentNotifications.last == .didDismiss(cause: .user))
        #expect(panel.host.visibility == .hidden)
        #expect(sheet.violations.isEmpty && panel.violations.isEmpty)
    }

    @Test("The same at 60 Hz with every 7th frame dropped: the same engine, the same frames")
    func droppedFrames() {
        var sheet = UIKitScript(configuration: .commentSheet())
        var panel = PanelScript(configuration: .commentSheet())
        sheet.present(animated: true)
        panel.show(animated: true)
        for index in 1...40 {
            let rate = index % 7 == 0 ? 30.0 : 60.0
            sheet.runFrames(for: 1 / rate, rate: rate)
            panel.runFrames(for: 1 / rate, rate: rate)
        }
        #expect(panel.movedExtents == sheet.movedExtents)
        #expect(panel.movedExtents.last == CommentSheetOnPhone.medium)
    }
}
