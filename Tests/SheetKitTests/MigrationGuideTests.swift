import Foundation
import Testing

/// Keeps the three migration guides true to the code (issue 23): a guide that says a shipped
/// feature is missing misleads exactly the engineer it was written for. DocC's `--strict` build
/// catches the other direction (a linked symbol that moved); these tests catch a claim of
/// absence and a mapping that names no symbol.
@Suite("Migration guides")
struct MigrationGuideTests {
    /// The guides, relative to the package's root.
    static let guides = [
        "Sources/SheetKit/SheetKit.docc/Articles/MigratingFromUISheetPresentationController.md",
        "Sources/SheetKit/SheetKit.docc/Articles/MigratingFromPanModal.md",
        "Sources/SheetKit/SheetKit.docc/Articles/MigratingFromFloatingPanel.md",
    ]

    /// The package's root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Shipped features a guide once called missing, each with the words that name it and the
    /// symbols that ship it. A guide that names one must link one of its symbols, so it cannot
    /// say the feature is missing without pointing at it, and DocC's `--strict` build fails when
    /// the symbol moves or goes. When a feature is added or renamed, extend this table.
    static let shippedFeatures: [(feature: String, words: [String], symbols: [String])] = [
        ("source view", ["sourceview"], ["SheetPresentationController/sourceView"]),
        ("popover", ["popover"], ["SheetAdaptation"]),
        ("form sheet", ["form sheet", "formsheet"], ["SheetAdaptation"]),
        ("adaptation to size classes", ["adaptation"], ["SheetAdaptation", "SheetLayoutOptions/adaptation"]),
        ("Liquid Glass", ["glass", "ios 26 look"], ["SheetSurfaceStyle/glass", "SheetSurfaceStyle/automatic"]),
        ("sheets on sheets", ["stacking", "stacked", "sheets on sheets", "step back"],
         ["SheetStackConfiguration", "SheetConfiguration/stack"]),
        ("SwiftUI sheets and panels", ["swiftui"], ["SwiftUICore/View/sheetKit"]),
        ("the public pan recognizer", ["pan recognizer", "pangesturerecognizer"],
         ["SheetControlling/panGestureRecognizer"]),
        ("a veto on detent changes", ["shouldtransition", "veto"], ["SheetControlling/shouldChangeSelectedDetent"]),
        ("a should-begin closure", ["shouldbegin", "shouldrespond"], ["SheetControlling/shouldBeginDrag"]),
        ("shadow styling", ["shadow"], ["SheetControlling/shadow", "SheetShadow"]),
        ("the grabber", ["grabber", "drag indicator"], ["SheetControlling/prefersGrabberVisible"]),
        ("panel z-order", ["z-order", "toparent:at:"], ["SheetPanelController/addPanel(toParent:at:"]),
        ("a blurred backdrop", ["backdrop"], ["DimmingConfiguration/blurByDetent", "SheetControlling/backdropBlurStyle"]),
        ("per-detent scrolling", ["shouldallowtoscroll", "prefersscrollingexpands"],
         ["SheetDragBehavior/scrollingExpandsSheet"]),
        ("height that follows a navigation stack", ["pushed", "navigation stack"], ["SheetNavigationController"]),
    ]

    /// The text of a guide that speaks of SheetKit: everything but the sections that list what
    /// the other library lacks ("No equivalent in PanModal", say) and the code blocks.
    static func proseAboutSheetKit(in text: String) -> String {
        var prose: [Substring] = []
        var inCode = false
        var inOtherLibrarySection = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle(); continue }
            if inCode { continue }
            if line.hasPrefix("#") {
                inOtherLibrarySection = line.hasPrefix("### No equivalent in") && !line.contains("SheetKit")
            }
            if !inOtherLibrarySection { prose.append(line) }
        }
        return prose.joined(separator: "\n")
    }

    @Test("A guide that names a shipped feature links its symbol", arguments: guides)
    func shippedFeaturesAreLinked(guide: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(guide), encoding: .utf8)
        let prose = Self.proseAboutSheetKit(in: text).lowercased()
        var named = 0
        for (feature, words, symbols) in Self.shippedFeatures where words.contains(where: prose.contains) {
            named += 1
            #expect(symbols.contains { text.contains("``" + $0) },
                    "\(guide) names \(feature) but links none of \(symbols): does it call it missing?")
        }
        #expect(named >= 5, "\(guide) names \(named) of the shipped features: is the table still right?")
    }

    @Test("Every mapping row names a SheetKit symbol or says there is no equivalent", arguments: guides)
    func everyMappingLinksItsSymbol(guide: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(guide), encoding: .utf8)
        var rows = 0
        for line in text.split(separator: "\n") where line.hasPrefix("| ") && !line.hasPrefix("| ---") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            // cells[0] is empty (before the first bar); [1] the other API, [2] SheetKit's.
            guard cells.count > 3, cells[1] != "", !cells[2].hasPrefix("SheetKit") else { continue }
            rows += 1
            let sheetKit = cells[2]
            #expect(sheetKit.contains("``") || sheetKit.lowercased().hasPrefix("no equivalent"),
                    "\(guide): “\(cells[1])” maps to no symbol: \(sheetKit)")
        }
        #expect(rows >= 10, "\(guide) has \(rows) mapping rows: is the table still there?")
    }
}
