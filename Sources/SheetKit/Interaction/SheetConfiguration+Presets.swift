extension Detent.Identifier {
    /// The open detent of ``SheetConfiguration/drawer(edge:widthFraction:maximumWidth:)``.
    public static let open: Detent.Identifier = "open"
    /// The smallest detent of ``SheetConfiguration/persistentPanel(detents:initialDetentIdentifier:)``:
    /// only the panel's header shows.
    public static let tip: Detent.Identifier = "tip"
}

extension SheetConfiguration {
    /// A comment drawer like TikTok's: a bottom sheet with two detents (60 % and 92 % of the
    /// container's height), presented at the smaller one. The UIKit layer tracks the list
    /// inside it, so dragging the list hands off to the sheet.
    /// - Parameters:
    ///   - detents: The detents; by default `medium` at 0.6 and `large` at 0.92.
    ///   - keyboardDetentIdentifier: The detent to rise to when the keyboard appears.
    public static func commentSheet(
        detents: [Detent] = [.fraction(0.6, identifier: .medium), .fraction(0.92, identifier: .large)],
        keyboardDetentIdentifier: Detent.Identifier? = .large
    ) -> SheetConfiguration {
        SheetConfiguration(edge: .bottom, detents: detents, initialDetentIdentifier: detents.first?.identifier,
                           keyboardDetentIdentifier: keyboardDetentIdentifier)
    }

    /// A side drawer: one detent whose content width is `widthFraction` of the container's
    /// width, at most `maximumWidth` points; the presenting view slides along; a tap on the
    /// dimmed area closes it. The UIKit layer adds an edge pan that opens it interactively.
    /// - Parameters:
    ///   - edge: `.leading` (default) or `.trailing`; any edge works.
    ///   - widthFraction: The drawer's width as a fraction of the container's (default 0.8).
    ///   - maximumWidth: The largest width, in points (default 360).
    public static func drawer(edge: SheetEdge = .leading, widthFraction: Double = 0.8, maximumWidth: Double = 360) -> SheetConfiguration {
        let fraction = widthFraction.isFinite && widthFraction > 0 ? widthFraction : 0.8
        let limit = maximumWidth.isFinite && maximumWidth > 0 ? maximumWidth : 360
        let open = Detent.custom(identifier: .open) { context in
            Swift.min(context.containerLength * fraction, limit)
        }
        return SheetConfiguration(edge: edge, detents: [open], spring: .snappy, presentingEffect: .slideAlong)
    }

    /// A full-height panel (an article, a photo) that the user pulls down to dismiss; the
    /// presenting view recedes like a page sheet's.
    public static func pullToDismissPanel() -> SheetConfiguration {
        SheetConfiguration(edge: .bottom, detents: [.large], presentingEffect: .pageSheet)
    }

    /// A notification-style panel that drops from the top on a bouncy spring, sized to its
    /// content, with the presenting view's tint dimmed.
    /// - Parameter detents: The detents; by default the content's fitting height.
    public static func topPanel(detents: [Detent] = [.fitsContent()]) -> SheetConfiguration {
        SheetConfiguration(edge: .top, detents: detents, presentationSpring: .bouncy,
                           presentingEffect: PresentingEffectConfiguration(dimsTint: true))
    }

    /// The content length of ``persistentPanel(detents:initialDetentIdentifier:)``'s tip
    /// detent, in points: the grabber's 15 pt clearance, one 44 pt row (Apple's minimum hit
    /// target, a search field) and 17 pt below it (design choice).
    public static let persistentPanelTipLength = 76.0

    /// A persistent panel like the card in Maps, for an embedded panel
    /// (`SheetPanelController`): three detents (a tip that shows one row, about half the
    /// container, and as large as allowed), shown at the half one; it never dims what is
    /// behind it, so the parent's content stays interactive at every detent.
    /// - Parameters:
    ///   - detents: The detents; by default `Stop.ID.tip` (76 pt of content),
    ///     `Stop.ID.medium` at 0.45 and ``Detent/large``.
    ///   - initialDetentIdentifier: The detent to show at. Default `Stop.ID.medium`.
    public static func persistentPanel(
        detents: [Detent] = [.points(persistentPanelTipLength, identifier: .tip), .fraction(0.45, identifier: .medium), .large],
        initialDetentIdentifier: Detent.Identifier? = .medium
    ) -> SheetConfiguration {
        SheetConfiguration(edge: .bottom, detents: detents, initialDetentIdentifier: initialDetentIdentifier,
                           dimming: .disabled, dimmingTapAction: .none)
    }
}
