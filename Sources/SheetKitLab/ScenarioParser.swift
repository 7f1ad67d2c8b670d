import Foundation
import SheetKit

/// Reads scenario files.
///
/// The format (lengths in points, times in seconds, velocities in points per second):
///
/// ```json
/// {
///   "name": "flick-up",
///   "description": "optional sentence shown with the chart",
///   "container": {"width": 390, "height": 844},
///   "safeArea": {"top": 47, "left": 0, "bottom": 34, "right": 0},
///   "edge": "bottom",
///   "layoutDirection": "leftToRight",
///   "detents": [{"fraction": 0.6}, {"points": 320}, {"fitsContent": 420}],
///   "initialDetent": 0,
///   "spring": {"response": 0.35, "dampingRatio": 0.86},
///   "presentationSpring": {"response": 0.5, "dampingRatio": 0.6},
///   "allowsDismiss": true,
///   "presentation": "resting",
///   "frameRate": 120, "dropEvery": 0,
///   "scroll": {"contentLength": 2400, "viewportLength": 600, "offset": 0},
///   "dragRegion": {"header": 60},
///   "catchOnTouchDown": true,
///   "gesture": [{"t": 0, "finger": 420, "across": 100}, {"t": 0.3, "finger": 300, "lift": true}],
///   "duration": 2
/// }
/// ```
///
/// `release` (`{"t": 0, "extent": 300, "velocity": -1500}`) replaces `gesture`. A `track`
/// object makes it a track scenario (``TrackTransition``; `ScenarioParser+Track.swift`). Every error
/// names the field (``ScenarioError/field``); unknown fields are errors, so a misspelt
/// optional field is not silently ignored. After reading, ``Scenario/validate()`` checks
/// ranges and the rules that span fields.
public enum ScenarioParser {
    /// The fields a scenario object may have.
    public static let rootFields = [
        "name", "description", "container", "safeArea", "edge", "layoutDirection", "detents", "initialDetent",
        "spring", "presentationSpring", "allowsDismiss", "presentation", "frameRate", "dropEvery", "scroll",
        "dragRegion", "catchOnTouchDown", "gesture", "release", "duration", "track",
    ]

    /// Reads and validates a scenario from JSON text.
    ///
    /// The text goes through the lab's bounds, then Foundation's `JSONDecoder`:
    /// 1. at most ``JSONTextLimits/maximumBytes`` bytes;
    /// 2. UTF-8 (the first invalid byte is reported by line and column);
    /// 3. ``JSONPreflight``: nesting depth, repeated keys, numbers a `Double` cannot hold,
    ///    lone surrogate escapes (read as U+FFFD);
    /// 4. `JSONDecoder`, reading every field through ``FieldReader``; a syntax error is
    ///    reported with its line and column;
    /// 5. ``Scenario/validate()``.
    /// - Throws: ``ScenarioError`` naming the first field that is wrong (an empty field for
    ///   a problem of the file as a whole).
    /// - Complexity: O(n) in the length of the text.
    public static func parse(_ text: [UInt8]) throws(ScenarioError) -> Scenario {
        guard text.count <= JSONTextLimits.maximumBytes else {
            throw ScenarioError(field: "", message: "larger than \(JSONTextLimits.maximumBytesDescription), the most a scenario file may hold")
        }
        if let offset = UTF8Validation.firstInvalidOffset(in: text) {
            throw ScenarioError(field: "", message: "not valid UTF-8 at \(JSONTextPosition(offset: offset, in: text)) (byte offset \(offset): \(TextExcerpt.escaped(byte: text[offset])))")
        }
        let checked = try JSONPreflight.check(text)
        let scenario: Scenario
        do {
            scenario = try JSONDecoder().decode(ScenarioDocument.self, from: Data(checked)).scenario
        } catch let error as ScenarioError {
            throw error
        } catch let error as DecodingError {
            // Foundation reads string contents only when asked: a text error can surface
            // at any field. Its place comes from reading the text once more.
            if case .dataCorrupted = error, let syntax = ScenarioError.syntax(in: checked) { throw syntax }
            throw ScenarioError(decoding: error)
        } catch {
            throw ScenarioError(field: "", message: TextExcerpt.of("\(error)", limit: ScenarioError.maximumQuotedMessage))
        }
        try scenario.validate()
        return scenario
    }

    /// Reads and validates a scenario from JSON text given as a string.
    public static func parse(_ text: String) throws(ScenarioError) -> Scenario {
        try parse(Array(text.utf8))
    }

    /// Reads a scenario from the root object the decoder is at (validation is the caller's).
    static func read(_ root: FieldReader) throws -> Scenario {
        try root.rejectUnknown(rootFields)
        if try root.has("track") { return try readTrack(root) }
        guard let name = try root.string("name") else { throw ScenarioError(field: "name", message: "missing (required)") }
        guard let container = try root.object("container") else {
            throw ScenarioError(field: "container", message: "missing (required)")
        }
        try container.rejectUnknown(["width", "height"])
        var scenario = Scenario(
            name: name,
            summary: try root.string("description") ?? "",
            container: try size(container),
            edge: try root.choice("edge", default: nil),
            detents: try detents(root),
            input: .none)
        scenario.safeArea = try insets(root.object("safeArea"))
        scenario.layoutDirection = try root.choice("layoutDirection", default: .leftToRight)
        scenario.initialDetent = try root.integer("initialDetent", default: 0)
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
        scenario.input = try input(root)
        return scenario
    }

