/// A mailbox in the menu drawer.
enum Mailbox: CaseIterable {
    case inbox
    case vip
    case flagged
    case drafts
    case sent
    case trash

    /// The mailbox's name.
    var title: String {
        switch self {
        case .inbox: return "Inbox"
        case .vip: return "VIP"
        case .flagged: return "Flagged"
        case .drafts: return "Drafts"
        case .sent: return "Sent"
        case .trash: return "Trash"
        }
    }

    /// The mailbox's SF Symbol.
    var symbolName: String {
        switch self {
        case .inbox: return "tray.fill"
        case .vip: return "star.fill"
        case .flagged: return "flag.fill"
        case .drafts: return "doc"
        case .sent: return "paperplane"
        case .trash: return "trash"
        }
    }
}
