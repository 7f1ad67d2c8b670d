import Testing
import SheetKitTestSupport
@testable import SheetKit

/// What of the presented sheet's lifecycle reaches a panel's adapter: the iOS 26 transition
/// actions (the alongside animations, the pause of a caught presentation) and the report to a
/// sheet below are UIKit's part and stay in the host; the surface's drawing and the stack
/// effect reach the adapter as they do for a sheet.
@Suite("Embedded panels: what reaches the adapter")
struct EmbeddedPanelActionFilterTests {
    static func drawn(_ actions: [SheetLifecycleAction]) -> [SheetSurfaceAppearance] {
        actions.compactMap { if case .drawSurface(let appearance) = $0 { return appearance } else { return nil } }
    }

    static func stackEffects(_ actions: [SheetLifecycleAction]) -> [SheetStackEffect] {
        actions.compactMap { if case .applyStackEffect(let effect, _) = $0 { return effect } else { return nil } }
    }

    /// How a show goes: left to arrive, or caught by a finger after 50 ms and then held (it
    /// stays shown) or pushed back out (the show is cancelled).
    enum Show: String, CaseIterable, Sendable {
        case arrives, caughtAndHeld, caughtAndPushedOut
    }

    /// Plays `show` on a presented sheet and on a panel with the same configuration, both
    /// of which the user may dismiss (a persistent panel is not pushed back out:
    /// `PanelLifecycleTests.caughtShow`).
    static func play(_ show: Show) -> (sheet: UIKitScript, panel: PanelScript) {
        var sheet = UIKitScript()
        var panel = PanelScript(configuration: .commentSheet(), allowsUserHiding: true)
        sheet.present(animated: true)
        panel.show(animated: true, completion: 1)
        guard show != .arrives else {
            sheet.settle()
            panel.settle()
            return (sheet, panel)
        }
        sheet.runFrames(for: 0.05)
        panel.runFrames(for: 0.05)
        sheet.send(.touchDown(time: sheet.now))
        panel.send(.touchDown(time: panel.now))
        if show == .caughtAndHeld {
            sheet.runFrames(for: 0.2)
            panel.runFrames(for: 0.2)
            sheet.send(.touchUp(time: sheet.now))
            panel.send(.touchUp(time: panel.now))
        } else {
            sheet.drag([-80, -80, -80], velocity: -2000)
            panel.drag([-80, -80, -80], velocity: -2000)
        }
        sheet.settle()
        panel.settle()
        return (sheet, panel)
    }

    @Test("The alongside animations and a caught show's pause stay in the host; the panel ends where the sheet does",
          arguments: Show.allCases)
    func transitionActionsStayInTheHost(show: Show) {
        let (sheet, panel) = Self.play(show)
        // The presented sheet's lifecycle asks for them…
        #expect(sheet.count(.startAlongsideAnimations) == 1)
        #expect(sheet.count(.pauseInteractiveTransition) == (show == .arrives ? 0 : 1))
        // …the panel's adapter never sees them (PanelScript records a violation if it does).
        #expect(panel.violations.isEmpty, "\(panel.violations)")
        let reachedAdapter = panel.actions.filter {
            switch $0 {
            case .runner(.startAlongsideAnimations), .runner(.pauseInteractiveTransition), .coverPresentingSheet: return true
            default: return false
            }
        }
        #expect(reachedAdapter.isEmpty)
        // The same engine: the same place, the same outcome.
        #expect(panel.host.output.extent == sheet.lifecycle.output.extent)
        let shown = show != .caughtAndPushedOut
        #expect(panel.host.output.extent == (shown ? CommentSheetOnPhone.medium : 0))
        #expect(panel.host.visibility == (shown ? .shown : .hidden) && panel.completed == [1: shown])
        #expect(panel.notifications.contains(.didPresent) == shown)
        #expect(panel.notifications.contains(.didCancelPresentation) == !shown)
    }

