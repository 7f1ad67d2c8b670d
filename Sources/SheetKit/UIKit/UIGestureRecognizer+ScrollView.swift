#if canImport(UIKit)
@preconcurrency import UIKit

extension UIGestureRecognizer {
    /// The scroll view whose own pan this is; `nil` for any other recognizer.
    var pannedScrollView: UIScrollView? {
        (view as? UIScrollView).flatMap { self === $0.panGestureRecognizer ? $0 : nil }
    }

    /// Whether this is the pan of a scroll view inside `view` (or `view` itself).
    func isPanOfScrollView(inside view: UIView?) -> Bool {
        pannedScrollView.map { scrollView in view.map(scrollView.isDescendant(of:)) == true } ?? false
    }
}

extension UIView {
    /// The scroll views from the deepest view at `point` (in this view's coordinates) up to
    /// this view, not included, innermost first.
    func scrollViews(under point: CGPoint) -> [UIScrollView] {
        let chain = hitTest(point, with: nil).map { sequence(first: $0, next: { $0.superview }) }
        return chain.map { Array($0.prefix { $0 !== self }.compactMap { $0 as? UIScrollView }) } ?? []
    }
}

extension UINavigationController {
    /// UIKit's own pop gestures: the back swipe from the leading edge
    /// (`interactivePopGestureRecognizer`) and, from iOS 26, the swipe anywhere in the
    /// content area (`interactiveContentPopGestureRecognizer`, UINavigationController.h
    /// lines 88–91 in the iOS 26.2 SDK). UIKit documents both as for setting up failure
    /// requirements only; SheetKit also reads their state to tell a pop they began.
    var systemPopGestureRecognizers: [UIGestureRecognizer] {
        var recognizers = [interactivePopGestureRecognizer].compactMap { $0 }
        // UIKit 9000 is the iOS 26 SDK's, the first with the content pop (as in
        // SheetViewDriver+Environment.swift); an app built with an older SDK has none.
        #if canImport(UIKit, _version: 9000)
        if #available(iOS 26.0, *), let contentPop = interactiveContentPopGestureRecognizer {
            recognizers.append(contentPop)
        }
        #endif
        return recognizers
    }

    /// Whether the app gave UIKit's edge pop a delegate of its own, or none: an object whose
    /// class does not come from UIKit's own bundle (UIKit's pop has a private delegate of its
    /// own by default), the usual way to keep the back swipe under a custom back button.
    var systemPopDelegateReplaced: Bool {
        guard let pop = interactivePopGestureRecognizer else { return false }
        guard let delegate = pop.delegate, let type = object_getClass(delegate) else { return true }
        return Bundle(for: type) != Bundle(for: UINavigationController.self)
    }

    /// Which of UIKit's pops `recognizer` is: the edge pop, the content pop, or neither.
    func systemPop(_ recognizer: UIGestureRecognizer) -> InteractivePanBegin.SystemPop? {
        if recognizer === interactivePopGestureRecognizer { return .edge }
        return recognizer === contentPopGesture ? .content : nil
    }

    /// Which pop of this stack `recognizer` is, UIKit's or a router's: a router's edge pan pops
    /// from the edge as UIKit's edge pop does, its full-width pan anywhere as iOS 26's content
    /// pop does. What waits for this stack's pops (a drawer's pans) waits for the router's too,
    /// which stand in for UIKit's when the pop has a SheetKit style.
    func pop(_ recognizer: UIGestureRecognizer) -> InteractivePanBegin.SystemPop? {
        if let pop = systemPop(recognizer) { return pop }
        guard recognizer.view === viewIfLoaded else { return nil }
        if recognizer is PopEdgePanRecognizer { return .edge }
        return recognizer is PopFullWidthPanRecognizer ? .content : nil
    }

    /// iOS 26's content pop (`interactiveContentPopGestureRecognizer`); `nil` before iOS 26
    /// and in apps built with an older SDK.
    var contentPopGesture: UIGestureRecognizer? {
        #if canImport(UIKit, _version: 9000)
        if #available(iOS 26.0, *) { return interactiveContentPopGestureRecognizer }
        #endif
        return nil
    }

    /// Whether a back swipe in the content pops this stack
    /// (``TabSwitchPanRule/backSwipePops(stackCount:isTransitioning:hasBackSwipe:)``).
    var backSwipePops: Bool {
        TabSwitchPanRule.backSwipePops(stackCount: viewControllers.count, isTransitioning: transitionCoordinator != nil,
                                       hasBackSwipe: contentPopGesture?.isEnabled ?? false)
    }

    /// Whether one of UIKit's pop gestures is in its `.began` or `.changed` state.
    var isSystemPopGestureActive: Bool {
        systemPopGestureRecognizers.contains { $0.state == .began || $0.state == .changed }
    }
}

extension UIViewController {
    /// Whether this view controller or one of its children (a form inside a navigation
    /// controller, say) is modal in presentation: what a user's dismissal of a sheet or a
    /// presented style asks (``DismissalPermission/Question/isModalInPresentation``).
    /// - Complexity: O(n) in the view controllers below this one.
    var holdsModalInPresentation: Bool {
        isModalInPresentation || children.contains { $0.holdsModalInPresentation }
    }

    /// Whether `recognizer` is UIKit's pop gesture of a navigation controller that holds this
    /// view controller (its own or an ancestor's), so a pan inside can make it wait.
    func isSystemPopGesture(ofEnclosingNavigationController recognizer: UIGestureRecognizer) -> Bool {
        sequence(first: self, next: \.parent).contains { controller in
            (controller as? UINavigationController)?.systemPopGestureRecognizers.contains { $0 === recognizer } == true
        }
    }
}
extension UIGestureRecognizer {
    /// Which pop this enabled recognizer is (UIKit's or a router's, ``UINavigationController/pop(_:)``)
    /// of the nearest navigation stack around its view, when that stack lies inside
    /// `container` (what a presented style shows); `nil` otherwise.
    func systemPop(ofStackInside container: UIView) -> InteractivePanBegin.SystemPop? {
        guard isEnabled, let stack = view?.enclosingNavigationController,
              stack.viewIfLoaded?.isDescendant(of: container) == true else { return nil }
        return stack.pop(self)
    }
}

extension UIView {
    /// The nearest navigation controller up this view's responder chain: the stack whose
    /// screen shows the view (the More list's stack for a tab chosen there).
    /// - Complexity: O(d) in the view's depth.
    var enclosingNavigationController: UINavigationController? {
        sequence(first: self as UIResponder, next: \.next).lazy.compactMap { $0 as? UINavigationController }.first
    }

    /// The navigation controllers up this view's responder chain whose views lie inside
    /// `container` (a tab bar controller's view), nearest first.
    /// - Complexity: O(d) in the view's depth.
    func navigationControllers(inside container: UIView) -> [UINavigationController] {
        sequence(first: self as UIResponder, next: \.next).compactMap { $0 as? UINavigationController }
            .filter { $0.viewIfLoaded?.isDescendant(of: container) == true }
    }
}
#endif
