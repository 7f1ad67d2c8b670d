import Testing
@testable import SheetKit
import SheetKitTestSupport

/// The bridge between SwiftUI's `item` binding and UIKit's transitions.
@Suite("Presentation bound to an item")
struct BoundItemPresentationTests {
    enum Step: Sendable {
        case request(Int?, BoundPresentation.Availability = .available)
        case presented(completed: Bool)
        case checked(accepted: Bool)
        case dismissalChecked(BoundPresentation.DismissalCheck, current: Bool = true)
        case dismissed
        case notified(SheetNotification)
        case transitionEnded(presenting: Bool, completed: Bool)
    }

    typealias Action = BoundItemPresentation<Int>.Action

    static func run(_ steps: [Step]) -> [(Action, Int?)] {
        var presentation = BoundItemPresentation<Int>()
        return steps.map { step in
            let action: Action
            switch step {
            case .request(let item, let availability): action = presentation.request(item: item, availability: availability)
            case .presented(let completed): action = presentation.presentationEnded(completed: completed)
            case .checked(let accepted): action = presentation.presentationChecked(accepted: accepted)
            case .dismissalChecked(let check, let current): action = presentation.dismissalChecked(check, isCurrentSheet: current)
            case .dismissed: action = presentation.dismissalEnded()
            case .notified(let notification): action = presentation.sheetDid(notification)
            case .transitionEnded(let presenting, let completed): action = presentation.transitionDidEnd(presenting: presenting, completed: completed)
            }
            return (action, presentation.presentedItem)
        }
    }

    /// Review D7: the binding's detent was taken as agreed before the sheet took it.
    @Test("A detent the sheet does not take is written back with the one it keeps", arguments: [
        // asked, the sheet selects after → action, agreed detent
        (Detent.Identifier.large, Detent.Identifier?.some(.large), BoundItemPresentation<Int>.Action.none, Detent.Identifier.large),
        (.large, .medium, .writeSelectedDetent(.medium), .medium),    // the delegate refused
        (.medium, .large, .writeSelectedDetent(.large), .large),      // medium merged into large
        (.large, nil, .none, .large),                                 // no sheet to ask
    ])
    func detentRefused(asked: Detent.Identifier, selected: Detent.Identifier?, action: BoundItemPresentation<Int>.Action,
                       agreed: Detent.Identifier) {
        var presentation = BoundItemPresentation<Int>()
        _ = presentation.request(item: 1, availability: .available)
        _ = presentation.presentationEnded(completed: true)
        #expect(presentation.detentBinding(asked) == asked)
        #expect(presentation.detentSelected(asked, sheetSelects: selected) == action)
        #expect(presentation.boundDetent == agreed)
        // The value written back is agreed: the next update that reads it forwards nothing.
        #expect(presentation.detentBinding(agreed) == nil)
    }

    /// Review: a presentation put off past SwiftUI's update starts after that update's detent
    /// step forwarded the binding's value; it still starts there.
    @Test("A presentation starts at the binding's detent even when an update forwarded it already")
    func startsAtForwardedDetent() {
        var presentation = BoundItemPresentation<Bool>()
        _ = presentation.request(item: true, availability: .available)
        #expect(presentation.detentBinding(.large) == .large)           // the update's detent step
        #expect(presentation.presentationStarts(selectedDetent: .large, in: .persistentPanel()) == .large)
        #expect(presentation.startingDetent == .large && presentation.detentBinding(.large) == nil)
        #expect(presentation.presentationStarts(selectedDetent: nil, in: .persistentPanel()) == nil)
    }

    /// The binding holds a detent the sheet does not have (another configuration's), or one
    /// its delegate refuses: the sheet starts at its initial detent, and the binding is
    /// written back with it, so the two agree; a binding that held none stays so.
    @Test("A starting detent the sheet does not take is written back")
    func startingDetentNotTaken() {
        var presentation = BoundItemPresentation<Bool>()
        _ = presentation.request(item: true, availability: .available)
        let configuration = SheetConfiguration.commentSheet()
        #expect(presentation.presentationStarts(selectedDetent: .tip, in: configuration) == nil)
        #expect(presentation.presentationStarted(asked: .tip, sheetSelects: .medium) == .writeSelectedDetent(.medium))
        // A later update reading the written value moves nothing.
        #expect(presentation.detentBinding(.medium) == nil)
        #expect(presentation.presentationStarts(selectedDetent: .large, in: configuration) == .large)
        #expect(presentation.presentationStarted(asked: .large, sheetSelects: .large) == .none)
        #expect(presentation.presentationStarted(asked: nil, sheetSelects: .medium) == .none)
    }

