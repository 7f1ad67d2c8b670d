import SheetKit

/// The interactive transition a track scenario replays through ``InteractiveTrack``, with
/// everything the lab needs to know about it in one place: its name and fields in the file
/// format, and the numbers of its track (``TrackSetup``).
///
/// To add a transition (a zoom, a reveal, a card dismissal): add a case, its
/// ``Name``, read and write its fields in ``init(reading:)`` and ``json``, and build its
/// ``TrackSetup`` in ``setup(for:)``; then document its fields in `LabHelp`. Parsing,
/// validation, the replay, the chart, the metrics and the trace format are shared.
public enum TrackTransition: Hashable, Sendable {
    /// An interactive pop of a navigation controller in a built-in style: the track is the
    /// container's width, a finger moving toward the trailing side advances it, and the
    /// style's spring carries the release.
    case navigationPop(style: NavigationStyleName)
    /// An interactive tab switch: the track is the container's width, a finger moving away
    /// from the side the new tab comes from advances it, on ``TabSwitchStyle/slide``'s spring.
    case tabSwitch(direction: TabSwitchDirection)

    /// The transitions' names in the file format (`"transition"`).
    public enum Name: String, Hashable, Sendable, CaseIterable {
        /// ``TrackTransition/navigationPop(style:)``.
        case navigationPop
        /// ``TrackTransition/tabSwitch(direction:)``.
        case tabSwitch
    }

    /// The transition's name in the file format.
    public var name: Name {
        switch self {
        case .navigationPop: return .navigationPop
        case .tabSwitch: return .tabSwitch
        }
    }

    /// The fields a `track` object may have.
    static let fields = ["transition", "style", "direction"]

    /// Reads a `track` object: `{"transition": "navigationPop", "style": "parallaxSlide"}`
    /// or `{"transition": "tabSwitch", "direction": "forward"}`.
    init(reading reader: FieldReader) throws {
        try reader.rejectUnknown(Self.fields)
        let name: Name = try reader.choice("transition", default: nil)
        switch name {
        case .navigationPop:
            try reader.reject(["direction"], because: "it applies to \"tabSwitch\"")
            self = .navigationPop(style: try reader.choice("style", default: .parallaxSlide))
        case .tabSwitch:
            try reader.reject(["style"], because: "it applies to \"navigationPop\"")
            self = .tabSwitch(direction: try reader.choice("direction", default: nil))
        }
    }

    /// The `track` object in the file format.
    var json: JSONValue {
        switch self {
        case .navigationPop(let style):
            return .object([("transition", .string(name.rawValue)), ("style", .string(style.rawValue))])
        case .tabSwitch(let direction):
            return .object([("transition", .string(name.rawValue)), ("direction", .string(direction.rawValue))])
        }
    }

    /// Checks what the file format cannot say by type (a tab switch to the same tab does not
    /// move).
    func validate() throws(ScenarioError) {
        guard case .tabSwitch(.none) = self else { return }
        throw ScenarioError(field: "track.direction", message: "must be \"forward\" or \"backward\" (a switch to the same tab does not move)")
    }

    /// The track's numbers for `scenario`: its length, its configuration, how a finger maps
    /// to it, and how the screens look along it.
    public func setup(for scenario: Scenario) -> TrackSetup {
        let width = scenario.container.width
        let direction = scenario.layoutDirection
        switch self {
        case .navigationPop(let name):
            let style = name.style
            return TrackSetup(length: width, spring: scenario.spring?.spring ?? style.spring,
                              mapping: .horizontal(InteractivePopGesture().trackMapping(in: direction))) { progress in
                style.appearance(progress: progress, operation: .pop, containerWidth: width, layoutDirection: direction)
            }
        case .tabSwitch(let switchDirection):
            let style = TabSwitchStyle.slide
            return TrackSetup(length: width, spring: scenario.spring?.spring ?? style.spring,
                              mapping: .horizontal(switchDirection.trackMapping(in: direction) ?? .interactivePop(layoutDirection: direction))) { progress in
                style.appearance(progress: progress, direction: switchDirection, containerWidth: width, layoutDirection: direction)
            }
        }
    }
}

extension TrackTransition {
    /// The driver that replays the transition for `scenario`, whose first input is at
    /// `origin` seconds.
    func makeDriver(for scenario: Scenario, origin: Double) -> any TransitionDriver {
        switch self {
        case .navigationPop, .tabSwitch: return TrackDriver(setup: setup(for: scenario))
        }
    }
}

/// The built-in navigation styles by name, for track scenarios.
public enum NavigationStyleName: String, Hashable, Sendable, CaseIterable {
    /// ``NavigationTransitionStyle/parallaxSlide``.
    case parallaxSlide
    /// ``NavigationTransitionStyle/shrinkSlide``.
    case shrinkSlide
    /// ``NavigationTransitionStyle/fadeThrough``.
    case fadeThrough
    /// ``NavigationTransitionStyle/edgeCover``.
    case edgeCover

    /// The style.
    public var style: NavigationTransitionStyle {
        switch self {
        case .parallaxSlide: return .parallaxSlide
        case .shrinkSlide: return .shrinkSlide
        case .fadeThrough: return .fadeThrough
        case .edgeCover: return .edgeCover
        }
    }
}
