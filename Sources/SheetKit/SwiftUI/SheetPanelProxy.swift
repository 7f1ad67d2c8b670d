#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Moves, hides and shows the SwiftUI panel of
/// ``SwiftUICore/View/sheetKitPanel(isVisible:configuration:selectedDetent:prepare:onMove:content:)``,
/// as a `ScrollViewProxy` scrolls its scroll view.
///
/// The panel's content receives it as its closure's argument; every view under the modified
/// view (the map under a Maps-like panel, a button floating over it) and inside the panel reads
/// it from the environment as `@Environment(\.sheetPanel) private var panel`. Views above the
/// modified view steer the panel through the modifier's bindings instead.
///
/// ```swift
/// struct PlacesView: View {
///     @State private var detent: Detent.Identifier? = .medium
///
///     var body: some View {
///         Color.green
///             .sheetKitPanel(configuration: .persistentPanel(), selectedDetent: $detent) { panel in
///                 VStack(spacing: 12) {
///                     Text("Places").font(.headline)
///                     Button("Show all") { panel.moveToDetent(.large) }
///                     Button("Close") { panel.hide() }
///                 }
///                 .padding()
///             }
///     }
/// }
/// ```
///
/// A proxy outside any SheetKit panel does nothing.
@available(iOS 13.0, *)
public struct SheetPanelProxy: Sendable {
    /// The panel it steers; `nil` outside a panel.
    private weak var host: (any SheetPanelProxyTarget)?

    init(_ host: (any SheetPanelProxyTarget)?) {
        self.host = host
    }

    /// The UIKit panel, for what the proxy does not offer (its extent, ``SheetControlling``'s
    /// appearance and hooks): `nil` outside a panel.
    @MainActor
    public var panelController: SheetPanelController? { host?.panelController }

    /// Moves the panel to the detent `identifier`, on its spring when `animated`, and calls
    /// `completion` once with whether it arrived (see
    /// ``SheetControlling/moveToDetent(_:animated:spring:completion:)``). The detent binding
    /// follows.
    /// - Parameters:
    ///   - identifier: The detent.
    ///   - animated: Whether the panel moves on its spring; `false` places it at once.
    ///   - completion: Called once: `true` when the panel rests on the detent, `false` when a
    ///     finger or another move intervened, the identifier is not one of the detents, or the
    ///     proxy is outside a panel.
    @MainActor
    public func moveToDetent(_ identifier: Detent.Identifier, animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        guard let host else { return completion?(false) ?? () }
        host.moveToDetent(identifier, animated: animated, completion: completion)
    }

    /// Shows the panel (at the detent binding's value, or its configuration's initial detent),
    /// on its spring when `animated`. It sets the modifier's `isVisible` binding to `true`: the
    /// panel shows as that binding says.
    /// - Parameters:
    ///   - animated: Whether the panel comes in on its spring.
    ///   - completion: Called once: `true` when the panel rests shown (at once when it does
    ///     already), `false` when a later ``hide(animated:completion:)`` (or a write of the
    ///     binding to `false` before the panel showed) replaced this, the panel went away for
    ///     good, or the proxy is outside a panel.
    @MainActor
    public func show(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        guard let host else { return completion?(false) ?? () }
        host.setVisible(true, animated: animated, completion: completion)
    }

    /// Hides the panel, on its spring when `animated`; it stays ready to show again. It sets
    /// the modifier's `isVisible` binding to `false`.
    /// - Parameters:
    ///   - animated: Whether the panel leaves on its spring.
    ///   - completion: Called once: `true` when the panel is hidden (at once when it is
    ///     already), `false` when a later ``show(animated:completion:)`` replaced this, the
    ///     panel went away for good, or the proxy is outside a panel.
    @MainActor
    public func hide(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        guard let host else { return completion?(false) ?? () }
        host.setVisible(false, animated: animated, completion: completion)
    }
}

/// What a ``SheetPanelProxy`` steers: the UIKit side of a SwiftUI panel.
@MainActor
protocol SheetPanelProxyTarget: AnyObject, Sendable {
    /// The panel.
    var panelController: SheetPanelController? { get }
    /// Sets the visibility binding, in a transaction that animates or not, and calls
    /// `completion` once the panel rests where it asked (``PanelVisibilityCompletions``).
    func setVisible(_ visible: Bool, animated: Bool, completion: ((Bool) -> Void)?)
    /// Moves the panel to a detent, calling `completion` once it arrives or another move
    /// replaces it, never inside SwiftUI's update (a detent binding's change or a teardown
    /// ends the move there).
    func moveToDetent(_ identifier: Detent.Identifier, animated: Bool, completion: ((Bool) -> Void)?)
}

@available(iOS 13.0, *)
private struct SheetPanelProxyKey: EnvironmentKey {
    static let defaultValue = SheetPanelProxy(nil)
}

@available(iOS 13.0, *)
extension EnvironmentValues {
    /// The ``SheetPanelProxy`` of the SheetKit panel over this view or around it: read it as
    /// `@Environment(\.sheetPanel) private var panel`, then `panel.moveToDetent(.large)`.
    /// Outside a panel its proxy does nothing.
    public var sheetPanel: SheetPanelProxy {
        get { self[SheetPanelProxyKey.self] }
        set { self[SheetPanelProxyKey.self] = newValue }
    }
}
#endif