    /// A dismantled anchor owes `onDismiss` exactly while the core has a sheet up, even when
    /// UIKit took it away already with an outer sheet (review D3).
    @Test("A sheet is up from UIKit taking its presentation until it is gone")
    func hasSheet() {
        var presentation = BoundItemPresentation<Int>()
        #expect(!presentation.hasSheet)
        _ = presentation.request(item: 1, availability: .available)
        #expect(!presentation.hasSheet)     // coming in: it may still be refused
        _ = presentation.presentationChecked(accepted: false)
        #expect(!presentation.hasSheet)
        _ = presentation.request(item: 1, availability: .available)
        _ = presentation.presentationChecked(accepted: true)
        #expect(presentation.hasSheet)      // coming in, taken by UIKit
        _ = presentation.presentationEnded(completed: true)
        #expect(presentation.hasSheet)
        _ = presentation.request(item: nil, availability: .available)
        #expect(presentation.hasSheet)
        _ = presentation.dismissalEnded()
        #expect(!presentation.hasSheet)
    }

    @Test("Scripts of item changes and transition ends", arguments: [
        ("present, dismiss", [Step.request(1), .presented(completed: true), .request(nil), .dismissed],
         [Action.present(1), .none, .dismiss, .none], [Int?.some(1), 1, 1, nil]),
        // Another item while one is on screen: dismissed, then the new one presented.
        ("replace", [.request(1), .presented(completed: true), .request(2), .dismissed, .presented(completed: true)],
         [.present(1), .none, .dismiss, .present(2), .none], [1, 1, 1, 2, 2]),
        // Another item while the first comes in: it is replaced once it arrived.
        // The dismissal for the next item refused (the sheet's own alert still animates):
        // asked again, then the next item once the first is gone.
        ("replace, dismissal refused", [.request(1), .presented(completed: true), .request(2), .dismissalChecked(.refused),
                                        .dismissed, .presented(completed: true)],
         [.present(1), .none, .dismiss, .dismiss, .present(2), .none], [1, 1, 1, 1, 2, 2]),
        // UIKit took the presentation after the check said refused: it shows item 1, which
        // the binding still holds (kept), or which it no longer holds (dismissed, then 2).
        ("accepted late", [.request(1), .checked(accepted: false), .presented(completed: true), .request(1)],
         [.present(1), .retry(after: 0.1), .none, .none], [1, nil, 1, 1]),
        ("accepted late, binding moved", [.request(1), .checked(accepted: false), .request(2, .busy), .presented(completed: true),
                                          .dismissed],
         [.present(1), .retry(after: 0.1), .none, .dismiss, .present(2)], [1, nil, nil, 1, 2]),
        // A presentation nothing asked for (a panel shown through its controller): dismissed.
        ("not asked for", [.presented(completed: true), .dismissed], [.dismiss, .none], [nil, nil]),
        ("replace while presenting", [.request(1), .request(2), .presented(completed: true), .dismissed],
         [.present(1), .none, .dismiss, .present(2)], [1, 1, 1, 2]),
        // Back to the first item while it goes out: presented again afterwards.
        ("back while dismissing", [.request(1), .presented(completed: true), .request(2), .request(1), .dismissed],
         [.present(1), .none, .dismiss, .none, .present(1)], [1, 1, 1, 1, 1]),
        // The user pulls it away: the binding is cleared.
        ("dismissed elsewhere", [.request(1), .presented(completed: true), .dismissed, .request(nil)],
         [.present(1), .none, .clearBinding, .none], [1, 1, nil, nil]),
        // Pulled away while the binding already moved on: the new item comes, nothing is cleared.
        ("dismissed elsewhere, replaced", [.request(1), .presented(completed: true), .request(2), .dismissed],
         [.present(1), .none, .dismiss, .present(2)], [1, 1, 1, 2]),
        // The presentation of the first is cancelled while the second is wanted: the second comes.
        ("cancelled, replaced", [.request(1), .request(2), .presented(completed: false)],
         [.present(1), .none, .present(2)], [1, 1, 2]),
        ("cancelled", [.request(1), .presented(completed: false)],
         [.present(1), .clearBinding], [1, nil]),
        // Busy, then refused mid-transition, then accepted.
        ("busy, refused", [.request(3, .busy), .request(3), .checked(accepted: false), .request(3), .checked(accepted: true)],
         // The refusal's retry is the busy one, still pending: no second chain.
         [.retry(after: 0.1), .present(3), .none, .present(3), .none], [nil, 3, nil, 3, 3]),
        // Review (2026-11-27): the binding's dismissal from below a sheet that presents an
        // alert; UIKit removes the sheet without its transition, and the check finds it gone:
        // the content goes and onDismiss runs (it stayed dismissing, and a later item never
        // came); a did-dismiss that still arrives changes nothing.
        ("gone without its end", [.request(1), .presented(completed: true), .request(nil), .dismissalChecked(.gone),
                                  .notified(.didDismiss(cause: .app)), .request(1)],
         [.present(1), .none, .dismiss, .sheetGone(then: .none), .none, .present(1)], [1, 1, 1, nil, nil, 1]),
        ("gone after its end", [.request(1), .presented(completed: true), .request(nil), .notified(.didDismiss(cause: .app)),
                                .dismissalChecked(.gone)],
         [.present(1), .none, .dismiss, .sheetGone(then: .none), .none], [1, 1, 1, nil, nil]),
        // Re-review (2026-11-27): an unanimated replacement ends before the first sheet's check;
        // the check, about a sheet that is not the bridge's any more, changes nothing.
        ("stale check after a quick replacement", [.request(1), .presented(completed: true), .request(2), .notified(.didDismiss(cause: .app)),
                                                   .presented(completed: true), .dismissalChecked(.gone, current: false), .request(2)],
         [.present(1), .none, .dismiss, .sheetGone(then: .present(2)), .none, .none, .none], [1, 1, 1, 2, 2, 2, 2]),
        // A presented style's dismissal end that still arrives after the check found it gone.
        ("gone, then a late end", [.request(1), .presented(completed: true), .request(nil), .dismissalChecked(.gone),
                                   .transitionEnded(presenting: false, completed: true)],
         [.present(1), .none, .dismiss, .sheetGone(then: .none), .none], [1, 1, 1, nil, nil]),
        ("under way", [.request(1), .presented(completed: true), .request(nil), .dismissalChecked(.underWay), .dismissed],
         [.present(1), .none, .dismiss, .none, .none], [1, 1, 1, 1, nil]),
        // The same item re-read changes nothing.
        ("re-reads", [.request(4), .request(4), .presented(completed: true), .request(4)],
         [.present(4), .none, .none, .none], [4, 4, 4, 4]),
    ])
    func script(name: String, steps: [Step], actions: [Action], items: [Int?]) {
        let results = Self.run(steps)
        #expect(results.map(\.0) == actions, "\(name)")
        #expect(results.map(\.1) == items, "\(name)")
    }

