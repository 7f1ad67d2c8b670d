// The adaptive styles' part of a sheet's layout: where a form sheet's or a popover's card
// rests, its single detent, and which corners a style rounds.
extension SheetLayout {
    /// The resting card of a form sheet (``FormSheetMetrics``, sized by the container's
    /// preferred content size) or a popover (``PopoverMetrics``, pointing at the container's
    /// source rectangle); `nil` for the other styles.
    static func card(style: SheetAdaptiveStyle, container: SheetContainer, options: SheetLayoutOptions) -> SheetRect? {
        switch style {
        case .formSheet:
            return options.formSheet.frame(contentSize: container.preferredContentSize, in: container)
        case .popover:
            return container.sourceRect.map {
                options.popover.placement(sourceRect: $0, contentSize: container.preferredContentSize, in: container).frame
            }
        case .attached, .floatingPanel:
            return nil
        }
    }

    /// The corners the sheet's surface rounds: the inner ones of a sheet attached to its edge
    /// (the others lie past the container's edge), all four of a panel or card that floats.
    package var roundedCorners: SheetCorners {
        style == .attached ? edge.innerCorners : [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
    }
}

extension ResolvedDetents {
    /// One detent at `extent` for every identifier of `detents`: the first declared names
    /// it and the others alias it, so a selection by any of them survives. A card (form
    /// sheet, popover) has one resting place whatever detents it was given.
    /// - Parameters:
    ///   - detents: The configured detents; only their identifiers count. None gives one
    ///     detent identified ``Stop/ID/large``.
    ///   - extent: The resting extent, in points; a value that is not finite or is below
    ///     ``minimumExtent`` becomes ``minimumExtent``.
    /// - Complexity: O(n) in the number of detents.
    init(collapsing detents: [Detent], toExtent extent: Double) {
        let identifiers = detents.map(\.identifier)
        let extent = extent.isFinite ? Swift.max(Self.minimumExtent, extent) : Self.minimumExtent
        let first = identifiers.first ?? .large
        var aliases: [Detent.Identifier: Int] = [:]
        for identifier in identifiers.dropFirst() where identifier != first { aliases[identifier] = 0 }
        self.init(detents: [ResolvedDetent(identifier: first, extent: extent)], aliases: aliases)
    }
}
