#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

@available(iOS 13.0, *)
extension View {
    /// Opens `content` out of this view, as the App Store's Today cards open, while
    /// `isPresented` is `true`: the SwiftUI form of ``UIKit/UIViewController/presentFrom(_:style:animated:completion:prepare:)``
    /// with ``SourcePresentationStyle/zoom(from:style:)``. Put it on the card.
    ///
    /// ```swift
    /// struct StoryCard: View {
    ///     let title: String
    ///     @State private var isOpen = false
    ///
    ///     var body: some View {
    ///         Button { isOpen = true } label: {
    ///             Text(title).font(.title.bold()).foregroundColor(.white)
    ///                 .frame(maxWidth: .infinity, minHeight: 220)
    ///                 .background(Color.purple)
    ///                 .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
    ///         }
    ///         .buttonStyle(PlainButtonStyle())
    ///         .sheetKitZoom(isPresented: $isOpen, cornerRadius: 16) {
    ///             StoryDetail(title: title)
    ///         }
    ///     }
    /// }
    ///
    /// struct StoryDetail: View {
    ///     let title: String
    ///     @Environment(\.sheetDismiss) private var close
    ///
    ///     var body: some View {
    ///         ScrollView {
    ///             VStack(alignment: .leading, spacing: 16) {
    ///                 Text(title).font(.largeTitle.bold())
    ///                 Button("Close") { close() }
    ///             }
    ///             .padding(24)
    ///         }
    ///         .background(Color(.systemBackground))
    ///     }
    /// }
    /// ```
    ///
    /// The detail opens out of this view's frame (as laid out when each frame is drawn, so
    /// a card in a scroll view is followed) with `cornerRadius` at the start, and closes back
    /// into it by a pull down from its top, a swipe from the leading edge, VoiceOver's escape
    /// (each sets `isPresented` to `false`), by setting `isPresented` to `false`, or from the
    /// content with ``SwiftUICore/EnvironmentValues/sheetDismiss``. While the detail stands
    /// for the card, this view is drawn at opacity 0 (the zoom hides its source; the view
    /// behind SwiftUI's card that the zoom measures does not draw it), so the card is not seen
    /// twice under a detail that shrinks back. Changes that arrive while a transition runs
    /// wait for it to end. When this view leaves the hierarchy, the detail closes without
    /// animation and `onDismiss` still runs.
    /// - Parameters:
    ///   - isPresented: Whether the detail is up.
    ///   - style: The zoom's numbers; default ``CardZoomStyle``'s.
    ///   - cornerRadius: The card's corner radius, in points, which the detail starts and ends
    ///     with (``CardZoomPresentationController/sourceCornerRadius``). Default 0.
    ///   - prepare: Configures the ``CardZoomPresentationController`` before the detail
    ///     appears (its `detailCornerRadius`, `tabBar`, `onUserDismissal`, the adaptive
    ///     `delegate`).
    ///   - onDismiss: Called when the detail is gone, however it was closed.
    ///   - content: The detail; give it a background (the zoom clips it).
    public func sheetKitZoom<Content: View>(
        isPresented: Binding<Bool>,
        style: CardZoomStyle = CardZoomStyle(),
        cornerRadius: CGFloat = 0,
        prepare: ((CardZoomPresentationController) -> Void)? = nil,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(SheetKitZoomModifier(isPresented: isPresented, style: style, cornerRadius: cornerRadius, prepare: prepare,
                                      onDismiss: onDismiss, detail: content))
    }
}

/// The card of ``SwiftUICore/View/sheetKitZoom(isPresented:style:cornerRadius:prepare:onDismiss:content:)``:
/// drawn at opacity 0 while the zoom hides its source.
@available(iOS 13.0, *)
struct SheetKitZoomModifier<Detail: View>: ViewModifier {
    @Binding var isPresented: Bool
    let style: CardZoomStyle
    let cornerRadius: CGFloat
    let prepare: ((CardZoomPresentationController) -> Void)?
    let onDismiss: (() -> Void)?
    let detail: () -> Detail
    /// Whether the zoom hides the card now (the detail stands for it).
    @State private var sourceHidden = false

    func body(content: Content) -> some View {
        let cornerRadius = cornerRadius
        let prepare = prepare
        return content
            .opacity(sourceHidden ? 0 : 1)
            .background(SheetKitSourcePresenter(
                isPresented: $isPresented, style: { [style] in .zoom(from: $0, style: style) },
                prepare: { controller in
                    guard let zoom = controller as? CardZoomPresentationController else { return }
                    zoom.sourceCornerRadius = cornerRadius
                    prepare?(zoom)
                },
                onDismiss: onDismiss, sourceHidden: $sourceHidden, content: detail))
    }
}
#endif
