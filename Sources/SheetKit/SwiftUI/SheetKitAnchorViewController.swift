#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The sheet's SwiftUI content with the environment of the view that presents it: a hosting
/// controller presented from UIKit starts from an empty environment, so without this the
/// content would lose environment objects (a fatal error when read), tint, color scheme and
/// the app's own values. SwiftUI's read-only `dismiss` comes along and acts on the presenter;
/// ``SheetDismissAction`` closes the sheet.
@available(iOS 13.0, *)
struct SheetContentHost<Content: View>: View {
    let content: Content
    let environment: EnvironmentValues
    let dismiss: SheetDismissAction
    /// Where the content's own size changes go (a fits-content sheet, a centred card).
    let sizeReporter: HostedContentSizeReporter?

    var body: some View {
        // One writer: SwiftUI applies the writer nearest the view last, so a `sheetDismiss`
        // written outside a whole-environment write was replaced by the presenter's (its
        // default, which does nothing, or an outer sheet's).
        var hosted = environment
        hosted.sheetDismiss = dismiss
        // The presenter's edit mode is its screen's: a list in the sheet followed the
        // presenter's `EditButton`, and the sheet's toggled the presenter's lists (review of
        // 2026-11-28).
        hosted.editMode = nil
        return content.environment(\.self, hosted).reportingSize(to: sizeReporter)
    }
}

@available(iOS 13.0, *)
extension UIViewController {
    /// Gives this view controller's UIKit side the colour scheme its hosted SwiftUI content
    /// gets from the presenter's environment: its views' dynamic colours (a hosting
    /// controller's `systemBackground`, a centred card's face) and UIKit views inside the
    /// content (a navigation bar). A presentation takes its traits from the window's view
    /// controllers, not from the SwiftUI view that presents it, so a presenter under
    /// `.environment(\.colorScheme, .dark)` otherwise showed light text on a light card. A
    /// sheet's surface is not this view controller's: see
    /// `SheetPresentationController.surfaceFollowsContentColorScheme()`. A translation,
    /// written on every update, so that a change of the presenter's scheme follows.
    /// - Parameter environment: The presenter's environment.
    func adoptColorScheme(of environment: EnvironmentValues) {
        overrideUserInterfaceStyle = environment.colorScheme == .dark ? .dark : .light
    }
}

/// The UIKit side of ``SwiftUI/View/sheetKit(item:configuration:selectedDetent:prepare:onDismiss:onMove:content:)``
/// (and of the `isPresented` form, whose item is a flag): a view controller with an empty
/// view, placed behind the modified view, that presents the sheet from itself.
/// ``BoundItemPresentation`` decides what to do on every binding change, notification and
/// retry; this class only carries it out.
@available(iOS 13.0, *)
@MainActor
final class SheetKitAnchorViewController<Item: Identifiable, Content: View>: BindingAnchorViewController where Item.ID: Sendable {
    private var presentation = BoundItemPresentation<Item.ID>()
    /// The modifier's configuration as last handed to the sheet.
    private var configuration = BoundConfiguration()
    /// The latest description from SwiftUI (bindings, configuration, content).
    private var presenter: SheetKitPresenter<Item, Content>?
    /// The environment of the modified view.
    private var environment = EnvironmentValues()
    /// The sheet's content, while presented.
    private var hosting: UIHostingController<SheetContentHost<Content>>?
    /// The item on screen: its latest value while the binding holds it.
    private var shownItem: Item?
    /// The latest item's ``SheetDismissAction`` (`dismissAction(for:)`).
    private var dismissActionCache: (id: Item.ID, action: SheetDismissAction)?

