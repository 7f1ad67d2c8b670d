#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// An invisible view controller in the SwiftUI hierarchy, behind the modified view, that
/// presents and dismisses a presented style (the centred card, the circular reveal, the card
/// zoom) as the binding says. Being the modified view's `background`, its view has the
/// modified view's frame: the reveal grows from it and the zoom opens out of it.
@available(iOS 13.0, *)
struct SheetKitSourcePresenter<Content: View>: UIViewControllerRepresentable {
    @Binding var isPresented: Bool
    /// The style, for the view that stands for the modified view on screen.
    let style: @MainActor (UIView) -> SourcePresentationStyle
    /// The app's `prepare`, given the style's presentation controller.
    let prepare: ((UIPresentationController) -> Void)?
    let onDismiss: (() -> Void)?
    /// Set while the presentation hides its source (the zoom, while the detail stands for the
    /// card): the modified view is drawn by SwiftUI, not by the view UIKit hides.
    var sourceHidden: Binding<Bool>?
    let content: () -> Content

    func makeUIViewController(context: Context) -> SheetKitSourceAnchorViewController<Content> {
        SheetKitSourceAnchorViewController()
    }

    func updateUIViewController(_ anchor: SheetKitSourceAnchorViewController<Content>, context: Context) {
        anchor.update(with: self, environment: context.environment, transaction: context.transaction)
    }

    static func dismantleUIViewController(_ anchor: SheetKitSourceAnchorViewController<Content>, coordinator: ()) {
        anchor.dismissForGood()
    }
}

/// The view a presented style grows from: it fills the anchor's view, so its frame in the
/// window is the modified view's, and tells the anchor when the style hides it (SwiftUI never
/// touches it: only the style sets its `alpha`, to 0 while the card zoom hides its source).
@MainActor
final class SheetKitSourceStandInView: UIView {
    /// Called with whether the view is hidden (its alpha 0) when that changes.
    var onHiddenChange: ((Bool) -> Void)?

    override var alpha: CGFloat {
        didSet { if (alpha <= 0) != (oldValue <= 0) { onHiddenChange?(alpha <= 0) } }
    }
}

/// The UIKit side of ``SwiftUICore/View/sheetKitCard(isPresented:style:prepare:onDismiss:content:)``,
/// ``SwiftUICore/View/sheetKitReveal(isPresented:spring:prepare:onDismiss:content:)`` and
/// ``SwiftUICore/View/sheetKitZoom(isPresented:style:cornerRadius:prepare:onDismiss:content:)``:
/// a view controller with an empty view, placed behind the modified view, that presents the
/// style from itself. ``BoundItemPresentation`` (its item a flag) decides what to do on every
/// binding change, retry and end of a transition; this class only carries it out.
@available(iOS 13.0, *)
@MainActor
final class SheetKitSourceAnchorViewController<Content: View>: BindingAnchorViewController {
    private var presentation = BoundItemPresentation<Bool>()
    /// The latest description from SwiftUI.
    private var presenter: SheetKitSourcePresenter<Content>?
    /// The environment of the modified view.
    private var environment = EnvironmentValues()
    /// The presented content, while presented.
    private var hosting: UIHostingController<SheetContentHost<Content>>?
    /// What the style grows from and hides.
    private let standIn = SheetKitSourceStandInView()

    override func loadView() {
        super.loadView()
        standIn.frame = view.bounds
        standIn.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        standIn.onHiddenChange = { [weak self] hidden in self?.sourceHiddenChanged(hidden) }
        view.addSubview(standIn)
    }

    /// Takes SwiftUI's latest description and brings the presentation in line with it.
    /// - Parameters:
    ///   - presenter: The modifier's values.
    ///   - environment: The modified view's environment, passed on to the content.
    ///   - transaction: The update's transaction: one that disables animations presents or
    ///     dismisses without them.
    func update(with presenter: SheetKitSourcePresenter<Content>, environment: EnvironmentValues, transaction: Transaction) {
        self.presenter = presenter
        self.environment = environment
        animatesTransitions = !transaction.disablesAnimations
        isUpdating = true
        defer { isUpdating = false }
        hosting?.rootView = SheetContentHost(content: presenter.content(), environment: environment, dismiss: dismissAction,
                                             sizeReporter: hosting?.rootView.sizeReporter)
        hosting?.adoptColorScheme(of: environment)
        retry()
    }

    override func retry() {
        perform(presentation.request(item: presenter?.isPresented == true ? true : nil, availability: availability))
    }

    /// The modified view left the hierarchy: what it presents goes with it, and `onDismiss`
    /// still runs (the binding is not written: its view is gone).
    func dismissForGood() {
        let onDismiss = presenter?.onDismiss
        presenter = nil
        hosting?.dismissForGood(wasUp: presentation.hasSheet) { onDismiss?() }
    }