    @Test("The content follows the binding's item only while it is the one on screen")
    func shows() {
        var presentation = BoundItemPresentation<Int>()
        _ = presentation.request(item: 1, availability: .available)
        #expect(presentation.shows(1) && !presentation.shows(2))
        _ = presentation.presentationEnded(completed: true)
        _ = presentation.request(item: 2, availability: .available)
        #expect(presentation.shows(1) && !presentation.shows(2))
        _ = presentation.dismissalEnded()
        #expect(presentation.shows(2))
    }
}

/// What the SwiftUI bridge does for each of the sheet's notifications.
@Suite("Presentation bound to an item: the sheet's notifications")
struct BoundItemNotificationTests {
    typealias Action = BoundItemPresentation<Int>.Action

    /// A presentation of item 1 on screen.
    static func presented() -> BoundItemPresentation<Int> {
        var presentation = BoundItemPresentation<Int>()
        _ = presentation.request(item: 1, availability: .available)
        _ = presentation.presentationEnded(completed: true)
        return presentation
    }

    @Test("Detent moves and motion pass straight through; the rest asks for nothing", arguments: [
        (SheetNotification.willChangeSelectedDetent(.large, cause: .user), Action.writeSelectedDetent(.large)),
        (.didMove(extent: 420, progress: 0.5), .reportMove(extent: 420, progress: 0.5)),
        (.didChangeSelectedDetent(.large, cause: .user), .none), (.phaseChanged(.dragging), .none),
        (.dragBegan, .none), (.dragEnded, .none), (.willDismiss(cause: .user), .none),
        (.willEndDragging(velocity: 300, target: .hidden), .none), (.didAttemptToDismiss, .none),
    ])
    func passThrough(notification: SheetNotification, expected: Action) {
        var presentation = Self.presented()
        #expect(presentation.sheetDid(notification) == expected)
        #expect(presentation.presentedItem == 1)
    }