    /// Takes SwiftUI's latest description and brings the sheet in line with it.
    /// - Parameters:
    ///   - presenter: The modifier's values.
    ///   - environment: The modified view's environment, passed on to the content.
    ///   - transaction: The update's transaction: a detent or configuration change from the
    ///     binding moves with its animation, and one that disables animations presents or
    ///     dismisses without them.
    func update(with presenter: SheetKitPresenter<Item, Content>, environment: EnvironmentValues, transaction: Transaction) {
        self.presenter = presenter
        self.environment = environment
        animatesTransitions = !transaction.disablesAnimations
        isUpdating = true
        // The sheet's notifications to the app wait for the update to end.
        let driver = hosting?.sheetController?.driver
        driver?.holdAppNotifications()
        defer {
            isUpdating = false
            driver?.endAppNotificationHold()
        }
        syncContent(with: presenter)
        if let sheet = hosting?.sheetController, let changed = configuration.update(presenter.configuration) {
            sheet.apply(changed, transaction: transaction)
        }
        // Only to a sheet that exists: before one is presented, the binding's value waits in
        // the core for the presentation to start at it. A detent the sheet does not take is
        // written back with the one it keeps.
        if let sheet = hosting?.sheetController, let asked = presentation.detentBinding(presenter.selectedDetent) {
            sheet.select(asked, transaction: transaction)
            perform(presentation.detentSelected(asked, sheetSelects: sheet.selectedDetentIdentifier))
        }
        retry()
    }

    /// The content shows the item on screen, with its latest value while the binding holds it.
    private func syncContent(with presenter: SheetKitPresenter<Item, Content>) {
        shownItem = presenter.item.flatMap { presentation.shows($0.id) ? $0 : nil } ?? shownItem
        shownItem.map {
            hosting?.rootView = SheetContentHost(content: presenter.content($0), environment: environment, dismiss: dismissAction(for: $0.id),
                                                 sizeReporter: hosting?.rootView.sizeReporter)
        }
        hosting?.adoptColorScheme(of: environment)
        hosting?.sheetController?.surfaceFollowsContentColorScheme()
    }

    /// Asks again for what the binding wants.
    override func retry() {
        perform(presentation.request(item: presenter?.item?.id, availability: availability))
    }

    /// The modified view left the hierarchy (a navigation pop, a removed branch): its sheet
    /// goes with it, and `onDismiss` still runs once it is gone, as on every other path (the
    /// bindings are not written: their view is gone), also when UIKit took it away already
    /// (an outer sheet closed, taking this one with it) while the core still had it up.
    func dismissSheetForGood() {
        let onDismiss = presenter?.onDismiss
        presenter = nil
        // Dismantled during SwiftUI's update: a dismissal UIKit runs at once tells the app after it.
        let driver = hosting?.sheetController?.driver
        driver?.holdAppNotifications()
        hosting?.dismissForGood(wasUp: presentation.hasSheet) { onDismiss?() }
        driver?.endAppNotificationHold()
    }

    /// A detent write put off past SwiftUI's update: written only if it still applies
    /// (``BoundItemPresentation/deferredDetentWriteApplies(_:heldWhenDeferred:holdsNow:)``).
    private func writeSelectedDetent(_ identifier: Detent.Identifier, heldWhenDeferred held: Detent.Identifier?) {
        guard presentation.deferredDetentWriteApplies(identifier, heldWhenDeferred: held, holdsNow: presenter?.selectedDetent) else {
            return
        }
        presenter?.selectedDetent = identifier
    }

