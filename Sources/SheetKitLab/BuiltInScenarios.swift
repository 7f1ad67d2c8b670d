import SheetKit

/// The scenarios `sheetkit-lab` runs by default: one per behavior SheetKit promises.
///
/// They use an iPhone-sized container (390 × 844 pt, safe area 47 pt top and 34 pt bottom)
/// and 120 Hz touch samples. The comment sheet's detents resolve to 506.4 pt (60 %) and
/// 776.48 pt (92 %).
package enum BuiltInScenarios {
    /// Every built-in scenario, in the order the report shows them: the sheets, the
    /// navigation transitions (``tracks``), then the presentation styles' dismissals
    /// (``styles``).
    package static let all: [Scenario] = sheets + tracks + styles

    /// The built-in sheet scenarios.
    package static let sheets: [Scenario] = [
        commentListHandOff, flickToLarge, flickToDismiss, slowDragDismiss, smallDragReturn, modalResists,
        rtlLeadingDrawer, pullToDismissPanel, topPanelBouncy, grabWhileSettling, releaseFlickDismiss,
        flickToLargeDroppedFrames, catchOnTouchDown, catchPresentation, dragOutsideRegion,
    ]

    /// The built-in scenario named `name`, if any.
    package static func named(_ name: String) -> Scenario? {
        all.first { $0.name == name }
    }

    static let phone = SheetSize(width: 390, height: 844)
    static let phoneSafeArea = SheetInsets(top: 47, left: 0, bottom: 34, right: 0)
    static let commentDetents: [Scenario.DetentSpec] = [.fraction(0.6), .fraction(0.92)]

    /// A comment sheet at its smallest detent driven by `script`.
    static func commentSheet(_ name: String, _ summary: String, allowsDismiss: Bool = true,
                             script: (inout GestureScript) -> Void) -> Scenario {
        var gesture = GestureScript()
        script(&gesture)
        return Scenario(name: name, summary: summary, container: phone, safeArea: phoneSafeArea, edge: .bottom,
                        detents: commentDetents, allowsDismiss: allowsDismiss, input: .gesture(gesture.samples))
    }

    /// One gesture, two scrollers: the list scrolls back to its top, the sheet follows the
    /// finger down, and on the way back up the sheet returns to its detent before the list
    /// takes over again.
    package static let commentListHandOff: Scenario = {
        var gesture = GestureScript()
        gesture.down(at: 300, time: 0)
        gesture.move(by: 280, over: 0.7)      // 120 pt scroll the list to its top, 160 pt move the sheet
        gesture.hold(0.1)
        gesture.move(by: -220, over: 0.55)    // 160 pt bring the sheet back, 60 pt scroll the list
        gesture.lift()
        return Scenario(name: "comment-list-handoff",
                        summary: "List scrolled 120 pt; the finger drags down: the list reaches its top, the sheet follows; the finger reverses: the sheet returns to its detent, then the list scrolls again.",
                        container: phone, safeArea: phoneSafeArea, edge: .bottom, detents: commentDetents,
                        initialDetent: 1, scroll: Scenario.ScrollSpec(contentLength: 2400, viewportLength: 700, offset: 120),
                        input: .gesture(gesture.samples))
    }()

    /// A flick up from the smaller detent lands on the larger one.
    package static let flickToLarge = commentSheet(
        "flick-to-large", "A quick upward flick from the 60 % detent: the sheet leaves with the finger's speed and settles on the 92 % detent.") {
        $0.down(at: 420, time: 0)
        $0.hold(0.03)
        $0.flick(by: -120, over: 0.1)
        $0.lift()
    }

    /// A fast flick down from the only detent below which nothing rests dismisses.
    package static let flickToDismiss = commentSheet(
        "flick-to-dismiss", "A fast downward flick from the 60 % detent dismisses; the dismissal ends on the frame the sheet is hidden.") {
        $0.down(at: 420, time: 0)
        $0.hold(0.03)
        $0.flick(by: 130, over: 0.1)
        $0.lift()
    }

    /// Dragged below half the smallest detent, stopped, released: dismissed.
    package static let slowDragDismiss = commentSheet(
        "slow-drag-dismiss", "A slow drag to below half the smallest detent, a pause, a release with no speed: the sheet dismisses.") {
        $0.down(at: 400, time: 0)
        $0.move(by: 300, over: 1.0, .easeInOut)
        $0.hold(0.15)
        $0.lift()
    }

    /// A small drag down and a still release: back to the detent.
    package static let smallDragReturn = commentSheet(
        "small-drag-return", "A small drag down and a still release: the sheet springs back to its detent and the begun dismissal is cancelled.") {
        $0.down(at: 400, time: 0)
        $0.move(by: 80, over: 0.5, .easeInOut)
        $0.hold(0.1)
        $0.lift()
    }

    /// A sheet in modal presentation resists a drag toward dismissal and reports the attempt.
    package static let modalResists = commentSheet(
        "modal-resists", "isModalInPresentation: the drag down is rubber-banded, the release reports an attempt to dismiss and the sheet returns.",
        allowsDismiss: false) {
        $0.down(at: 400, time: 0)
        $0.move(by: 300, over: 0.4)
        $0.lift()
    }

    /// A leading drawer in a right-to-left layout (it opens from the right): opened by a pan
    /// from the screen edge, later closed by a flick toward its edge.
    package static let rtlLeadingDrawer: Scenario = {
        var gesture = GestureScript()
        gesture.down(at: 388, time: 0)
        gesture.move(by: -40, over: 0.08, .easeIn)
        gesture.move(by: -160, over: 0.24)
        gesture.lift()
        gesture.down(at: 150, time: 1.2)
        gesture.hold(0.03)
        gesture.flick(by: 140, over: 0.1)
        gesture.lift()
        return Scenario(name: "rtl-leading-drawer",
                        summary: "Right-to-left layout: the leading drawer opens from the right edge with a pan, settles open, and is closed by a flick toward its edge.",
                        container: phone, edge: .leading, layoutDirection: .rightToLeft, detents: [.points(312)],
                        spring: Scenario.SpringSpec(response: 0.25, dampingRatio: 0.9), presentation: .edgePan,
                        input: .gesture(gesture.samples))
    }()

    /// A full-height panel pulled down and let go with speed.
    package static let pullToDismissPanel: Scenario = {
        var gesture = GestureScript()
        gesture.down(at: 250, time: 0)
        gesture.move(by: 60, over: 0.15, .easeIn)
        gesture.move(by: 200, over: 0.25)
        gesture.lift()
        return Scenario(name: "pull-to-dismiss-panel",
                        summary: "A full-height panel pulled down a third of the way and let go moving: the flick carries it off screen.",
                        container: phone, safeArea: phoneSafeArea, edge: .bottom, detents: [.fraction(1)],
                        input: .gesture(gesture.samples))
    }()

    /// A top panel drops in on a bouncy spring, then is pulled past its detent.
    package static let topPanelBouncy: Scenario = {
        var gesture = GestureScript()
        gesture.down(at: 150, time: 1.4)
        gesture.move(by: 120, over: 0.3)
        gesture.lift()
        return Scenario(name: "top-panel-bouncy",
                        summary: "A fits-content top panel presented on a bouncy spring (0.5 s, ζ 0.6); later pulled down past its detent (rubber band) and released.",
                        container: phone, safeArea: phoneSafeArea, edge: .top, detents: [.fitsContent(180)],
                        presentationSpring: Scenario.SpringSpec(response: 0.5, dampingRatio: 0.6), presentation: .animated,
                        input: .gesture(gesture.samples))
    }()

    /// A flick up, and a second touch that catches the moving sheet.
    package static let grabWhileSettling = commentSheet(
        "grab-while-settling", "A flick up starts a settle; 120 ms later a finger catches the moving sheet where it is (no snap), drags it down and lets go.") {
        $0.down(at: 420, time: 0)
        $0.hold(0.03)
        $0.flick(by: -90, over: 0.1)
        $0.lift()
        $0.down(at: 330, time: $0.now + 0.12)
        $0.hold(0.04)
        $0.move(by: 150, over: 0.3, .easeInOut)
        $0.hold(0.1)
        $0.lift()
    }

    /// The file format's `release` example: settling from a given state, without touches.
    package static let releaseFlickDismiss = Scenario(
        name: "release-flick-dismiss",
        summary: "A scripted release at 300 pt moving down at 1500 pt/s, as if a finger had just lifted there: it dismisses.",
        container: phone, safeArea: phoneSafeArea, edge: .bottom, detents: commentDetents,
        input: .release(Scenario.Release(t: 0, extent: 300, velocity: -1500)))

    /// ``flickToLarge`` on a 60 Hz display that drops every 4th frame: the same motion.
    package static let flickToLargeDroppedFrames: Scenario = {
        var scenario = flickToLarge
        scenario.name = "flick-to-large-60hz-drops"
        scenario.summary = "The flick-to-large gesture on a 60 Hz display dropping every 4th frame: the same trajectory, sampled more coarsely."
        scenario.frameRate = 60
        scenario.dropEvery = 4
        return scenario
    }()
}
