import SheetKit

/// An animated SVG of the screen a scenario's trace shows, frame for frame: for a sheet, the
/// container with its safe area, the presenting view, the dimming, the sheet's surface with
/// its corners and grabber, placeholder rows moving with the list's offset, and the finger;
/// for a track, its two screens. It plays with SMIL (no script), in real time or
/// ``AnimationTiming/slowMotionFactor`` times slower, and loops after a pause.
///
/// Each animated attribute takes its value on every trace frame at the frame's time (what
/// the trace does not hold, such as the sheet's frame or a screen's transform, is the core's
/// function of what it holds: ``SheetLayout/frame(forExtent:)`` of the frame's extent, a
/// style's appearance at the frame's progress), then keeps only the keyframes
/// ``Keyframes/thinned(tolerance:pinned:)`` keeps (frames at events always kept).
package struct ScreenAnimation {
    /// The scenario replayed.
    package let scenario: Scenario
    /// Its trace.
    package let trace: Trace
    /// How many times slower than real time it plays (1 = real time).
    package let slowdown: Double

    /// Creates the animation of `trace`, the replay of `scenario`, played `slowdown` times
    /// slower than real time.
    package init(scenario: Scenario, trace: Trace, slowdown: Double = 1) {
        self.scenario = scenario
        self.trace = trace
        self.slowdown = slowdown
        let times = trace.frames.map(\.t)
        frameTimes = times
        pinnedFrames = Self.pinnedFrames(trace, times)
    }

    /// The frames' times, in seconds.
    let frameTimes: [Double]
    /// The frames always kept: the first frame at or after each event and each release, and
    /// the settle frame.
    let pinnedFrames: Set<Int>

    /// The container's size, in points.
    var size: (width: Double, height: Double) { (scenario.container.width, scenario.container.height) }

    /// How the trace's time maps to the document's.
    var timing: AnimationTiming {
        var end = trace.frames.last?.t ?? 0
        for sample in fingerSamples { end = Swift.max(end, sample.t) }
        return AnimationTiming(end: end, slowdown: slowdown)
    }

    /// The frames ``pinnedFrames`` holds for `trace`, whose frames are at `times`.
    private static func pinnedFrames(_ trace: Trace, _ times: [Double]) -> Set<Int> {
        var pinned = Set<Int>()
        func firstFrame(atOrAfter t: Double) -> Int? { times.firstIndex { $0 >= t } }
        for event in trace.events { if let index = firstFrame(atOrAfter: event.t) { pinned.insert(index) } }
        for release in trace.releases { pinned.insert(release.firstFrame) }
        if let settle = trace.settleFrame { pinned.insert(settle) }
        return pinned.filter { times.indices.contains($0) }
    }

    /// A length per frame.
    func length(_ value: (Trace.Frame) -> Double) -> AnimatedValue {
        .length(frameTimes, trace.frames.map(value), pinned: pinnedFrames)
    }

    /// An alpha per frame.
    func alpha(_ value: (Trace.Frame) -> Double) -> AnimatedValue {
        .alpha(frameTimes, trace.frames.map(value), pinned: pinnedFrames)
    }

    /// A scale per frame.
    func scale(_ value: (Trace.Frame) -> Double) -> AnimatedValue {
        .scale(frameTimes, trace.frames.map(value), pinned: pinnedFrames)
    }

    /// The SVG document.
    package var svg: String {
        var svg = AnimatedSVG(width: size.width, height: size.height, timing: timing)
        svg.raw("<rect width=\"100%\" height=\"100%\" fill=\"\(ScreenMockup.deviceColor)\"/>")
        if trace.frames.isEmpty {
            // Nothing moved: the container alone.
        } else if let track = scenario.track {
            drawTrack(track, &svg)
        } else {
            drawSheet(&svg)
        }
        drawSafeArea(&svg)
        drawFinger(&svg)
        drawProgress(&svg)
        let speed = slowdown == 1 ? "real time" : "\(SMILFormat.number(slowdown, digits: 2))× slower"
        return svg.document(title: "\(trace.scenario): the screen, \(speed)")
    }
}
