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
        background(SheetKitSourcePresenter(isPresented: isPresented, style: { _ in .card(style) },
                                           prepare: prepare.map { prepare in { ($0 as? CenteredCardPresentationController).map(prepare) } },
                                           onDismiss: onDismiss, content: content))
    }
}
#endif
