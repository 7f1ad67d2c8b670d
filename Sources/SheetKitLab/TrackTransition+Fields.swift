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

    /// Reads a `track` object (see the examples above); a field of another transition is an
    /// error naming the transition it applies to. Coordinates and sizes are numbers (their
    /// ranges are ``validate()``'s), all required.
    init(reading reader: FieldReader) throws(ScenarioError) {
        try reader.rejectUnknown(["transition"] + Self.fieldOwners.map(\.field))
        let name: Name = try reader.choice("transition", default: nil)
        for (field, owner) in Self.fieldOwners where owner != name {
            try reader.reject([field], because: "it applies to \"\(owner.rawValue)\"")
        }
        /// The numbers `keys` of the required object `key`, which has no other members.
        func numbers(_ key: String, _ keys: [String]) throws(ScenarioError) -> [Double] {
            let object = try reader.requiredObject(key)
            try object.rejectUnknown(keys)
            var values: [Double] = []
            for key in keys { values.append(try object.requiredNumber(key)) }
            return values
        }
        switch name {
        case .navigationPop: self = .navigationPop(style: try reader.choice("style", default: .parallaxSlide))
        case .tabSwitch: self = .tabSwitch(direction: try reader.choice("direction", default: nil))
        case .circularReveal:
            let center = try numbers("center", ["x", "y"])
            self = .circularReveal(center: SheetPoint(x: center[0], y: center[1]))
        case .cardZoom:
            let card = try numbers("card", ["x", "y", "width", "height"])
            self = .cardZoom(card: SheetRect(x: card[0], y: card[1], width: card[2], height: card[3]))
        case .centeredCard:
            // Checked here: ``SheetSize`` would turn a negative component into 0 silently.
            let content = try numbers("content", ["width", "height"])
            for (key, value) in zip(["width", "height"], content) { try Self.checkLength(value, field: "track.content.\(key)") }
            self = .centeredCard(content: SheetSize(width: content[0], height: content[1]))
        }
    }

    /// The `track` object in the file format.
    var json: JSONValue {
        let field: (key: String, value: JSONValue)
        switch self {
        case .navigationPop(let style): field = ("style", .string(style.rawValue))
        case .tabSwitch(let direction): field = ("direction", .string(direction.rawValue))
        case .circularReveal(let center): field = ("center", .object([("x", .number(center.x)), ("y", .number(center.y))]))
        case .cardZoom(let card):
            field = ("card", .object([("x", .number(card.x)), ("y", .number(card.y)),
                                      ("width", .number(card.width)), ("height", .number(card.height))]))
        case .centeredCard(let content):
            field = ("content", .object([("width", .number(content.width)), ("height", .number(content.height))]))
        }
        return .object([("transition", .string(name.rawValue)), field])
    }

    /// Checks what the file format cannot say by type: a tab switch to the same tab does not
    /// move; coordinates lie within ±``ScenarioLimits/maximumLength`` and sizes within
    /// 0 ... ``ScenarioLimits/maximumLength`` points (a card or a content of size 0 is valid:
    /// the core zooms into a point, or sizes the card to the available area).
    func validate() throws(ScenarioError) {
        let limit = ScenarioLimits.maximumLength
        var coordinates: [(String, Double)] = [], lengths: [(String, Double)] = []
        switch self {
        case .navigationPop: break
        case .tabSwitch(let direction):
            guard direction == .none else { break }
            throw ScenarioError(field: "track.direction", message: "must be \"forward\" or \"backward\" (a switch to the same tab does not move)")
        case .circularReveal(let center): coordinates = [("center.x", center.x), ("center.y", center.y)]
        case .cardZoom(let card):
            coordinates = [("card.x", card.x), ("card.y", card.y)]
            lengths = [("card.width", card.width), ("card.height", card.height)]
        case .centeredCard(let content): lengths = [("content.width", content.width), ("content.height", content.height)]
        }
        for (field, value) in coordinates where !(abs(value) <= limit) {
            throw ScenarioError(field: "track.\(field)", message: "must be within ±\(format(limit)) points (found \(format(value)))")
        }
        for (field, value) in lengths { try Self.checkLength(value, field: "track.\(field)") }
    }

    /// A size's component: from 0 to ``ScenarioLimits/maximumLength`` points (NaN fails).
    private static func checkLength(_ value: Double, field: String) throws(ScenarioError) {
        guard value >= 0, value <= ScenarioLimits.maximumLength else {
            throw ScenarioError(field: field, message: "must be from 0 to \(format(ScenarioLimits.maximumLength)) points (found \(format(value)))")
        }
    }
}
