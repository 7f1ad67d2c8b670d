/// Tells a hosted content's own size changes from those its sheet makes, so a SwiftUI sheet,
/// panel or centred card that fits its content measures it again when the content grows or
/// shrinks (text that loads, a validation message), and not on every frame of a drag.
///
/// SwiftUI lays its content out inside the hosting view without telling UIKit: a hosting
/// controller's `preferredContentSize` stays as it is with the default sizing options, and no
/// UIKit layout runs. The content's size is read in SwiftUI instead (a geometry reader behind
/// it) and reported here with the hosting view's size then. A change that comes with a new
/// host size is the sheet resizing the content (a drag, a rubber band, a new detent), which
/// the sheet already measures for when its key changes; one under an unchanged host is the
/// content's own. A change that comes while the sheet moves (a row loaded mid-drag) is not
/// told apart here: a fits-content sheet measures again each time it comes to rest.
package struct HostedContentSize: Sendable {
    private var last: (content: SheetSize, host: SheetSize)?

    /// Nothing reported yet.
    package init() {}

    /// The content's size is now `content` while its host is `host`. Returns whether the
    /// content changed on its own: its size changed and the host's did not. The first report
    /// is the content's first layout, which the presentation measures anyway: `false`.
    /// - Complexity: O(1).
    package mutating func contentChanged(to content: SheetSize, hostSize host: SheetSize) -> Bool {
        defer { last = (content, host) }
        guard let last else { return false }
        return content != last.content && host == last.host
    }
}