    /// The binding turns off while the user's pull runs as UIKit's interactive dismissal:
    /// UIKit ignores the anchor's dismiss (UIViewController.h: no dismissal while a transition
    /// runs), the pull goes back, and the sheet comes to rest. Without a second request the
    /// presentation stayed "dismissing" with the sheet on screen and the binding `false`.
    @Test("A binding dismissal that UIKit ignored is asked for again when the sheet rests")
    func ignoredDismissal() {
        var presentation = Self.presented()
        let dismiss = presentation.request(item: nil, availability: .available)
        let settling = presentation.sheetDid(.phaseChanged(.settling))
        let rested = presentation.sheetDid(.phaseChanged(.resting))
        #expect(dismiss == .dismiss)
        #expect(settling == .none)
        #expect(rested == .retry(after: BoundPresentation.retryInterval))
        presentation.retryFired()
        let again = presentation.request(item: nil, availability: .available)
        #expect(again == .dismiss)
        // A dismissal UIKit took ends as usual.
        #expect(presentation.sheetDid(.didDismiss(cause: .app)) == .sheetGone(then: .none))
    }

    /// A dismissal check found sheet 1 gone before UIKit reported its end, and item 2's sheet
    /// is coming in when sheet 1's `didDismiss` arrives (UIKit took it away underneath, with
    /// what presented it, and reports late). Before, the anchors applied every report from
    /// any sheet: this one ended item 2's presentation, cleared the binding that asked for it
    /// and ran `onDismiss` again.
    @Test("A report from a sheet the bridge no longer has is stale; a late-taken presentation takes over", arguments: [
        // completes a presentation, from the current sheet, report
        (false, true, BoundItemPresentation<Int>.Report.applies), (true, true, .applies),
        (true, false, .takesOver), (false, false, .stale),
    ])
    func reportOrigin(completesPresentation: Bool, fromCurrentSheet: Bool, expected: BoundItemPresentation<Int>.Report) {
        #expect(BoundItemPresentation<Int>.report(completesPresentation: completesPresentation,
                                                  fromCurrentSheet: fromCurrentSheet) == expected)
    }

    @Test("The stale end of a sheet found gone would end the next one's presentation")
    func staleDismissalEnd() {
        var presentation = Self.presented()
        #expect(presentation.request(item: 2, availability: .available) == .dismiss)
        #expect(presentation.dismissalChecked(.gone, isCurrentSheet: true) == .sheetGone(then: .present(2)))
        #expect(presentation.presentedItem == 2)
        // Sheet 1's late didDismiss is not the current sheet's: the anchors drop it.
        #expect(BoundItemPresentation<Int>.report(completesPresentation: false, fromCurrentSheet: false) == .stale)
        // Applied, it would have ended item 2's presentation (what the anchors did before).
        var applied = presentation
        #expect(applied.sheetDid(.didDismiss(cause: .system)) != .none)
        #expect(applied.presentedItem != 2)
        // Dropped, item 2's presentation runs on and ends as usual.
        #expect(presentation.sheetDid(.didPresent) == .none)
        #expect(presentation.presentedItem == 2)
    }

    @Test("Resting while presented asks for nothing")
    func restingWhilePresented() {
        var presentation = Self.presented()
        #expect(presentation.sheetDid(.phaseChanged(.resting)) == .none)
    }

    @Test("A dismissal of any cause: the content goes, the binding is cleared, onDismiss after", arguments: [
        SheetChangeCause.user, .app, .system,
    ])
    func dismissed(cause: SheetChangeCause) {
        var presentation = Self.presented()
        #expect(presentation.sheetDid(.didDismiss(cause: cause)) == .sheetGone(then: .clearBinding))
        #expect(presentation.presentedItem == nil)
        // The binding cleared: nothing more to do.
        #expect(presentation.request(item: nil, availability: .available) == .none)
    }

    @Test("A dismissal after the binding moved to another item presents that one next")
    func replaced() {
        var presentation = Self.presented()
        #expect(presentation.request(item: 2, availability: .available) == .dismiss)
        #expect(presentation.sheetDid(.didDismiss(cause: .app)) == .sheetGone(then: .present(2)))
        #expect(presentation.presentedItem == 2)
    }

    @Test("A cancelled presentation releases its content and clears the binding; a completed one asks for nothing")
    func presentationEnds() {
        var coming = BoundItemPresentation<Int>()
        _ = coming.request(item: 1, availability: .available)
        #expect(coming.sheetDid(.didCancelPresentation) == .sheetGone(then: .clearBinding))
        #expect(coming.presentedItem == nil)
        var arriving = BoundItemPresentation<Int>()
        _ = arriving.request(item: 1, availability: .available)
        #expect(arriving.sheetDid(.didPresent) == .none && arriving.presentedItem == 1)
    }

    @Test("The detent binding reaches the sheet only when it changed: not on every SwiftUI update, not back from the sheet")
    func detentBinding() {
        var presentation = BoundItemPresentation<Int>()
        _ = presentation.request(item: 1, availability: .available)
        // The prepare of the presentation: the binding's first value goes to the new sheet.
        #expect(presentation.detentBinding(.medium) == .medium)
        // Re-renders with the same value while the sheet moves: nothing to forward.
        #expect(presentation.detentBinding(.medium) == nil)
        // The app changes the binding: forwarded once.
        #expect(presentation.detentBinding(.large) == .large)
        #expect(presentation.detentBinding(.large) == nil)
        // The user drags to medium: the sheet writes the binding, which comes back unchanged.
        #expect(presentation.sheetDid(.willChangeSelectedDetent(.medium, cause: .user)) == .writeSelectedDetent(.medium))
        #expect(presentation.detentBinding(.medium) == nil)
        // No value: the sheet keeps its selection.
        #expect(presentation.detentBinding(nil) == nil)
        // A new presentation forgets the last agreement (the anchor cleared the binding first).
        _ = presentation.sheetDid(.didDismiss(cause: .user))
        presentation.clearBindingEnded()
        _ = presentation.request(item: 2, availability: .available)
        #expect(presentation.detentBinding(.medium) == .medium)
    }
}

