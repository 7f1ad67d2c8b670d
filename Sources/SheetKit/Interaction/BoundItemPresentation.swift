/// Keeps a sheet on screen for exactly the item a binding holds (SwiftUI's
/// `sheet(item:onDismiss:content:)`), across transitions that take time, and keeps a detent
/// binding and the sheet in step. An embedded SwiftUI panel runs on it too: its item is a flag
/// (shown or not), presenting is showing and dismissing is hiding.
///
/// It is a ``BoundPresentation`` that also knows which item is on screen. A binding that
/// turns to another item (a different identity) while a sheet is on screen or coming in
/// dismisses that sheet, and the new item's sheet is presented once the dismissal ended, as
/// SwiftUI replaces its sheets. `nil` dismisses. The sheet going away on its own clears the
/// binding, only while it still holds the item on screen.
///
/// ```swift
/// var presentation = BoundItemPresentation<Int>()
/// presentation.request(item: 1, availability: .available)   // .present(1)
/// presentation.presentationEnded(completed: true)           // .none
/// presentation.request(item: 2, availability: .available)   // .dismiss
/// presentation.dismissalEnded()                             // .present(2)
/// ```
package struct BoundItemPresentation<ID: Hashable & Sendable>: Hashable, Sendable {
    /// What the caller must do.
    package enum Action: Hashable, Sendable {
        /// Nothing now.
        case none
        /// Present the sheet for this item (then report as ``BoundPresentation/Action/present`` says).
        case present(ID)
        /// Dismiss the sheet, then report as ``BoundPresentation/Action/dismiss`` says
        /// (``dismissalChecked(_:isCurrentSheet:)``, ``dismissalEnded()``).
        case dismiss
        /// The sheet went away on its own while the binding held its item: set it to `nil` (on
        /// the next turn during SwiftUI's update), then report ``clearBindingEnded()``.
        case clearBinding
        /// The sheet is wanted but cannot be presented now: ask again after this many seconds.
        case retry(after: Double)
        /// The sheet heads to another detent: write it to the detent binding now, not only at
        /// rest, so that a SwiftUI update in between does not send it back.
        case writeSelectedDetent(Detent.Identifier)
        /// The sheet moved: report its extent (points) and progress (0…1) to `onMove`.
        case reportMove(extent: Double, progress: Double)
        /// The sheet is gone (dismissed, or its presentation cancelled): release its content,
        /// do `then`, and call `onDismiss` last, once.
        indirect case sheetGone(then: Action)
    }

    /// The presentation, as a Boolean binding would drive it.
    package private(set) var presentation = BoundPresentation()
    /// The item whose sheet is on screen, coming in or going out; `nil` when hidden.
    package private(set) var presentedItem: ID?
    /// The item whose presentation ``presentationChecked(accepted:)`` took for refused, until
    /// the next presentation ends: UIKit may still take it late.
    package private(set) var refusedItem: ID?
    /// Whether the presentation under way was checked accepted by UIKit
    /// (``presentationChecked(accepted:)``): it is coming in, on screen.
    package private(set) var isPresentationAccepted = false
    /// The item the binding held last.
    package private(set) var wantedItem: ID?
    /// The detent the detent binding and the sheet last agreed on: the value forwarded to the
    /// sheet, or the detent the sheet reported it heads to. `nil` before a presentation.
    package private(set) var boundDetent: Detent.Identifier?
    /// The detent the latest presentation started at: the detent binding's value when it began
    /// (``presentationStarts(selectedDetent:)``), `nil` for the configuration's initial detent.
    package private(set) var startingDetent: Detent.Identifier?
    /// A panel's own initial detent: its configuration's, or the one the app's `prepare`
    /// chose at the first showing (``panelPrepared(initialDetent:)``), until the modifier's
    /// configuration changes (``configurationChanged(_:)``). A showing with no detent bound
    /// starts there (``showingInitialDetent``).
    package private(set) var setUpInitialDetent: Detent.Identifier?
    /// The item a ``Action/clearBinding`` on its way clears: the one the binding held when the
    /// sheet went away. `nil` when no clear is on its way.
    package private(set) var clearingItem: ID?

    /// A presentation that is hidden and not wanted.
    package init() {}

    /// The binding's item, read on every update (and on each retry).
    /// - Parameters:
    ///   - item: The identity of the binding's item, `nil` for none.
    ///   - availability: Whether a presentation can start now.
    package mutating func request(item: ID?, availability: BoundPresentation.Availability) -> Action {
        // While a clear is on its way the binding still reads the item it clears; another
        // item is the app's newer wish, which the clear must not wipe: it is over.
        if let item, item != clearingItem, presentation.isClearingBinding { clearBindingEnded() }
        wantedItem = item
        let action = sync(availability: availability)
        if !presentation.isClearingBinding { clearingItem = nil }
        return action
    }

    /// A ``Action/retry(after:)`` answered earlier fired (``BoundPresentation/retryFired()``):
    /// call it before the retry's ``request(item:availability:)``.
    package mutating func retryFired() {
        presentation.retryFired()
    }

    /// The presentation transition ended (`completed` is `false` for a cancelled one). One
    /// that was not asked for (``BoundPresentation/presentationEnded(completed:)``) shows the
    /// item whose presentation was taken for refused (``refusedItem``), or one not known here;
    /// it stays while the binding holds that item, and is dismissed otherwise (the wanted
    /// item, if any, is presented once it is gone).
    package mutating func presentationEnded(completed: Bool) -> Action {
        if completed, presentation.phase == .hidden { presentedItem = refusedItem }
        refusedItem = nil
        let action = take(presentation.presentationEnded(completed: completed))
        if !completed { presentedItem = nil }
        return action == .none ? sync(availability: .available) : action
    }

    /// Whether UIKit took the presentation it was asked for, checked on the next turn of the
    /// main queue.
    package mutating func presentationChecked(accepted: Bool) -> Action {
        if accepted, presentation.phase == .presenting { isPresentationAccepted = true }
        let action = take(presentation.presentationChecked(accepted: accepted))
        guard presentation.phase == .hidden else { return action }
        refusedItem = presentedItem
        presentedItem = nil
        // Refused while the binding moved to another item (read during the refused
        // presentation, when only that one could be wanted): that item is asked for, shortly.
        return action == .none ? sync(availability: .busy) : action
    }

    /// Whether UIKit took the dismissal it was asked for (``BoundPresentation/dismissalChecked(accepted:)``).
    /// A sheet found gone before its end was reported is gone for the bridge too: its
    /// content is let go and `onDismiss` runs (``Action/sheetGone(then:)``); without this the
    /// binding stayed dismissing for good, and a later `true` presented nothing.
    /// - Complexity: O(1).
    ///
    /// A check about another sheet than the one the bridge has now (`isCurrentSheet` false:
    /// the sheet it was made for went away quickly, an unanimated dismissal say, and the next
    /// one is up, or none is) is stale and changes nothing (re-review 2026-11-27: it took the
    /// next sheet's place for gone, cleared its binding and ran `onDismiss` twice).
    /// - Parameters:
    ///   - check: What the check found.
    ///   - isCurrentSheet: Whether the sheet checked is the one the bridge has now.
    package mutating func dismissalChecked(_ check: BoundPresentation.DismissalCheck, isCurrentSheet: Bool) -> Action {
        guard isCurrentSheet else { return .none }
        switch check {
        case .refused: return take(presentation.dismissalChecked(accepted: false))
        case .underWay: return take(presentation.dismissalChecked(accepted: true))
        case .gone: return presentation.phase == .hidden ? .none : .sheetGone(then: dismissalEnded())
        }
    }

    /// Whether no sheet is up or on its way: a dismissal's end reported now is one already
    /// taken (a check found the sheet gone first).
    private var isGone: Bool { presentation.phase == .hidden && presentedItem == nil }

    /// The sheet is gone (after a dismissal asked for, or on its own).
    package mutating func dismissalEnded() -> Action {
        presentedItem = nil
        let action = take(presentation.dismissalEnded())
        return action == .none ? sync(availability: .available) : action
    }

    /// What the bridge does when the sheet reports `notification` (``SheetNotification``,
    /// every change whoever caused it): a presentation that ended or was cancelled, a
    /// dismissal of any cause, a detent the sheet heads to, a move. Other notifications ask
    /// for nothing.
    /// - Complexity: O(1); allocates only for ``Action/sheetGone(then:)``.
    package mutating func sheetDid(_ notification: SheetNotification) -> Action {
        switch notification {
        case .didPresent: return presentationEnded(completed: true)
        case .didCancelPresentation: return .sheetGone(then: presentationEnded(completed: false))
        // Once: a sheet a dismissal check found gone already went (``dismissalChecked(_:isCurrentSheet:)``).
        case .didDismiss: return isGone ? .none : .sheetGone(then: dismissalEnded())
        case .willChangeSelectedDetent(let identifier, _):
            // The value the binding holds already (the app's own, forwarded) is not written
            // back: a write would be a SwiftUI update that changes nothing.
            guard identifier != boundDetent else { return .none }
            boundDetent = identifier
            return .writeSelectedDetent(identifier)
        case .didMove(let extent, let progress): return .reportMove(extent: extent, progress: progress)
        // Back at rest while the dismissal the binding asked for runs: UIKit ignored it (the
        // user's pull ran as an interactive dismissal, which then went back), so it is asked
        // for again; a dismissal UIKit took never comes back to rest.
        case .phaseChanged(.resting) where presentation.phase == .dismissing:
            return take(presentation.dismissalCancelled())
        case .didChangeSelectedDetent, .phaseChanged, .dragBegan, .dragEnded, .willDismiss, .didCancelDismissal,
             .willEndDragging, .didAttemptToDismiss:
            return .none
        }
    }

    /// How the bridge takes a report from a sheet: its notification, or a presented style's
    /// transition end (``report(completesPresentation:fromCurrentSheet:)``).
    package enum Report: Hashable, Sendable {
        /// From the sheet the bridge has now: it applies (``sheetDid(_:)``,
        /// ``transitionDidEnd(presenting:completed:)``).
        case applies
        /// A presentation the bridge does not have completed: UIKit took it late (after the
        /// check took it for refused, while a later one was asked for). It is the one on
        /// screen: it becomes the bridge's, takes the latest content and configuration, and
        /// the report applies.
        case takesOver
        /// Any other report from a sheet the bridge does not have now: ignored. For the bridge
        /// that sheet went already (a dismissal check found it gone, and the next one may be
        /// coming in), or it never came (a presentation UIKit refused); its late `didDismiss`
        /// would end the next sheet's presentation, clear the binding that asked for it, and
        /// run `onDismiss` a second time.
        case stale
    }

    /// How the bridge takes a report from a sheet.
    /// - Parameters:
    ///   - completesPresentation: Whether the report is a completed presentation (`didPresent`,
    ///     a presentation transition that ended completed).
    ///   - fromCurrentSheet: Whether the reporting sheet is the one the bridge has now (a
    ///     sheet that no longer exists is not).
    /// - Complexity: O(1).
    package static func report(completesPresentation: Bool, fromCurrentSheet: Bool) -> Report {
        if fromCurrentSheet { return .applies }
        return completesPresentation ? .takesOver : .stale
    }

    /// What the bridge does when a presented style without sheet notifications (the centred
    /// card) reports the end of one of its UIKit transitions, from its presentation
    /// controller's `presentationTransitionDidEnd(_:)` or `dismissalTransitionDidEnd(_:)`.
    /// - Parameters:
    ///   - presenting: `true` for the presentation transition, `false` for a dismissal.
    ///   - completed: Whether the transition completed.
    /// - Returns: As ``sheetDid(_:)`` for ``SheetNotification/didPresent``,
    ///   ``SheetNotification/didCancelPresentation`` and ``SheetNotification/didDismiss(cause:)``;
    ///   for a dismissal that did not complete (the user's pull let go: the card stays),
    ///   ``Action/none``, or ``Action/retry(after:)`` when the binding turned `false` during
    ///   the pull (``BoundPresentation/dismissalCancelled()``: the dismissal it asked for did
    ///   not happen, and is asked for again).
    /// - Complexity: O(1); allocates only for ``Action/sheetGone(then:)``.
    package mutating func transitionDidEnd(presenting: Bool, completed: Bool) -> Action {
        switch (presenting, completed) {
        case (true, true): return presentationEnded(completed: true)
        case (true, false): return .sheetGone(then: presentationEnded(completed: false))
        // Once: a sheet a dismissal check found gone already went (``dismissalChecked(_:isCurrentSheet:)``).
        case (false, true): return isGone ? .none : .sheetGone(then: dismissalEnded())
        case (false, false): return take(presentation.dismissalCancelled())
        }
    }

    /// The detent binding's value on a SwiftUI update: `value` when the app changed it (it
    /// differs from ``boundDetent``), to be selected on the sheet; `nil` otherwise. SwiftUI
    /// sends the binding on every update, many a frame while a parent re-renders: sending the
    /// same value to a moving sheet would redirect it on the configuration's spring. While
    /// nothing is on screen or it is going away, the value waits: the next presentation
    /// starts at it (``presentationStarts(selectedDetent:)``); one coming in is redirected.
    /// - Complexity: O(1).
    package mutating func detentBinding(_ value: Detent.Identifier?) -> Detent.Identifier? {
        guard presentation.phase == .presenting || presentation.phase == .presented else { return nil }
        guard let value, value != boundDetent else { return nil }
        boundDetent = value
        return value
    }

    /// The sheet was asked to select `asked` (the value ``detentBinding(_:)`` forwarded) and
    /// now selects `selected` (where it rests or heads). When it refused (its delegate's
    /// `shouldChangeSelectedDetent` said no) or `asked` is not one of its detents (one merged
    /// into another), the binding is written back with the sheet's detent: otherwise it would
    /// say one detent while the sheet rests at another, and nothing would correct it.
    /// - Returns: ``Action/writeSelectedDetent(_:)`` with `selected` when it is not `asked`,
    ///   ``Action/none`` otherwise.
    /// - Complexity: O(1).
    package mutating func detentSelected(_ asked: Detent.Identifier, sheetSelects selected: Detent.Identifier?) -> Action {
        guard let selected, selected != asked else { return .none }
        boundDetent = selected
        return .writeSelectedDetent(selected)
    }

    /// The app moved the panel to `identifier` itself (its proxy's `moveToDetent`) while
    /// nothing is on screen or it is going away: the panel keeps the move for its next
    /// showing (`PanelLifecycle`), which starts at the binding's value, so the binding says it
    /// too (review of 2026-11-28: the panel came in at the moved detent while the binding
    /// kept the old one, and nothing corrected it). On screen, the panel's own move reports
    /// itself (``sheetDid(_:)``).
    /// - Returns: ``Action/writeSelectedDetent(_:)`` while hidden or dismissing,
    ///   ``Action/none`` otherwise.
    /// - Complexity: O(1).
    package func detentMovedWhileAway(_ identifier: Detent.Identifier) -> Action {
        presentation.phase == .hidden || presentation.phase == .dismissing ? .writeSelectedDetent(identifier) : .none
    }

    /// The presentation ``Action/present(_:)`` asked for begins, with the detent binding's
    /// value: the sheet starts at that detent (which the binding and the sheet then agree on),
    /// or at its configuration's initial detent when the binding holds none or a detent
    /// `configuration` does not have (``presentationStarted(asked:sheetSelects:)`` then writes
    /// the binding back).
    /// - Parameters:
    ///   - selectedDetent: The detent binding's value now.
    ///   - configuration: The configuration the sheet presents with.
    /// - Returns: The detent to start at, `nil` for the configuration's initial detent.
    /// - Complexity: O(n) in the number of detents.
    package mutating func presentationStarts(selectedDetent: Detent.Identifier?, in configuration: SheetConfiguration) -> Detent.Identifier? {
        // The binding's value whether or not an update forwarded it already: a presentation
        // put off past SwiftUI's update starts after that update's detent step.
        if let selectedDetent { boundDetent = selectedDetent }
        startingDetent = selectedDetent.flatMap { asked in configuration.detents.contains { $0.identifier == asked } ? asked : nil }
        return startingDetent
    }

    /// The presentation began with the binding's value `asked` (`nil` when it held none), and
    /// the sheet now selects `selected`: the binding is written back with the sheet's detent
    /// when it did not take the one asked (not one of its detents, or its delegate's
    /// `shouldChangeSelectedDetent` refused it), as ``detentSelected(_:sheetSelects:)`` does
    /// on screen. A binding that held none stays so.
    /// - Complexity: O(1).
    package mutating func presentationStarted(asked: Detent.Identifier?, sheetSelects selected: Detent.Identifier?) -> Action {
        asked.map { detentSelected($0, sheetSelects: selected) } ?? .none
    }

    /// The configuration to give a panel: the app's, with the detent the latest showing
    /// started at as its initial detent. A panel shows afresh at its configuration's initial
    /// detent each time, and SwiftUI hands the configuration over again on every update
    /// (``BoundConfiguration`` compares it with the last one handed over): without the same
    /// initial detent on every update the panel would take each one for a change.
    /// - Parameter configuration: The app's configuration.
    /// - Returns: `configuration`, its initial detent ``startingDetent`` when that is set.
    /// - Complexity: O(1).
    package func configuration(_ configuration: SheetConfiguration) -> SheetConfiguration {
        guard let startingDetent else { return configuration }
        var starting = configuration
        starting.initialDetentIdentifier = startingDetent
        return starting
    }

    /// The initial detent a panel's showing starts at: the one the latest showing started at
    /// (the binding's, ``startingDetent``), else the panel's own (``setUpInitialDetent``).
    /// The first showing and every later one start by this one rule (review of 2026-11-28: a
    /// showing after a hide started at the configuration's initial detent, not at the one
    /// `prepare` chose for the first).
    package var showingInitialDetent: Detent.Identifier? { startingDetent ?? setUpInitialDetent }

    /// The app's `prepare` ran on the panel at its first showing, which leaves the panel's
    /// configuration with `initialDetent` (the modifier's, or the one `prepare` set).
    /// - Returns: The initial detent the showing starts at (``showingInitialDetent``).
    /// - Complexity: O(1).
    package mutating func panelPrepared(initialDetent: Detent.Identifier?) -> Detent.Identifier? {
        setUpInitialDetent = initialDetent
        return showingInitialDetent
    }

    /// The modifier's configuration changed to `configuration`: its initial detent replaces the
    /// one `prepare` chose.
    /// - Returns: The configuration to give the panel (``configuration(_:)``).
    /// - Complexity: O(1).
    package mutating func configurationChanged(_ configuration: SheetConfiguration) -> SheetConfiguration {
        setUpInitialDetent = configuration.initialDetentIdentifier
        return self.configuration(configuration)
    }

    /// Whether a clear on its way still applies when the anchor writes it (at once, or on the
    /// next turn after SwiftUI's update): the binding still holds ``clearingItem``. An item
    /// the app set since is its newer wish: the anchor then reports ``clearBindingEnded()``
    /// without writing, and asks again.
    /// - Parameter item: The binding's item now.
    package func clearApplies(bindingHolds item: ID?) -> Bool {
        presentation.isClearingBinding && item != nil && item == clearingItem
    }

    /// Whether a clear is on its way (``BoundPresentation/isClearingBinding``).
    package var isClearingBinding: Bool { presentation.isClearingBinding }

    /// The anchor wrote the clear ``Action/clearBinding`` asked for, or did not because it no
    /// longer applied (``clearApplies(bindingHolds:)``; ``BoundPresentation/clearBindingEnded()``).
    package mutating func clearBindingEnded() {
        presentation.clearBindingEnded()
        clearingItem = nil
    }

    /// Whether a detent write put off past SwiftUI's update (``Action/writeSelectedDetent(_:)``
    /// answered during one; SwiftUI forbids modifying state during a view update) still
    /// applies when it runs: the binding holds what it held when the write was put off (a
    /// value the app wrote since is newer), and the sheet and the binding still agree on
    /// `identifier` (``boundDetent``). A detent the app chose in the same update was forwarded
    /// to the sheet after the write was put off, and a second report replaces the first:
    /// either way the older write must not land, or the binding would say one detent while
    /// the sheet heads to another, and the next update would send the sheet back.
    /// - Complexity: O(1).
    /// - Parameters:
    ///   - identifier: The detent the write would set.
    ///   - heldWhenDeferred: The detent binding's value when the write was put off.
    ///   - holdsNow: Its value now.
    package func deferredDetentWriteApplies(_ identifier: Detent.Identifier, heldWhenDeferred: Detent.Identifier?,
                                            holdsNow: Detent.Identifier?) -> Bool {
        heldWhenDeferred == holdsNow && boundDetent == identifier
    }

    /// Whether a sheet is on screen (coming in after UIKit took it, presented, or going out),
    /// as far as the core knows: the anchor's `onDismiss` is owed when its view leaves the
    /// hierarchy, even when UIKit took the sheet away already (with what presented it)
    /// without a word. One coming in that UIKit has not been seen to take is not counted: it
    /// may be refused, or only asked for (put off past SwiftUI's update), and SwiftUI's own
    /// sheet calls `onDismiss` only for a sheet that appeared.
    package var hasSheet: Bool {
        switch presentation.phase {
        case .presented, .dismissing: return true
        case .presenting: return isPresentationAccepted
        case .hidden: return false
        }
    }

    /// Whether the dismiss action of the content made for `item` still closes its sheet by
    /// clearing the binding: the sheet shows `item`, is not going out
    /// (``BoundPresentation/contentDismissApplies``), and the binding still holds `item`. A
    /// binding that moved on to another item holds the app's newer wish, which a late tap on
    /// the old sheet's Close button must not clear.
    /// - Parameters:
    ///   - item: The item the content was made for.
    ///   - current: The binding's item now.
    package func contentDismissApplies(contentFor item: ID, bindingHolds current: ID?) -> Bool {
        presentation.contentDismissApplies && shows(item) && current == item
    }

    /// Whether `item` is the one on screen: the content follows the binding's item while it is.
    package func shows(_ item: ID) -> Bool {
        presentedItem == item
    }

    /// Asks the presentation for the wanted item: on screen only when nothing else is.
    private mutating func sync(availability: BoundPresentation.Availability) -> Action {
        let wanted = wantedItem != nil && (presentation.phase == .hidden || presentedItem == wantedItem)
        return take(presentation.request(presented: wanted, availability: availability))
    }

    /// The presentation's action for items: a presentation is for the wanted item.
    private mutating func take(_ action: BoundPresentation.Action) -> Action {
        switch action {
        case .none: return .none
        case .present:
            presentedItem = wantedItem
            refusedItem = nil
            isPresentationAccepted = false
            boundDetent = nil
            return wantedItem.map(Action.present) ?? .none
        case .dismiss: return .dismiss
        case .clearBinding:
            clearingItem = wantedItem
            return .clearBinding
        case .retry(let delay): return .retry(after: delay)
        }
    }
}
