import Testing
import SheetKitTestSupport
@testable import SheetKit

/// A script that other scripts' reports can reach: the sheet below in a stack.
final class ScriptBox {
    var script: UIKitScript
    init(_ script: UIKitScript) { self.script = script }
}

/// Sheets on sheets through ``SheetLifecycle``: the sheet above reports its progress down
/// (``SheetLifecycleAction/coverPresentingSheet(depth:progress:)``), the sheet below steps back
/// by ``SheetStackEffect`` and never moves. Default stack metrics: scale 0.92, peek 10 pt,
/// stepped-back radius 10 pt, dimming 0.1 per level; the comment sheet's own radius is the
/// classic 16 pt.
@Suite("Lifecycle: sheets on sheets")
struct LifecycleStackTests {

    /// A presented comment sheet (the bottom of the stack).
    static func lower(_ configuration: SheetConfiguration = .commentSheet()) -> ScriptBox {
        var script = UIKitScript(configuration: configuration)
        script.present(animated: true)
        script.settle()
        return ScriptBox(script)
    }

    /// A sheet presented from `lower`, its reports forwarded to it; not presented yet.
    static func upper(over lower: ScriptBox, configuration: SheetConfiguration = .commentSheet()) -> ScriptBox {
        var script = UIKitScript(configuration: configuration)
        script.onCoverPresentingSheet = { depth, progress in lower.script.send(.coveredBySheet(depth: depth, progress: progress)) }
        script.send(.presentedOverSheet(true))
        return ScriptBox(script)
    }

    /// The stack effects `script` applied, in order.
    static func effects(_ script: UIKitScript) -> [(effect: SheetStackEffect, translation: SheetPoint)] {
        script.actions.compactMap { if case .applyStackEffect(let effect, let move) = $0 { return (effect, move) } else { return nil } }
    }

    /// The surfaces `script` drew, in order.
    static func surfaces(_ script: UIKitScript) -> [SheetSurfaceAppearance] {
        script.actions.compactMap { if case .drawSurface(let appearance) = $0 { return appearance } else { return nil } }
    }

    static func layouts(_ script: UIKitScript) -> Int {
        script.actions.filter { if case .layout = $0 { return true } else { return false } }.count
    }

    @Test("Presenting a sheet on a sheet steps the lower one back with the upper one's progress")
    func stepsBack() throws {
        let lower = Self.lower()
        let layoutsBefore = Self.layouts(lower.script)
        #expect(Self.effects(lower.script).isEmpty)
        let upper = Self.upper(over: lower)
        upper.script.present(animated: true)
        upper.script.runFrames(for: 0.05)
        // Level = the upper sheet's progress while it comes in.
        let progress = upper.script.lifecycle.output.progress
        let midway = try #require(Self.effects(lower.script).last?.effect)
        #expect(progress > 0.2 && progress < 1)
        #expect(isClose(midway.level, progress, within: 1e-12))
        #expect(isClose(midway.scale, 1 - 0.08 * progress, within: 1e-12))
        #expect(isClose(midway.dimmingAlpha, 0.1 * progress, within: 1e-12))
        upper.script.settle()
        let (rest, translation) = try #require(Self.effects(lower.script).last)
        #expect(rest.level == 1)
        #expect(rest.scale ≈ 0.92)
        #expect(rest.lift ≈ 10)
        #expect(rest.dimmingAlpha ≈ 0.1)
        // Scaled about its center, then lifted: the top edge ends 10 pt above where it was.
        let length = lower.script.lifecycle.output.frame.surface.height
        let expected: Double = -(10 + 0.08 * length / 2)
        #expect(translation.x == 0)
        #expect(translation.y ≈ expected)
        // Stepped back: all four corners at a visible 10 pt (10 ÷ 0.92 before the scale).
        let surface = try #require(Self.surfaces(lower.script).last)
        #expect(isClose(surface.cornerRadius, 10 / 0.92))
        #expect(surface.roundedCorners == SheetSurfaceAppearance.allCorners)
        // The lower sheet never moved.
        #expect(Self.layouts(lower.script) == layoutsBefore && lower.script.lifecycle.output.extent == CommentSheetOnPhone.medium)
        #expect(upper.script.coverReports.map(\.depth).allSatisfy { $0 == 1 })
        #expect(lower.script.violations.isEmpty && upper.script.violations.isEmpty, "\(lower.script.violations) \(upper.script.violations)")
    }