/// Binding writes SwiftUI's update put off to the next turn (the sheet reported a detent, or
/// went away, while the update ran), and what the app and the anchor do in between.
@Suite("Presentation bound to an item: writes put off past SwiftUI's update")
struct DeferredBindingWriteTests {
    /// Item 1 presented and on screen.
    static func presented() -> BoundItemPresentation<Int> {
        var presentation = BoundItemPresentation<Int>()
        _ = presentation.request(item: 1, availability: .available)
        _ = presentation.presentationEnded(completed: true)
        return presentation
    }

    @Test("A sheet gone during an update is not presented again before its clear lands")
    func clearBeforeRetry() {
        var presentation = Self.presented()
        // The user's pull ended inside SwiftUI's update: the clear waits for the next turn.
        #expect(presentation.sheetDid(.didDismiss(cause: .user)) == .sheetGone(then: .clearBinding))
        #expect(presentation.clearingItem == 1)
        // A retry or the view appearing reads the binding, which still holds item 1.
        #expect(presentation.request(item: 1, availability: .available) == .none)
        #expect(presentation.request(item: 1, availability: .available) == .none)
        // The next turn: the binding still holds item 1, so the anchor writes nil and reports it.
        #expect(presentation.clearApplies(bindingHolds: 1))
        presentation.clearBindingEnded()
        #expect(presentation.request(item: nil, availability: .available) == .none)
        #expect(presentation.request(item: 1, availability: .available) == .present(1))
    }

    @Test("An item the app set before the clear landed is kept and presented")
    func itemSetInBetween() {
        var presentation = Self.presented()
        #expect(presentation.sheetDid(.didDismiss(cause: .user)) == .sheetGone(then: .clearBinding))
        // The app set item 2, and an update read it before the put-off clear ran.
        #expect(presentation.request(item: 2, availability: .available) == .present(2))
        #expect(presentation.presentedItem == 2)
        // The put-off clear then finds nothing to clear.
        #expect(!presentation.isClearingBinding)
        #expect(!presentation.clearApplies(bindingHolds: 2))
    }