    /// Writes the clear the core asked for (at once, or on the next turn after SwiftUI's
    /// update) while it still applies (``BoundItemPresentation/clearApplies(bindingHolds:)``);
    /// an item the app set since stays, and is asked for after the gone sheet's `onDismiss`
    /// (SwiftUI's order: the app's closure runs before the next sheet comes in). That closure
    /// is queued on the main queue right after this clear when the clear runs at once
    /// (``sheetGone(then:onDismiss:perform:)``), or was queued before it when the clear was
    /// put off past an update: the retry goes to the back of the queue twice, behind it either
    /// way (review: the next item was presented before the previous sheet's `onDismiss`).
    private func clearBindingIfItApplies() {
        guard presentation.isClearingBinding else { return }
        guard presentation.clearApplies(bindingHolds: presenter?.item?.id) else {
            presentation.clearBindingEnded()
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    guard self != nil else { return }
                    DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.retry() } }
                }
            }
            return
        }
        presenter?.item = nil
        presentation.clearBindingEnded()
    }

    private func perform(_ action: BoundItemPresentation<Item.ID>.Action) {
        switch action {
        case .none: break
        // Bindings and the app's closures wait for SwiftUI's update to end; a binding write
        // then lands only if the core says it still applies.
        case .writeSelectedDetent(let identifier) where isUpdating:
            let held = presenter?.selectedDetent
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.writeSelectedDetent(identifier, heldWhenDeferred: held) }
            }
        case .clearBinding where isUpdating:
            DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.clearBindingIfItApplies() } }
        // The presentation too: it runs the app's `prepare`, which may write state.
        case .reportMove where isUpdating, .present where isUpdating:
            DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.perform(action) } }
        case .present(let id):
            // The binding may have moved on since the core asked (the previous sheet's
            // `onDismiss` wrote it): a presentation that cannot start is reported refused, and
            // the binding is asked again shortly.
            guard let presenter, let item = presenter.item, item.id == id else {
                return perform(presentation.presentationChecked(accepted: false))
            }
            startPresentation(presenter, item: item)
        // From the presenter: on the sheet itself, `dismiss` would only dismiss what the sheet
        // presents (an alert, a nested sheet) when it presents something.
        case .dismiss:
            hosting?.presentingViewController?.dismiss(animated: animatesTransitions)
            checkDismissal(of: hosting) { [weak self, weak hosting] check in
                self.map { $0.perform($0.presentation.dismissalChecked(check, isCurrentSheet: hosting != nil && hosting === $0.hosting)) }
            }
        case .clearBinding: clearBindingIfItApplies()
        case .retry(let delay):
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
                MainActor.assumeIsolated {
                    self?.presentation.retryFired()
                    self?.retry()
                }
            }
        case .writeSelectedDetent(let identifier): presenter?.selectedDetent = identifier
        case .reportMove(let extent, let progress): presenter?.onMove?(CGFloat(extent), CGFloat(progress))
        case .sheetGone(let next):
            hosting = nil
            shownItem = nil
            sheetGone(then: next, onDismiss: presenter?.onDismiss) { [weak self] in self?.perform($0) }
        }
    }

    private func startPresentation(_ presenter: SheetKitPresenter<Item, Content>, item: Item) {
        // SwiftUI content that grows or shrinks makes a fits-content sheet measure it again.
        let sizeReporter = HostedContentSizeReporter(sheetRests: { host in
            host.sheetController.map { HostedContentSize.sheetRests(in: $0.phase) } ?? false
        }, contentChanged: { host in host.sheetController?.driver.contentLayoutChanged() })
        let hosting = UIHostingController(rootView: SheetContentHost(content: presenter.content(item), environment: environment,
                                                                   dismiss: dismissAction(for: item.id), sizeReporter: sizeReporter))
        sizeReporter.host = hosting
        // Clear, so that the sheet's surface (its background color, Liquid Glass at partial
        // detents) shows through, as for UIKit content.
        hosting.view.backgroundColor = .clear
        hosting.adoptColorScheme(of: environment)
        self.hosting = hosting
        shownItem = item
        configuration.presented(with: presenter.configuration)
        presentSheet(hosting, configuration: presenter.configuration, animated: animatesTransitions, prepare: { [weak self] controller in
            // SheetKit's own observer: a `prepare` that sets the delegate or the app's closure
            // does not disconnect it.
            controller.bridgeObserver = { [weak hosting] in self?.sheetDid($0, from: hosting) }
            controller.selectedDetentIdentifier = self?.presentation.presentationStarts(selectedDetent: presenter.selectedDetent,
                                                                                        in: presenter.configuration)
            controller.surfaceFollowsContentColorScheme()
            presenter.prepare?(controller)
            // A detent the sheet did not take (not one of its detents, refused by its
            // delegate) is written back with the one it starts at.
            guard let self else { return }
            perform(presentation.presentationStarted(asked: presenter.selectedDetent, sheetSelects: controller.selectedDetentIdentifier))
        })
        // A `present` that UIKit refuses mid-transition never calls back: checked next turn.
        DispatchQueue.main.async { [weak self, weak hosting] in
            MainActor.assumeIsolated { self?.checkPresentation(accepted: hosting?.presentingViewController != nil) }
        }
    }

    /// The ``SheetDismissAction`` of the content made for the item `id`: clears the binding,
    /// as the app would, while that still closes this content's sheet
    /// (``BoundItemPresentation/contentDismissApplies(contentFor:bindingHolds:)``). The same
    /// action for the same item on every update, so views that read it are not rendered again
    /// each time the presenter updates (every frame while `onMove` writes its state).
    private func dismissAction(for id: Item.ID) -> SheetDismissAction {
        if let cached = dismissActionCache, cached.id == id { return cached.action }
        let action = SheetDismissAction { [weak self] in
            guard let self, presentation.contentDismissApplies(contentFor: id, bindingHolds: presenter?.item?.id) else { return }
            presenter?.item = nil
        }
        dismissActionCache = (id, action)
        return action
    }

    /// Whether UIKit took the presentation, checked on the next turn. A refused one's content
    /// stays the anchor's until a presentation asked for again makes its own; should UIKit
    /// take it late after all, its `didPresent` makes it the anchor's again (``sheetDid(_:from:)``).
    private func checkPresentation(accepted: Bool) {
        perform(presentation.presentationChecked(accepted: accepted))
    }

    /// What the sheet showing `reporter` reports, whoever caused it, as the core takes it
    /// (``BoundItemPresentation/report(completesPresentation:fromCurrentSheet:)``): from the
    /// sheet the anchor has, it applies; a presentation UIKit took late (after the check took
    /// it for refused, while a later one was asked for) is the one on screen: the dismissal
    /// goes to it, and it takes the latest content and configuration, which went to the other
    /// meanwhile; any other report from another sheet is stale.
    private func sheetDid(_ notification: SheetNotification, from reporter: UIHostingController<SheetContentHost<Content>>?) {
        let report = BoundItemPresentation<Item.ID>.report(completesPresentation: notification == .didPresent,
                                                          fromCurrentSheet: reporter != nil && reporter === hosting)
        switch report {
        case .stale: return
        case .applies: return perform(presentation.sheetDid(notification))
        case .takesOver: hosting = reporter
        }
        perform(presentation.sheetDid(notification))
        guard let reporter, let presenter else { return }
        syncContent(with: presenter)
        configuration.presented(with: presenter.configuration)
        reporter.sheetController?.apply(presenter.configuration, transaction: Transaction())
    }
}

