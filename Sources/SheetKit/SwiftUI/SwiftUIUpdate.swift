#if canImport(SwiftUI) && canImport(UIKit)
import UIKit

/// Binding writes that wait for SwiftUI's view update to end (SwiftUI forbids modifying state
/// during one), for the SwiftUI layer's view controllers.
@MainActor
enum SwiftUIUpdate {
    /// Runs `write` on `owner` on the next turn of the main queue, once the update has ended,
    /// unless the binding `binding` reads changed in between: then the app wrote it after the
    /// write was put off, and its value is newer
    /// (``BoundPresentation/deferredWriteApplies(heldWhenDeferred:holdsNow:)``). Nothing runs
    /// when `owner` is gone by then.
    /// - Parameters:
    ///   - owner: The view controller that writes.
    ///   - binding: Reads the binding the write changes.
    ///   - write: The write.
    static func afterward<Owner: UIViewController, Value: Equatable & Sendable>(
        on owner: Owner, unlessChanged binding: @escaping @MainActor (Owner) -> Value, _ write: @escaping @MainActor (Owner) -> Void
    ) {
        let held = binding(owner)
        DispatchQueue.main.async { [weak owner] in
            MainActor.assumeIsolated {
                guard let owner, BoundPresentation.deferredWriteApplies(heldWhenDeferred: held, holdsNow: binding(owner)) else { return }
                write(owner)
            }
        }
    }
}
#endif
