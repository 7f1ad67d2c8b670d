import SheetKit

/// The ranges scenario values must lie in. Generous for real sheets, tight enough that no
/// value can overflow the arithmetic or produce an unbounded amount of output: together they
/// bound one scenario's work to ``maximumSamples`` touch samples and ``maximumFrames``
/// display frames. `sheetkit-lab --help` lists them under LIMITS; a value outside its range
/// is an error naming the field (exit status 2).
package enum ScenarioLimits {
    /// The largest length (container side, inset, detent, list length), in points.
    package static let maximumLength = 100_000.0
    /// The largest sample or release time, in seconds.
    package static let maximumTime = 600.0
    /// The longest simulated time after the last input, in seconds.
    package static let maximumDuration = 60.0
    /// The refresh rates accepted, in frames per second.
    package static let frameRates: ClosedRange<Double> = 1...1000
    /// The largest drop interval (`dropEvery`).
    package static let maximumDropEvery = 1000
    /// The fastest release velocity, in points per second.
    package static let maximumVelocity = 100_000.0
    /// The most touch samples in a gesture.
    package static let maximumSamples = 100_000
    /// The most detents.
    package static let maximumDetents = 32
    /// The longest name, in characters (it titles the chart and names its file).
    package static let maximumNameLength = 100
    /// The longest description, in characters (a few sentences under the chart's title).
    package static let maximumDescriptionLength = 1000
    /// The most display frames a scenario may simulate: (time of the last input − time of
    /// the first + `duration`) × `frameRate`. 50 000 frames are 7 minutes at 120 Hz or 50 s at
    /// 1000 Hz, far beyond a gesture; they bound a run and its `--json` trace (about 120 bytes
    /// a frame, so about 6 MB).
    package static let maximumFrames = 50_000
}

extension Scenario {
    /// Checks every value and every rule that spans fields. The parser calls it; the runner
    /// calls it too, so a scenario built in code is held to the same rules.
    /// - Throws: ``ScenarioError`` naming the first field that is wrong, by its path in the
    ///   file format (`gesture[3].t`).
    package func validate() throws(ScenarioError) {
        let length = ScenarioLimits.maximumLength
        // Lengths first (the UTF-8 count bounds the work), so the other checks see short text.
        for (field, text, limit) in [("name", name, ScenarioLimits.maximumNameLength), ("description", summary, ScenarioLimits.maximumDescriptionLength)] {
            guard text.utf8.count <= 4 * limit, text.count <= limit else { throw ScenarioError(field: field, message: "must be at most \(limit) characters") }
            if field == "name", name.allSatisfy(\.isWhitespace) { throw ScenarioError(field: "name", message: "must not be empty") }
        }
        try checkPositive(container.width, "container.width", length, " points")
        try checkPositive(container.height, "container.height", length, " points")
        if let track {
            try track.validate()
        } else {
            for (side, value) in [("top", safeArea.top), ("left", safeArea.left), ("bottom", safeArea.bottom), ("right", safeArea.right)] {
                try check(value, "safeArea.\(side)", 0...length, " points")
            }
            try validateDetents()
        }
        // A track scenario has no presentation; its presentationSpring is ignored.
        for (field, spec) in [("spring", spring), ("presentationSpring", track == nil ? presentationSpring : nil)] {
            guard let spec else { continue }
            try check(spec.response, "\(field).response", MotionSpring.minimumResponse...MotionSpring.maximumResponse, " seconds")
            try check(spec.dampingRatio, "\(field).dampingRatio", MotionSpring.minimumDampingRatio...MotionSpring.maximumDampingRatio, "")
        }
        try check(frameRate, "frameRate", ScenarioLimits.frameRates, " frames per second")
        guard dropEvery == 0 || (2...ScenarioLimits.maximumDropEvery).contains(dropEvery) else {
            throw ScenarioError(field: "dropEvery", message: "must be 0 (drop nothing) or from 2 to \(ScenarioLimits.maximumDropEvery) (found \(dropEvery))")
        }
        if let scroll, track == nil {
            try check(scroll.contentLength, "scroll.contentLength", 0...(10 * length), " points")
            try checkPositive(scroll.viewportLength, "scroll.viewportLength", length, " points")
            try check(scroll.offset, "scroll.offset", -length...(10 * length), " points")
        }
        if case .header(let header) = dragRegion { try check(header, "dragRegion.header", 0...length, " points") }
        try check(duration, "duration", 0...ScenarioLimits.maximumDuration, " seconds")
        try validateInput()
        // The frame count last, once the inputs' times are known to be valid.
        let timeline = Timeline(self)
        let span = timeline.end - timeline.origin + duration
        let frames = (span * frameRate).rounded(.up)
        guard frames <= Double(ScenarioLimits.maximumFrames) else {
            throw ScenarioError(field: "frameRate", message: "the scenario would simulate \(format(frames)) frames (\(format(span)) s from the first input to the last plus duration, at \(format(frameRate)) frames per second); at most \(ScenarioLimits.maximumFrames) are allowed: shorten the gesture or the duration, or lower the frame rate")
        }
    }

