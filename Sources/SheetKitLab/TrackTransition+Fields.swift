import SheetKit

// A `track` object in the file format: its fields, reading, writing and range checks.
//
// {"transition": "navigationPop", "style": "parallaxSlide"}
// {"transition": "tabSwitch", "direction": "forward"}
// {"transition": "circularReveal", "center": {"x": 340, "y": 780}}
// {"transition": "cardZoom", "card": {"x": 16, "y": 120, "width": 358, "height": 440}}
// {"transition": "centeredCard", "content": {"width": 300, "height": 360}}
extension TrackTransition {
    /// Each field a `track` object may have besides `transition`, and the transition it
    /// belongs to.
    static let fieldOwners: [(field: String, owner: Name)] = [
        ("style", .navigationPop), ("direction", .tabSwitch), ("center", .circularReveal), ("card", .cardZoom),
        ("content", .centeredCard),
    ]

    /// The fields a `track` object may have.
    static let fields = ["transition"] + fieldOwners.map(\.field)

    /// Reads a `track` object (see the examples above); a field of another transition is an
    /// error naming the transition it applies to.
    init(reading reader: FieldReader) throws {
        try reader.rejectUnknown(Self.fields)
        let name: Name = try reader.choice("transition", default: nil)
        for (field, owner) in Self.fieldOwners where owner != name {
            try reader.reject([field], because: "it applies to \"\(owner.rawValue)\"")
        }
        switch name {
        case .navigationPop: self = .navigationPop(style: try reader.choice("style", default: .parallaxSlide))
        case .tabSwitch: self = .tabSwitch(direction: try reader.choice("direction", default: nil))
        case .circularReveal: self = .circularReveal(center: try Self.point(try Self.required(reader, "center")))
        case .cardZoom: self = .cardZoom(card: try Self.rect(try Self.required(reader, "card")))
        case .centeredCard: self = .centeredCard(content: try Self.size(try Self.required(reader, "content")))
        }
    }

    /// The `track` object in the file format.
    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [("transition", .string(name.rawValue))]
        switch self {
        case .navigationPop(let style): members.append(("style", .string(style.rawValue)))
        case .tabSwitch(let direction): members.append(("direction", .string(direction.rawValue)))
        case .circularReveal(let center):
            members.append(("center", .object([("x", .number(center.x)), ("y", .number(center.y))])))
        case .cardZoom(let card):
            members.append(("card", .object([("x", .number(card.x)), ("y", .number(card.y)),
                                             ("width", .number(card.width)), ("height", .number(card.height))])))
        case .centeredCard(let content):
            members.append(("content", .object([("width", .number(content.width)), ("height", .number(content.height))])))
        }
        return .object(members)
    }

    /// Checks what the file format cannot say by type: a tab switch to the same tab does not
    /// move; coordinates lie within ±``ScenarioLimits/maximumLength`` and sizes within
    /// 0 ... ``ScenarioLimits/maximumLength`` points (a card or a content of size 0 is valid:
    /// the core zooms into a point, or sizes the card to the available area).
    func validate() throws(ScenarioError) {
        let limit = ScenarioLimits.maximumLength
        func coordinate(_ value: Double, _ field: String) throws(ScenarioError) {
            guard abs(value) <= limit else {
                throw ScenarioError(field: "track.\(field)", message: "must be within ±\(format(limit)) points (found \(format(value)))")
            }
        }
        func length(_ value: Double, _ field: String) throws(ScenarioError) {
            try Self.checkLength(value, field: "track.\(field)")
        }
        switch self {
        case .navigationPop: break
        case .tabSwitch(let direction):
            guard direction == .none else { break }
            throw ScenarioError(field: "track.direction", message: "must be \"forward\" or \"backward\" (a switch to the same tab does not move)")
        case .circularReveal(let center):
            try coordinate(center.x, "center.x")
            try coordinate(center.y, "center.y")
        case .cardZoom(let card):
            try coordinate(card.x, "card.x")
            try coordinate(card.y, "card.y")
            try length(card.width, "card.width")
            try length(card.height, "card.height")
        case .centeredCard(let content):
            try length(content.width, "content.width")
            try length(content.height, "content.height")
        }
    }

    /// The member `key`, which must be present.
    private static func required(_ reader: FieldReader, _ key: String) throws -> FieldReader {
        guard let object = try reader.object(key) else { throw ScenarioError(field: reader.field(key), message: "missing (required)") }
        return object
    }

    /// `{"x": …, "y": …}`.
    private static func point(_ reader: FieldReader) throws -> SheetPoint {
        try reader.rejectUnknown(["x", "y"])
        return SheetPoint(x: try reader.requiredNumber("x"), y: try reader.requiredNumber("y"))
    }

    /// `{"x": …, "y": …, "width": …, "height": …}`.
    private static func rect(_ reader: FieldReader) throws -> SheetRect {
        try reader.rejectUnknown(["x", "y", "width", "height"])
        return SheetRect(x: try reader.requiredNumber("x"), y: try reader.requiredNumber("y"),
                         width: try reader.requiredNumber("width"), height: try reader.requiredNumber("height"))
    }

    /// `{"width": …, "height": …}`, neither negative (``SheetSize`` would turn a negative
    /// component into 0 silently).
    private static func size(_ reader: FieldReader) throws -> SheetSize {
        try reader.rejectUnknown(["width", "height"])
        var components: [Double] = []
        for key in ["width", "height"] {
            let value = try reader.requiredNumber(key)
            try checkLength(value, field: reader.field(key))
            components.append(value)
        }
        return SheetSize(width: components[0], height: components[1])
    }

    /// A size's component: from 0 to ``ScenarioLimits/maximumLength`` points (NaN fails).
    private static func checkLength(_ value: Double, field: String) throws(ScenarioError) {
        let limit = ScenarioLimits.maximumLength
        guard value >= 0, value <= limit else {
            throw ScenarioError(field: field, message: "must be from 0 to \(format(limit)) points (found \(format(value)))")
        }
    }
}