    @Test("An item the app set, the clear running before SwiftUI's update: not written, asked again")
    func itemSetClearFirst() {
        var presentation = Self.presented()
        #expect(presentation.sheetDid(.didDismiss(cause: .user)) == .sheetGone(then: .clearBinding))
        #expect(!presentation.clearApplies(bindingHolds: 2))
        presentation.clearBindingEnded()
        #expect(presentation.request(item: 2, availability: .available) == .present(2))
    }

    @Test("A flag binding's clear: no bounce while it lands", arguments: [true, false])
    func flag(presentationCompleted: Bool) {
        var presentation = BoundPresentation()
        #expect(presentation.request(presented: true, availability: .available) == .present)
        if presentationCompleted {
            #expect(presentation.presentationEnded(completed: true) == .none)
            #expect(presentation.dismissalEnded() == .clearBinding)
        } else {
            #expect(presentation.presentationEnded(completed: false) == .clearBinding)
        }
        #expect(presentation.isClearingBinding)
        #expect(presentation.request(presented: true, availability: .available) == .none)
        presentation.clearBindingEnded()
        #expect(presentation.request(presented: false, availability: .available) == .none)
        #expect(presentation.request(presented: true, availability: .available) == .present)
    }

    /// A flag's sheet presented, then gone on its own (the user's pull): the clear answered.
    static func flagSheetGoneOnItsOwn(sourceLocation: SourceLocation = #_sourceLocation) -> BoundPresentation {
        var presentation = BoundPresentation()
        _ = presentation.request(presented: true, availability: .available)
        _ = presentation.presentationEnded(completed: true)
        #expect(presentation.dismissalEnded() == .clearBinding, sourceLocation: sourceLocation)
        return presentation
    }

    /// The app turned the flag off and on again before the put-off clear ran, and an update
    /// read both: the `false` ends the clear, the `true` presents, and the anchor, no longer
    /// clearing, does not write `false` over it.
    @Test("A flag set off and on again keeps the app's wish")
    func flagOffAndOn() {
        var presentation = Self.flagSheetGoneOnItsOwn()
        #expect(presentation.request(presented: false, availability: .available) == .none)
        #expect(!presentation.isClearingBinding)
        #expect(presentation.request(presented: true, availability: .available) == .present)
    }

    /// Outside an update the clear is written at once; an app that sets the flag again before
    /// SwiftUI's next update gets its sheet again (the update never reads `false`).
    @Test("A clear written at once: the flag set again presents again")
    func immediateClearThenPresentAgain() {
        var presentation = Self.flagSheetGoneOnItsOwn()
        presentation.clearBindingEnded()
        #expect(presentation.request(presented: true, availability: .available) == .present)
    }

    /// SwiftUI calls `onDismiss` before the next item's sheet comes in, and `onDismiss` may
    /// write the binding: the anchor then cannot start the presentation the core asked for,
    /// reports it refused, and the binding is asked again.
    @Test("A next sheet that onDismiss took back: refused, asked again, nothing stuck")
    func nextSheetTakenBack() {
        var presentation = Self.presented()
        #expect(presentation.request(item: 2, availability: .available) == .dismiss)
        #expect(presentation.sheetDid(.didDismiss(cause: .app)) == .sheetGone(then: .present(2)))
        // onDismiss set the binding to nil: the anchor finds no item 2 to present.
        #expect(presentation.presentationChecked(accepted: false) == .retry(after: BoundPresentation.retryInterval))
        presentation.retryFired()
        #expect(presentation.request(item: nil, availability: .available) == .none)
        #expect(presentation.presentedItem == nil)
        #expect(presentation.request(item: 3, availability: .available) == .present(3))
    }

    /// The next sheet's presentation waits for SwiftUI's update to end; an update in between
    /// reads item 3, then the anchor finds item 3 where the core asked for item 2.
    @Test("A refused presentation while the binding moved on asks for the new item")
    func refusedWhileMovedOn() {
        var presentation = Self.presented()
        #expect(presentation.request(item: 2, availability: .available) == .dismiss)
        #expect(presentation.sheetDid(.didDismiss(cause: .app)) == .sheetGone(then: .present(2)))
        #expect(presentation.request(item: 3, availability: .available) == .none)
        #expect(presentation.presentationChecked(accepted: false) == .retry(after: BoundPresentation.retryInterval))
        presentation.retryFired()
        #expect(presentation.request(item: 3, availability: .available) == .present(3))
    }