    @Test("Dragging the upper sheet between detents leaves the lower one alone; a dismissal brings it forward continuously")
    func dragAndDismissal() throws {
        let lower = Self.lower()
        let upper = Self.upper(over: lower)
        upper.script.present(animated: true)
        upper.script.settle()
        let actionsBefore = lower.script.actions.count
        // Up to the large detent and back, the settle bouncing below the smallest detent: no
        // transition, so nothing reaches the lower sheet.
        upper.script.drag([40, 40, 40], velocity: 1500)
        upper.script.settle()
        upper.script.drag([-40, -40, -40], velocity: -200)
        upper.script.settle()
        #expect(upper.script.lifecycle.engine.selectedDetentIdentifier == .medium)
        #expect(lower.script.actions.count == actionsBefore)
        // A pull below the smallest detent: the lower sheet comes forward with it, and goes
        // back when the pull is let go.
        upper.script.drag([-60, -60])
        let pulled = try #require(Self.effects(lower.script).last?.effect)
        #expect(isClose(pulled.level, (CommentSheetOnPhone.medium - 120) / CommentSheetOnPhone.medium, within: 1e-9))
        upper.script.send(.panEnded(velocity: 0, time: upper.script.now, scrollViewPanActive: false))
        upper.script.settle()
        #expect(Self.effects(lower.script).last?.effect.level == 1)
        // A flick down dismisses it: every level on the way is between the previous and 0.
        let before = Self.effects(lower.script).count
        upper.script.drag([-30, -30], velocity: -2000)
        upper.script.settle()
        let levels = Self.effects(lower.script).dropFirst(before).map(\.effect.level)
        #expect(levels == levels.sorted(by: >) && levels.last == 0)
        let last = try #require(Self.effects(lower.script).last)
        #expect(last.effect.scale == 1 && last.effect.dimmingAlpha == 0 && last.translation == SheetPoint(x: 0, y: 0))
        // The lower sheet's own corners again: the classic inner ones at 16 pt.
        let surface = try #require(Self.surfaces(lower.script).last)
        #expect(surface.cornerRadius == 16 && surface.roundedCorners == ResolvedEdge.bottom.innerCorners)
        #expect(upper.script.coverReports.last?.depth == 0)
        #expect(lower.script.lifecycle.output.phase == .resting && lower.script.lifecycle.output.extent == CommentSheetOnPhone.medium)
        #expect(lower.script.violations.isEmpty && upper.script.violations.isEmpty, "\(lower.script.violations) \(upper.script.violations)")
    }