    /// The detents: 1 to ``ScenarioLimits/maximumDetents``, each greater than 0 and at most 1
    /// (a fraction) or ``ScenarioLimits/maximumLength`` points, one fits-content at most, and
    /// ``initialDetent`` an index into the resolved detents.
    private func validateDetents() throws(ScenarioError) {
        guard !detents.isEmpty else { throw ScenarioError(field: "detents", message: "must hold at least one detent") }
        guard detents.count <= ScenarioLimits.maximumDetents else {
            throw ScenarioError(field: "detents", message: "must hold at most \(ScenarioLimits.maximumDetents) detents")
        }
        var fitsContentField: String?
        for (index, spec) in detents.enumerated() {
            let (kind, value, upperBound): (String, Double, Double)
            switch spec {
            case .fraction(let fraction): (kind, value, upperBound) = ("fraction", fraction, 1)
            case .points(let points): (kind, value, upperBound) = ("points", points, ScenarioLimits.maximumLength)
            case .fitsContent(let length): (kind, value, upperBound) = ("fitsContent", length, ScenarioLimits.maximumLength)
            }
            let field = "detents[\(index)].\(kind)"
            try checkPositive(value, field, upperBound, kind == "fraction" ? "" : " points")
            guard kind == "fitsContent" else { continue }
            if let first = fitsContentField {
                throw ScenarioError(field: field, message: "only one fitsContent detent is possible (the content has one fitting length; the first is \(first))")
            }
            fitsContentField = field
        }
        let resolved = ScenarioSetup(self).layout.detents
        guard resolved.indices.contains(initialDetent) else {
            let extents = resolved.map { format(($0.extent * 100).rounded() / 100) }.joined(separator: ", ")
            throw ScenarioError(field: "initialDetent", message: "must be an index from 0 to \(resolved.count - 1) into the resolved detents (extents \(extents) points), found \(initialDetent)")
        }
    }

    /// The input: touch samples, or a release at a sheet's extent (one a drag can show) or
    /// at a position along the track; no input only for a sheet presented with an animation.
    private func validateInput() throws(ScenarioError) {
        switch input {
        case .none:
            guard track == nil, presentation == .animated else {
                throw ScenarioError(field: "gesture", message: "missing (required): give \"gesture\" or \"release\"" + (track == nil ? " (only an animated presentation needs neither)" : ""))
            }
        case .release(let release):
            try check(release.t, "release.t", 0...ScenarioLimits.maximumTime, " seconds")
            if let track {
                let length = track.setup(for: self).length
                guard release.extent >= 0, release.extent <= length else {
                    throw ScenarioError(field: "release.position", message: "must be from 0 to the track's length, \(track.lengthDescription) \(format(length)) points (found \(format(release.extent)))")
                }
            } else {
                try check(release.extent, "release.extent", 0...ScenarioLimits.maximumLength, " points")
            }
            try checkMagnitude(release.velocity, "release.velocity", ScenarioLimits.maximumVelocity, " points per second")
            guard track == nil else { return }
            let setup = ScenarioSetup(self)
            let presenting = presentation == .edgePan
            let start = presenting ? 0 : setup.layout.detents[initialDetent].extent
            guard setup.dragDelta(from: start, to: release.extent, presenting: presenting) != nil else {
                throw ScenarioError(field: "release.extent", message: "no drag can show the sheet at \(format(release.extent)) points: it is beyond the rubber band's reach")
            }
        case .gesture(let samples):
            try validate(samples)
        }
    }

