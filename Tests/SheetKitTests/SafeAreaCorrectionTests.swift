import Testing
import SheetKitTestSupport
@testable import SheetKit

/// Review item 1: content pinned to the safe area must not stay glued to the screen edge while
/// the sheet slides. The correction keeps the attached edge's inset at its resting value,
/// whichever way UIKit derives insets for a moving view.
@Suite("Safe area at the attached edge")
struct SafeAreaCorrectionTests {
    static let resting = SignedInsets(top: 0, left: 0, bottom: 0, right: 0)

    @Test("Correction per UIKit behaviour", arguments: [
        // (observed bottom, current additional bottom, expected additional bottom)
        (34.0, 0.0, 0.0),       // at rest: nothing to correct
        (100, 0, -66),          // slid 66 pt off the edge and UIKit recomputed: take 66 away
        (34, -66, -66),         // the next frame, correction applied: stable
        (34, 0, 0),             // UIKit kept (froze) the inset: nothing to correct
        (0, 0, 34),             // UIKit gave none: add it back
    ])
    func bottomSheet(observed: Double, current: Double, expected: Double) {
        let corrected = SafeAreaCorrection.additionalInsets(
            side: .bottom, desired: 34,
            observed: SignedInsets(top: 47, left: 0, bottom: observed, right: 0),
            current: SignedInsets(top: 5, left: 0, bottom: current, right: 0))
        #expect(corrected == SignedInsets(top: 5, left: 0, bottom: expected, right: 0))
    }

    /// Review (A1): the app's own insets were read once, so a change it made while the sheet
    /// was up was overwritten on the next frame, and the first value was given back at the end.
    @Test("The app's own insets: the first read, kept while the correction's write stands, the app's new ones once it changed them")
    func ownInsets() {
        let app = SignedInsets(top: 0, left: 0, bottom: 8, right: 0)
        let written = SignedInsets(top: 0, left: 0, bottom: 42, right: 0)
        let changed = SignedInsets(top: 20, left: 0, bottom: 42, right: 0)
        #expect(SafeAreaCorrection.ownInsets(current: app, written: nil, kept: nil) == app)
        #expect(SafeAreaCorrection.ownInsets(current: written, written: written, kept: app) == app)
        // The app set its top by reading and writing the whole insets: its new top, its own bottom.
        let own = SafeAreaCorrection.ownInsets(current: changed, written: written, kept: app)
        #expect(own == SignedInsets(top: 20, left: 0, bottom: 8, right: 0))
        // The app set the bottom itself: that is its own bottom now.
        let bottomSet = SignedInsets(top: 0, left: 0, bottom: 12, right: 0)
        #expect(SafeAreaCorrection.ownInsets(current: bottomSet, written: written, kept: app) == bottomSet)
        // Corrected from there: the app's new top stays, the attached side its 8 pt on top of the 34 wanted.
        let corrected = SafeAreaCorrection.additionalInsets(side: .bottom, desired: 34, observed: SignedInsets(top: 20, left: 0, bottom: 76, right: 0),
                                                            current: changed, own: own.bottom)
        #expect(corrected.top == 20 && corrected.bottom == 8)
    }

    @Test("The app's own additional inset stays on top of the sheet's", arguments: [
        // (observed bottom, current additional bottom, own bottom, expected additional bottom)
        (44.0, 10.0, 10.0, 10.0),   // at rest with the app's 10 pt: nothing to correct
        (110, 10, 10, -56),         // slid 66 pt off the edge: 34 + 10 − 100 derived
        (34, 0, 10, 10),            // UIKit froze the derived 34: the app's 10 added back
        (44, 10, .nan, 0),          // a non-finite own inset counts as none
    ])
    func appInset(observed: Double, current: Double, own: Double, expected: Double) {
        let corrected = SafeAreaCorrection.additionalInsets(
            side: .bottom, desired: 34,
            observed: SignedInsets(top: 47, left: 0, bottom: observed, right: 0),
            current: SignedInsets(top: 5, left: 0, bottom: current, right: 0), own: own)
        #expect(corrected == SignedInsets(top: 5, left: 0, bottom: expected, right: 0))
    }

    @Test("A frame below the smallest detent asks for the resting inset; the keyboard takes it away")
    func frames() {
        let layout = SheetLayout(edge: .bottom, detents: SheetConfiguration.commentSheet().detents, container: .phonePortrait)
        #expect(layout.frame(forExtent: 300).contentAttachedSafeAreaInset == 34)
        #expect(layout.frame(forExtent: 700).contentAttachedSafeAreaInset == 34)
        var container = SheetContainer.phonePortrait
        container.obstructionInsets = SheetInsets(top: 0, left: 0, bottom: 336, right: 0)
        let raised = SheetLayout(edge: .bottom, detents: SheetConfiguration.commentSheet().detents, container: container)
        #expect(raised.frame(forExtent: 300).contentAttachedSafeAreaInset == 0)
        let drawer = SheetLayout(edge: .left, detents: [.fraction(0.8)], container: .phonePortrait)
        #expect(drawer.frame(forExtent: 100).contentAttachedSafeAreaInset == 0)
        #expect(ResolvedEdge.left.attachedSide == .left && ResolvedEdge.top.attachedSide == .top)
    }

    @Test("Bad values: a non-finite wish leaves the insets; signed insets clamp and drop NaN")
    func badValues() {
        let current = SignedInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(SafeAreaCorrection.additionalInsets(side: .bottom, desired: .nan, observed: current, current: current) == current)
        let wild = SignedInsets(top: .nan, left: -.infinity, bottom: 1e308, right: Double.leastNonzeroMagnitude)
        #expect(wild == SignedInsets(top: 0, left: -InputLimits.maximumLength, bottom: InputLimits.maximumLength, right: 0))
    }
}

@Suite("Rectangle sides")
struct RectSideTests {
    @Test("Sides: opposite, corners and UIKit's edge bits", arguments: [
        (RectSide.top, RectSide.bottom, SheetCorners([.minXMinY, .maxXMinY]), UInt(1)),
        (.left, .right, [.minXMinY, .minXMaxY], 2),
        (.bottom, .top, [.minXMaxY, .maxXMaxY], 4),
        (.right, .left, [.maxXMinY, .maxXMaxY], 8),
    ] as [(RectSide, RectSide, SheetCorners, UInt)])
    func sides(side: RectSide, opposite: RectSide, corners: SheetCorners, mask: UInt) {
        #expect(side.opposite == opposite && side.corners == corners && side.edgeMask == mask)
    }

    @Test("A sheet rounds the corners facing into the container")
    func innerCorners() {
        #expect(ResolvedEdge.bottom.innerCorners == [.minXMinY, .maxXMinY])
        #expect(ResolvedEdge.left.innerCorners == [.maxXMinY, .maxXMaxY])
    }
}
