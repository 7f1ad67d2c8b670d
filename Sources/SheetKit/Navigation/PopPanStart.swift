/// The swipe actions of the table or collection row under the finger, as far as a
/// horizontal pan could trigger them.
package struct SwipeActionsUnderFinger: OptionSet, Hashable, Sendable {
    /// The raw bits.
    package let rawValue: UInt8
    /// Creates a set from raw bits.
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The row has leading swipe actions (revealed by a move toward the trailing side).
    package static let leading = SwipeActionsUnderFinger(rawValue: 1 << 0)
    /// The row has trailing swipe actions (revealed by a move toward the leading side).
    package static let trailing = SwipeActionsUnderFinger(rawValue: 1 << 1)
    /// The row's actions are showing now; any horizontal move drags or closes them.
    package static let revealed = SwipeActionsUnderFinger(rawValue: 1 << 2)

    /// The set for a row with `leadingActionCount` leading and `trailingActionCount` trailing
    /// swipe actions, showing them or not: a side counts when it has at least one action
    /// (negative counts count as none). For a `UITableView` the counts are the `actions` of
    /// the delegate's `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` and
    /// `…trailing…` configurations, and `isShowingActions` the table's `isEditing` (a swipe
    /// on a row puts the table in editing mode).
    /// - Parameters:
    ///   - leadingActionCount: How many leading actions the row has.
    ///   - trailingActionCount: How many trailing actions the row has.
    ///   - isShowingActions: Whether a row's actions are showing now.
    package init(leadingActionCount: Int, trailingActionCount: Int, isShowingActions: Bool) {
        var actions: SwipeActionsUnderFinger = []
        if leadingActionCount > 0 { actions.insert(.leading) }
        if trailingActionCount > 0 { actions.insert(.trailing) }
        if isShowingActions { actions.insert(.revealed) }
        self = actions
    }

    /// How many trailing swipe actions a table row shows: the delegate's configuration's, or
    /// where it gives none (`nil`, or it does not implement the call: "return nil to get the
    /// default swipe actions", UITableView.h line 191) UIKit's default, one Delete action, when
    /// the row can be deleted by a swipe: the data source commits edits
    /// (`tableView(_:commit:forRowAt:)`, line 576), the row can be edited (line 560, `true`
    /// when not implemented) and its editing style is delete (line 183, the default).
    /// - Parameters:
    ///   - configured: The configuration's action count; `nil` without a configuration.
    ///   - deletesBySwipe: Whether the row can be deleted by a swipe, as above.
    package static func trailingActionCount(configured: Int?, deletesBySwipe: Bool) -> Int {
        configured ?? (deletesBySwipe ? 1 : 0)
    }

    /// Whether the row takes a horizontal move toward `side` for its swipe actions: they are
    /// showing (any move drags or closes them), or the move reveals some (a move toward a side
    /// reveals the actions on the opposite one). A full-width pop, a drawer's full-width pan
    /// and a tab switch then leave the move to the row.
    package func claimMove(toward side: HorizontalSide) -> Bool {
        !isDisjoint(with: [side == .trailing ? .leading : .trailing, .revealed])
    }
}

/// What a pan that asks to start an interactive pop knows at that moment
/// (`gestureRecognizerShouldBegin(_:)`).
package struct PopPanStart: Hashable, Sendable {
    /// The pan's motion along x, in points (translation) or points per second (velocity),
    /// physical: positive rightward. Not finite counts as 0.
    package var horizontalMotion: Double {
        didSet { horizontalMotion = horizontalMotion.finiteOr(0) }
    }
    /// The pan's motion along y, in the same units as ``horizontalMotion``. Not finite
    /// counts as 0.
    package var verticalMotion: Double {
        didSet { verticalMotion = verticalMotion.finiteOr(0) }
    }
    /// The container's layout direction.
    package var layoutDirection: ReadingDirection
    /// Whether there is a screen to pop to (the navigation stack holds at least two and no
    /// transition runs).
    package var canPop: Bool
    /// The horizontally scrollable scroll views under the finger, innermost first, with
    /// their metrics along x in UIKit's physical terms (`contentOffset.x`,
    /// `contentSize.width`, `bounds.width`, `adjustedContentInset.left` and `.right`).
    package var horizontalScrollViews: [ScrollMetrics]
    /// The swipe actions of the row under the finger.
    package var swipeActions: SwipeActionsUnderFinger

    /// Creates a pan start; non-finite motions count as 0, here and when assigned.
    /// - Parameters:
    ///   - horizontalMotion: The motion along x, positive rightward.
    ///   - verticalMotion: The motion along y.
    ///   - layoutDirection: The container's layout direction.
    ///   - canPop: Whether there is a screen to pop to.
    ///   - horizontalScrollViews: The horizontal scroll views under the finger.
    ///   - swipeActions: The row's swipe actions.
    package init(horizontalMotion: Double, verticalMotion: Double, layoutDirection: ReadingDirection,
                canPop: Bool = true, horizontalScrollViews: [ScrollMetrics] = [], swipeActions: SwipeActionsUnderFinger = []) {
        self.horizontalMotion = horizontalMotion.finiteOr(0)
        self.verticalMotion = verticalMotion.finiteOr(0)
        self.layoutDirection = layoutDirection
        self.canPop = canPop
        self.horizontalScrollViews = horizontalScrollViews
        self.swipeActions = swipeActions
    }
}

