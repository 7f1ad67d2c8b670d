/// The size and place of a card floating in the middle of its container (not attached to an
/// edge), with all four corners rounded.
///
/// ## The rules
/// - **Available area**: the container inset on each side by the larger of its safe-area
///   inset and its obstruction (the keyboard), then by ``margin`` (never a negative size;
///   ``FormSheetMetrics``'s rule).
/// - **Width**: the content's preferred width (``maximumWidth`` when it has none), at most
///   ``maximumWidth`` and the available width. Ask ``width(preferred:in:)`` first, then
///   measure the content's fitting height at that width (text wraps to it).
/// - **Height**: the content's fitting height at that width, at most the available height
///   (the content scrolls beyond); the available height when it has none.
/// - **Position**: centered in the available area, so a keyboard pushes the card up.
///
/// Sanitizing (here and when assigned): ``margin``, ``maximumWidth`` and ``cornerRadius`` not
/// finite or negative become their defaults, and at most 10 000 pt. Content components that
/// are not finite or not positive count as "none".
public struct CenteredCardMetrics: Hashable, Sendable {
    /// The default ``margin``, 20 pt: ``FormSheetMetrics``' and ``FloatingPanelMetrics``'
    /// margin, the upper end of the system layout margins (16–20 pt).
    public static let defaultMargin = 20.0
    /// The default ``maximumWidth``, 400 pt: wider than an alert (UIKit's alerts are 270 pt)
    /// so a card holds a short form, narrower than a phone in portrait minus the margins
    /// would allow on the largest phones (440 − 40), so on an iPad it stays a card, never a
    /// stretched sheet.
    public static let defaultMaximumWidth = 400.0
    /// The default ``cornerRadius``, 16 pt (design choice): rounder than a button (8–12 pt),
    /// so the card reads as an object floating above the screen rather than part of it.
    public static let defaultCornerRadius = 16.0
    /// The corners the card rounds: all four (it touches no edge).
    package static let roundedCorners: SheetCorners = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]

    /// The gap kept between the card and the safe area's (or keyboard's) edges, in points.
    public var margin: Double {
        didSet { margin = margin.appearanceLength(or: Self.defaultMargin) }
    }
    /// The widest card, in points.
    public var maximumWidth: Double {
        didSet { maximumWidth = maximumWidth.appearanceLength(or: Self.defaultMaximumWidth) }
    }
    /// The radius of all four corners, in points.
    public var cornerRadius: Double {
        didSet { cornerRadius = cornerRadius.appearanceLength(or: Self.defaultCornerRadius) }
    }

    /// Creates metrics; values are sanitized as the type describes.
    /// - Parameters:
    ///   - margin: The gap to the available area's edges, in points.
    ///   - maximumWidth: The widest card, in points.
    ///   - cornerRadius: The corner radius, in points.
    public init(margin: Double = CenteredCardMetrics.defaultMargin, maximumWidth: Double = CenteredCardMetrics.defaultMaximumWidth,
                cornerRadius: Double = CenteredCardMetrics.defaultCornerRadius) {
        self.margin = margin.appearanceLength(or: Self.defaultMargin)
        self.maximumWidth = maximumWidth.appearanceLength(or: Self.defaultMaximumWidth)
        self.cornerRadius = cornerRadius.appearanceLength(or: Self.defaultCornerRadius)
    }

    /// The area the card must stay inside, in the container's coordinates.
    /// - Parameter container: The container.
    public func availableArea(in container: SheetContainer) -> SheetRect {
        var clamped = container
        clamped.size = container.size.styleSanitized
        return FormSheetMetrics.availableArea(in: clamped, margin: margin)
    }

    /// The card's width, in points, for content that prefers `preferred` points (`nil`, or
    /// not finite or not positive: none).
    /// - Parameters:
    ///   - preferred: The content's preferred width, in points.
    ///   - container: The container.
    public func width(preferred: Double?, in container: SheetContainer) -> Double {
        let asked = preferred.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? maximumWidth
        return Swift.min(asked, maximumWidth, availableArea(in: container).width)
    }

    /// The card's frame, untransformed, in the container's coordinates.
    /// - Parameters:
    ///   - contentSize: The content's size: its preferred width and its fitting height at
    ///     the card's width (components that are 0 count as none).
    ///   - container: The container.
    public func frame(contentSize: SheetSize, in container: SheetContainer) -> SheetRect {
        let area = availableArea(in: container)
        let width = self.width(preferred: contentSize.width, in: container)
        let height = contentSize.height > 0 ? Swift.min(contentSize.height, area.height) : area.height
        return SheetRect(x: area.midX - width / 2, y: area.midY - height / 2, width: width, height: height)
    }
}
