import Testing
@testable import SheetKit

/// What a fits-content detent resolves to from the content the UIKit layer measures: its
/// preferred content size when it has one, as UIKit's sheets take it, else Auto Layout's fitting
/// length less the safe area at the attached edge.
@Suite("Content fitting length: preferred size first, then Auto Layout's")
struct ContentFittingLengthTests {
    @Test("The preferred size along the axis wins; else the fitted length less the attached safe area", arguments: [
        // axis, preferred, fitted, safe area → length
        (SheetAxis.vertical, (0.0, 0.0), (390.0, 420.0), 34.0, 386.0),
        (.vertical, (390, 300), (390, 420), 34, 300),          // a preferred height
        (.vertical, (320, 0), (390, 420), 34, 386),            // a preferred width only: not along the axis
        (.horizontal, (320, 0), (300, 844), 0, 320),           // a drawer's preferred width
        (.vertical, (0, 0), (390, 20), 34, 0),                 // less than the safe area: none
        (.vertical, (0, -50), (390, 420), 0, 420),             // a negative preferred size counts as none
        (.vertical, (0, .nan), (390, .infinity), 0, 0),        // not finite: none
    ] as [(SheetAxis, (Double, Double), (Double, Double), Double, Double)])
    func length(axis: SheetAxis, preferred: (Double, Double), fitted: (Double, Double), safeArea: Double, expected: Double) {
        #expect(axis.contentFittingLength(preferred: (preferred.0, preferred.1), fitted: (fitted.0, fitted.1),
                                          attachedSafeArea: safeArea) == expected)
    }
}
