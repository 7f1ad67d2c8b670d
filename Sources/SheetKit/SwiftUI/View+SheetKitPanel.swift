#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

@available(iOS 13.0, *)
extension View {
    /// Embeds a SheetKit panel over this view: a Maps-like card that stays on screen while
    /// the view under it keeps its touches, the SwiftUI form of ``SheetPanelController``.
    ///
    /// ```swift
    /// struct MapScreen: View {
    ///     @State private var detent: Detent.Identifier? = .medium
    ///     @State private var panelHeight: CGFloat = 0
    ///
    ///     var body: some View {
    ///         Color.green
    ///             .overlay(Text("Panel: \(Int(panelHeight)) pt").padding(), alignment: .top)
    ///             .sheetKitPanel(configuration: .persistentPanel(), selectedDetent: $detent,
    ///                            prepare: { panel in panel.prefersGrabberVisible = true },
    ///                            onMove: { extent, _ in panelHeight = extent }) { panel in
    ///                 VStack(spacing: 12) {
    ///                     Text(detent == .large ? "All places" : "Nearby").font(.headline)
    ///                     Button("Show all") { panel.moveToDetent(.large) }
    ///                 }
    ///                 .padding()
    ///             }
    ///     }
    /// }
    /// ```
    ///
    /// `detent` follows the user's drags and moves the panel when the app sets it; the button
    /// moves it through the ``SheetPanelProxy`` the content receives (views under the modified
    /// view read the same proxy as ``SwiftUICore/EnvironmentValues/sheetPanel``); `onMove`
    /// reports the panel's height frame by frame.
    ///
    /// The panel is the UIKit layer's ``SheetPanelController`` hosting `content`: the same
    /// detents, springs, hand-off to a `List` or `ScrollView` inside it, attachment and
    /// notifications. To float over this view, the modifier puts the view in a UIKit container
    /// that takes all the space offered, edge to edge (the view keeps its safe area):
    /// preferences this view sets (`navigationTitle`, `toolbar`) stop at that container, so
    /// apply them after `sheetKitPanel`, not before. Changes that arrive while the panel comes
    /// in or goes away wait for it to arrive.
    /// - Parameters:
    ///   - isVisible: Whether the panel is shown. Setting it hides or shows the panel on its
    ///     spring (at once when the transaction disables animations); a panel the user hides
    ///     (only with ``SheetPanelController/allowsUserHiding``) sets it to `false`. `nil` (the
    ///     default): the panel shows, and the proxy's ``SheetPanelProxy/hide(animated:completion:)`` and
    ///     ``SheetPanelProxy/show(animated:completion:)`` keep its visibility in the modifier's own state.
    ///   - configuration: The panel's configuration, read on every update: one that differs
    ///     from the last one handed over reaches the panel (on its spring when the update is
    ///     animated); an equivalent one changes nothing, so what `prepare` or the app set on the
    ///     panel since stays. Default ``SheetConfiguration/persistentPanel(detents:initialDetentIdentifier:)``.
    ///   - selectedDetent: The selected detent, both ways: the user's drags write it (as the
    ///     panel heads there), and a new value moves the panel there on its spring; the panel
    ///     shows at it. `nil` leaves the selection to the panel.
    ///   - prepare: Configures the panel once, before it first shows: what the configuration
    ///     does not hold (``SheetPanelController/attachment``,
    ///     ``SheetPanelController/allowsUserHiding``, grabber, colors, shadow,
    ///     ``SheetControlling/onNotification``).
    ///   - onMove: Called once per frame while the panel moves, with its extent (points from
    ///     its edge) and its progress (0 hidden … 1 at the smallest detent).
    ///   - content: The panel's content, given the panel's ``SheetPanelProxy``.
    public func sheetKitPanel<PanelContent: View>(
        isVisible: Binding<Bool>? = nil,
        configuration: SheetConfiguration = .persistentPanel(),
        selectedDetent: Binding<Detent.Identifier?> = .constant(nil),
        prepare: ((SheetPanelController) -> Void)? = nil,
        onMove: ((_ extent: CGFloat, _ progress: CGFloat) -> Void)? = nil,
        @ViewBuilder content: @escaping (SheetPanelProxy) -> PanelContent
    ) -> some View {
        SheetKitPanelView(main: self, isVisible: isVisible, selectedDetent: selectedDetent, configuration: configuration,
                          prepare: prepare, onMove: onMove, content: content)
    }
}

/// The modified view with its panel: the panel's own visibility when the app binds none.
@available(iOS 13.0, *)
struct SheetKitPanelView<Main: View, PanelContent: View>: View {
    let main: Main
    let isVisible: Binding<Bool>?
    let selectedDetent: Binding<Detent.Identifier?>
    let configuration: SheetConfiguration
    let prepare: ((SheetPanelController) -> Void)?
    let onMove: ((_ extent: CGFloat, _ progress: CGFloat) -> Void)?
    let content: (SheetPanelProxy) -> PanelContent
    /// The visibility when the app binds none: shown until the proxy hides it.
    @State private var ownVisibility = true

    var body: some View {
        let host = SheetKitPanelHost(main: main, isVisible: isVisible ?? $ownVisibility, selectedDetent: selectedDetent,
                                     configuration: configuration, prepare: prepare, onMove: onMove, content: content)
        // The container spans the whole space (the panel rises from the screen's edge); the
        // panel follows the keyboard itself.
        if #available(iOS 14.0, *) {
            host.ignoresSafeArea()
        } else {
            host.edgesIgnoringSafeArea(.all)
        }
    }
}

/// SwiftUI's content with the environment of the modified view and the panel's proxy: a
/// hosting controller in UIKit starts from an empty environment.
@available(iOS 13.0, *)
struct SheetPanelContentHost<Content: View>: View {
    let content: Content
    let environment: EnvironmentValues
    let proxy: SheetPanelProxy
    /// Where the content's own size changes go (the panel's; `nil` for the main view).
    var sizeReporter: HostedContentSizeReporter?

    var body: some View {
        // One writer, as in `SheetContentHost`: the nearest writer wins, so a proxy written
        // outside the whole-environment write never reached the content.
        var hosted = environment
        hosted.sheetPanel = proxy
        return content.environment(\.self, hosted).reportingSize(to: sizeReporter)
    }
}

/// The UIKit container of the modified view and its panel.
@available(iOS 13.0, *)
struct SheetKitPanelHost<Main: View, PanelContent: View>: UIViewControllerRepresentable {
    let main: Main
    @Binding var isVisible: Bool
    @Binding var selectedDetent: Detent.Identifier?
    let configuration: SheetConfiguration
    let prepare: ((SheetPanelController) -> Void)?
    let onMove: ((_ extent: CGFloat, _ progress: CGFloat) -> Void)?
    let content: (SheetPanelProxy) -> PanelContent

    func makeUIViewController(context: Context) -> SheetKitPanelHostController<Main, PanelContent> {
        SheetKitPanelHostController(host: self, environment: context.environment)
    }

    func updateUIViewController(_ controller: SheetKitPanelHostController<Main, PanelContent>, context: Context) {
        controller.update(with: self, environment: context.environment, transaction: context.transaction)
    }

    static func dismantleUIViewController(_ controller: SheetKitPanelHostController<Main, PanelContent>, coordinator: ()) {
        controller.tearDown()
    }
}
#endif