    @Test("Three sheets: the bottom one two levels back, every level moving continuously as the top one goes")
    func threeDeep() throws {
        let bottom = Self.lower()
        let middle = Self.upper(over: bottom)
        middle.script.present(animated: true)
        middle.script.settle()
        let top = Self.upper(over: middle)
        top.script.present(animated: true)
        top.script.settle()
        let two = try #require(Self.effects(bottom.script).last?.effect)
        #expect(two.level == 2)
        #expect(two.scale ≈ 0.8464)
        #expect(two.lift ≈ 20)
        #expect(two.dimmingAlpha ≈ 0.19)
        #expect(Self.effects(middle.script).last?.effect.level == 1)
        // The middle sheet passes the top one's progress down one level deeper.
        #expect(middle.script.coverReports.last.map { $0.depth == 2 && $0.progress == 1 } == true)
        let reportsBefore = middle.script.coverReports.count
        top.script.appDismisses(animated: true)
        top.script.settle()
        let bottomLevels = Self.effects(bottom.script).suffix(from: 1).map(\.effect.level)
        #expect(zip(bottomLevels, bottomLevels.dropFirst()).allSatisfy { isClose($0, $1, within: 0.5) })
        #expect(Self.effects(bottom.script).last?.effect.level == 1 && Self.effects(middle.script).last?.effect.level == 0)
        // Gone: the middle sheet reports itself again, at depth 1 and its own progress.
        #expect(middle.script.coverReports.dropFirst(reportsBefore).last.map { $0.depth == 1 && $0.progress == 1 } == true)
        for box in [bottom, middle, top] { #expect(box.script.violations.isEmpty, "\(box.script.violations)") }
    }

    @Test("A sheet on a sheet applies no presenting-view effect of its own")
    func noPresentingEffect() {
        let lower = Self.lower()
        let upper = Self.upper(over: lower, configuration: .pullToDismissPanel())
        upper.script.present(animated: true)
        upper.script.settle()
        #expect(!upper.script.actions.contains { if case .applyPresentingEffect = $0 { return true }; return false })
        // The same panel from the app's own screen recedes it, as usual.
        var alone = UIKitScript(configuration: .pullToDismissPanel())
        alone.present(animated: true)
        alone.settle()
        #expect(alone.presentingEffectApplied)
    }

    @Test("Reduce Motion: the lower sheet dims and rounds but neither scales nor lifts")
    func reduceMotion() throws {
        var configuration = SheetConfiguration.commentSheet()
        configuration.reduceMotion = true
        let lower = Self.lower(configuration)
        let upper = Self.upper(over: lower)
        upper.script.present(animated: true)
        upper.script.settle()
        let (effect, translation) = try #require(Self.effects(lower.script).last)
        #expect(effect.scale == 1 && effect.lift == 0 && translation == SheetPoint(x: 0, y: 0))
        #expect(effect.dimmingAlpha ≈ 0.1)
        #expect(Self.surfaces(lower.script).last?.cornerRadius == 10)
    }

    /// The modal flags `script` set, in order.
    static func modalFlags(_ script: UIKitScript) -> [Bool] {
        script.actions.compactMap { if case .setAccessibilityModal(let isModal) = $0 { return isModal } else { return nil } }
    }

    /// A dimmed sheet keeps VoiceOver inside it only while no sheet covers it: a sheet
    /// presented over it that leaves what is behind it undimmed is not modal itself, and a
    /// modal container below hid it from VoiceOver (UIAccessibility.h lines 162–167,
    /// `accessibilityViewIsModal`: "elements outside this view will be ignored"; parity review
    /// of 2026-11-28).
    @Test("VoiceOver: the sheet below gives up its modal container while a sheet covers it")
    func accessibilityModal() {
        let lower = Self.lower()
        // Not modal while it comes in from nothing (touches pass at first), modal once it dims.
        #expect(Self.modalFlags(lower.script) == [false, true])
        let before = Self.modalFlags(lower.script).count
        var undimmed = SheetConfiguration.commentSheet()
        undimmed.dimming.largestUndimmedDetentIdentifier = .large
        let upper = Self.upper(over: lower, configuration: undimmed)
        upper.script.present(animated: true)
        upper.script.settle()
        #expect(Array(Self.modalFlags(lower.script).dropFirst(before)) == [false])
        #expect(Self.modalFlags(upper.script) == [false])
        // Nothing is modal now: the screen the lower sheet dims is hidden from VoiceOver
        // instead, and only while the sheet above covers it.
        #expect(Self.presentingHidden(lower.script) == [true] && Self.presentingHidden(upper.script).isEmpty)
        upper.script.appDismisses(animated: true)
        upper.script.settle()
        #expect(Array(Self.modalFlags(lower.script).dropFirst(before)) == [false, true])
        #expect(Self.presentingHidden(lower.script) == [true, false])
        // Dismissed itself while hidden, the sheet gives the screen back to VoiceOver.
        let again = Self.upper(over: lower, configuration: undimmed)
        again.script.present(animated: false)
        lower.script.appDismisses(animated: false)
        #expect(Self.presentingHidden(lower.script) == [true, false, true, false])
        #expect(lower.script.violations.isEmpty && upper.script.violations.isEmpty)
    }

    /// The presenting-content flags `script` set, in order.
    static func presentingHidden(_ script: UIKitScript) -> [Bool] {
        script.actions.compactMap { if case .hidePresentingContentFromAccessibility(let hidden) = $0 { return hidden } else { return nil } }
    }

    @Test("The presenting content is hidden from VoiceOver only while a dimming sheet is covered", arguments: [
        (false, 0, false), (true, 0, false), (false, 1, true), (true, 2, false), (false, 3, true),
    ])
    func presentingHiddenRule(passes: Bool, depth: Int, expected: Bool) {
        #expect(SheetView.hidesPresentingContent(passesTouchesThrough: passes, coverDepth: depth) == expected)
    }

    @Test("The modal rule", arguments: [(false, 0, true), (true, 0, false), (false, 1, false), (false, 3, false), (true, 2, false)])
    func modalRule(passes: Bool, depth: Int, expected: Bool) {
        #expect(SheetView.isAccessibilityModal(passesTouchesThrough: passes, coverDepth: depth) == expected)
    }

    @Test("Reports are sanitized", arguments: [
        (Int.max, 1.0, 3.0), (Int.min, 1.0, 0.0), (-1, 0.5, 0.0), (1, Double.nan, 1.0), (1, 1e308, 1.0),
        (1, -Double.infinity, 0.0), (2, Subnormal.tiny, 1.0), (17, 0.5, 3.0),
    ])
    func sanitizing(depth: Int, progress: Double, level: Double) throws {
        let lower = Self.lower()
        lower.script.send(.coveredBySheet(depth: depth, progress: progress))
        let effect = try #require(Self.effects(lower.script).last?.effect)
        #expect(isClose(effect.level, level, within: 1e-12))
        #expect(lower.script.violations.isEmpty)
    }

    @Test("A report before the presentation waits for it; one after the end is ignored")
    func beforeAndAfter() {
        var script = UIKitScript()
        script.send(.coveredBySheet(depth: 1, progress: 1))
        #expect(script.actions.isEmpty)
        script.present(animated: false)
        #expect(Self.effects(script).last?.effect.level == 1)
        script.appDismisses(animated: false)
        let count = script.actions.count
        script.send(.coveredBySheet(depth: 2, progress: 1))
        #expect(script.actions.count == count && script.violations.isEmpty)
    }
}
