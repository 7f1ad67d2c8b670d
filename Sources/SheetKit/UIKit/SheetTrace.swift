#if canImport(UIKit)
import Foundation
import os

/// SheetKit's trace: every event a UIKit adapter passes to its lifecycle and every action it
/// performs, as debug messages of the unified log under the subsystem `SheetKit` (categories
/// `sheet` and `transition`).
///
/// Watch it in Console (Action › Include Debug Messages, search `subsystem:SheetKit`) or with
/// `log stream --level debug --predicate 'subsystem == "SheetKit"'`. A message is formatted
/// only while debug messages of the subsystem are collected; otherwise a call costs one
/// `isEnabled(type:)` check.
@MainActor
enum SheetTrace {
    /// The sheets' lifecycle (``SheetPresentationController``).
    static let sheet = OSLog(subsystem: "SheetKit", category: "sheet")
    /// Track-driven transitions (``TrackTransitionDriver``).
    static let transition = OSLog(subsystem: "SheetKit", category: "transition")

    /// Records an event passed to a lifecycle.
    static func event<Event>(_ event: Event, in log: OSLog) {
        guard log.isEnabled(type: .debug) else { return }
        os_log("event %{public}@", log: log, type: .debug, String(describing: event) as NSString)
    }

    /// Records an action about to be performed.
    static func action<Action>(_ action: Action, in log: OSLog) {
        guard log.isEnabled(type: .debug) else { return }
        os_log("action %{public}@", log: log, type: .debug, String(describing: action) as NSString)
    }
}
#endif
