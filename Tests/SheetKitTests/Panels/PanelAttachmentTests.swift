import Testing
import SheetKitTestSupport
@testable import SheetKit

/// The container an embedded panel gets within its parent's view, per attachment and edge:
/// a 390 × 844 parent with a navigation bar (safe top 91) and a tab bar (safe bottom 83 =
/// 49 pt bar + 34 pt home indicator), and an 844 × 390 landscape parent (safe left and right 47).
@Suite("Embedded panels: attachment")
struct PanelAttachmentTests {
    static let portrait = SheetSize(width: 390, height: 844)
    static let portraitSafe = SheetInsets(top: 91, left: 0, bottom: 83, right: 0)
    static let landscape = SheetSize(width: 844, height: 390)
    static let landscapeSafe = SheetInsets(top: 0, left: 47, bottom: 21, right: 47)

    struct Row: Sendable, CustomTestStringConvertible {
        let attachment: PanelAttachment
        let edge: ResolvedEdge
        let landscape: Bool
        let expected: SheetRect
        init(_ attachment: PanelAttachment, _ edge: ResolvedEdge, landscape: Bool = false, _ expected: SheetRect) {
            (self.attachment, self.edge, self.landscape, self.expected) = (attachment, edge, landscape, expected)
        }
        var testDescription: String { "\(attachment) \(edge.attachedSide) \(landscape ? "landscape" : "portrait")" }
    }

    @Test("Container frames", arguments: [
        // Below the tab bar: the whole view; above it: the safe area's bottom; above a 49 pt bar of one's own.
        Row(.edge, .bottom, SheetRect(x: 0, y: 0, width: 390, height: 844)),
        Row(.safeArea, .bottom, SheetRect(x: 0, y: 0, width: 390, height: 761)),
        Row(.inset(49), .bottom, SheetRect(x: 0, y: 0, width: 390, height: 795)),
        // A top panel below the navigation bar.
        Row(.safeArea, .top, SheetRect(x: 0, y: 91, width: 390, height: 753)),
        Row(.edge, .top, SheetRect(x: 0, y: 0, width: 390, height: 844)),
        // Drawers in landscape: clear of the sensor housing at the left, 20 pt from the right.
        Row(.safeArea, .left, landscape: true, SheetRect(x: 47, y: 0, width: 797, height: 390)),
        Row(.inset(20), .right, landscape: true, SheetRect(x: 0, y: 0, width: 824, height: 390)),
        // Bad insets: NaN and negative count as 0, a huge one as the whole length.
        Row(.inset(.nan), .bottom, SheetRect(x: 0, y: 0, width: 390, height: 844)),
        Row(.inset(-5), .top, SheetRect(x: 0, y: 0, width: 390, height: 844)),
        Row(.inset(1e308), .bottom, SheetRect(x: 0, y: 0, width: 390, height: 0)),
        Row(.inset(.infinity), .top, SheetRect(x: 0, y: 0, width: 390, height: 844)),
        Row(.inset(1e308), .top, SheetRect(x: 0, y: 844, width: 390, height: 0)),
    ])
    func containerFrame(row: Row) {
        let size = row.landscape ? Self.landscape : Self.portrait
        let safe = row.landscape ? Self.landscapeSafe : Self.portraitSafe
        #expect(row.attachment.containerFrame(in: size, safeAreaInsets: safe, edge: row.edge) == row.expected)
    }

    @Test("A panel above the tab bar rests its tip 76 pt above the bar; below it, 76 + 83 pt above the screen's bottom")
    func tipAboveAndBelowTabBar() {
        for (attachment, tipTop) in [(PanelAttachment.safeArea, 761.0 - 76), (.edge, 844.0 - 76 - 83)] {
            let frame = attachment.containerFrame(in: Self.portrait, safeAreaInsets: Self.portraitSafe, edge: .bottom)
            // UIKit gives the container the safe area it overlaps.
            let container = SheetContainer(size: SheetSize(width: frame.width, height: frame.height),
                                           safeAreaInsets: SheetInsets(top: 91, left: 0, bottom: attachment == .edge ? 83 : 0, right: 0))
            let layout = SheetLayout(edge: .bottom, detents: SheetConfiguration.persistentPanel().detents, container: container)
            #expect(layout.frame(forExtent: layout.detents.smallest.extent).content.y ≈ tipTop)
        }
    }

    @Test("The container's safe area is the parent's, less what the attachment cuts away", arguments: [
        (PanelAttachment.edge, ResolvedEdge.bottom, SheetInsets(top: 91, left: 0, bottom: 83, right: 0)),
        (.safeArea, .bottom, SheetInsets(top: 91, left: 0, bottom: 0, right: 0)),
        (.inset(49), .bottom, SheetInsets(top: 91, left: 0, bottom: 34, right: 0)),
        (.safeArea, .top, SheetInsets(top: 0, left: 0, bottom: 83, right: 0)),
        (.inset(1e308), .bottom, SheetInsets(top: 91, left: 0, bottom: 0, right: 0)),
    ])
    func containerSafeArea(attachment: PanelAttachment, edge: ResolvedEdge, expected: SheetInsets) {
        #expect(attachment.containerSafeAreaInsets(in: Self.portrait, safeAreaInsets: Self.portraitSafe, edge: edge) == expected)
    }
}