extension PopPanStart {
    /// Whether a pan may start an interactive pop at all, before its direction is looked at:
    /// the stack holds a screen beneath the top one, no transition runs, the app allows going
    /// back by a swipe (``backSwipeAllowed(systemPopEnabled:hidesBackButton:replacesBackButton:systemPopDelegateReplaced:)``),
    /// and the pop has a style of SheetKit's (a pop that falls back to UIKit's transition is
    /// left to UIKit's back swipe). This is ``canPop``.
    /// - Parameters:
    ///   - stackCount: How many view controllers the navigation stack holds (any integer;
    ///     fewer than 2 cannot pop).
    ///   - isTransitioning: Whether a transition runs (`transitionCoordinator != nil`).
    ///   - backSwipeAllowed: Whether the app allows the back swipe on the top screen.
    ///   - popStyle: The style ``NavigationTransitionRoute`` chose for popping the top screen
    ///     with ``NavigationTransitionTrigger/routerPan``; `nil` for the system's.
    ///   - routesTransitions: Whether the router's stand-in is still the controller's
    ///     delegate. An app that set its own delegate after attaching (a subclass that sets
    ///     `delegate = self` in `viewDidLoad`, a coordinator's `start()`) took the transitions
    ///     back: UIKit asks that delegate for the pop's animator, so a pan that began would pop
    ///     with the app's transition (UIKit's, not interactive) under the finger. The pan
    ///     declines, and UIKit's back swipe works as the app's delegate says.
    package static func canPop(stackCount: Int, isTransitioning: Bool, backSwipeAllowed: Bool,
                               popStyle: NavigationTransitionStyle?, routesTransitions: Bool = true) -> Bool {
        routesTransitions && stackCount >= 2 && !isTransitioning && backSwipeAllowed && popStyle != nil
    }

    /// Whether the app allows going back by a swipe on the top screen, as UIKit's own back
    /// swipe does: the app has not turned UIKit's edge pop off (`interactivePopGestureRecognizer`'s
    /// `isEnabled`, UINavigationController.h lines 84–86: an app turns it off so that its own
    /// edge gesture, a drawer's say, wins), and the top screen neither hides its back button
    /// (`hidesBackButton`, UINavigationItem.h line 159: a screen that must not be left that way,
    /// a purchase confirmation) nor replaces it with a custom left item (line 201: "A custom
    /// left item replaces the regular back button unless you set leftItemsSupplementBackButton
    /// to YES"), either of which takes UIKit's back swipe away with the button, unless the app
    /// gave UIKit's edge pop a delegate of its own (or none), the usual way to keep the swipe
    /// under a custom back button: then the app decides, and the swipe is allowed.
    /// - Parameters:
    ///   - systemPopEnabled: Whether UIKit's edge pop is enabled.
    ///   - hidesBackButton: Whether the top screen's navigation item hides its back button.
    ///   - replacesBackButton: Whether it has left items that do not supplement the back button.
    ///   - systemPopDelegateReplaced: Whether the edge pop's delegate is not UIKit's own (`nil`,
    ///     or an object of the app's).
    package static func backSwipeAllowed(systemPopEnabled: Bool, hidesBackButton: Bool, replacesBackButton: Bool,
                                         systemPopDelegateReplaced: Bool) -> Bool {
        systemPopEnabled && (systemPopDelegateReplaced || (!hidesBackButton && !replacesBackButton))
    }
}
