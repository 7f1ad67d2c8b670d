/// Whether an interactive transition's pan recognizer begins (its delegate's
/// `gestureRecognizerShouldBegin(_:)`), for the pan handlers of pops and tab switches.
///
/// One rule for both: a pan that would catch a transition settling after a release always
/// begins, whatever its direction or place (the moving screen is caught wherever it is
/// touched, as a sheet is); otherwise it begins only when the style's own rule lets it start
/// a new transition (``InteractivePopGesture/decide(_:)`` for a pop, a destination from
/// ``TabSwitchPanRule`` for a tab switch).
package enum InteractivePanBegin {
    /// What a pop pan that asks to begin may do, remembered until its `.began`: a pan allowed
    /// only to catch a settling pop starts no new one if that pop landed in between (review
    /// 2026-11-27: the next screen began popping under a vertical finger).
    package enum PopPan: Hashable, Sendable {
        /// It catches the settling pop; `orStarts` when its gesture would also start a pop,
        /// should the settle land before its `.began` (two quick back swipes: the second
        /// still goes back).
        case catches(orStarts: Bool)
        /// It starts a new pop.
        case starts
        /// It does not begin.
        case declines

        /// Whether the pan begins.
        package var begins: Bool { self != .declines }
        /// Whether its `.began` may start a new pop (when there is nothing to catch by then).
        package var mayStartPop: Bool { self == .starts || self == .catches(orStarts: true) }
    }

    /// What a pop pan does.
    /// - Parameters:
    ///   - canCatch: Whether a running pop would catch this touch
    ///     (``TrackTransitionLifecycle/canCatch``).
    ///   - gesture: The pop gesture the pan stands for; `nil` for a pan that only catches.
    ///   - start: What the pan finds as it asks to begin.
    /// - Returns: ``PopPan/catches(orStarts:)`` when `canCatch`, ``PopPan/starts`` when `gesture`
    ///   decides to begin a pop, ``PopPan/declines`` otherwise.
    package static func popPan(canCatch: Bool, gesture: InteractivePopGesture?, start: PopPanStart) -> PopPan {
        let starts = gesture?.decide(start).begins == true
        if canCatch { return .catches(orStarts: starts) }
        return starts ? .starts : .declines
    }

    /// Whether a tab switch pan begins.
    /// - Parameters:
    ///   - canCatch: Whether a running switch would catch this touch.
    ///   - destination: The tab the pan would switch to (``TabSwitchPanRule``), `nil` for none;
    ///     not evaluated when the pan catches (it may ask the app's delegate).
    /// - Returns: `canCatch`, or whether there is a tab to switch to.
    package static func tabPan(canCatch: Bool, destination: @autoclosure () -> Int?) -> Bool {
        canCatch || destination() != nil
    }

    // MARK: Who waits for the pan

    /// Whether the scroll views under a pop pan wait for it to fail
    /// (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`): only while the pan could begin at
    /// all, for some motion. A pan that cannot begin (no full-width rule, nothing to pop, a
    /// transition running, and nothing settling to catch) would make every list wait for its
    /// hysteresis for nothing. UIKit asks "once per attempt to recognize, so failure
    /// requirements can be determined lazily" (UIGestureRecognizer.h line 102), so the answer
    /// may change from touch to touch. UIKit's own pops wait by the same rule
    /// (``systemPopWaitsForPopPan(_:fullWidth:canCatch:gesture:canPop:)``).
    /// - Parameters:
    ///   - canCatch: Whether a running pop would catch a touch.
    ///   - gesture: The pop gesture the pan stands for; `nil` for a pan that only catches.
    ///   - canPop: Whether there is a screen to pop to and no transition runs
    ///     (`PopPanStart.canPop(stackCount:isTransitioning:backSwipeAllowed:popStyle:routesTransitions:)`).
    package static func scrollViewsWaitForPopPan(canCatch: Bool, gesture: InteractivePopGesture?, canPop: Bool) -> Bool {
        canCatch || (gesture != nil && canPop)
    }

    /// UIKit's own pop gestures of a navigation controller.
    package enum SystemPop: Hashable, Sendable {
        /// The back swipe from the leading edge (`interactivePopGestureRecognizer`).
        case edge
        /// iOS 26's swipe anywhere in the content (`interactiveContentPopGestureRecognizer`).
        case content
    }

    /// Whether one of UIKit's pops of a routed navigation controller waits for one of the
    /// router's pop pans to fail, so that a pop with a SheetKit style follows the finger.
    ///
    /// Only while the router's pan could begin (the scroll views' rule,
    /// ``scrollViewsWaitForPopPan(canCatch:gesture:canPop:)``): a pop the router leaves to
    /// UIKit (no style for it) keeps UIKit's own gesture unhindered. And UIKit's edge pop never
    /// waits for the full-width pan, only for the router's edge pan, which the full-width pan
    /// waits for itself: around a tab bar controller the full-width pan waits for the tab pan
    /// (``TabPanPrecedence/OtherPan/enclosingPop``) and the tab pan for the edge pop
    /// (``TabPanPrecedence/OtherPan/screenEdgePan``), so a wait from the edge pop to the
    /// full-width pan would close a ring in which none of the three recognizes.
    /// - Parameters:
    ///   - systemPop: UIKit's pop.
    ///   - fullWidth: Whether the router's pan is its full-width pan (`false`: its edge pan).
    ///   - canCatch: Whether a running pop would catch a touch.
    ///   - gesture: The pop gesture the router's pan stands for; `nil` for one that only catches.
    ///   - canPop: Whether there is a screen to pop to with a SheetKit style and no transition runs.
    package static func systemPopWaitsForPopPan(_ systemPop: SystemPop, fullWidth: Bool, canCatch: Bool,
                                                gesture: InteractivePopGesture?, canPop: Bool) -> Bool {
        guard systemPop == .content || !fullWidth else { return false }
        return scrollViewsWaitForPopPan(canCatch: canCatch, gesture: gesture, canPop: canPop)
    }

    /// Whether a drawer's pan (``SheetEdgePanPresenter``) waits for one of UIKit's pops of the
    /// presenting screen's navigation controller to fail, so a back swipe goes back before it
    /// opens a drawer. The full-width pan waits for both pops. The edge pan waits only for the
    /// edge pop: iOS 26's content pop takes the swipes "not covered by the interactive pop
    /// gesture recognizer" (UINavigationController.h lines 88–91, iOS 26.2 SDK), not those
    /// from the edge, and around a tab bar controller it waits for the tab pan, which waits
    /// for the drawer's edge pan (``TabPanPrecedence``): that wait would close a ring.
    /// - Parameters:
    ///   - pop: UIKit's pop.
    ///   - fullWidth: Whether the drawer's pan is its full-width pan (`false`: its edge pan).
    package static func drawerPanWaits(for pop: SystemPop, fullWidth: Bool) -> Bool {
        fullWidth || pop == .edge
    }

    /// Whether the pull that closes a presented style (the card zoom's detail, the circular
    /// reveal's screen) waits for one of UIKit's pops of a navigation stack inside what it
    /// presents to fail: always, so a back swipe there goes back (the edge pop at the leading
    /// edge, iOS 26's content pop anywhere) and only one UIKit's pop declines (a root screen, a
    /// pop the app turned off) may close it (re-review of 2026-11-27: deciding from the stack
    /// alone declined swipes UIKit's narrower edge band does not take, so they did nothing,
    /// and the two had run alongside under one finger before that; review of 2026-11-28: the
    /// reveal's pull, whose cone takes a back swipe drifting toward the centre, had no wait).
    /// - Parameter pop: UIKit's pop.
    package static func presentedPullWaits(for pop: SystemPop) -> Bool {
        switch pop {
        case .edge, .content: return true
        }
    }

    /// Whether a drawer's edge pan (``SheetEdgePanPresenter``) begins: the presenting screen
    /// presents nothing yet, and the pan watches the edge the drawer is attached to in the
    /// current layout direction (it may have changed since the pan was installed).
    package static func drawerEdgePan(presentsSomething: Bool, watchesDrawerEdge: Bool) -> Bool {
        !presentsSomething && watchesDrawerEdge
    }

    /// Whether the scroll views in the presenting view wait for a drawer's pan to fail: the
    /// edge pan's always (a touch elsewhere than the edge fails it at once, so they lose
    /// nothing, and one on the edge opens the drawer instead of scrolling), the full-width
    /// pan's only while it could open the drawer (the screen presents nothing).
    package static func scrollViewsWaitForDrawerPan(fullWidth: Bool, presentsSomething: Bool) -> Bool {
        !fullWidth || !presentsSomething
    }

    /// Whether the scroll views in the tabs wait for the tab switch pan to fail: only while
    /// it could begin for some motion (the rule of ``scrollViewsWaitForPopPan(canCatch:gesture:canPop:)``).
    /// - Parameters:
    ///   - canCatch: Whether a running switch would catch a touch.
    ///   - hasRule: Whether the router has a ``TabSwitchPanRule``.
    ///   - hasStyle: Whether it animates switches with a ``TabSwitchStyle``.
    ///   - isTransitioning: Whether a transition runs.
    ///   - tabCount: How many tabs there are.
    ///   - backSwipePops: Whether the scroll view's navigation stack in its tab pops on a back
    ///     swipe (``TabSwitchPanRule/backSwipePops(stackCount:isTransitioning:hasContentPop:)``).
    ///     The tab pan then waits for UIKit's content pop, whose own failure requirements are
    ///     UIKit's: the scroll views do not wait for the tab pan there, so no chain of waits
    ///     can close through the content pop. A carousel at its end on a pushed screen may then
    ///     bounce where it would have switched tabs. Default `false`.
    ///   - showsTabRoot: Whether the selected tab shows its root screen with the tab bar
    ///     (``TabSwitchPanRule``'s first rule; the pan never begins elsewhere). Default `true`.
    ///   - routesTransitions: Whether the router's stand-in is still the tab bar controller's
    ///     delegate: a router that lost it switches nothing (``TabSwitchPanRule``), so lists
    ///     wait for nothing (re-review 2026-11-27: every scroll started a beat late for good).
    ///     Default `true`.
    package static func scrollViewsWaitForTabPan(canCatch: Bool, hasRule: Bool, hasStyle: Bool, isTransitioning: Bool,
                                                 tabCount: Int, backSwipePops: Bool = false, showsTabRoot: Bool = true,
                                                 routesTransitions: Bool = true) -> Bool {
        canCatch || (routesTransitions && hasRule && hasStyle && !isTransitioning && tabCount > 1 && !backSwipePops && showsTabRoot)
    }
}
