import Testing
import SheetKitTestSupport
@testable import SheetKit

/// Content that changes size, fixed content, and the Liquid Glass surface in the engine's output.
@Suite("Surface and content")
struct SurfaceAndContentTests {
    @Test("A fits-content detent follows the content's new size on the spring, without a jump")
    func contentGrows() {
        var engine = SheetEngine(configuration: .topPanel(), container: SheetContainer(size: SheetSize(width: 390, height: 844),
                                                                                     contentFittingLength: 200))
        engine.send(.present(animated: false, time: 0))
        #expect(engine.output.extent == 200)
        let grown = engine.send(.updateContainer(SheetContainer(size: SheetSize(width: 390, height: 844), contentFittingLength: 300)))
        #expect(grown.extent == 200 && grown.phase == .settling && grown.isAnimating && grown.cause == .system)
        let spring = SpringMotion(spring: .default, from: 200, velocity: 0, to: 300, at: 0)
        let frame = engine.send(.tick(FrameTick(timestamp: 0, targetTimestamp: 0.1)))
        #expect(isClose(frame.extent, spring.position(at: 0.1)))
        // Any other change of the container places it at once.
        var rotated = engine
        let placed = rotated.send(.updateContainer(SheetContainer(size: SheetSize(width: 844, height: 390), contentFittingLength: 300)))
        #expect(placed.phase == .settling || placed.phase == .resting)
    }

    @Test("Fixed content keeps the largest detent's length at every extent")
    func fixedContent() {
        var options = SheetLayoutOptions()
        options.contentResizing = .fixed
        let layout = SheetLayout(edge: .bottom, detents: SheetConfiguration.commentSheet().detents, container: .phonePortrait, options: options)
        for extent in [0.0, 300, 506.4, 700, 776.48, 900] {
            let frame = layout.frame(forExtent: extent)
            #expect(frame.content.height == 776.48 && frame.content.y == 844 - extent)
        }
        let following = SheetLayout(edge: .bottom, detents: SheetConfiguration.commentSheet().detents, container: .phonePortrait)
        #expect(following.frame(forExtent: 700).content.height == 700)
    }

    @Test("Liquid Glass: floating inset at the medium detent, edge to edge at the large one; classic elsewhere")
    func glassInOutput() {
        var container = SheetContainer.phonePortrait
        container.glass = GlassEnvironment(displayCornerRadius: 55)
        var engine = SheetEngine(configuration: .commentSheet(), container: container)
        let medium = engine.send(.present(animated: false, time: 0))
        #expect(medium.surface.floatingFraction == 1 && medium.surface.glassOpacity == 1)
        // 8 pt from the sides and the bottom; the content's bottom inset shrinks by as much.
        #expect(medium.frame.content.x == 8 && medium.frame.content.width == 374 && medium.frame.content.maxY == 844 - 8)
        #expect(medium.frame.contentAttachedSafeAreaInset == 34 - 8 && medium.surface.cornerRadius == 47)
        let large = engine.send(.selectDetent(.large, animated: false, time: 1))
        #expect(large.surface.floatingFraction == 0 && large.surface.glassOpacity == 0)
        #expect(large.frame.content.x == 0 && large.frame.content.width == 390 && large.frame.contentAttachedSafeAreaInset == 34)

        var classic = presentedCommentSheet()
        #expect(classic.output.surface.floatingFraction == 0 && classic.output.frame.content.width == 390)
        _ = classic.send(.selectDetent(.large, animated: false, time: 1))
    }
}
