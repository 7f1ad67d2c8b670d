#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The UIKit side of ``SwiftUICore/View/sheetKitPanel(isVisible:configuration:selectedDetent:prepare:onMove:content:)``:
/// a view controller that shows the modified view (in a hosting controller) with a
/// ``SheetPanelController`` over it. ``BoundItemPresentation`` (its item a flag: shown or not)
/// decides what to do on every binding change and every notification of the panel; this class
/// only carries it out.
@available(iOS 13.0, *)
@MainActor
final class SheetKitPanelHostController<Main: View, PanelContent: View>: UIViewController, SheetPanelProxyTarget {
    private var presentation = BoundItemPresentation<Bool>()
    /// The configuration as last handed to the panel.
    private var handedConfiguration = BoundConfiguration()
    /// The latest description from SwiftUI (bindings, configuration, content).
    private var host: SheetKitPanelHost<Main, PanelContent>
    /// The environment of the modified view.
    private var environment: EnvironmentValues
    /// The modified view.
    private let mainHosting: UIHostingController<SheetPanelContentHost<Main>>
    /// The panel's content.
    private let panelHosting: UIHostingController<SheetPanelContentHost<PanelContent>>
    /// The panel.
    let panel: SheetPanelController
    /// Whether SwiftUI's update is under way: what would write a binding or call the app waits
    /// for it to end (SwiftUI forbids modifying state during a view update).
    private var isUpdating = false
    /// Whether the modified view left the hierarchy: a deferred write then does nothing.
    private var isTornDown = false
    /// The proxy both hosted views get: one value for the controller's life, so an update
    /// hands the same proxy again and its readers see no change.
    private lazy var proxy = SheetPanelProxy(self)
    /// Which of the proxy's show and hide completions wait, and when they run.
    private var visibilityCompletions = PanelVisibilityCompletions()
    /// The proxy's waiting completions, by token.
    private var proxyCompletions: [Int: (Bool) -> Void] = [:]
    /// The next completion's token.
    private var nextCompletionToken = 0

    init(host: SheetKitPanelHost<Main, PanelContent>, environment: EnvironmentValues) {
        self.host = host
        self.environment = environment
        mainHosting = UIHostingController(rootView: SheetPanelContentHost(content: host.main, environment: environment,
                                                                          proxy: SheetPanelProxy(nil)))
        // SwiftUI content that grows or shrinks makes a fits-content panel measure it again.
        let sizeReporter = HostedContentSizeReporter(sheetRests: { host in
            host.sheetPanelController.map { HostedContentSize.sheetRests(in: $0.phase) } ?? false
        }, contentChanged: { host in host.sheetPanelController?.driver.contentLayoutChanged() })
        panelHosting = UIHostingController(rootView: SheetPanelContentHost(content: host.content(SheetPanelProxy(nil)),
                                                                           environment: environment, proxy: SheetPanelProxy(nil),
                                                                           sizeReporter: sizeReporter))
        sizeReporter.host = panelHosting
        // Clear, so that the panel's surface (Liquid Glass at partial detents) shows through.
        panelHosting.view.backgroundColor = .clear
        panel = SheetPanelController(contentViewController: panelHosting, configuration: host.configuration)
        handedConfiguration.presented(with: host.configuration)
        super.init(nibName: nil, bundle: nil)
        refreshContent()
        // SheetKit's own observer: a `prepare` that sets the delegate or the app's closure
        // does not disconnect it.
        panel.bridgeObserver = { [weak self] in self?.panelDid($0) }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = UIView()
        addChild(mainHosting)
        mainHosting.view.frame = view.bounds
        mainHosting.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(mainHosting.view)
        mainHosting.didMove(toParent: self)
    }

    /// Whether the panel can show now: its container has a window and a size.
    private var availability: BoundPresentation.Availability {
        viewIfLoaded?.window == nil || view.bounds.isEmpty ? .notInWindow : .available
    }

