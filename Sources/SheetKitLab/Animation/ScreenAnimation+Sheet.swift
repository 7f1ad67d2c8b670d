import SheetKit

// A sheet scenario's screen: the presenting view, the dimming, the sheet and its list.
extension ScreenAnimation {
    /// Where the sheet is on one frame, from the core's layout at the frame's extent.
    struct SheetShot {
        /// The surface (background, corners), in container points.
        var surface: SheetRect
        /// The surface's corner radius, in points.
        var cornerRadius: Double
        /// Where the content goes, in container points.
        var content: SheetRect
        /// The grabber, in container points.
        var grabber: SheetRect
        /// The presenting view's effect.
        var effect: PresentingViewEffect
    }

    /// The sheet on `frame`: ``SheetLayout/frame(forExtent:)`` of its extent, the iOS 26
    /// surface (``SheetGlassGeometry``) with the scenario's surface options, the standard
    /// grabber, and the presenting view's effect at the frame's extent and dimming.
    func sheetShot(_ frame: Trace.Frame, _ setup: ScenarioSetup) -> SheetShot {
        let layout = setup.layout
        let sheetFrame = layout.frame(forExtent: frame.extent)
        let glass = SheetGlassGeometry(layout: layout, extent: frame.extent, configuration: setup.configuration.surface)
        let content = glass.contentFrame(in: sheetFrame)
        let grabber = GrabberLayout.standard.frame(inContentOf: SheetSize(width: content.width, height: content.height), edge: layout.edge)
        let effect = PresentingViewEffect(configuration: setup.configuration.presentingEffect, layout: layout, extent: frame.extent,
                                          dimming: frame.dimming, reduceMotion: setup.configuration.reduceMotion)
        return SheetShot(surface: glass.surfaceFrame(in: sheetFrame), cornerRadius: glass.cornerRadius, content: content,
                         grabber: SheetRect(x: content.x + grabber.x, y: content.y + grabber.y, width: grabber.width, height: grabber.height),
                         effect: effect)
    }

    /// Every frame's sheet.
    func sheetShots() -> [SheetShot] {
        let setup = ScenarioSetup(scenario)
        return trace.frames.map { sheetShot($0, setup) }
    }

    /// Draws the presenting view, the dimming, the sheet, its grabber and its rows.
    func drawSheet(_ svg: inout AnimatedSVG) {
        let shots = sheetShots()
        let times = frameTimes, pinned = pinnedFrames
        func lengths(_ value: (SheetShot) -> Double) -> AnimatedValue { .length(times, shots.map(value), pinned: pinned) }
        let center = (x: size.width / 2, y: size.height / 2)
        svg.translated(x: lengths(\.effect.translationX), y: lengths(\.effect.translationY)) { svg in
            svg.scaled(.scale(times, shots.map(\.effect.scale), pinned: pinned), about: center) { svg in
                // The corner is drawn before the scale: divide it by the scale to show the effect's radius.
                let corner = lengths { $0.effect.cornerRadius / Swift.max($0.effect.scale, .leastNormalMagnitude) }
                ScreenMockup.screen(&svg, size: size, top: scenario.safeArea.top, title: "Presenting", color: ScreenMockup.screenColor,
                                    corner: corner, tintDimmed: .alpha(times, shots.map { $0.effect.isTintDimmed ? 1 : 0 }, pinned: pinned))
            }
        }
        svg.element("rect", "id=\"dimming\" x=\"0\" y=\"0\" width=\"100%\" height=\"100%\" fill=\"#000\"",
                    [("opacity", alpha(\.dimming))])
        svg.element("rect", "id=\"sheet\" fill=\"\(ScreenMockup.sheetColor)\" stroke=\"#c9ced6\" stroke-width=\"0.5\"",
                    [("x", lengths(\.surface.x)), ("y", lengths(\.surface.y)), ("width", lengths(\.surface.width)),
                     ("height", lengths(\.surface.height)), ("rx", lengths(\.cornerRadius))])
        drawRows(&svg, shots)
        svg.element("rect", "id=\"grabber\" fill=\"\(ScreenMockup.rowColor)\"",
                    [("x", lengths(\.grabber.x)), ("y", lengths(\.grabber.y)), ("width", lengths(\.grabber.width)),
                     ("height", lengths(\.grabber.height)), ("rx", lengths { Swift.min($0.grabber.width, $0.grabber.height) / 2 })])
    }

    /// The sheet's rows, clipped to its content and moved by the list's offset along the
    /// axis (for a sheet without a list, still): rows across the content's width, enough to fill the content at every
    /// offset the trace shows, below the grabber's clearance.
    private func drawRows(_ svg: inout AnimatedSVG, _ shots: [SheetShot]) {
        let times = frameTimes, pinned = pinnedFrames
        func lengths(_ value: (SheetShot) -> Double) -> AnimatedValue { .length(times, shots.map(value), pinned: pinned) }
        let vertical = ScenarioSetup(scenario).layout.edge.axis == .vertical
        let offsets = trace.frames.map { trace.hasList ? $0.scrollOffset : 0 }
        let longest = shots.map(\.content.height).max() ?? 0
        let across = shots.map(\.content.width).max() ?? 0
        let lowest = Swift.max(0, offsets.min() ?? 0), highest = Swift.max(0, offsets.max() ?? 0)
        let first = Int((lowest / ScreenMockup.rowPitch).rounded(.down))
        let last = Int(((highest + longest) / ScreenMockup.rowPitch).rounded(.up))
        let clearance = GrabberLayout.standard.clearance
        svg.element("svg", "id=\"list\" overflow=\"hidden\"",
                    [("x", lengths(\.content.x)), ("y", lengths(\.content.y)), ("width", lengths(\.content.width)),
                     ("height", lengths(\.content.height))]) { svg in
            let scroll = AnimatedValue.length(times, offsets.map { -$0 }, pinned: pinned)
            let still = AnimatedValue.length(times, offsets.map { _ in 0 }, pinned: pinned)
            svg.translated(x: vertical ? still : scroll, y: vertical ? scroll : still) { svg in
                for index in first..<Swift.max(first, last) {
                    // A drawer's rows stack down from the safe area; a sheet's from the grabber's clearance.
                    let top = (vertical ? clearance : scenario.safeArea.top) + Double(index) * ScreenMockup.rowPitch
                    ScreenMockup.row(&svg, x: ScreenMockup.rowInset, y: top, width: across - 2 * ScreenMockup.rowInset)
                }
            }
        }
    }
}