    /// A container and configuration, and the surface the panel is drawn with at rest.
    struct SurfaceRow: Sendable, CustomTestStringConvertible {
        let name: String
        let container: SheetContainer
        let adaptation: SheetAdaptation
        let radius: Double
        let corners: SheetCorners
        let glassOpacity: Double
        let contentX: Double
        var testDescription: String { name }
    }

    static let allCorners: SheetCorners = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]

    static let surfaceRows: [SurfaceRow] = {
        var glassPhone = SheetContainer.phonePortrait
        glassPhone.glass = GlassEnvironment(displayCornerRadius: 55)
        let pad = SheetContainer(size: SheetSize(width: 820, height: 1180), safeAreaInsets: SheetInsets(top: 24, left: 0, bottom: 20, right: 0),
                                 widthClass: .regular, heightClass: .regular)
        return [
            // Classic: attached, the inner corners at the classic 16 pt, opaque.
            SurfaceRow(name: "classic phone", container: .phonePortrait, adaptation: SheetAdaptation(),
                       radius: 16, corners: ResolvedEdge.bottom.innerCorners, glassOpacity: 0, contentX: 0),
            // Liquid Glass at medium: floating 8 pt in, corners 55 − 8 = 47 pt, all four, glass.
            SurfaceRow(name: "Liquid Glass phone", container: glassPhone, adaptation: SheetAdaptation(),
                       radius: 47, corners: allCorners, glassOpacity: 1, contentX: 8),
            // Classic floating panel on an iPad (390 pt wide at x 215): all four corners at 16 pt.
            SurfaceRow(name: "classic iPad floating panel", container: pad, adaptation: SheetAdaptation(regular: .floatingPanel),
                       radius: 16, corners: allCorners, glassOpacity: 0, contentX: 215),
        ]
    }()

    @Test("The surface is drawn for a panel as for a sheet, with the corners its style rounds", arguments: surfaceRows)
    func surfaceIsDrawn(row: SurfaceRow) throws {
        var configuration = SheetConfiguration.commentSheet()
        configuration.layout.adaptation = row.adaptation
        var panel = PanelScript(configuration: configuration)
        panel.container = row.container
        panel.show(animated: false)
        let surface = try #require(Self.drawn(panel.actions).last)
        #expect(surface.cornerRadius == row.radius && surface.roundedCorners == row.corners)
        #expect(surface.glassOpacity == row.glassOpacity && surface.borderWidth == 0)
        #expect(panel.host.output.frame.content.x == row.contentX && panel.violations.isEmpty)
    }

    @Test("Never presented over a sheet, a panel reports to none; a sheet's cover steps its surface back and forward")
    func stackedOn() throws {
        var panel = PanelScript(configuration: .commentSheet())
        panel.send(.presentedOverSheet(true))
        panel.show(animated: false)
        let shownFrames = panel.frames
        panel.send(.presentedOverSheet(true))
        panel.send(.coveredBySheet(depth: 1, progress: 1))
        let back = try #require(Self.stackEffects(panel.actions).last)
        #expect(back.level == 1 && back.scale < 1)
        // Stepped back: all four corners, the stack's radius.
        let drawn = try #require(Self.drawn(panel.actions).last)
        #expect(drawn.roundedCorners == Self.allCorners && drawn.cornerRadius == back.cornerRadius)
        panel.send(.coveredBySheet(depth: 0, progress: 0))
        let forward = try #require(Self.stackEffects(panel.actions).last)
        #expect(forward.level == 0 && forward.scale == 1 && forward.dimmingAlpha == 0)
        #expect(Self.drawn(panel.actions).last?.roundedCorners == ResolvedEdge.bottom.innerCorners)
        // The panel itself never moved: no frame since it was shown, still at its detent.
        #expect(panel.frames == shownFrames && panel.host.output.extent == CommentSheetOnPhone.medium)
        panel.hide(animated: false)
        // Gone, it reports to no sheet below (PanelScript records any report as a violation).
        #expect(panel.host.visibility == .hidden && panel.violations.isEmpty)
    }
}
