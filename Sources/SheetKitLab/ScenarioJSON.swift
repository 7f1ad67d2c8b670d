import SheetKit

extension Scenario {
    /// The scenario in the file format ``ScenarioParser`` reads; optional fields at their
    /// defaults are left out. Parsing it gives back an equal scenario.
    public var json: JSONValue {
        if let track { return trackJSON(track) }
        var members: [(key: String, value: JSONValue)] = [("name", .string(name))]
        if !summary.isEmpty { members.append(("description", .string(summary))) }
        members.append(("container", .object([("width", .number(container.width)), ("height", .number(container.height))])))
        if safeArea != .zero {
            members.append(("safeArea", .object([
                ("top", .number(safeArea.top)), ("left", .number(safeArea.left)),
                ("bottom", .number(safeArea.bottom)), ("right", .number(safeArea.right)),
            ])))
        }
        members.append(("edge", .string(edge.rawValue)))
        if layoutDirection != .leftToRight { members.append(("layoutDirection", .string(layoutDirection.rawValue))) }
        members.append(("detents", .array(detents.map { spec in
            switch spec {
            case .fraction(let value): return .object([("fraction", .number(value))])
            case .points(let value): return .object([("points", .number(value))])
            case .fitsContent(let value): return .object([("fitsContent", .number(value))])
            }
        })))
        members.append(("initialDetent", .number(Double(initialDetent))))
        for (key, spec) in [("spring", spring), ("presentationSpring", presentationSpring)] {
            guard let spec else { continue }
            members.append((key, .object([("response", .number(spec.response)), ("dampingRatio", .number(spec.dampingRatio))])))
        }
        members.append(("allowsDismiss", .bool(allowsDismiss)))
        if presentation != .resting { members.append(("presentation", .string(presentation.rawValue))) }
        members.append(("frameRate", .number(frameRate)))
        members.append(("dropEvery", .number(Double(dropEvery))))
        if let scroll {
            members.append(("scroll", .object([
                ("contentLength", .number(scroll.contentLength)), ("viewportLength", .number(scroll.viewportLength)),
                ("offset", .number(scroll.offset)),
            ])))
        }
        switch dragRegion {
        case .anywhere: members.append(("dragRegion", .object([("anywhere", .bool(true))])))
        case .grabber: members.append(("dragRegion", .object([("grabber", .bool(true))])))
        case .header(let length): members.append(("dragRegion", .object([("header", .number(length))])))
        case nil: break
        }
        if catchOnTouchDown { members.append(("catchOnTouchDown", .bool(true))) }
        switch input {
        case .gesture(let samples):
            members.append(("gesture", Self.json(samples)))
        case .release(let release):
            members.append(("release", .object([
                ("t", .number(release.t)), ("extent", .number(release.extent)), ("velocity", .number(release.velocity)),
            ])))
        case .none:
            break
        }
        members.append(("duration", .number(duration)))
        return .object(members)
    }

    /// A track scenario in the file format: the fields ``ScenarioParser/trackRootFields``
    /// lists, optional ones at their defaults left out.
    private func trackJSON(_ track: TrackTransition) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("name", .string(name))]
        if !summary.isEmpty { members.append(("description", .string(summary))) }
        members.append(("container", .object([("width", .number(container.width)), ("height", .number(container.height))])))
        if layoutDirection != .leftToRight { members.append(("layoutDirection", .string(layoutDirection.rawValue))) }
        members.append(("track", track.json))
        if let spring {
            members.append(("spring", .object([("response", .number(spring.response)), ("dampingRatio", .number(spring.dampingRatio))])))
        }
        members.append(("frameRate", .number(frameRate)))
        members.append(("dropEvery", .number(Double(dropEvery))))
        switch input {
        case .gesture(let samples): members.append(("gesture", Self.json(samples)))
        case .release(let release):
            members.append(("release", .object([
                ("t", .number(release.t)), ("position", .number(release.extent)), ("velocity", .number(release.velocity)),
            ])))
        case .none: break
        }
        members.append(("duration", .number(duration)))
        return .object(members)
    }

    /// Touch samples in the file format.
    private static func json(_ samples: [TouchSample]) -> JSONValue {
        .array(samples.map { sample in
            var fields: [(key: String, value: JSONValue)] = [("t", .number(sample.t)), ("finger", .number(sample.finger))]
            if sample.down { fields.append(("down", .bool(true))) }
            if sample.lift { fields.append(("lift", .bool(true))) }
            if let across = sample.across { fields.append(("across", .number(across))) }
            return .object(fields)
        })
    }

    /// The scenario as a JSON file, numbers written exactly.
    public var jsonText: String { JSONWriter().string(for: json) }
}
