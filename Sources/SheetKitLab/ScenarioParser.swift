import Foundation
import SheetKit

/// Reads scenario files: the format `sheetkit-lab --help` documents field by field (``LabHelp``,
/// SCENARIO FILE and TRACK SCENARIO FILE; lengths in points, times in seconds, velocities in
/// points per second) and ``Scenario/json`` writes.
///
/// A `track` object makes a track scenario (``TrackTransition``): it has only the fields of
/// ``trackRootFields``, and its release gives a `position` along the track instead of an
/// `extent`. Every error names the field (``ScenarioError/field``); unknown fields are errors,
/// so a misspelt optional field is not silently ignored. After reading,
/// ``Scenario/validate()`` checks ranges and the rules that span fields.
package enum ScenarioParser {
    /// The fields a scenario object may have.
    package static let rootFields = [
        "name", "description", "container", "safeArea", "edge", "layoutDirection", "detents", "initialDetent",
        "spring", "presentationSpring", "allowsDismiss", "presentation", "frameRate", "dropEvery", "scroll",
        "dragRegion", "catchOnTouchDown", "gesture", "release", "duration", "track",
    ]

    /// The fields a track scenario may have.
    package static let trackRootFields = [
        "name", "description", "container", "layoutDirection", "track", "spring", "frameRate", "dropEvery",
        "gesture", "release", "duration",
    ]

    /// The sheet's fields, which a track scenario must not give.
    static let sheetOnlyFields = rootFields.filter { !trackRootFields.contains($0) }

    /// Reads and validates a scenario from JSON text.
    ///
    /// The text goes through the lab's bounds, then Foundation's `JSONDecoder`:
    /// 1. at most ``JSONTextLimits/maximumBytes`` bytes;
    /// 2. UTF-8 (the first invalid byte is reported by line and column);
    /// 3. ``JSONPreflight``: nesting depth, repeated keys, numbers a `Double` cannot hold,
    ///    lone surrogate escapes (read as U+FFFD);
    /// 4. `JSONDecoder`, into a ``JSONValue``; a syntax error is reported with its line and
    ///    column (``ScenarioError/syntax(in:)``);
    /// 5. every field through ``FieldReader``;
    /// 6. ``Scenario/validate()``.
    /// - Throws: ``ScenarioError`` naming the first field that is wrong (an empty field for
    ///   a problem of the file as a whole).
    /// - Complexity: O(n) in the length of the text.
    package static func parse(_ text: [UInt8]) throws(ScenarioError) -> Scenario {
        guard text.count <= JSONTextLimits.maximumBytes else {
            throw ScenarioError(field: "", message: "larger than \(JSONTextLimits.maximumBytesDescription), the most a scenario file may hold")
        }
        if let offset = UTF8Validation.firstInvalidOffset(in: text) {
            throw ScenarioError(field: "", message: "not valid UTF-8 at \(JSONTextPosition(offset: offset, in: text)) (byte offset \(offset): \(TextExcerpt.escaped(byte: text[offset])))")
        }
        let checked = try JSONPreflight.check(text)
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: Data(checked))
        } catch {
            throw ScenarioError.syntax(in: checked)
                ?? ScenarioError(field: "", message: TextExcerpt.of("\(error)", limit: ScenarioError.maximumQuotedMessage))
        }
        let scenario = try read(FieldReader(root, path: ""))
        try scenario.validate()
        return scenario
    }

    /// Reads and validates a scenario from JSON text given as a string.
    package static func parse(_ text: String) throws(ScenarioError) -> Scenario {
        try parse(Array(text.utf8))
    }

    /// Reads a sheet or a track scenario from the root object (validation is the caller's).
    /// A track scenario has none of the sheet's fields, so reading them gives the defaults
    /// its initializer sets.
    static func read(_ root: FieldReader) throws(ScenarioError) -> Scenario {
        try root.rejectUnknown(rootFields)
        let isTrack = root.has("track")
        if isTrack { try root.reject(sheetOnlyFields, because: "a scenario with \"track\" replays a transition, not a sheet") }
        guard let name = try root.string("name") else { throw root.missing("name") }
        let container = try root.requiredObject("container")
        try container.rejectUnknown(["width", "height"])
        let track = try root.object("track")
        var scenario = Scenario(name: name, summary: try root.string("description") ?? "", container: try size(container),
                                edge: try root.choice("edge", default: isTrack ? .bottom : nil),
                                detents: try detents(root, required: !isTrack), input: .none)
        scenario.safeArea = try insets(root.object("safeArea"))
        scenario.layoutDirection = try root.choice("layoutDirection", default: .leftToRight)
        scenario.initialDetent = try root.integer("initialDetent", default: 0)
        if let track { scenario.track = try TrackTransition(reading: track) }
        scenario.spring = try spring(root.object("spring"))
        scenario.presentationSpring = try spring(root.object("presentationSpring"))
        scenario.allowsDismiss = try root.bool("allowsDismiss", default: true)
        scenario.presentation = try root.choice("presentation", default: .resting)
        scenario.frameRate = try root.number("frameRate") ?? 120
        scenario.dropEvery = try root.integer("dropEvery", default: 0)
        scenario.scroll = try scroll(root.object("scroll"))
        scenario.dragRegion = try dragRegion(root.object("dragRegion"))
        scenario.catchOnTouchDown = try root.bool("catchOnTouchDown", default: false)
        scenario.duration = try root.number("duration") ?? 2
        scenario.input = try input(root, position: isTrack ? "position" : "extent")
        return scenario
    }

    /// `{"width": …, "height": …}`, both required, from ``InputLimits/lengthResolution`` to
    /// ``ScenarioLimits/maximumLength`` points, checked raw: ``SheetSize`` would turn a size
    /// below the resolution into 0 and one beyond its limit into that limit, and a message
    /// would then quote a number the file does not hold (lab review of 2026-11-28: 1e308
    /// was reported as "found 1000000").
    static func size(_ container: FieldReader) throws(ScenarioError) -> SheetSize {
        let width = try container.requiredNumber("width"), height = try container.requiredNumber("height")
        let lengths = InputLimits.lengthResolution...ScenarioLimits.maximumLength
        for (key, value) in [("width", width), ("height", height)] where !lengths.contains(value) {
            throw ScenarioError(field: container.field(key),
                                message: "must be from \(format(lengths.lowerBound)) to \(format(lengths.upperBound)) points (found \(format(value)))")
        }
        return SheetSize(width: width, height: height)
    }

    /// `{"top": …, "left": …, "bottom": …, "right": …}`, each 0 when absent and within
    /// 0 ... ``ScenarioLimits/maximumLength`` points (``SheetInsets`` would clamp the others).
    private static func insets(_ reader: FieldReader?) throws(ScenarioError) -> SheetInsets {
        guard let reader else { return .zero }
        let sides = ["top", "left", "bottom", "right"]
        try reader.rejectUnknown(sides)
        var values: [Double] = []
        for side in sides {
            let value = try reader.number(side) ?? 0
            guard value >= 0, value <= ScenarioLimits.maximumLength else {
                throw ScenarioError(field: reader.field(side), message: "must be from 0 to \(format(ScenarioLimits.maximumLength)) points (found \(format(value)))")
            }
            values.append(value)
        }
        return SheetInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// `detents`: objects of exactly one member, `fraction`, `points` or `fitsContent`.
    private static func detents(_ root: FieldReader, required: Bool) throws(ScenarioError) -> [Scenario.DetentSpec] {
        let kinds = ["fraction", "points", "fitsContent"]
        let detents = try root.objects("detents") { (reader) throws(ScenarioError) -> Scenario.DetentSpec in
            try reader.rejectUnknown(kinds)
            let kind = try reader.oneOf(kinds, choices: "\"fraction\", \"points\" or \"fitsContent\"")
            let value = try reader.requiredNumber(kind)
            return kind == "fraction" ? .fraction(value) : kind == "points" ? .points(value) : .fitsContent(value)
        }
        guard let detents else {
            if required { throw root.missing("detents") }
            return []
        }
        return detents
    }

    /// `{"response": …, "dampingRatio": …}`, both required; `nil` when absent.
    static func spring(_ reader: FieldReader?) throws(ScenarioError) -> Scenario.SpringSpec? {
        guard let reader else { return nil }
        try reader.rejectUnknown(["response", "dampingRatio"])
        return Scenario.SpringSpec(response: try reader.requiredNumber("response"), dampingRatio: try reader.requiredNumber("dampingRatio"))
    }

    private static func scroll(_ reader: FieldReader?) throws(ScenarioError) -> Scenario.ScrollSpec? {
        guard let reader else { return nil }
        try reader.rejectUnknown(["contentLength", "viewportLength", "offset"])
        return Scenario.ScrollSpec(contentLength: try reader.requiredNumber("contentLength"),
                                   viewportLength: try reader.requiredNumber("viewportLength"), offset: try reader.number("offset") ?? 0)
    }

    /// `{"anywhere": true}`, `{"grabber": true}` or `{"header": 60}`: exactly one member.
    private static func dragRegion(_ reader: FieldReader?) throws(ScenarioError) -> Scenario.DragRegionSpec? {
        guard let reader else { return nil }
        let kinds = ["anywhere", "grabber", "header"]
        try reader.rejectUnknown(kinds)
        let kind = try reader.oneOf(kinds, choices: "\"anywhere\": true, \"grabber\": true or \"header\": <points>")
        if kind == "header" { return .header(try reader.requiredNumber(kind)) }
        guard try reader.bool(kind, default: false) else {
            throw ScenarioError(field: reader.field(kind), message: "must be true (leave \"dragRegion\" out for no region)")
        }
        return kind == "grabber" ? .grabber : .anywhere
    }

    /// `gesture` (touch samples), or `release` at `position` (a sheet's `extent`, a track's
    /// `position`), not both; ``Scenario/Input/none`` for neither.
    private static func input(_ root: FieldReader, position: String) throws(ScenarioError) -> Scenario.Input {
        let samples = try root.objects("gesture") { (reader) throws(ScenarioError) in
            try reader.rejectUnknown(["t", "finger", "down", "lift", "across"])
            return Scenario.TouchSample(t: try reader.requiredNumber("t"), finger: try reader.requiredNumber("finger"),
                                        down: try reader.bool("down", default: false), lift: try reader.bool("lift", default: false),
                                        across: try reader.number("across"))
        }
        guard let release = try root.object("release") else { return samples.map { .gesture($0) } ?? .none }
        guard samples == nil else { throw ScenarioError(field: "release", message: "give either \"gesture\" or \"release\", not both") }
        try release.rejectUnknown(["t", position, "velocity"])
        return .release(Scenario.Release(t: try release.number("t") ?? 0, extent: try release.requiredNumber(position),
                                         velocity: try release.requiredNumber("velocity")))
    }
}
