import SheetKit

// What every animation draws over its screen: the safe area, the finger and the loop's
// progress.
extension ScreenAnimation {
    /// One touch sample on the trace's clock, in container points.
    struct FingerSample {
        /// The sample's time, in seconds from the first input.
        var t: Double
        /// The touch point, in container points.
        var x: Double, y: Double
        /// Whether the finger is on the screen from this sample on (false from a lift).
        var down: Bool
    }

    /// Whether the scenario's `finger` is the touch's x (a drawer, a pop, a tab switch).
    var fingerIsHorizontal: Bool {
        if let track = scenario.track {
            switch track {
            case .navigationPop, .tabSwitch: return true
            case .circularReveal, .cardZoom, .centeredCard: return false
            }
        }
        return ScenarioSetup(scenario).layout.edge.axis == .horizontal
    }

    /// The scenario's touch samples on the trace's clock, each at the point it was on the
    /// screen: `finger` along the axis, the touch's first `across` (or the container's
    /// middle) across it. Empty for a release or no input.
    var fingerSamples: [FingerSample] {
        guard case .gesture(let samples) = scenario.input else { return [] }
        var result: [FingerSample] = []
        var across = 0.0
        let horizontal = fingerIsHorizontal
        let middle = horizontal ? size.height / 2 : size.width / 2
        for (index, sample) in samples.enumerated() {
            if index == 0 || sample.down { across = sample.across ?? middle }
            let (x, y) = horizontal ? (sample.finger, across) : (across, sample.finger)
            result.append(FingerSample(t: sample.t - trace.origin, x: x, y: y, down: !sample.lift))
        }
        return result
    }

    /// Draws the touch point: it moves through the samples and shows from a touch's first
    /// sample to its lift.
    func drawFinger(_ svg: inout AnimatedSVG) {
        let samples = fingerSamples
        guard !samples.isEmpty else { return }
        let times = samples.map(\.t)
        // Several samples at one instant (a touch-down and a move): keep the last.
        var unique: [Int] = []
        for index in samples.indices {
            if let last = unique.last, samples[last].t == samples[index].t { unique[unique.count - 1] = index } else { unique.append(index) }
        }
        let x = AnimatedValue.length(unique.map { times[$0] }, unique.map { samples[$0].x })
        let y = AnimatedValue.length(unique.map { times[$0] }, unique.map { samples[$0].y })
        // Shown while down: a switch at each touch's first sample and at its lift.
        var switchTimes = [0.0], switchValues = [0.0]
        for sample in samples {
            let value = sample.down ? 1.0 : 0
            if switchValues.last == value { continue }
            if switchTimes.last == sample.t { switchValues[switchValues.count - 1] = value } else {
                switchTimes.append(sample.t)
                switchValues.append(value)
            }
        }
        let loop = svg.timing
        let visibility = SMILFormat.animate("opacity", keyTimes: switchTimes.map(loop.keyTime),
                                            values: switchValues.map { SMILFormat.number($0, digits: 0) }, timing: loop, discrete: true)
        svg.element("circle", "id=\"finger\" r=\"\(ScreenMockup.n(ScreenMockup.fingerRadius))\" fill=\"\(ScreenMockup.fingerColor)\" fill-opacity=\"0.55\" stroke=\"#fff\" stroke-width=\"2\" opacity=\"\(SMILFormat.number(switchValues[0], digits: 0))\"",
                    [("cx", x), ("cy", y)]) { svg in svg.raw(visibility) }
    }

    /// Draws the container's safe area: a faint band and a dashed line at each inset.
    func drawSafeArea(_ svg: inout AnimatedSVG) {
        let insets = scenario.track == nil ? scenario.safeArea : .zero
        let color = ScreenMockup.safeAreaColor
        let n = ScreenMockup.n
        let bands: [(x: Double, y: Double, width: Double, height: Double)] = [
            (0, 0, size.width, insets.top), (0, size.height - insets.bottom, size.width, insets.bottom),
            (0, 0, insets.left, size.height), (size.width - insets.right, 0, insets.right, size.height),
        ]
        for band in bands where band.width > 0 && band.height > 0 {
            svg.raw("<rect x=\"\(n(band.x))\" y=\"\(n(band.y))\" width=\"\(n(band.width))\" height=\"\(n(band.height))\" fill=\"\(color)\" opacity=\"0.12\"/>")
        }
        if insets.top > 0 { svg.raw(dashed(0, insets.top, size.width, insets.top)) }
        if insets.bottom > 0 { svg.raw(dashed(0, size.height - insets.bottom, size.width, size.height - insets.bottom)) }
        if insets.left > 0 { svg.raw(dashed(insets.left, 0, insets.left, size.height)) }
        if insets.right > 0 { svg.raw(dashed(size.width - insets.right, 0, size.width - insets.right, size.height)) }
    }

    private func dashed(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> String {
        let n = ScreenMockup.n
        return "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(ScreenMockup.safeAreaColor)\" stroke-width=\"1\" stroke-dasharray=\"4 3\" opacity=\"0.6\"/>"
    }

    /// Draws the loop's progress: a bar along the bottom that fills while the motion plays
    /// and stays full during the pause.
    func drawProgress(_ svg: inout AnimatedSVG) {
        let timing = svg.timing
        let bar = ScreenMockup.progressBarHeight
        let width = AnimatedValue.length([0, timing.end], [0, size.width])
        svg.element("rect", "x=\"0\" y=\"\(ScreenMockup.n(size.height - bar))\" height=\"\(ScreenMockup.n(bar))\" fill=\"\(ScreenMockup.tintColor)\" opacity=\"0.8\"",
                    [("width", width)])
    }
}