    /// Touch samples: 1 to ``ScenarioLimits/maximumSamples``, in time order within
    /// 0 ... ``ScenarioLimits/maximumTime`` seconds, coordinates within
    /// ±``ScenarioLimits/maximumLength`` points, each touch lifted before the next goes down.
    private func validate(_ samples: [TouchSample]) throws(ScenarioError) {
        guard !samples.isEmpty else { throw ScenarioError(field: "gesture", message: "must hold at least one sample") }
        guard samples.count <= ScenarioLimits.maximumSamples else {
            throw ScenarioError(field: "gesture", message: "must hold at most \(ScenarioLimits.maximumSamples) samples")
        }
        var isTouching = false
        var previousTime = -Double.infinity
        for (index, sample) in samples.enumerated() {
            let field = "gesture[\(index)]"
            try check(sample.t, "\(field).t", 0...ScenarioLimits.maximumTime, " seconds")
            guard sample.t >= previousTime else {
                throw ScenarioError(field: "\(field).t", message: "samples must be in time order, but \(format(sample.t)) is earlier than the previous sample's \(format(previousTime))")
            }
            try checkMagnitude(sample.finger, "\(field).finger", ScenarioLimits.maximumLength, " points")
            if let across = sample.across { try checkMagnitude(across, "\(field).across", ScenarioLimits.maximumLength, " points") }
            if isTouching, sample.down {
                throw ScenarioError(field: "\(field).down", message: "a new touch cannot start before the previous one lifts (add \"lift\": true to an earlier sample)")
            }
            if !isTouching, index > 0, !sample.down {
                throw ScenarioError(field: "\(field).down", message: "this sample follows a lift, so it must start a new touch with \"down\": true")
            }
            isTouching = !sample.lift
            previousTime = sample.t
        }
        if isTouching {
            throw ScenarioError(field: "gesture[\(samples.count - 1)].lift", message: "the last sample must lift the finger (\"lift\": true)")
        }
    }
}

/// Fails unless `value` lies in `range` (NaN fails): "must be from 0 to 60 seconds (found 100)";
/// `unit` starts with a space, or is empty.
private func check(_ value: Double, _ field: String, _ range: ClosedRange<Double>, _ unit: String) throws(ScenarioError) {
    guard range.contains(value) else {
        throw ScenarioError(field: field, message: "must be from \(format(range.lowerBound)) to \(format(range.upperBound))\(unit) (found \(format(value)))")
    }
}

/// Fails unless 0 < `value` ≤ `upperBound` (NaN fails).
private func checkPositive(_ value: Double, _ field: String, _ upperBound: Double, _ unit: String) throws(ScenarioError) {
    guard value > 0, value <= upperBound else {
        throw ScenarioError(field: field, message: "must be greater than 0 and at most \(format(upperBound))\(unit) (found \(format(value)))")
    }
}

/// Fails unless |`value`| ≤ `limit` (NaN fails).
private func checkMagnitude(_ value: Double, _ field: String, _ limit: Double, _ unit: String) throws(ScenarioError) {
    guard abs(value) <= limit else {
        throw ScenarioError(field: field, message: "must be within ±\(format(limit))\(unit) (found \(format(value)))")
    }
}
