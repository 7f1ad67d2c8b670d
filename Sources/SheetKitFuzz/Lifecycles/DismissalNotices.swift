import SheetKit

/// The order of a sheet's or a panel's dismissal notifications to the app: `willDismiss`
/// opens a dismissal, and exactly one `didDismiss` or `didCancelDismissal` closes it; neither
/// comes without an open one, and no second `willDismiss` comes while one is open. A
/// teardown may leave one open (the sheet went away without its transition's end).
struct DismissalNotices {
    /// Whether a `willDismiss` waits for its end.
    private(set) var isOpen = false

    /// Checks `action` when it is a dismissal notification.
    mutating func record(_ action: SheetLifecycleAction) throws {
        guard case .notify(let notification) = action else { return }
        switch notification {
        case .willDismiss:
            if isOpen { throw FuzzViolation(category: "willDismiss twice", message: "a second \(notification) before its end") }
            isOpen = true
        case .didDismiss, .didCancelDismissal:
            if !isOpen { throw FuzzViolation(category: "dismissal end without willDismiss", message: "\(notification) with none open") }
            isOpen = false
        default:
            return
        }
    }
}
