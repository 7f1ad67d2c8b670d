#if canImport(UIKit)
@preconcurrency import UIKit

// What a pan that asks to begin finds under the finger, read from UIKit for the core's
// ``PopPanStart`` and ``TabSwitchPanRule``. Reads only; the core decides.

extension SwipeActionsUnderFinger {
    /// The swipe actions of the table row under `location` (in `view`'s coordinates): the
    /// innermost table view among `scrollViews` asked through its delegate's
    /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` and `…trailing…` (without a
    /// trailing configuration, UIKit's default Delete where the row can be deleted by a swipe:
    /// `trailingActionCount(configured:deletesBySwipe:)`), showing them while the table
    /// `isEditing` (UITableViewDelegate: a swipe across a row sets the table's `isEditing` to
    /// true). A collection view list's swipe actions are not read: its layout's configuration,
    /// which holds them, cannot be read back from the collection view.
    @MainActor
    init(under location: CGPoint, in view: UIView, scrollViews: [UIScrollView]) {
        let table = scrollViews.lazy.compactMap { $0 as? UITableView }.first
        let row = table.flatMap { $0.indexPathForRow(at: $0.convert(location, from: view)) }
        let delegate = table?.delegate
        let leading = table.flatMap { table in
            row.flatMap { delegate?.tableView?(table, leadingSwipeActionsConfigurationForRowAt: $0) }
        }
        let trailing = table.flatMap { table in
            row.flatMap { delegate?.tableView?(table, trailingSwipeActionsConfigurationForRowAt: $0) }
        }
        var deletesBySwipe = false
        if let table, let row, let source = table.dataSource,
           source.responds(to: #selector(UITableViewDataSource.tableView(_:commit:forRowAt:))) {
            deletesBySwipe = (source.tableView?(table, canEditRowAt: row) ?? true)
                && (delegate?.tableView?(table, editingStyleForRowAt: row) ?? .delete) == .delete
        }
        self.init(leadingActionCount: leading?.actions.count ?? 0,
                  trailingActionCount: Self.trailingActionCount(configured: trailing?.actions.count, deletesBySwipe: deletesBySwipe),
                  isShowingActions: table?.isEditing ?? false)
    }
}

extension PopPanStart {
    /// What `pan` knows as it asks to begin on `view`, with `canPop` from
    /// ``canPop(stackCount:isTransitioning:backSwipeAllowed:popStyle:routesTransitions:)``.
    @MainActor
    init(pan: UIPanGestureRecognizer, in view: UIView, canPop: Bool) {
        let translation = pan.translation(in: view)
        let location = pan.location(in: view)
        let scrollViews = view.scrollViews(under: location).filter(\.isScrollEnabled)
        self.init(horizontalMotion: Double(translation.x), verticalMotion: Double(translation.y),
                  layoutDirection: ReadingDirection(view.effectiveUserInterfaceLayoutDirection), canPop: canPop,
                  horizontalScrollViews: scrollViews.map { ScrollMetrics($0, along: .horizontal) },
                  swipeActions: SwipeActionsUnderFinger(under: location, in: view, scrollViews: scrollViews))
    }
}
#endif
