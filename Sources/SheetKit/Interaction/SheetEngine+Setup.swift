// What the engine knows about its sheet that changes only with the configuration or the
// container, held apart from the state that changes on every input.
extension SheetEngine {
    /// The sheet's configuration and what follows from it in one container: the layout, the
    /// dimming curve, the drag arbiter and the range springs are shown in.
    ///
    /// It changes only on a relayout (a new container or configuration) or when a hidden
    /// sheet's next detent is chosen, so it is held by reference and replaced whole, never
    /// mutated: copying the engine for each input copies one reference instead of the layout
    /// (several hundred bytes), and every ``SheetOutput`` shares it to compute its frame,
    /// surface and presenting-view effect when they are read.
    final class Setup: Sendable {
        /// The configuration.
        let configuration: SheetConfiguration
        /// The geometry for the current container.
        let layout: SheetLayout
        /// The dimming curve for ``layout``.
        let dimmingCurve: DimmingCurve
        /// The drag arbiter for ``layout``, with the hidden side free (``SheetEngine/arbiter(allowsDismissal:)``
        /// adjusts it per gesture).
        let freeArbiter: DragArbiter
        /// ``freeArbiter`` with the hidden side rubber-banded (a gesture that may not dismiss),
        /// made once here so a drag event does not build it.
        let bandedArbiter: DragArbiter
        /// The extents a spring is shown at, in points: a sheet cannot be more hidden than
        /// hidden (a bounce below 0 shows as 0), and an overshoot is never shown past the
        /// largest detent plus the container's length along the axis (the rubber band's
        /// reach), or past the largest detent itself when the sheet does not rubber-band
        /// beyond it (a hard stop holds for springs too).
        let shownRange: ClosedRange<Double>
        /// The identifiers a selection or a settle target can name while this setup is
        /// current, each once: ``Stop/ID/hidden`` first (at ``hiddenSlot``), then the configured
        /// detents', then the resolved detents' (the fallback ``Stop/ID/large`` among them),
        /// then any a copy was made to name (``naming(_:)``). The engine and its outputs keep
        /// a selection or a settle target as a slot of this table, an `Int`, instead of the
        /// identifier's string, so building an output retains no string.
        let names: [Stop.ID]

        /// The slot of ``Stop/ID/hidden`` in ``names``.
        static let hiddenSlot = 0
        /// The detent a selection on a hidden sheet chose for the next presentation
        /// (``presenting(to:)``), beside the app's configuration, which is never rewritten: a
        /// later configuration that keeps the app's initial detent keeps it
        /// (`SheetEngine.relayout`); `nil` when none was selected.
        let preselectedDetent: Detent.Identifier?

        /// Resolves `configuration` in `container`.
        /// - Complexity: O(n log n) in the number of detents; allocates the resolved detents
        ///   and the dimming curve's control points.
        convenience init(configuration: SheetConfiguration, container: SheetContainer) {
            let layout = SheetLayout(edge: configuration.edge, detents: configuration.detents, container: container,
                                     options: configuration.layout, surface: configuration.surface)
            var names: [Stop.ID] = [.hidden]
            for identifier in configuration.detents.map(\.identifier) + layout.detents.map(\.identifier)
            where !names.contains(identifier) {
                names.append(identifier)
            }
            self.init(configuration: configuration, layout: layout,
                      dimmingCurve: DimmingCurve(detents: layout.detents, configuration: configuration.dimming),
                      freeArbiter: DragArbiter(layout: layout, allowsDismissal: true, behavior: configuration.drag), names: names,
                      preselectedDetent: nil)
        }

        private init(configuration: SheetConfiguration, layout: SheetLayout, dimmingCurve: DimmingCurve, freeArbiter: DragArbiter,
                     names: [Stop.ID], preselectedDetent: Detent.Identifier?) {
            self.configuration = configuration
            self.preselectedDetent = preselectedDetent
            self.layout = layout
            self.dimmingCurve = dimmingCurve
            self.freeArbiter = freeArbiter
            bandedArbiter = freeArbiter.allowingDismissal(false)
            self.names = names
            let reach = configuration.drag.rubberBandsBeyondLargestDetent ? layout.context.containerLength : 0
            shownRange = 0...(layout.detents.largest.extent + reach)
        }

