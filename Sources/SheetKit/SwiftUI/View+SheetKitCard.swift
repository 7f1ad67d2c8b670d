#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

@available(iOS 13.0, *)
extension View {
    /// Presents `content` as a centred card while `isPresented` is `true`: the card drops into
    /// the middle of the screen on a position and a scale spring over a light dimming, the
    /// SwiftUI form of ``UIKit/UIViewController/presentFrom(_:style:animated:completion:prepare:)``
    /// with ``SourcePresentationStyle/card``.
    ///
    /// ```swift
    /// struct EpisodeView: View {
    ///     @State private var asksForRating = false
    ///
    ///     var body: some View {
    ///         Button("Rate this episode") { asksForRating = true }
    ///             .sheetKitCard(isPresented: $asksForRating, onDismiss: { print("card gone") }) {
    ///                 RatingCard()
    ///             }
    ///     }
    /// }
    ///
    /// struct RatingCard: View {
    ///     @Environment(\.sheetDismiss) private var dismissCard
    ///
    ///     var body: some View {
    ///         VStack(spacing: 16) {
    ///             Text("Enjoying the show?").font(.headline)
    ///             Button("Not now") { dismissCard() }
    ///         }
    ///         .padding(24)
    ///     }
    /// }
    /// ```
    ///
    /// The card's size is the content's (``CenteredCardMetrics``: its fitting height at the
    /// card's width); a drag down, a tap on the dimming or VoiceOver's escape drops it out
    /// and sets `isPresented` to `false`; setting it to `false` drops it out. The content
    /// closes the card with ``SwiftUICore/EnvironmentValues/sheetDismiss``. Changes that arrive
    /// while a transition runs wait for it to end.
    /// - Parameters:
    ///   - isPresented: Whether the card is on screen.
    ///   - style: The card's size rule and springs. Default ``CenteredCardStyle``'s.
    ///   - prepare: Configures the presentation controller before the card appears (its
    ///     `dimmingColor`, `onUserDismissal`, the adaptive `delegate`).
    ///   - onDismiss: Called when the card is gone, however it was dismissed.
    ///   - content: The card's content.
    public func sheetKitCard<Content: View>(
        isPresented: Binding<Bool>,
        style: CenteredCardStyle = CenteredCardStyle(),
        prepare: ((CenteredCardPresentationController) -> Void)? = nil,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        background(SheetKitCardPresenter(isPresented: isPresented, style: style, prepare: prepare, onDismiss: onDismiss,
                                         content: content))
    }
}

/// An invisible view controller in the SwiftUI hierarchy that presents and dismisses the card
/// as the binding says.
@available(iOS 13.0, *)
struct SheetKitCardPresenter<Content: View>: UIViewControllerRepresentable {
    @Binding var isPresented: Bool
    let style: CenteredCardStyle
    let prepare: ((CenteredCardPresentationController) -> Void)?
    let onDismiss: (() -> Void)?
    let content: () -> Content

    func makeUIViewController(context: Context) -> SheetKitCardAnchorViewController<Content> {
        SheetKitCardAnchorViewController()
    }

    func updateUIViewController(_ anchor: SheetKitCardAnchorViewController<Content>, context: Context) {
        anchor.update(with: self, environment: context.environment)
    }

    static func dismantleUIViewController(_ anchor: SheetKitCardAnchorViewController<Content>, coordinator: ()) {
        anchor.dismissCardForGood()
    }
}

/// The UIKit side of ``SwiftUICore/View/sheetKitCard(isPresented:style:prepare:onDismiss:content:)``:
/// a view controller with an empty view, placed behind the modified view, that presents the
/// card from itself. ``BoundItemPresentation`` (its item a flag) decides what to do on every
/// binding change, retry and end of a transition; this class only carries it out.
@available(iOS 13.0, *)
@MainActor
final class SheetKitCardAnchorViewController<Content: View>: UIViewController {
    private var presentation = BoundItemPresentation<Bool>()
    /// The latest description from SwiftUI.
    private var presenter: SheetKitCardPresenter<Content>?
    /// The environment of the modified view.
    private var environment = EnvironmentValues()
    /// The card's content, while presented.
    private var hosting: UIHostingController<SheetContentHost<Content>>?

    override func loadView() {
        view = UIView()
        view.isUserInteractionEnabled = false
        view.isAccessibilityElement = false
    }

    /// Whether UIKit can present from here now.
    private var availability: BoundPresentation.Availability {
        viewIfLoaded?.window == nil ? .notInWindow : (presentedViewController == nil ? .available : .busy)
    }

    /// Takes SwiftUI's latest description and brings the card in line with it.
    func update(with presenter: SheetKitCardPresenter<Content>, environment: EnvironmentValues) {
        self.presenter = presenter
        self.environment = environment
        hosting?.rootView = SheetContentHost(content: presenter.content(), environment: environment, dismiss: dismissAction)
        retry()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // A card asked for before this view reached a window is presented now.
        retry()
    }

    private func retry() {
        perform(presentation.request(item: presenter?.isPresented == true ? true : nil, availability: availability))
    }

    /// The modified view left the hierarchy: its card goes with it, and `onDismiss` still runs.
    func dismissCardForGood() {
        let onDismiss = presenter?.onDismiss
        presenter = nil
        guard let hosting, let presenting = hosting.presentingViewController else { return }
        presenting.dismiss(animated: false) { onDismiss?() }
    }

    private func perform(_ action: BoundItemPresentation<Bool>.Action) {
        switch action {
        case .none, .writeSelectedDetent, .reportMove: break
        case .present: presenter.map(startPresentation)
        case .dismiss: hosting?.presentingViewController?.dismiss(animated: true)
        case .clearBinding: presenter?.isPresented = false
        case .retry(let delay):
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in MainActor.assumeIsolated { self?.retry() } }
        case .sheetGone(let next):
            hosting = nil
            perform(next)
            presenter?.onDismiss?()
        }
    }

    private func startPresentation(_ presenter: SheetKitCardPresenter<Content>) {
        let hosting = UIHostingController(rootView: SheetContentHost(content: presenter.content(), environment: environment,
                                                                   dismiss: dismissAction))
        self.hosting = hosting
        presentFrom(hosting, style: .card(presenter.style), prepare: { [weak self] controller in
            guard let card = controller as? CenteredCardPresentationController else { return }
            // SheetKit's own observer: the app's `onUserDismissal` and delegate stay its own.
            card.bridgeTransitionDidEnd = { presenting, completed in self?.transitionDidEnd(presenting: presenting, completed: completed) }
            presenter.prepare?(card)
        })
        // A `present` that UIKit refuses mid-transition never calls back: checked next turn.
        DispatchQueue.main.async { [weak self, weak hosting] in
            MainActor.assumeIsolated { self?.checkPresentation(accepted: hosting?.presentingViewController != nil) }
        }
    }

    private func checkPresentation(accepted: Bool) {
        perform(presentation.presentationChecked(accepted: accepted))
    }

    /// The content's ``SheetDismissAction``: clears the binding, as the app would.
    private var dismissAction: SheetDismissAction {
        SheetDismissAction { [weak self] in self?.presenter?.isPresented = false }
    }

    private func transitionDidEnd(presenting: Bool, completed: Bool) {
        perform(presentation.transitionDidEnd(presenting: presenting, completed: completed))
    }
}
#endif
