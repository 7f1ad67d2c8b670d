/// Which machinery presents a view controller that grows out of something on screen: SheetKit's
/// styles, or the system's own transition.
///
/// ## When to use which
/// - **The system's zoom** (iOS 18's `preferredTransition = .zoom(sourceViewProvider:)`): a
///   detail that zooms out of a cell and back, interruptible, with the system's own drag to
///   dismiss and the navigation stack's back swipe. Prefer it on iOS 18 and later when the
///   look is the system's (the source is shown live during the zoom, no press feedback of
///   your own, no control over the springs) and older systems may get a plain transition.
/// - **SheetKit's zoom** (``CardZoomStyle``): the App Store's card, the same on iOS 13 and
///   later: the detail laid out once and scaled (no reflow), press feedback that fires once
///   the shrink has shown, a pull down or a side swipe with its direction locked, a documented
///   fall-back when the card went away, the springs and release rule yours, every rule tested.
/// - The circular reveal and the centered card have no system equivalent.
///
/// ## The rule
/// A view controller whose `preferredTransition` the app has set is presented with it,
/// untouched: SheetKit neither replaces it nor sets a transitioning delegate beside it.
package enum SourcePresentationRoute: String, Hashable, Sendable, CaseIterable {
    /// SheetKit's style presents it (a custom presentation with its transitioning delegate).
    case sheetKit
    /// The system presents it with the `preferredTransition` the app set.
    case system

    /// The route for a view controller.
    /// - Parameter hasSystemTransition: Whether the app set the view controller's
    ///   `preferredTransition` (always false before iOS 18).
    package static func resolve(hasSystemTransition: Bool) -> SourcePresentationRoute {
        hasSystemTransition ? .system : .sheetKit
    }
}
