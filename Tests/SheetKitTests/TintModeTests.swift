import Testing
@testable import SheetKit

/// The tint adjustment mode a presenting view gets back after a sheet or a centred card dimmed
/// it. UIView's getter resolves the superview chain and never answers automatic (UIView.h line
/// 336 in iOS 26.2), so writing back what it read would pin the view for good.
@Suite("Presenting tint: given back as the view had it")
struct TintModeTests {
    @Test("What the getter read, against the superview's mode", arguments: [
        (TintMode.normal, TintMode.normal, TintMode.automatic),   // the usual case: it followed its superview
        (.dimmed, .dimmed, .automatic),                           // dimmed by an ancestor (an alert): follow it again
        (.normal, .dimmed, .normal),                              // the app kept it normal under a dimmed ancestor
        (.dimmed, .normal, .dimmed),                              // the app dimmed it itself
        (.automatic, .normal, .automatic),
    ])
    func restored(read: TintMode, inherited: TintMode, expected: TintMode) {
        #expect(TintMode.restored(read: read, inherited: inherited) == expected)
    }
}
