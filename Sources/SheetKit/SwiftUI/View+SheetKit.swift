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
    ///                 CommentList(detent: $detent)
    ///             }
    ///     }
    /// }
    /// ```
    ///
    /// `CommentList` sets `detent` to move the sheet, and closes it with
    /// ``SwiftUICore/EnvironmentValues/sheetDismiss`` (SwiftUI's own `dismiss` acts on the
    /// presenter); <doc:SwiftUISheets> shows it, and the other closures, in full.
    ///
    /// The sheet is the UIKit layer's ``SheetPresentationController`` hosting `content`: the
    /// same springs, hand-off to scroll views (a `List` or `ScrollView` inside works as a
    /// table view does), dismissal rules and accessibility. A pull, a flick or a tap outside
    /// that dismisses it sets `isPresented` to `false`; setting it to `false` dismisses the
    /// sheet on its spring. Changes that arrive while a transition runs wait for it to end.
    /// - Parameters:
    ///   - isPresented: Whether the sheet is on screen.
    ///   - configuration: The sheet's configuration, read on every update: one that differs
    ///     from the last one handed over reaches the presented sheet (on its spring when the
    ///     update is animated) and replaces its configuration; an equivalent one changes
    ///     nothing, so what the app set on the sheet since stays.
    ///   - selectedDetent: The selected detent, both ways: the user's drags write it, and a
    ///     new value moves the sheet there on its spring. `nil` leaves the selection to the
    ///     sheet (and is written only by the app).
    ///   - prepare: Configures the presentation controller before the sheet appears: what the
    ///     configuration does not hold (grabber, colors, shadow, `onNotification`). What it
    ///     holds (detents, dimming, corner radius, spring) belongs in `configuration`: a
    ///     change of the modifier's configuration replaces what `prepare` wrote there.
    ///   - onDismiss: Called when the sheet is gone, however it was dismissed.
    ///   - onMove: Called once per frame while the sheet moves, with its extent (points from
    ///     its edge) and its progress (0 hidden … 1 at the smallest detent).
    ///   - content: The sheet's content.
    public func sheetKit<Content: View>(
        isPresented: Binding<Bool>,
        configuration: SheetConfiguration = SheetConfiguration(),
        selectedDetent: Binding<Detent.Identifier?> = .constant(nil),
        prepare: ((SheetPresentationController) -> Void)? = nil,
        onDismiss: (() -> Void)? = nil,
        onMove: ((_ extent: CGFloat, _ progress: CGFloat) -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        let item = Binding<SheetKitPresentedFlag?>(
            get: { isPresented.wrappedValue ? SheetKitPresentedFlag() : nil },
            set: { isPresented.wrappedValue = $0 != nil })
        return background(SheetKitPresenter(
            item: item, selectedDetent: selectedDetent, configuration: configuration,
            prepare: prepare, onDismiss: onDismiss, onMove: onMove, content: { _ in content() }))
    }

    /// Presents `content` for `item` as a SheetKit sheet while `item` is not `nil`, like
    /// SwiftUI's `sheet(item:onDismiss:content:)`: an item of another identity replaces the
    /// sheet on screen (it is dismissed, then the new one is presented); `nil` dismisses it;
    /// a sheet the user dismisses sets `item` to `nil`. While the same item stays, its new
    /// values reach the content. The decisions are `BoundItemPresentation`'s.
    ///
    /// ```swift
    /// struct Photo: Identifiable {
    ///     let id: Int
    ///     var title: String
    /// }
    ///
    /// struct GalleryView: View {
    ///     @State private var photos = (1...30).map { Photo(id: $0, title: "Photo \($0)") }
    ///     @State private var selectedPhoto: Photo?
    ///     @State private var detent: Detent.Identifier? = .medium
    ///     @State private var sheetProgress: CGFloat = 0
    ///
    ///     var body: some View {
    ///         List(photos) { photo in
    ///             Button(photo.title) { selectedPhoto = photo }
    ///         }
    ///         .sheetKit(item: $selectedPhoto, configuration: .commentSheet(), selectedDetent: $detent,
    ///                   prepare: { sheet in
    ///                       sheet.prefersGrabberVisible = true
    ///                       sheet.showsShadow = true
    ///                   },
    ///                   onDismiss: { detent = .medium },
    ///                   onMove: { _, progress in sheetProgress = progress }) { photo in
    ///             PhotoDetail(photo: photo)
    ///         }
    ///         .overlay(Text("Tap a photo").opacity(Double(1 - min(sheetProgress, 1))), alignment: .bottom)
    ///     }
    /// }
    /// ```
    ///
    /// `prepare` sets what the configuration does not hold; `onDismiss` resets the detent the
    /// next sheet opens at; `onMove` fades a hint as the sheet rises. `PhotoDetail` closes the
    /// sheet with ``SwiftUICore/EnvironmentValues/sheetDismiss`` (see ``SheetDismissAction``
    /// and <doc:SwiftUISheets>).
    /// - Parameters:
    ///   - item: The item to show a sheet for.
    ///   - configuration: The sheet's configuration, read on every update (see
    ///     ``sheetKit(isPresented:configuration:selectedDetent:prepare:onDismiss:onMove:content:)``).
    ///   - selectedDetent: The selected detent, both ways.
    ///   - prepare: Configures each presentation controller before its sheet appears (what
    ///     the configuration does not hold: a change of the modifier's configuration replaces
    ///     what `prepare` wrote there).
    ///   - onDismiss: Called when a sheet is gone, however it was dismissed.
    ///   - onMove: Called once per frame while the sheet moves, with its extent (points) and
    ///     progress (0 … 1).
    ///   - content: The sheet's content for an item.
    public func sheetKit<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        configuration: SheetConfiguration = SheetConfiguration(),
        selectedDetent: Binding<Detent.Identifier?> = .constant(nil),
        prepare: ((SheetPresentationController) -> Void)? = nil,
        onDismiss: (() -> Void)? = nil,
        onMove: ((_ extent: CGFloat, _ progress: CGFloat) -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item.ID: Sendable {
        background(SheetKitPresenter(
            item: item, selectedDetent: selectedDetent, configuration: configuration,
            prepare: prepare, onDismiss: onDismiss, onMove: onMove, content: content))
    }
}

/// The item of a sheet bound to a Boolean: one identity, present or not.
@available(iOS 13.0, *)
struct SheetKitPresentedFlag: Identifiable {
    var id: Bool { true }
}

/// An invisible view controller in the SwiftUI hierarchy that presents and dismisses the
/// sheet as the binding says.
@available(iOS 13.0, *)
struct SheetKitPresenter<Item: Identifiable, Content: View>: UIViewControllerRepresentable where Item.ID: Sendable {
    @Binding var item: Item?
    @Binding var selectedDetent: Detent.Identifier?
    let configuration: SheetConfiguration
    let prepare: ((SheetPresentationController) -> Void)?
    let onDismiss: (() -> Void)?
    let onMove: ((_ extent: CGFloat, _ progress: CGFloat) -> Void)?
    let content: (Item) -> Content

    func makeUIViewController(context: Context) -> SheetKitAnchorViewController<Item, Content> {
        SheetKitAnchorViewController()
    }

    func updateUIViewController(_ anchor: SheetKitAnchorViewController<Item, Content>, context: Context) {
        anchor.update(with: self, environment: context.environment, transaction: context.transaction)
    }

    static func dismantleUIViewController(_ anchor: SheetKitAnchorViewController<Item, Content>, coordinator: ()) {
        anchor.dismissSheetForGood()
    }
}
#endif
