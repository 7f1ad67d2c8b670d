import SheetKit

/// The core values a scenario describes: configuration, container and resolved layout.
///
/// Detents get the identifiers `detents[0]`, `detents[1]`… in declaration order, so a merged
/// or reordered detent can still be traced to the file. A fits-content detent sets the
/// container's ``SheetContainer/contentFittingLength``. The display scale is 3. A drag region
/// becomes the configuration's ``SheetDragBehavior/region``.
package struct ScenarioSetup: Sendable {
    /// The sheet's configuration.
    package let configuration: SheetConfiguration
    /// The container.
    package let container: SheetContainer
    /// The resolved geometry (edge, detents) for the container.
    package let layout: SheetLayout
    /// Whether the user may dismiss the sheet.
    package let allowsDismissal: Bool

    /// The display scale every scenario uses (device pixels per point).
    package static let displayScale = 3.0

    /// Builds the core values. An ``Scenario/initialDetent`` beyond the resolved detents
    /// falls back to the smallest (``Scenario/validate()`` reports it).
    package init(_ scenario: Scenario) {
        let detents = scenario.detents.enumerated().map { index, spec -> Detent in
            let identifier = Detent.Identifier("detents[\(index)]")
            switch spec {
            case .fraction(let fraction): return .fraction(fraction, identifier: identifier)
            case .points(let points): return .points(points, identifier: identifier)
            case .fitsContent: return .fitsContent(identifier: identifier)
            }
        }
        let fitting = scenario.detents.lazy.compactMap { spec -> Double? in
            if case .fitsContent(let length) = spec { return length }
            return nil
        }.first
        let container = SheetContainer(size: scenario.container, safeAreaInsets: scenario.safeArea,
                                       layoutDirection: scenario.layoutDirection, displayScale: Self.displayScale,
                                       contentFittingLength: fitting)
        var configuration = SheetConfiguration(edge: scenario.edge, detents: detents,
                                               spring: scenario.spring?.spring ?? .default,
                                               presentationSpring: scenario.presentationSpring?.spring)
        configuration.drag.region = scenario.dragRegion?.region ?? .anywhere
        let layout = SheetLayout(edge: configuration.edge, detents: detents, container: container, options: configuration.layout)
        let initial = layout.detents.indices.contains(scenario.initialDetent) ? scenario.initialDetent : layout.detents.startIndex
        configuration.initialDetentIdentifier = layout.detents[initial].identifier
        self.configuration = configuration
        self.container = container
        self.layout = layout
        self.allowsDismissal = scenario.allowsDismiss
    }

    /// A hidden engine for the scenario.
    package func makeEngine() -> SheetEngine {
        SheetEngine(configuration: configuration, container: container, dismissalPermission: allowsDismissal ? .allowed : .denied)
    }

    /// The finger motion, as an extent delta in points, that drags a sheet at `start` to the
    /// visible extent `target` in one event, inverting the rubber band exactly; `nil` when
    /// no finger motion shows `target` (beyond the band's reach).
    /// - Parameters:
    ///   - start: The visible extent the drag starts from, in points.
    ///   - target: The visible extent to reach, in points.
    ///   - presenting: Whether the drag presents the sheet (no resistance below the detents).
    package func dragDelta(from start: Double, to target: Double, presenting: Bool) -> Double? {
        let arbiter = DragArbiter(layout: layout, allowsDismissal: allowsDismissal || presenting)
        let delta = arbiter.fingerExtent(forVisible: target) - arbiter.fingerExtent(forVisible: start)
        let reached = arbiter.step(delta: delta, extent: start, scroll: nil).extent
        guard delta.isFinite, abs(reached - target) <= 1e-6 * Swift.max(1, target) else { return nil }
        return delta
    }

    /// The finger velocity, in points per second, that makes the sheet continue at `velocity`
    /// after a lift at the visible extent `extent` (the rubber band scales the finger's
    /// velocity by its slope).
    package func fingerVelocity(forSheetVelocity velocity: Double, atExtent extent: Double, presenting: Bool) -> Double {
        let slope = bandSlope(atExtent: extent, velocity: velocity, presenting: presenting)
        return slope > 0 ? velocity / slope : 0
    }

    /// The rubber band's slope (visible points per finger point) at the visible `extent`,
    /// for a finger moving with `velocity` (one-sided at the band's edge).
    private func bandSlope(atExtent extent: Double, velocity: Double, presenting: Bool) -> Double {
        DragArbiter(layout: layout, allowsDismissal: allowsDismissal || presenting)
            .visibleSlope(atVisible: extent, velocity: velocity)
    }
}