    /// Takes SwiftUI's latest description and brings the panel in line with it.
    /// - Parameters:
    ///   - host: The modifier's values.
    ///   - environment: The modified view's environment, passed on to both hosted views.
    ///   - transaction: The update's transaction: a visibility, detent or configuration change
    ///     moves on the panel's spring unless it disables animations.
    func update(with host: SheetKitPanelHost<Main, PanelContent>, environment: EnvironmentValues, transaction: Transaction) {
        self.host = host
        self.environment = environment
        isUpdating = true
        // The panel's notifications to the app wait for the update to end.
        panel.driver.holdAppNotifications()
        defer {
            isUpdating = false
            panel.driver.endAppNotificationHold()
        }
        refreshContent()
        // Only a changed configuration: what `prepare` or the app set on the panel since stays.
        if let changed = handedConfiguration.update(host.configuration) {
            panel.apply(presentation.configurationChanged(changed), transaction: transaction)
        }
        request(animated: !transaction.disablesAnimations)
        // A detent the panel does not take is written back with the one it keeps.
        if let asked = presentation.detentBinding(host.selectedDetent) {
            panel.select(asked, transaction: transaction)
            perform(presentation.detentSelected(asked, sheetSelects: panel.selectedDetentIdentifier), animated: true)
        }
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        // A panel asked for before this view had a window shows as part of the screen.
        request(animated: false)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The same when the view first gets its size after it appeared (a representable's view
        // controller is not always told it appears); once shown, this asks for nothing.
        request(animated: false)
    }

    /// The hosted views with the latest content, environment and proxy.
    private func refreshContent() {
        mainHosting.rootView = SheetPanelContentHost(content: host.main, environment: environment, proxy: proxy)
        panelHosting.rootView = SheetPanelContentHost(content: host.content(proxy), environment: environment, proxy: proxy,
                                                      sizeReporter: panelHosting.rootView.sizeReporter)
        // Both hosted views and the panel (a child of this controller), its surface included.
        adoptColorScheme(of: environment)
    }

    /// Asks for what the visibility binding wants.
    private func request(animated: Bool) {
        runProxyCompletions(visibilityCompletions.bindingReads(visible: host.isVisible))
        perform(presentation.request(item: host.isVisible ? true : nil, availability: availability), animated: animated)
    }

    /// The modified view left the hierarchy: the panel stops, without writing the bindings of
    /// a view that is gone.
    func tearDown() {
        isTornDown = true
        // Dismantled during SwiftUI's update: the app's closures run after it.
        let waiting = visibilityCompletions.tearDown().compactMap { proxyCompletions.removeValue(forKey: $0.token) }
        if !waiting.isEmpty {
            nonisolated(unsafe) let run = { waiting.forEach { $0(false) } }
            DispatchQueue.main.async { run() }
        }
        panel.bridgeObserver = nil
        guard panel.parent != nil else { return }
        // The panel's notifications (its didDismiss) reach the app after the update too.
        panel.driver.holdAppNotifications()
        panel.removePanelFromParent(animated: false)
        panel.driver.endAppNotificationHold()
    }

    /// A detent write put off past SwiftUI's update: written only if it still applies
    /// (``BoundItemPresentation/deferredDetentWriteApplies(_:heldWhenDeferred:holdsNow:)``).
    private func writeSelectedDetent(_ identifier: Detent.Identifier, heldWhenDeferred held: Detent.Identifier?) {
        guard !isTornDown,
              presentation.deferredDetentWriteApplies(identifier, heldWhenDeferred: held, holdsNow: host.selectedDetent) else { return }
        host.selectedDetent = identifier
    }

    private func perform(_ action: BoundItemPresentation<Bool>.Action, animated: Bool) {
        guard !isTornDown else { return }
        switch action {
        case .none: break
        // Bindings and the app's closures wait for SwiftUI's update to end; a detent write
        // then lands only if the core says it still applies.
        case .writeSelectedDetent(let identifier) where isUpdating:
            let held = host.selectedDetent
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.writeSelectedDetent(identifier, heldWhenDeferred: held) }
            }
        // The showing too: the first runs the app's `prepare`, which may write state.
        case .reportMove where isUpdating, .clearBinding where isUpdating, .present where isUpdating:
            DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.perform(action, animated: animated) } }
        case .present:
            // The binding may have turned off since the core asked (a later update read
            // `false` before this put-off showing ran): a showing that cannot start is
            // reported refused, as the sheet anchors do, instead of flashing the panel in and
            // out (review of 2026-11-28).
            guard host.isVisible else { return perform(presentation.presentationChecked(accepted: false), animated: animated) }
            let start = presentation.presentationStarts(selectedDetent: host.selectedDetent, in: host.configuration)
            // Added to this controller on its first showing, with the configuration and then
            // `prepare` (whose writes stay until the modifier's configuration changes); shown
            // again afterwards, keeping what was set since. Every showing starts at the detent
            // the binding holds, else at the panel's own initial detent, the one `prepare`
            // chose included (`showingInitialDetent`). The binding's detent is also selected
            // on the hidden panel: it replaces a detent `prepare` or the panel controller
            // selected meanwhile, which the panel would otherwise show at while the binding
            // said another.
            if panel.parent == nil {
                handedConfiguration.presented(with: host.configuration)
                panel.configuration = host.configuration
                host.prepare?(panel)
                panel.configuration.initialDetentIdentifier = presentation.panelPrepared(initialDetent: panel.configuration.initialDetentIdentifier)
                start.map { panel.selectedDetentIdentifier = $0 }
                panel.addPanel(toParent: self, animated: animated)
            } else {
                panel.configuration.initialDetentIdentifier = presentation.showingInitialDetent
                start.map { panel.selectedDetentIdentifier = $0 }
                panel.show(animated: animated)
            }
            // A detent the panel did not take (not one of its detents) is written back with
            // the one it shows at.
            perform(presentation.presentationStarted(asked: host.selectedDetent, sheetSelects: panel.selectedDetentIdentifier), animated: animated)
        case .dismiss: panel.hide(animated: animated)
        // Written only while the core still clears: an update that read the binding false
        // meanwhile ended it, and the app's later `true` stands.
        case .clearBinding:
            guard presentation.isClearingBinding else { return }
            host.isVisible = false
            presentation.clearBindingEnded()
        case .retry(let delay):
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
                MainActor.assumeIsolated {
                    self?.presentation.retryFired()
                    self?.request(animated: true)
                }
            }
        case .writeSelectedDetent(let identifier): host.selectedDetent = identifier
        case .reportMove(let extent, let progress): host.onMove?(CGFloat(extent), CGFloat(progress))
        // A hidden panel keeps its content, ready to show again.
        case .sheetGone(let next): perform(next, animated: true)
        }
    }

    /// What the panel reports, whoever caused it; the proxy's completions for where it came
    /// to rest run after the binding's own step.
    private func panelDid(_ notification: SheetNotification) {
        perform(presentation.sheetDid(notification), animated: true)
        switch notification {
        case .didPresent: runProxyCompletions(visibilityCompletions.panelRests(visible: true))
        case .didDismiss, .didCancelPresentation: runProxyCompletions(visibilityCompletions.panelRests(visible: false))
        // A user's hide pulled back: shown again, as a show asked for meanwhile wanted.
        case .didCancelDismissal: runProxyCompletions(visibilityCompletions.panelRests(visible: true))
        default: break
        }
    }

    /// Runs the proxy's completions `done`, once each (after SwiftUI's update when one is
    /// under way: the app's closures may write state).
    private func runProxyCompletions(_ done: [(token: Int, finished: Bool)]) {
        guard !done.isEmpty else { return }
        let completions = done.compactMap { request in proxyCompletions.removeValue(forKey: request.token).map { ($0, request.finished) } }
        nonisolated(unsafe) let run = { for (completion, finished) in completions { completion(finished) } }
        if isUpdating {
            DispatchQueue.main.async { run() }
        } else {
            run()
        }
    }

    // MARK: SheetPanelProxyTarget

    var panelController: SheetPanelController? { panel }

    func moveToDetent(_ identifier: Detent.Identifier, animated: Bool, completion: ((Bool) -> Void)?) {
        perform(presentation.detentMovedWhileAway(identifier), animated: animated)
        guard let completion else { return panel.moveToDetent(identifier, animated: animated) }
        panel.moveToDetent(identifier, animated: animated) { [weak self] finished in
            // A detent binding's change, a hide or the teardown ends the move during SwiftUI's
            // update (or its dismantling): the app's closure waits for it to end.
            guard let self, !isUpdating, !isTornDown else {
                nonisolated(unsafe) let run = { completion(finished) }
                return DispatchQueue.main.async { run() }
            }
            completion(finished)
        }
    }

    func setVisible(_ visible: Bool, animated: Bool, completion: ((Bool) -> Void)?) {
        var transaction = Transaction()
        transaction.disablesAnimations = !animated
        withTransaction(transaction) { host.isVisible = visible }
        guard let completion else { return }
        guard !isTornDown else { return completion(false) }
        let token = nextCompletionToken
        nextCompletionToken += 1
        proxyCompletions[token] = completion
        runProxyCompletions(visibilityCompletions.request(token, visible: visible, panel: panel.visibility))
    }
}
#endif
