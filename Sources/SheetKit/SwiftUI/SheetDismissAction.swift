#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Dismisses the SheetKit sheet (or centred card) a view is in: read it from the environment as
/// `@Environment(\.sheetDismiss) private var dismissSheet` and call `dismissSheet()`.
///
/// The sheet's content runs in the environment of the view that presents it (its environment
/// objects, tint and color scheme), and SwiftUI's own `\.dismiss`, `\.isPresented` and the
/// deprecated `\.presentationMode` come with that environment: inside a sheet they act on the
/// *presenter's* context (they would pop the presenter's navigation destination, or close the
/// sheet it sits in), and SwiftUI gives no way to replace them (they are get-only, and
/// `DismissAction` has no public initializer). The same goes for the presenter's
/// `\.refresh` (a `.refreshable` around the presenter gives the sheet's lists its pull to
/// refresh) and `\.isSearching`/`\.dismissSearch`; the presenter's `\.editMode`, which SwiftUI
/// lets a writer clear, is cleared, so an `EditButton` in the sheet edits the sheet's lists
/// only. This action closes the sheet itself, the way the
/// app's binding does: it sets the binding to `nil` (or `false`), so `onDismiss` runs after the
/// sheet is gone; once the sheet is leaving, or the binding holds another item, it does nothing.
/// Outside SheetKit's content it does nothing. A SwiftUI `.sheet` or `.popover` presented from a
/// SheetKit sheet's content inherits it: called there, it closes the SheetKit sheet underneath,
/// and the SwiftUI sheet with it (use SwiftUI's `dismiss` there).
///
/// ```swift
/// struct PhotoDetail: View {
///     let photo: Photo
///     @Environment(\.sheetDismiss) private var dismissSheet
///
///     var body: some View {
///         VStack(spacing: 16) {
///             HStack {
///                 Text(photo.title).font(.headline)
///                 Spacer()
///                 Button("Done") { dismissSheet() }
///             }
///             Image(systemName: "photo").font(.largeTitle)
///             Spacer()
///         }
///         .padding()
///     }
/// }
/// ```
///
/// The sheet's content has no navigation bar: a `toolbar` button shows only inside a
/// navigation container (<doc:SwiftUISheets> shows one).
@available(iOS 13.0, *)
public struct SheetDismissAction: Sendable {
    private let action: @MainActor @Sendable () -> Void

    init(_ action: @escaping @MainActor @Sendable () -> Void) {
        self.action = action
    }

    /// Dismisses the sheet, animated.
    @MainActor
    public func callAsFunction() {
        action()
    }
}

@available(iOS 13.0, *)
private struct SheetDismissActionKey: EnvironmentKey {
    static let defaultValue = SheetDismissAction {}
}

@available(iOS 13.0, *)
extension EnvironmentValues {
    /// Dismisses the SheetKit sheet or centred card this view is in (see ``SheetDismissAction`` for why SwiftUI's
    /// own `dismiss` does not): `@Environment(\.sheetDismiss) private var dismissSheet`, then
    /// `dismissSheet()`.
    public var sheetDismiss: SheetDismissAction {
        get { self[SheetDismissActionKey.self] }
        set { self[SheetDismissActionKey.self] = newValue }
    }
}
#endif
