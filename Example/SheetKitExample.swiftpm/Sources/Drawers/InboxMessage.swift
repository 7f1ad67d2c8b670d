/// A message in the inbox behind the drawers.
struct InboxMessage: Hashable, Sendable {
    /// Who sent it.
    var sender: String
    /// The subject line.
    var subject: String
    /// The first words of the body.
    var preview: String
    /// When it arrived, already formatted.
    var time: String
    /// Minutes since it arrived, for sorting.
    var minutesAgo: Int
    /// Whether it has not been read yet.
    var isUnread: Bool
    /// Whether it has an attachment.
    var hasAttachment: Bool
    /// Whether it is flagged.
    var isFlagged: Bool
    /// Whether the sender is a VIP.
    var isFromVIP: Bool

    /// The messages a mailbox holds.
    static func messages(in mailbox: Mailbox) -> [InboxMessage] {
        switch mailbox {
        case .inbox: return samples
        case .vip: return samples.filter(\.isFromVIP)
        case .flagged: return samples.filter(\.isFlagged)
        case .drafts, .sent, .trash: return []
        }
    }

    private static let samples: [InboxMessage] = [
        InboxMessage(sender: "Maya Park", subject: "Sheet detents review", preview: "I tried the 60/92 split on the comments screen and it feels right…",
                     time: "9:41", minutesAgo: 5, isUnread: true, hasAttachment: false, isFlagged: true, isFromVIP: true),
        InboxMessage(sender: "Design Team", subject: "New drawer icons", preview: "Attached are the updated symbols for the leading menu.",
                     time: "9:12", minutesAgo: 34, isUnread: true, hasAttachment: true, isFlagged: false, isFromVIP: false),
        InboxMessage(sender: "Omar Haddad", subject: "RTL checks", preview: "Leading drawers now open from the right in Arabic. Can you confirm on device?",
                     time: "8:55", minutesAgo: 51, isUnread: false, hasAttachment: false, isFlagged: true, isFromVIP: true),
        InboxMessage(sender: "Build Bot", subject: "Nightly build succeeded", preview: "All 412 tests passed on iOS 17.4 and 16.4 simulators.",
                     time: "7:30", minutesAgo: 136, isUnread: false, hasAttachment: false, isFlagged: false, isFromVIP: false),
        InboxMessage(sender: "Sofia Rossi", subject: "Spring tuning", preview: "A damping ratio of 0.86 with a 0.35 s response is what we shipped last time.",
                     time: "Yesterday", minutesAgo: 1_000, isUnread: true, hasAttachment: true, isFlagged: false, isFromVIP: false),
        InboxMessage(sender: "Yuki Tanaka", subject: "Top panel copy", preview: "Shorter titles read better in the notification panel. Suggestions inside.",
                     time: "Yesterday", minutesAgo: 1_300, isUnread: false, hasAttachment: true, isFlagged: false, isFromVIP: true),
        InboxMessage(sender: "Liam Walsh", subject: "Lunch?", preview: "Ramen place around the corner, 12:30?",
                     time: "Monday", minutesAgo: 3_000, isUnread: false, hasAttachment: false, isFlagged: false, isFromVIP: false),
        InboxMessage(sender: "Amara Mensah", subject: "Accessibility pass", preview: "VoiceOver escape dismisses the sheets; the grabber adjusts detents.",
                     time: "Monday", minutesAgo: 3_400, isUnread: true, hasAttachment: false, isFlagged: true, isFromVIP: false),
        InboxMessage(sender: "Mateo Costa", subject: "Keyboard and sheets", preview: "The composer now stays above the keyboard in every detent.",
                     time: "Sunday", minutesAgo: 4_500, isUnread: false, hasAttachment: false, isFlagged: false, isFromVIP: false),
        InboxMessage(sender: "Zoe Novak", subject: "Photos from the offsite", preview: "Uploaded 84 photos, the panoramas are in the second album.",
                     time: "Saturday", minutesAgo: 6_000, isUnread: false, hasAttachment: true, isFlagged: false, isFromVIP: true),
    ]
}
