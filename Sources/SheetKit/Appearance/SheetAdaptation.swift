/// The height class of the container, as UIKit's vertical size class.
public enum HeightClass: String, Hashable, Sendable, CaseIterable {
    /// Phones in landscape.
    case compact
    /// Phones in portrait and iPads.
    case regular
}

/// How a bottom sheet is shown in a container.
public enum SheetAdaptiveStyle: String, Hashable, Sendable, CaseIterable {
    /// Attached to the container's bottom edge across its width, as on a phone in portrait.
    case attached
    /// A panel of bounded width floating above the bottom edge, still moving between its
    /// detents (``FloatingPanelMetrics`` gives its frame).
    case floatingPanel
    /// A card of a preferred size centered in the container, like a UIKit form sheet
    /// (``FormSheetMetrics`` gives its frame).
    case formSheet
    /// A popover pointing at a source rectangle (``PopoverMetrics`` gives its frame and side).
    case popover
}

/// The choice of how a bottom sheet adapts to the container's size classes.
///
/// ## The decision
/// | Container | Style |
/// |---|---|
/// | an edge other than the bottom (drawers, top panels) | ``SheetAdaptiveStyle/attached`` |
/// | compact width, regular height (phone portrait, narrow iPad split view) | ``SheetAdaptiveStyle/attached`` |
/// | compact height, any width (phone landscape) | ``compactHeight`` |
/// | regular width, regular height (iPad, wide split view) | ``regular`` |
///
/// A ``RegularPreference/popover`` without a source rectangle becomes
/// ``SheetAdaptiveStyle/formSheet``. The shape of the table follows UIKit's form sheet
/// (Apple's `UIModalPresentationStyle.formSheet` documentation): a centered card only in
/// regular width *and* regular height, a sheet attached to the bottom in compact width; in
/// compact height UIKit's sheets go full screen unless `prefersEdgeAttachedInCompactHeight`
/// (UISheetPresentationController.h), which SheetKit states as a choice between attached and
/// floating. Drawers and top panels keep their edge everywhere: their whole point is the edge.
public struct SheetAdaptation: Hashable, Sendable {
    /// How a bottom sheet is shown in regular width and regular height.
    public enum RegularPreference: String, Hashable, Sendable, CaseIterable {
        /// Attached to the bottom edge, at most ``SheetLayoutOptions/maximumRegularWidth``
        /// wide (SheetKit's behavior before adaptation existed).
        case attached
        /// A floating panel of bounded width that keeps its detents.
        case floatingPanel
        /// A centered card of a preferred size.
        case formSheet
        /// A popover pointing at a source rectangle (a form sheet without one).
        case popover
    }

    /// How a bottom sheet is shown in compact height.
    public enum CompactHeightPreference: String, Hashable, Sendable, CaseIterable {
        /// Attached to the bottom edge (UIKit's `prefersEdgeAttachedInCompactHeight`).
        case attached
        /// A floating panel of bounded width.
        case floatingPanel
    }

    /// How a bottom sheet is shown in regular width and regular height. Default
    /// ``RegularPreference/floatingPanel``: design choice. It keeps what a bottom sheet is
    /// for (its detents and its drag) while keeping it at a phone-like width instead of
    /// stretching a phone layout across an iPad.
    public var regular: RegularPreference
    /// How a bottom sheet is shown in compact height. Default
    /// ``CompactHeightPreference/attached``: design choice. A landscape phone has little
    /// height to spare for margins, and the sheet keeps the same geometry as in portrait.
    public var compactHeight: CompactHeightPreference

    /// Creates a preference.
    /// - Parameters:
    ///   - regular: The style in regular width and height. Default floating panel.
    ///   - compactHeight: The style in compact height. Default attached.
    public init(regular: RegularPreference = .floatingPanel, compactHeight: CompactHeightPreference = .attached) {
        self.regular = regular
        self.compactHeight = compactHeight
    }

    /// Attached to the bottom edge in every container (both preferences
    /// ``RegularPreference/attached`` and ``CompactHeightPreference/attached``): the default of
    /// ``SheetLayoutOptions/adaptation``, SheetKit's behavior before adaptation existed.
    public static let alwaysAttached = SheetAdaptation(regular: .attached, compactHeight: .attached)

    /// How a sheet is shown in a container with these traits (see the type's table).
    /// - Parameters:
    ///   - edge: The sheet's resolved edge; only bottom sheets adapt.
    ///   - widthClass: The container's horizontal size class.
    ///   - heightClass: The container's vertical size class.
    ///   - hasSourceRect: Whether the presentation has a source rectangle a popover can
    ///     point at.
    public func style(edge: ResolvedEdge, widthClass: WidthClass, heightClass: HeightClass, hasSourceRect: Bool) -> SheetAdaptiveStyle {
        guard edge == .bottom else { return .attached }
        if heightClass == .compact {
            return compactHeight == .attached ? .attached : .floatingPanel
        }
        guard widthClass == .regular else { return .attached }
        switch regular {
        case .attached: return .attached
        case .floatingPanel: return .floatingPanel
        case .formSheet: return .formSheet
        case .popover: return hasSourceRect ? .popover : .formSheet
        }
    }
}