    /// The container's size, kept raw so that validation can report 0 or negative sizes
    /// (``SheetSize`` would turn them into 0).
    static func size(_ container: FieldReader) throws -> SheetSize {
        let width = try container.requiredNumber("width"), height = try container.requiredNumber("height")
        guard width > 0 else { throw ScenarioError(field: "container.width", message: "must be greater than 0 points (found \(format(width)))") }
        guard height > 0 else { throw ScenarioError(field: "container.height", message: "must be greater than 0 points (found \(format(height)))") }
        return SheetSize(width: width, height: height)
    }

    private static func insets(_ reader: FieldReader?) throws -> SheetInsets {
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

    private static func detents(_ root: FieldReader) throws -> [Scenario.DetentSpec] {
        guard let records = try root.array("detents", of: DetentRecord.self) else {
            throw ScenarioError(field: "detents", message: "missing (required)")
        }
        return records.map(\.spec)
    }

    /// One element of `detents`.
    struct DetentRecord: Decodable {
        let spec: Scenario.DetentSpec

        init(from decoder: any Decoder) throws {
            let reader = try FieldReader(decoder)
            let kinds = ["fraction", "points", "fitsContent"]
            try reader.rejectUnknown(kinds)
            let present = try kinds.filter { try reader.has($0) }
            guard present.count == 1, let kind = present.first else {
                throw ScenarioError(field: reader.path, message: "give exactly one of \"fraction\", \"points\" or \"fitsContent\"")
            }
            let value = try reader.requiredNumber(kind)
            switch kind {
            case "fraction": spec = .fraction(value)
            case "points": spec = .points(value)
            default: spec = .fitsContent(value)
            }
        }
    }

    static func spring(_ reader: FieldReader?) throws -> Scenario.SpringSpec? {
        guard let reader else { return nil }
        try reader.rejectUnknown(["response", "dampingRatio"])
        return Scenario.SpringSpec(response: try reader.requiredNumber("response"),
                                   dampingRatio: try reader.requiredNumber("dampingRatio"))
    }

    private static func scroll(_ reader: FieldReader?) throws -> Scenario.ScrollSpec? {
        guard let reader else { return nil }
        try reader.rejectUnknown(["contentLength", "viewportLength", "offset"])
        return Scenario.ScrollSpec(contentLength: try reader.requiredNumber("contentLength"),
                                   viewportLength: try reader.requiredNumber("viewportLength"),
                                   offset: try reader.number("offset") ?? 0)
    }

    /// `{"anywhere": true}`, `{"grabber": true}` or `{"header": 60}`: exactly one member.
    private static func dragRegion(_ reader: FieldReader?) throws -> Scenario.DragRegionSpec? {
        guard let reader else { return nil }
        let kinds = ["anywhere", "grabber", "header"]
        try reader.rejectUnknown(kinds)
        let present = try kinds.filter { try reader.has($0) }
        guard present.count == 1, let kind = present.first else {
            throw ScenarioError(field: reader.path, message: "give exactly one of \"anywhere\": true, \"grabber\": true or \"header\": <points>")
        }
        switch kind {
        case "header": return .header(try reader.requiredNumber(kind))
        default:
            guard try reader.bool(kind, default: false) else {
                throw ScenarioError(field: reader.field(kind), message: "must be true (leave \"dragRegion\" out for no region)")
            }
            return kind == "grabber" ? .grabber : .anywhere
        }
    }

    private static func input(_ root: FieldReader) throws -> Scenario.Input {
        let samples = try root.array("gesture", of: SampleRecord.self)
        let release = try root.object("release")
        if samples != nil, release != nil {
            throw ScenarioError(field: "release", message: "give either \"gesture\" or \"release\", not both")
        }
        if let release {
            try release.rejectUnknown(["t", "extent", "velocity"])
            return .release(Scenario.Release(t: try release.number("t") ?? 0,
                                             extent: try release.requiredNumber("extent"),
                                             velocity: try release.requiredNumber("velocity")))
        }
        guard let samples else { return .none }
        return .gesture(samples.map(\.sample))
    }

    /// One element of `gesture`.
    struct SampleRecord: Decodable {
        let sample: Scenario.TouchSample

        init(from decoder: any Decoder) throws {
            let reader = try FieldReader(decoder)
            try reader.rejectUnknown(["t", "finger", "down", "lift", "across"])
            sample = Scenario.TouchSample(t: try reader.requiredNumber("t"), finger: try reader.requiredNumber("finger"),
                                          down: try reader.bool("down", default: false),
                                          lift: try reader.bool("lift", default: false),
                                          across: try reader.number("across"))
        }
    }
}

/// A scenario file's root object as `JSONDecoder` reads it: every field goes through
/// ``FieldReader``, so every error names its field.
struct ScenarioDocument: Decodable {
    /// The scenario read (not validated yet).
    let scenario: Scenario

    init(from decoder: any Decoder) throws {
        scenario = try ScenarioParser.read(FieldReader(decoder))
    }
}