/// What the SwiftUI anchors that present from themselves share (the sheet's and the presented
/// styles'): an empty view behind the modified view, when UIKit can present from it, the
/// moments it asks its binding again, and whether SwiftUI's update is under way.
@MainActor
class BindingAnchorViewController: UIViewController {
    /// Whether SwiftUI's update is under way: what would write a binding or state, or call the
    /// app, waits for it to end (SwiftUI forbids modifying state during a view update, and
    /// applying a configuration or a detent runs the sheet at once).
    var isUpdating = false
    /// Whether the latest update's transaction animates: a binding changed inside
    /// `withTransaction` with `disablesAnimations` presents or dismisses without animation, as
    /// SwiftUI's own `.sheet` does (a deep link, state restoration).
    var animatesTransitions = true

    override func loadView() {
        view = UIView()
        view.isUserInteractionEnabled = false
        view.isAccessibilityElement = false
    }

    /// Whether UIKit can present from here now: not while something is presented from here or
    /// a transition (a navigation push bringing this screen in) runs.
    var availability: BoundPresentation.Availability {
        viewIfLoaded?.window == nil ? .notInWindow
            : (presentedViewController == nil && transitionCoordinator == nil ? .available : .busy)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // A presentation asked for before this view reached a window starts now.
        retry()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The same when the view first gets a window without being told it appears (a
        // representable's view controller is not always told); once presented, or while a
        // retry is pending, this asks for nothing.
        retry()
    }

    /// Asks the binding again and carries out the answer; each anchor says how.
    func retry() {}

    /// Reports, ``BoundPresentation/dismissalCheckDelay`` after a `dismiss` of `presented`,
    /// what became of it (``BoundPresentation/DismissalCheck``): gone (no longer
    /// presented, or released), under way (`isBeingDismissed`, or a SheetKit sheet on its way
    /// out), or refused. UIKit refuses a `dismiss` while a transition runs (an alert the sheet
    /// presents still coming in or going out) and then never calls back. A transition
    /// coordinator proves nothing: the sheet has one while it presents that alert
    /// (UIViewControllerTransitionCoordinator.h, `transitionCoordinator`).
    /// - Parameters:
    ///   - presented: The view controller dismissed (held weakly until the check).
    ///   - report: Called with the answer (capture the anchor weakly).
    func checkDismissal(of presented: UIViewController?, report: @escaping (BoundPresentation.DismissalCheck) -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + BoundPresentation.dismissalCheckDelay) { [weak presented] in
            MainActor.assumeIsolated {
                guard let presented, presented.presentingViewController != nil else { return report(.gone) }
                let leaving = presented.isBeingDismissed || presented.sheetController?.lifecycle.isLeaving == true
                report(leaving ? .underWay : .refused)
            }
        }
    }

