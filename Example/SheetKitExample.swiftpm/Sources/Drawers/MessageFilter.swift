/// The options of the filter drawer.
struct MessageFilter: Equatable, Sendable {
    /// The order messages are listed in.
    enum Order: Int, CaseIterable {
        case newestFirst
        case oldestFirst
    }

    /// Shows only unread messages.
    var unreadOnly = false
    /// Shows only messages with attachments.
    var withAttachmentsOnly = false
    /// Shows only flagged messages.
    var flaggedOnly = false
    /// The order of the list.
    var order = Order.newestFirst

    /// Whether the filter shows everything in the default order.
    var isDefault: Bool { self == MessageFilter() }

    /// The messages that pass the filter, in its order.
    func apply(to messages: [InboxMessage]) -> [InboxMessage] {
        let kept = messages.filter { message in
            (!unreadOnly || message.isUnread)
                && (!withAttachmentsOnly || message.hasAttachment)
                && (!flaggedOnly || message.isFlagged)
        }
        let newestFirst = kept.sorted { $0.minutesAgo < $1.minutesAgo }
        return order == .newestFirst ? newestFirst : newestFirst.reversed()
    }
}