    @Test("A detent the app chose in the same update wins over the sheet's put-off report")
    func appDetentWins() {
        var presentation = Self.presented()
        _ = presentation.detentBinding(.medium)
        // A configuration change moves the sheet: it reports large while the binding holds medium…
        #expect(presentation.sheetDid(.willChangeSelectedDetent(.large, cause: .app)) == .writeSelectedDetent(.large))
        // …and the same update set the binding to "peek", forwarded to the sheet after.
        #expect(presentation.detentBinding("peek") == "peek")
        #expect(!presentation.deferredDetentWriteApplies(.large, heldWhenDeferred: "peek", holdsNow: "peek"))
    }

    @Test("Of two put-off reports only the last lands")
    func lastReportLands() {
        var presentation = Self.presented()
        _ = presentation.detentBinding(.medium)
        #expect(presentation.sheetDid(.willChangeSelectedDetent(.large, cause: .user)) == .writeSelectedDetent(.large))
        #expect(presentation.sheetDid(.willChangeSelectedDetent("peek", cause: .user)) == .writeSelectedDetent("peek"))
        #expect(!presentation.deferredDetentWriteApplies(.large, heldWhenDeferred: .medium, holdsNow: .medium))
        #expect(presentation.deferredDetentWriteApplies("peek", heldWhenDeferred: .medium, holdsNow: .medium))
    }

    @Test("A report lands when nobody wrote the binding; not when the app did after it was put off", arguments: [
        (Detent.Identifier?.some(.medium), Detent.Identifier?.some(.medium), true),
        (.medium, .some(.large), false),     // the app wrote large: it is newer (the next update moves the sheet)
        (nil, nil, true),
        (nil, .some(.medium), false),
    ])
    func bindingChanged(held: Detent.Identifier?, now: Detent.Identifier?, applies: Bool) {
        var presentation = Self.presented()
        _ = presentation.sheetDid(.willChangeSelectedDetent("peek", cause: .user))
        #expect(presentation.deferredDetentWriteApplies("peek", heldWhenDeferred: held, holdsNow: now) == applies)
    }
}

/// The content's `sheetDismiss` clears the binding only while its own sheet is coming in or
/// on screen and the binding still holds its item (review: it cleared whatever the binding
/// held, so a late tap on a leaving sheet's Close button dropped the app's newer wish).
@Suite("The content's dismiss closes only its own sheet")
struct ContentDismissTests {
    @Test("Coming in and on screen: applies to its own item only")
    func ownSheet() {
        var presentation = BoundItemPresentation<Int>()
        _ = presentation.request(item: 1, availability: .available)
        #expect(presentation.contentDismissApplies(contentFor: 1, bindingHolds: 1))
        _ = presentation.presentationEnded(completed: true)
        #expect(presentation.contentDismissApplies(contentFor: 1, bindingHolds: 1))
        #expect(!presentation.contentDismissApplies(contentFor: 2, bindingHolds: 1))
        #expect(!presentation.contentDismissApplies(contentFor: 1, bindingHolds: nil))
    }

    @Test("The binding moved to another item while the sheet leaves: the old content's dismiss clears nothing")
    func newerItem() {
        var presentation = BoundItemPresentation<Int>()
        _ = presentation.request(item: 1, availability: .available)
        _ = presentation.presentationEnded(completed: true)
        #expect(presentation.request(item: 2, availability: .available) == .dismiss)
        #expect(!presentation.contentDismissApplies(contentFor: 1, bindingHolds: 2))
        #expect(presentation.sheetDid(.didDismiss(cause: .app)) == .sheetGone(then: .present(2)))
        #expect(!presentation.contentDismissApplies(contentFor: 1, bindingHolds: 2))
        #expect(presentation.contentDismissApplies(contentFor: 2, bindingHolds: 2))
    }

    @Test("A flag set off and on again while the sheet leaves: the old content's dismiss keeps the new wish")
    func flagOffAndOn() {
        var presentation = BoundItemPresentation<Bool>()
        _ = presentation.request(item: true, availability: .available)
        _ = presentation.presentationEnded(completed: true)
        #expect(presentation.request(item: nil, availability: .available) == .dismiss)
        #expect(presentation.request(item: true, availability: .available) == .none)
        #expect(!presentation.contentDismissApplies(contentFor: true, bindingHolds: true))
    }
}
