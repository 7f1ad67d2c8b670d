import SheetKit

/// Five detents of every kind and the context they resolve in, for timing detent resolution.
public enum DetentFixtures {
    /// A peek (fixed points), the content's fitting length, medium (a fraction), a custom
    /// resolver (80 % of the largest content length) and large.
    public static let fiveDetents: [Detent] = [
        .points(120, identifier: "peek"),
        .fitsContent(),
        .medium,
        .custom(identifier: "tall") { context in context.maximumDetentValue * 0.8 },
        .large,
    ]

    /// An iPhone portrait container whose content fits in 320 pt.
    public static let container = SheetContainer(
        size: SheetSize(width: 390, height: 844),
        safeAreaInsets: SheetInsets(top: 47, left: 0, bottom: 34, right: 0),
        contentFittingLength: 320)

    /// The context a bottom sheet resolves its detents in, in ``container``.
    public static let context = SheetLayout(edge: .bottom, detents: fiveDetents, container: container).context
}
