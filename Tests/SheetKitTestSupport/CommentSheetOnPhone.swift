/// The comment sheet's resolved detents on the test phone, pinned as numbers so a change to
/// detent resolution fails the tests that use them.
///
/// `SheetConfiguration.commentSheet()` in `SheetContainer.phonePortrait` (390 × 844 pt, 47 pt
/// top safe area): the medium detent is 60 % of the container's height, the large detent the
/// largest extent a sheet may have there (below the top safe area and the stacked gap).
public enum CommentSheetOnPhone {
    /// The medium detent's extent: 0.6 × 844 pt, in points.
    public static let medium = 506.4
    /// The large detent's extent, in points.
    public static let large = 776.48
}