    private func perform(_ action: BoundItemPresentation<Bool>.Action) {
        switch action {
        case .none, .writeSelectedDetent, .reportMove: break
        // After SwiftUI's update: the presentation runs the app's `prepare`, which may write
        // state.
        case .present where isUpdating:
            DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.perform(action) } }
        // The binding may have turned off since the core asked (the previous `onDismiss`
        // wrote it): a presentation that cannot start is reported refused.
        case .present:
            guard let presenter, presenter.isPresented else { return perform(presentation.presentationChecked(accepted: false)) }
            startPresentation(presenter)
        case .dismiss:
            hosting?.presentingViewController?.dismiss(animated: animatesTransitions)
            checkDismissal(of: hosting) { [weak self, weak hosting] check in
                self.map { $0.perform($0.presentation.dismissalChecked(check, isCurrentSheet: hosting != nil && hosting === $0.hosting)) }
            }
        // After SwiftUI's update (the core waits for the binding to read false meanwhile).
        case .clearBinding where isUpdating:
            DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.perform(action) } }
        // Written only while the core still clears: an update that read the binding false
        // meanwhile ended it, and the app's later `true` stands.
        case .clearBinding:
            guard presentation.isClearingBinding else { return }
            presenter?.isPresented = false
            presentation.clearBindingEnded()
        case .retry(let delay):
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
                MainActor.assumeIsolated {
                    self?.presentation.retryFired()
                    self?.retry()
                }
            }
        case .sheetGone(let next):
            hosting = nil
            sheetGone(then: next, onDismiss: presenter?.onDismiss) { [weak self] in self?.perform($0) }
        }
    }

    private func startPresentation(_ presenter: SheetKitSourcePresenter<Content>) {
        // SwiftUI content that grows or shrinks makes a centred card measure it again (its
        // container's layout measures it; a presented controller's presentation controller).
        // The card moves by a transform that keeps its host's size: it always rests.
        let sizeReporter = HostedContentSizeReporter(sheetRests: { _ in true }, contentChanged: { host in
            guard host.presentingViewController != nil else { return }
            host.presentationController?.containerView?.setNeedsLayout()
        })
        let hosting = UIHostingController(rootView: SheetContentHost(content: presenter.content(), environment: environment,
                                                                   dismiss: dismissAction, sizeReporter: sizeReporter))
        sizeReporter.host = hosting
        hosting.adoptColorScheme(of: environment)
        self.hosting = hosting
        presentFrom(hosting, style: presenter.style(standIn), animated: animatesTransitions, prepare: { [weak self] controller in
            // SheetKit's own observer: the app's `onUserDismissal` and delegate stay its own.
            (controller as? SourcePresentationControlling)?.bridgeTransitionDidEnd = { [weak hosting] presenting, completed in
                self?.transitionDidEnd(presenting: presenting, completed: completed, from: hosting)
            }
            presenter.prepare?(controller)
        })
        // A `present` that UIKit refuses mid-transition never calls back: checked next turn.
        DispatchQueue.main.async { [weak self, weak hosting] in
            MainActor.assumeIsolated { self?.checkPresentation(accepted: hosting?.presentingViewController != nil) }
        }
    }

    private func checkPresentation(accepted: Bool) {
        perform(presentation.presentationChecked(accepted: accepted))
    }

    /// The content's ``SheetDismissAction``: clears the binding, as the app would, while that
    /// still closes this content's presentation: it is not going out, and the binding is
    /// still `true` (``BoundItemPresentation/contentDismissApplies(contentFor:bindingHolds:)``).
    /// Made once, so views that read it are not rendered again on every presenter update.
    private lazy var dismissAction: SheetDismissAction = {
        SheetDismissAction { [weak self] in
            guard let self, presentation.contentDismissApplies(contentFor: true, bindingHolds: presenter?.isPresented == true ? true : nil)
            else { return }
            presenter?.isPresented = false
        }
    }()

    /// The end of a transition of the presentation showing `reporter`, as the core takes it
    /// (``BoundItemPresentation/report(completesPresentation:fromCurrentSheet:)``): a
    /// presentation UIKit took late (after the check took it for refused, while a later one
    /// was asked for) is the one on screen: the dismissal goes to `reporter`, and it takes the
    /// latest content; the end of another presentation the anchor no longer has is stale.
    private func transitionDidEnd(presenting: Bool, completed: Bool,
                                  from reporter: UIHostingController<SheetContentHost<Content>>?) {
        let report = BoundItemPresentation<Bool>.report(completesPresentation: presenting && completed,
                                                       fromCurrentSheet: reporter != nil && reporter === hosting)
        guard report != .stale else { return }
        if report == .takesOver { hosting = reporter }
        perform(presentation.transitionDidEnd(presenting: presenting, completed: completed))
        if report == .takesOver, let presenter {
            hosting?.rootView = SheetContentHost(content: presenter.content(), environment: environment, dismiss: dismissAction,
                                             sizeReporter: hosting?.rootView.sizeReporter)
        hosting?.adoptColorScheme(of: environment)
        }
    }

    /// The style hid or showed the stand-in: the modified view follows at once, unanimated (an
    /// implicit animation would fade the card in under the closing detail).
    private func sourceHiddenChanged(_ hidden: Bool) {
        // Not inside SwiftUI's update (a presentation started from it may hide the stand-in
        // at once): the state waits for the next turn.
        if isUpdating {
            return DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.sourceHiddenChanged(hidden) } }
        }
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) { presenter?.sourceHidden?.wrappedValue = hidden }
    }
}
#endif
