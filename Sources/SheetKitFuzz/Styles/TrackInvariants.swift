import SheetKit

/// The invariants of an ``InteractiveTrack``'s output, shared by the lifecycle and style
/// fuzzers: every number finite, the position within the track, the progress in 0...1, a
/// heading only while settling, and events that agree with the phase (an outcome only in its
/// phase, a catch only while a finger tracks, never both outcomes at once).
enum TrackInvariants {
    /// Throws the first broken invariant of `output`.
    static func check(_ output: TrackOutput) throws {
        try requireFinite(["track.position": output.position, "track.length": output.length,
                           "track.progress": output.progress, "track.velocity": output.velocity])
        try require(output.position, in: 0...max(output.length, 0), "track.position")
        try require(output.progress, in: 0...1, "track.progress")
        if output.heading != nil, output.phase != .settling {
            throw FuzzViolation(category: "event contradicts phase", message: "heading \(String(describing: output.heading)) in phase \(output.phase)")
        }
        let rules: [(TrackEvents, TrackPhase, String)] = [(.finished, .finished, "finished"), (.cancelled, .cancelled, "cancelled"),
                                                          (.interrupted, .tracking, "interrupted")]
        for (event, phase, name) in rules where output.events.contains(event) && output.phase != phase {
            throw FuzzViolation(category: "event contradicts phase", message: "event \(name) in phase \(output.phase)")
        }
    }
}
