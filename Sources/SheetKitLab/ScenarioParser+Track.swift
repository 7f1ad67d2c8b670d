import SheetKit

// Track scenarios in the file format: a `track` object instead of the sheet's fields.
//
// {"name": "pop-flick", "container": {"width": 390, "height": 844},
//  "layoutDirection": "leftToRight", "track": {"transition": "navigationPop", "style": "parallaxSlide"},
//  "spring": {"response": 0.35, "dampingRatio": 1}, "frameRate": 120, "dropEvery": 0,
//  "gesture": [{"t": 0, "finger": 6}, {"t": 0.1, "finger": 120, "lift": true}],
//  "release": {"t": 0, "position": 100, "velocity": 900}, "duration": 2}
extension ScenarioParser {
    /// The fields a track scenario may have.
    public static let trackRootFields = [
        "name", "description", "container", "layoutDirection", "track", "spring", "frameRate", "dropEvery",
        "gesture", "release", "duration",
    ]

    /// The sheet's fields, which a track scenario must not give.
    static let sheetOnlyFields = rootFields.filter { !trackRootFields.contains($0) }

    /// Reads a track scenario from the root object (validation is the caller's).
    static func readTrack(_ root: FieldReader) throws -> Scenario {
        try root.reject(sheetOnlyFields, because: "a scenario with \"track\" replays a transition, not a sheet")
        guard let name = try root.string("name") else { throw ScenarioError(field: "name", message: "missing (required)") }
        guard let container = try root.object("container") else {
            throw ScenarioError(field: "container", message: "missing (required)")
        }
        try container.rejectUnknown(["width", "height"])
        guard let track = try root.object("track") else { throw ScenarioError(field: "track", message: "missing (required)") }
        return Scenario(name: name, summary: try root.string("description") ?? "", container: try size(container),
                        layoutDirection: try root.choice("layoutDirection", default: .leftToRight),
                        track: try TrackTransition(reading: track), spring: try spring(root.object("spring")),
                        frameRate: try root.number("frameRate") ?? 120, dropEvery: try root.integer("dropEvery", default: 0),
                        input: try trackInput(root), duration: try root.number("duration") ?? 2)
    }

    /// A track scenario's input: `gesture`, or a `release` at a position along the track.
    private static func trackInput(_ root: FieldReader) throws -> Scenario.Input {
        let samples = try root.array("gesture", of: SampleRecord.self)
        let release = try root.object("release")
        if samples != nil, release != nil {
            throw ScenarioError(field: "release", message: "give either \"gesture\" or \"release\", not both")
        }
        if let release {
            try release.rejectUnknown(["t", "position", "velocity"])
            return .release(Scenario.Release(t: try release.number("t") ?? 0, extent: try release.requiredNumber("position"),
                                             velocity: try release.requiredNumber("velocity")))
        }
        return samples.map { .gesture($0.map(\.sample)) } ?? .none
    }
}
