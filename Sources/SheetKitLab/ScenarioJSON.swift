import SheetKit

extension Scenario {
    /// The scenario in the file format ``ScenarioParser`` reads, keys in the order of
    /// `sheetkit-lab --help`; optional fields at their defaults are left out (a track
    /// scenario writes only ``ScenarioParser/trackRootFields``). Parsing it gives back an
    /// equal scenario.
    package var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [("name", .string(name))]
        if !summary.isEmpty { members.append(("description", .string(summary))) }
        members.append(("container", .object([("width", .number(container.width)), ("height", .number(container.height))])))
        let layout: [(key: String, value: JSONValue)] = layoutDirection == .leftToRight ? [] : [("layoutDirection", .string(layoutDirection.rawValue))]
        if let track {
            members += layout + [("track", track.json)]
        } else {
            if safeArea != .zero {
                members.append(("safeArea", .object([
                    ("top", .number(safeArea.top)), ("left", .number(safeArea.left)),
                    ("bottom", .number(safeArea.bottom)), ("right", .number(safeArea.right)),
                ])))
            }
            members += [("edge", .string(edge.rawValue))] + layout
            members.append(("detents", .array(detents.map { spec in
                switch spec {
                case .fraction(let value): return .object([("fraction", .number(value))])
                case .points(let value): return .object([("points", .number(value))])
                case .fitsContent(let value): return .object([("fitsContent", .number(value))])
                }
            })))
            members.append(("initialDetent", .number(Double(initialDetent))))
        }
        for (key, spec) in [("spring", spring), ("presentationSpring", track == nil ? presentationSpring : nil)] {
            guard let spec else { continue }
            members.append((key, .object([("response", .number(spec.response)), ("dampingRatio", .number(spec.dampingRatio))])))
        }
        if track == nil {
            members.append(("allowsDismiss", .bool(allowsDismiss)))
            if presentation != .resting { members.append(("presentation", .string(presentation.rawValue))) }
        }
        members += [("frameRate", .number(frameRate)), ("dropEvery", .number(Double(dropEvery)))]
        if track == nil {
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
        }
        switch input {
        case .gesture(let samples):
            members.append(("gesture", .array(samples.map { sample in
                var fields: [(key: String, value: JSONValue)] = [("t", .number(sample.t)), ("finger", .number(sample.finger))]
                if sample.down { fields.append(("down", .bool(true))) }
                if sample.lift { fields.append(("lift", .bool(true))) }
                if let across = sample.across { fields.append(("across", .number(across))) }
                return .object(fields)
            })))
        case .release(let release):
            members.append(("release", .object([
                ("t", .number(release.t)), (track == nil ? "extent" : "position", .number(release.extent)),
                ("velocity", .number(release.velocity)),
            ])))
        case .none:
            break
        }
        members.append(("duration", .number(duration)))
        return .object(members)
    }

    /// The scenario as a JSON file, numbers written exactly.
    package var jsonText: String { JSONWriter().string(for: json) }
}
