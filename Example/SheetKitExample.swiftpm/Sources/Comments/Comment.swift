/// One comment under a video.
struct Comment: Hashable, Sendable {
    /// The author's display name.
    var authorName: String
    /// The author's initials, for the avatar.
    var authorInitials: String
    /// Which avatar color the author has (see ``AvatarView/palette``).
    var avatarColorIndex: Int
    /// The comment's text.
    var text: String
    /// How long ago it was posted, already formatted ("3h").
    var age: String
    /// How many people liked it.
    var likeCount: Int
    /// Whether the user liked it.
    var isLiked: Bool
}
