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
///   "gesture": [{"t": 0, "finger": 420}, {"t": 0.3, "finger": 300, "lift": true}],
///   "duration": 2
/// }
/// ```
///
/// `release` (`{"t": 0, "extent": 300, "velocity": -1500}`) replaces `gesture`. Every error
/// names the field (``ScenarioError/field``); unknown fields are errors, so a misspelt
/// optional field is not silently ignored. After reading, ``Scenario/validate()`` checks
/// ranges and the rules that span fields.
public enum ScenarioParser {
    /// The fields a scenario object may have.
    public static let rootFields = [
        "name", "description", "container", "safeArea", "edge", "layoutDirection", "detents", "initialDetent",
        "spring", "presentationSpring", "allowsDismiss", "presentation", "frameRate", "dropEvery", "scroll",
        "gesture", "release", "duration",
    ]

    /// Reads and validates a scenario from JSON text.
    /// - Throws: ``ScenarioError`` naming the first field that is wrong.
    public static func parse(_ text: [UInt8]) throws(ScenarioError) -> Scenario {
        let json: JSONValue
        do {
            json = try JSONParser.parse(text)
        } catch {
            throw ScenarioError(field: "", message: "not valid JSON (\(error))")
        }
        return try parse(json)
    }

    /// Reads and validates a scenario from JSON text given as a string.
    public static func parse(_ text: String) throws(ScenarioError) -> Scenario {
        try parse(Array(text.utf8))
    }

    /// Reads and validates a scenario from a parsed JSON value.
    public static func parse(_ json: JSONValue) throws(ScenarioError) -> Scenario {
        let root = try FieldReader(json, path: "")
        try root.rejectUnknown(rootFields)
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
        scenario.duration = try root.number("duration") ?? 2
        scenario.input = try input(root)
        try scenario.validate()
        return scenario
    }

    /// The container's size, kept raw so that validation can report 0 or negative sizes
    /// (``SheetSize`` would turn them into 0).
    private static func size(_ container: FieldReader) throws(ScenarioError) -> SheetSize {
        let width = try container.requiredNumber("width"), height = try container.requiredNumber("height")
        guard width > 0 else { throw ScenarioError(field: "container.width", message: "must be greater than 0 points (found \(format(width)))") }
        guard height > 0 else { throw ScenarioError(field: "container.height", message: "must be greater than 0 points (found \(format(height)))") }
        return SheetSize(width: width, height: height)
    }

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

    private static func detents(_ root: FieldReader) throws(ScenarioError) -> [Scenario.DetentSpec] {
        guard let elements = try root.array("detents") else { throw ScenarioError(field: "detents", message: "missing (required)") }
        var detents: [Scenario.DetentSpec] = []
        for element in elements {
            let reader = try FieldReader(element.value, path: element.path)
            let kinds = ["fraction", "points", "fitsContent"]
            try reader.rejectUnknown(kinds)
            let present = kinds.filter { reader.has($0) }
            guard present.count == 1, let kind = present.first else {
                throw ScenarioError(field: element.path, message: "give exactly one of \"fraction\", \"points\" or \"fitsContent\"")
            }
            let value = try reader.requiredNumber(kind)
            switch kind {
            case "fraction": detents.append(.fraction(value))
            case "points": detents.append(.points(value))
            default: detents.append(.fitsContent(value))
            }
        }
        return detents
    }

    private static func spring(_ reader: FieldReader?) throws(ScenarioError) -> Scenario.SpringSpec? {
        guard let reader else { return nil }
        try reader.rejectUnknown(["response", "dampingRatio"])
        return Scenario.SpringSpec(response: try reader.requiredNumber("response"),
                                   dampingRatio: try reader.requiredNumber("dampingRatio"))
    }

    private static func scroll(_ reader: FieldReader?) throws(ScenarioError) -> Scenario.ScrollSpec? {
        guard let reader else { return nil }
        try reader.rejectUnknown(["contentLength", "viewportLength", "offset"])
        return Scenario.ScrollSpec(contentLength: try reader.requiredNumber("contentLength"),
                                   viewportLength: try reader.requiredNumber("viewportLength"),
                                   offset: try reader.number("offset") ?? 0)
    }

    private static func input(_ root: FieldReader) throws(ScenarioError) -> Scenario.Input {
        let samples = try root.array("gesture")
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
        var touches: [Scenario.TouchSample] = []
        for element in samples {
            let reader = try FieldReader(element.value, path: element.path)
            try reader.rejectUnknown(["t", "finger", "down", "lift"])
            touches.append(Scenario.TouchSample(t: try reader.requiredNumber("t"), finger: try reader.requiredNumber("finger"),
                                                down: try reader.bool("down", default: false),
                                                lift: try reader.bool("lift", default: false)))
        }
        return .gesture(touches)
    }
}