    /// The sheet is gone: carries out `next` and calls the app's `onDismiss` in SwiftUI's
    /// order: the binding cleared, then `onDismiss`; `onDismiss`, then the next sheet (whose
    /// presentation reads the binding again: `onDismiss` may have changed it). The app's
    /// closure, and what follows it, wait for the next turn of the main queue: SwiftUI's
    /// update may be under way, and the gone sheet's `dismissalTransitionDidEnd(_:)` (where
    /// this is called from) runs before UIKit stops counting it as presented, so a next sheet
    /// presented from there would be refused and wait for a retry.
    /// - Parameters:
    ///   - next: What the core asks for after the sheet went away.
    ///   - onDismiss: The app's closure.
    ///   - perform: Carries out an action (capture the anchor weakly: it may run on the next turn).
    func sheetGone<ID>(then next: BoundItemPresentation<ID>.Action, onDismiss: (() -> Void)?,
                       perform: @escaping (BoundItemPresentation<ID>.Action) -> Void) {
        let clearsFirst = next == .clearBinding
        if clearsFirst { perform(next) }
        nonisolated(unsafe) let rest = {
            onDismiss?()
            if !clearsFirst { perform(next) }
        }
        DispatchQueue.main.async { MainActor.assumeIsolated { rest() } }
    }
}

extension UIViewController {
    /// Dismisses this view controller, when it is presented, without animation, then calls
    /// `completion`: what a SwiftUI anchor does when its view leaves the hierarchy. UIKit
    /// starts no dismissal while a transition runs (the presentation still coming in, the
    /// user's pull under way), so a running transition is let end first, and the dismissal is
    /// asked for on the next turn of the main queue (from inside the transition's completion
    /// UIKit may still count it as running). A view controller that is gone by then (the
    /// running transition was its own dismissal) calls `completion`: it was presented, and
    /// it is gone. One that is not presented calls it only when `wasUp` (the core had it on
    /// screen, and UIKit took it away with what presented it). `completion` runs on a later
    /// turn of the main queue, never inside the SwiftUI update that dismantled the anchor.
    /// - Parameters:
    ///   - wasUp: Whether the core had the sheet up (``BoundItemPresentation/hasSheet``).
    ///   - completion: The app's `onDismiss`.
    func dismissForGood(wasUp: Bool, completion: @escaping () -> Void) {
        nonisolated(unsafe) let later = { DispatchQueue.main.async { completion() } }
        guard presentingViewController != nil else {
            if wasUp { later() }
            return
        }
        dismissWhenIdle(completion: later)
    }

    private func dismissWhenIdle(completion: @escaping () -> Void) {
        guard let presenting = presentingViewController else { return completion() }
        guard let coordinator = transitionCoordinator else {
            return presenting.dismiss(animated: false, completion: completion)
        }
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    if let self { self.dismissWhenIdle(completion: completion) } else { completion() }
                }
            }
        }
    }
}
#endif
