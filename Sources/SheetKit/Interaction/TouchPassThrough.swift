/// Where a touch goes that passes through an undimmed sheet's backdrop and that the sheet's
/// presenting view does not take: the views under the sheet's container, front to back, are
/// each asked in turn (a sheet presented over another undimmed sheet has that sheet's content
/// as its presenting view, so a touch on the app's screen above both is outside it: Maps keeps
/// its map interactive under two sheets).
///
/// Only what the user sees as "under a clear backdrop" takes the touch: a SheetKit
/// presentation whose own backdrop passes touches there, and the app's own screen. A
/// presentation that dims or blocks (a SheetKit sheet at a dimmed detent, a UIKit popover or
/// form sheet) stops the search, and the touch is swallowed as before: its backdrop's tap
/// would dismiss or collapse something the user did not touch (re-review 2026-11-27).
package enum TouchPassThrough {
    /// A view under the container, as the touch meets it.
    package enum Underlying: Hashable, Sendable {
        /// A SheetKit presentation whose backdrop passes touches (an undimmed detent).
        case passingSheet
        /// A SheetKit presentation whose backdrop takes touches (a dimmed detent).
        case dimmedSheet
        /// The app's own screen (the window's root view controller's view).
        case appScreen
        /// Anything else: another presentation's container (UIKit's own).
        case otherPresentation
    }

    /// What the search does at `view`.
    package enum Step: Hashable, Sendable {
        /// Hit-tests it; the search goes on below when it takes nothing.
        case ask
        /// The touch is swallowed: nothing further down is asked.
        case stop
    }

    /// The step at `view`.
    /// - Complexity: O(1).
    package static func step(at view: Underlying) -> Step {
        switch view {
        case .passingSheet, .appScreen: return .ask
        case .dimmedSheet, .otherPresentation: return .stop
        }
    }
}
