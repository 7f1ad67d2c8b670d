/// Which of two pans goes first where the tab switch pan meets another pan recognizer.
///
/// UIKit asks the tab pan's delegate about every pair, "once per attempt to recognize"
/// (`gestureRecognizer(_:shouldRequireFailureOf:)` and
/// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`, UIGestureRecognizer.h lines 102–107 in
/// the iOS 26.2 SDK), and sets up the failure requirement when the answer is yes. A pair in
/// which each waits for the other would recognize neither, so each kind of pan gets exactly
/// one answer here:
///
/// | The other pan | Who waits |
/// |---|---|
/// | a screen-edge pan (UIKit's back swipe of any stack, inside the tabs or around them) | the tab pan: an edge swipe goes back |
/// | SheetKit's full-width pop pan of a routed stack inside the tabs | the tab pan: the routed pop goes first |
/// | iOS 26's content pop of a stack inside the tabs that can go back | the tab pan: a back swipe goes back, and the tabs switch if UIKit declines it |
/// | iOS 26's content pop, or a routed full-width pop, of a navigation controller around the tab bar controller | that pop: a sideways swipe over the tabs switches tabs before it pops them all |
/// | a scroll view's pan inside the tabs, while the tab pan could begin | the scroll view (the tab pan fails at once for a vertical drag or a carousel that can still scroll) |
/// | a drawer's edge pan (``SheetEdgePanPresenter``), anywhere | the tab pan, as for any screen-edge pan: the edge opens the drawer (the drawer's edge pan waits only for UIKit's edge pop, ``InteractivePanBegin/drawerPanWaits(for:fullWidth:)``, so no ring closes through the content pop) |
/// | a drawer's full-width pan | that pan: a sideways swipe in mid-screen switches tabs, as it would before a pop around the tabs |
/// | anything else | neither |
package enum TabPanPrecedence: Hashable, Sendable {
    /// The other pan, as the adapter tells it apart.
    package enum OtherPan: Hashable, Sendable {
        /// A `UIScreenEdgePanGestureRecognizer`: UIKit's back swipe of any navigation stack,
        /// inside the tabs or around them.
        case screenEdgePan
        /// The full-width pan of a ``SheetEdgePanPresenter`` (its edge pan is a screen-edge pan).
        case drawerFullWidthPan
        /// SheetKit's full-width pop pan of a routed stack inside the tabs.
        case routerPopPan
        /// iOS 26's content pop (`interactiveContentPopGestureRecognizer`) of a navigation
        /// stack inside the tabs; `backSwipePops` is
        /// ``TabSwitchPanRule/backSwipePops(stackCount:isTransitioning:hasContentPop:)``.
        case contentPopInTab(backSwipePops: Bool)
        /// iOS 26's content pop, or SheetKit's full-width pop pan, of a navigation controller
        /// around the tab bar controller.
        case enclosingPop
        /// The pan of a scroll view inside the tabs; `tabPanCanBegin` is
        /// ``InteractivePanBegin/scrollViewsWaitForTabPan(canCatch:hasRule:hasStyle:isTransitioning:tabCount:backSwipePops:showsTabRoot:routesTransitions:)``.
        case scrollViewPan(tabPanCanBegin: Bool)
        /// Any other recognizer.
        case other
    }

    /// The tab pan waits for the other to fail (`shouldRequireFailureOf` answers yes).
    case tabPanWaits
    /// The other waits for the tab pan to fail (`shouldBeRequiredToFailBy` answers yes).
    case otherWaits
    /// Neither waits.
    case independent

    /// The precedence between the tab pan and `other` (the table above).
    package init(other: OtherPan) {
        switch other {
        case .screenEdgePan, .routerPopPan: self = .tabPanWaits
        case .contentPopInTab(let backSwipePops): self = backSwipePops ? .tabPanWaits : .independent
        case .enclosingPop, .drawerFullWidthPan: self = .otherWaits
        case .scrollViewPan(let tabPanCanBegin): self = tabPanCanBegin ? .otherWaits : .independent
        case .other: self = .independent
        }
    }
}
