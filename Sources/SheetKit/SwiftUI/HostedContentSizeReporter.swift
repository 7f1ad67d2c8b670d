#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Tells the UIKit controller that fits a hosted SwiftUI content (a fits-content sheet or
/// panel, a centred card) when the content's size changed and it should measure it again
/// (`HostedContentSize`): SwiftUI lays its content out inside the hosting view without a word
/// to UIKit, so without this the sheet would keep the length it measured first.
@available(iOS 13.0, *)
@MainActor
final class HostedContentSizeReporter {
    private var tracker = HostedContentSize()
    /// The hosting controller, whose view's size is the sheet's doing.
    weak var host: UIViewController?
    /// Whether the sheet or card showing `host` rests (`HostedContentSize.sheetRests(in:)`).
    private let sheetRests: (UIViewController) -> Bool
    /// Makes the controller that fits the content measure it again.
    private let contentChanged: (UIViewController) -> Void

    /// A reporter that calls `contentChanged` with its ``host`` when the content's size
    /// changed while `sheetRests` says its sheet rests.
    init(sheetRests: @escaping (UIViewController) -> Bool, contentChanged: @escaping (UIViewController) -> Void) {
        self.sheetRests = sheetRests
        self.contentChanged = contentChanged
    }

    /// The content's laid-out size is now `size`.
    func contentLaidOut(at size: CGSize) {
        guard let host, tracker.measuresAgain(contentSize: SheetSize(size), sheetRests: sheetRests(host)) else { return }
        contentChanged(host)
    }
}

@available(iOS 13.0, *)
private struct HostedContentSizeKey: PreferenceKey {
    static let defaultValue = CGSize.zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
        value = nextValue()
    }
}

@available(iOS 13.0, *)
extension View {
    /// Reports this content's laid-out size to `reporter` whenever it changes (a geometry
    /// reader behind the content, which takes no space of its own); nothing without one.
    func reportingSize(to reporter: HostedContentSizeReporter?) -> some View {
        background(GeometryReader { Color.clear.preference(key: HostedContentSizeKey.self, value: $0.size) })
            .onPreferenceChange(HostedContentSizeKey.self) { size in
                MainActor.assumeIsolated { reporter?.contentLaidOut(at: size) }
            }
    }
}
#endif
