#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

@available(iOS 13.0, *)
extension View {
    /// Presents `content` as a SheetKit sheet while `isPresented` is `true`, like SwiftUI's
    /// `sheet(isPresented:onDismiss:content:)`.
    ///
    /// ```swift
    /// struct VideoView: View {
    ///     @State private var showsComments = false
    ///     @State private var detent: Detent.Identifier? = .medium
    ///
    ///     var body: some View {
    ///         Button("Comments") { showsComments = true }
    ///             .sheetKit(isPresented: $showsComments, configuration: .commentSheet(),
    ///                       selectedDetent: $detent) {
    ///                 CommentList()
    ///             }
    ///     }
    /// }
    /// ```
    ///
    /// The sheet is the UIKit layer's ``SheetPresentationController`` hosting `content`: the
    /// same springs, hand-off to scroll views (a `List` or `ScrollView` inside works as a
    /// table view does), dismissal rules and accessibility. A pull, a flick or a tap outside
    /// that dismisses it sets `isPresented` to `false`; setting it to `false` dismisses the
    /// sheet on its spring. Changes that arrive while a transition runs wait for it to end.
    /// - Parameters:
    ///   - isPresented: Whether the sheet is on screen.
    ///   - configuration: The sheet's configuration, read when it presents.
    ///   - selectedDetent: The selected detent, both ways: the user's drags write it, and a
    ///     new value moves the sheet there on its spring. `nil` leaves the selection to the
    ///     sheet (and is written only by the app).
    ///   - prepare: Configures the presentation controller (grabber, corners, colors, modal
    ///     behavior) before the sheet appears.
    ///   - onDismiss: Called when the sheet is gone, however it was dismissed.
    ///   - content: The sheet's content.
    public func sheetKit<Content: View>(
        isPresented: Binding<Bool>,
        configuration: SheetConfiguration = SheetConfiguration(),
        selectedDetent: Binding<Detent.Identifier?> = .constant(nil),
        prepare: ((SheetPresentationController) -> Void)? = nil,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        background(SheetKitPresenter(
            isPresented: isPresented, selectedDetent: selectedDetent, configuration: configuration,
            prepare: prepare, onDismiss: onDismiss, content: content))
    }
}

/// An invisible view controller in the SwiftUI hierarchy that presents and dismisses the
/// sheet as the binding says.
@available(iOS 13.0, *)
struct SheetKitPresenter<Content: View>: UIViewControllerRepresentable {
    @Binding var isPresented: Bool
    @Binding var selectedDetent: Detent.Identifier?
    let configuration: SheetConfiguration
    let prepare: ((SheetPresentationController) -> Void)?
    let onDismiss: (() -> Void)?
    let content: () -> Content

    func makeUIViewController(context: Context) -> SheetKitAnchorViewController<Content> {
        SheetKitAnchorViewController()
    }

    func updateUIViewController(_ anchor: SheetKitAnchorViewController<Content>, context: Context) {
        anchor.update(with: self, environment: context.environment, transaction: context.transaction)
    }

    static func dismantleUIViewController(_ anchor: SheetKitAnchorViewController<Content>, coordinator: ()) {
        anchor.dismissSheetForGood()
    }
}
#endif