        /// The same setup with `identifier` as the detent the next presentation goes to
        /// (nothing is resolved again).
        func presenting(to identifier: Detent.Identifier) -> Setup {
            Setup(configuration: configuration, layout: layout, dimmingCurve: dimmingCurve, freeArbiter: freeArbiter,
                  names: names, preselectedDetent: identifier)
        }

        /// The detent a presentation goes to: the preselected one when it resolves, the
        /// configuration's initial detent otherwise (`SheetEngine.initialDetent(of:in:)`).
        /// - Complexity: O(n) in the number of detents.
        var presentationDetent: Detent.Identifier {
            if let preselectedDetent, layout.detents.index(for: preselectedDetent) != nil { return preselectedDetent }
            return SheetEngine.initialDetent(of: configuration, in: layout)
        }

        /// This setup and the slot of `identifier` in its ``names``: this setup when it names
        /// `identifier` already, otherwise a copy that names it too (nothing is resolved
        /// again). Only a selection kept across a relayout that no longer resolves, or an
        /// output's identifier set by hand, needs the copy.
        /// - Complexity: O(n) in the number of names; allocates only the copy.
        func naming(_ identifier: Stop.ID) -> (setup: Setup, slot: Int) {
            if let slot = names.firstIndex(of: identifier) { return (self, slot) }
            let named = Setup(configuration: configuration, layout: layout, dimmingCurve: dimmingCurve, freeArbiter: freeArbiter,
                              names: names + [identifier], preselectedDetent: preselectedDetent)
            return (named, names.count)
        }

        /// One finger delta through the arbiter a gesture uses (``freeArbiter`` when it may
        /// dismiss, ``bandedArbiter`` otherwise; see ``DragArbiter/step(delta:finger:scroll:)``),
        /// applied where the arbiter is stored instead of on a copy.
        @inline(__always)
        func step(allowingDismissal allowsDismissal: Bool, delta: Double, finger: Double, scroll: ScrollMetrics?) -> DragStep {
            allowsDismissal
                ? freeArbiter.step(delta: delta, finger: finger, scroll: scroll)
                : bandedArbiter.step(delta: delta, finger: finger, scroll: scroll)
        }

        /// The index of the detent `identifier` names in ``layout``, merged detents included;
        /// the smallest detent's when it names none.
        /// - Complexity: O(n) in the number of detents.
        func index(of identifier: Detent.Identifier) -> Int {
            layout.detents.index(for: identifier) ?? layout.detents.startIndex
        }

        /// The sheet's frame and surface at `extent` while the keyboard's edge is shown
        /// `attachedObstruction` points from the attached edge: inset from the container's
        /// edges while a Liquid Glass sheet floats. The content keeps the safe-area inset it has
        /// at rest there. An adaptive style other than attached floats by its own rule
        /// (``SheetLayout/style``), so the glass inset does not apply to it.
        /// - Parameters:
        ///   - extent: The extent, in points.
        ///   - attachedObstruction: The obstruction at the attached edge, in points.
        /// - Complexity: O(1).
        func frameAndSurface(extent: Double, attachedObstruction: Double) -> (frame: SheetFrame, surface: SheetGlassGeometry) {
            let base = layout.frame(forExtent: extent, attachedObstruction: attachedObstruction)
            let surface = SheetGlassGeometry(layout: layout, extent: extent, configuration: configuration.surface,
                                             environment: layout.container.glass)
            guard layout.style == .attached, surface.floatingFraction > 0 else { return (base, surface) }
            let frame = SheetFrame(surface: surface.surfaceFrame(in: base), content: surface.contentFrame(in: base),
                                   contentAttachedSafeAreaInset: Swift.max(0, base.contentAttachedSafeAreaInset - surface.attachedInset))
            return (frame, surface)
        }

        /// The presenting view's effect at `extent` with the dimming alpha `dimming` (0...1).
        /// - Complexity: O(1).
        func presentingEffect(extent: Double, dimming: Double) -> PresentingViewEffect {
            PresentingViewEffect(configuration: configuration.presentingEffect, layout: layout, extent: extent, dimming: dimming,
                                 reduceMotion: configuration.reduceMotion)
        }
    }
}
