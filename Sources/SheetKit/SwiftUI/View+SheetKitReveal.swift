#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

@available(iOS 13.0, *)
extension View {
    /// Reveals `content` through a circle growing out of this view while `isPresented` is
    /// `true`: the SwiftUI form of ``UIKit/UIViewController/presentFrom(_:style:animated:completion:prepare:)``
    /// with ``SourcePresentationStyle/circularReveal(from:spring:)-(UIView,_)``. Put it on the
    /// view the circle grows from, a floating button say.
    ///
    /// ```swift
    /// struct InboxView: View {
    ///     @State private var composes = false
    ///
    ///     var body: some View {
    ///         ZStack(alignment: .bottomTrailing) {
    ///             List(1...40, id: \.self) { Text("Message \($0)") }
    ///             Button { composes = true } label: {
    ///                 Image(systemName: "square.and.pencil").font(.title).padding(18)
    ///             }
    ///             .background(Circle().fill(Color.accentColor))
    ///             .foregroundColor(.white)
    ///             .padding(24)
    ///             .sheetKitReveal(isPresented: $composes, onDismiss: { print("compose closed") }) {
    ///                 ComposeScreen()
    ///             }
    ///         }
    ///     }
    /// }
    ///
    /// struct ComposeScreen: View {
    ///     @Environment(\.sheetDismiss) private var close
    ///
    ///     var body: some View {
    ///         VStack(spacing: 16) {
    ///             Text("New message").font(.headline)
    ///             Button("Cancel") { close() }
    ///         }
    ///         .frame(maxWidth: .infinity, maxHeight: .infinity)
    ///         .background(Color(.systemBackground))
    ///     }
    /// }
    /// ```
    ///
    /// The circle grows from the center of this view's frame (as laid out when each frame of
    /// the transition is drawn) to the screen's farthest corner and goes back into it. A pan
    /// toward this view or VoiceOver's escape closes it and sets `isPresented` to `false`;
    /// setting it to `false` closes it; the content closes it with
    /// ``SwiftUICore/EnvironmentValues/sheetDismiss``. Changes that arrive while a transition
    /// runs wait for it to end. When this view leaves the hierarchy, the screen closes without
    /// animation and `onDismiss` still runs.
    /// - Parameters:
    ///   - isPresented: Whether the revealed screen is up.
    ///   - spring: The settle spring; default ``TrackConfiguration/defaultSpring`` (response
    ///     0.35 s, critically damped).
    ///   - prepare: Configures the ``CircularRevealPresentationController`` before the screen
    ///     appears (its `onUserDismissal`, the adaptive `delegate`).
    ///   - onDismiss: Called when the screen is gone, however it was closed.
    ///   - content: The revealed screen; give it a background (the circle clips it).
    public func sheetKitReveal<Content: View>(
        isPresented: Binding<Bool>,
        spring: MotionSpring = TrackConfiguration.defaultSpring,
        prepare: ((CircularRevealPresentationController) -> Void)? = nil,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        background(SheetKitSourcePresenter(isPresented: isPresented, style: { .circularReveal(from: $0, spring: spring) },
                                           prepare: prepare.map { prepare in { ($0 as? CircularRevealPresentationController).map(prepare) } },
                                           onDismiss: onDismiss, content: content))
    }
}
#endif
