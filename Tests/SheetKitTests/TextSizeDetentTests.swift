import Testing
import SheetKitTestSupport
@testable import SheetKit

/// A custom detent that scales with the text size follows Dynamic Type as the user changes it,
/// as a `UISheetPresentationController` custom detent does (its resolution context carries
/// `containerTraitCollection`; UISheetPresentationController.h). Before the parity review of
/// 2026-11-28 the container held no text size: a change left the container description equal,
/// the relayout was skipped, and the sheet kept its old height until an unrelated relayout
/// (a rotation) made it jump.
@Suite("Custom detents follow the text size")
struct TextSizeDetentTests {
    /// A header detent of 200 pt at the default size, 300 pt at accessibility sizes.
    static let header = Detent.custom(identifier: "header") { context in
        context.container.contentSizeCategory?.hasPrefix("UICTContentSizeCategoryAccessibility") == true ? 300 : 200
    }

    static func container(category: String?, bold: Bool = false) -> SheetContainer {
        var container = SheetContainer.phonePortrait
        container.contentSizeCategory = category
        container.prefersBoldText = bold
        return container
    }

    /// A fits-content panel whose content grows with the text size: the text size and the
    /// fitting length change in one container (the measurement is keyed by the text size), and
    /// the sheet springs to its new extent (re-review of 2026-11-28: with the text size in the
    /// container, that change stopped counting as content only, and the panel snapped).
    @Test("Text size and fitting length changing together move the sheet on its spring")
    func fitsContentSprings() {
        var engine = SheetEngine(configuration: SheetConfiguration(detents: [.fitsContent()]),
                                 container: { var c = Self.container(category: "UICTContentSizeCategoryL"); c.contentFittingLength = 300; return c }())
        engine.send(.present(animated: false, time: 0))
        #expect(isClose(engine.extent, 334, within: 1e-9))
        var larger = Self.container(category: "UICTContentSizeCategoryXXXL")
        larger.contentFittingLength = 400
        let changed = engine.send(.updateContainer(larger))
        #expect(changed.phase == .settling && isClose(changed.extent, 334, within: 1e-9))
        let settled = engine.settles(from: 0, on: engine.selectedDetentIdentifier, at: 434)
        #expect(settled)
    }

    @Test("A text size or Bold Text change is a new container")
    func containersDiffer() {
        #expect(Self.container(category: "UICTContentSizeCategoryL") != Self.container(category: "UICTContentSizeCategoryXXXL"))
        #expect(Self.container(category: "UICTContentSizeCategoryL") != Self.container(category: "UICTContentSizeCategoryL", bold: true))
        #expect(Self.container(category: nil) == SheetContainer.phonePortrait)
    }

    @Test("The presented sheet resolves its custom detent again when the text size changes")
    func followsTextSize() {
        var configuration = SheetConfiguration(detents: [Self.header, .large])
        configuration.initialDetentIdentifier = "header"
        var script = UIKitScript(configuration: configuration)
        script.container = Self.container(category: "UICTContentSizeCategoryL")
        script.present(animated: false)
        // 200 pt of content plus the 34 pt safe area at the bottom.
        #expect(isClose(script.lifecycle.engine.extent, 234, within: 1e-9))
        script.send(.containerChanged(Self.container(category: "UICTContentSizeCategoryAccessibilityL")))
        // It moves on its spring, as for any content size change: nothing jumps.
        script.runFrames(for: 1.0 / 120)
        let first = script.lifecycle.engine.extent
        #expect(first > 234 && first < 334)
        script.runFrames(for: 1)
        #expect(isClose(script.lifecycle.engine.extent, 334, within: 1e-9))
        #expect(script.lifecycle.engine.selectedDetentIdentifier == "header" && script.violations.isEmpty)
    }
}
