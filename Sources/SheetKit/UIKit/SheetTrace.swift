#if canImport(UIKit)
import Foundation
import os

/// SheetKit's trace: every event a UIKit adapter passes to its lifecycle and every action it
/// performs, as debug messages of the unified log under the subsystem `SheetKit` (categories
/// `sheet`, `panel` and `transition`).
///
/// Watch it in Console (Action › Include Debug Messages, search `subsystem:SheetKit`) or with
/// `log stream --level debug --predicate 'subsystem == "SheetKit"'`. The log formats a message
/// only while debug messages of the subsystem are collected: the value is wrapped in an object
/// whose description is computed on demand, so otherwise a call costs the wrapper and the log's
/// own level check.
@MainActor
enum SheetTrace {
    /// The sheets' lifecycle (``SheetPresentationController``).
    static let sheet = OSLog(subsystem: "SheetKit", category: "sheet")
    /// Embedded panels (``SheetPanelController``): the events the adapter passes to its
    /// ``PanelLifecycle`` and the actions it queues.
    static let panel = OSLog(subsystem: "SheetKit", category: "panel")
    /// Pressable cards (``CardPressControl``).
    static let press = OSLog(subsystem: "SheetKit", category: "press")
    /// Track-driven transitions (the navigation, tab and style runners).
    static let transition = OSLog(subsystem: "SheetKit", category: "transition")

    /// Records an event passed to a lifecycle.
    static func event<Event>(_ event: Event, in log: OSLog) {
        os_log("event %{public}@", log: log, type: .debug, LazyDescription(event))
    }

    /// Records an action about to be performed.
    static func action<Action>(_ action: Action, in log: OSLog) {
        os_log("action %{public}@", log: log, type: .debug, LazyDescription(action))
    }
}

/// A value described only when the log formats it (`%@` asks for `description`).
private final class LazyDescription<Value>: NSObject {
    private let value: Value

    init(_ value: Value) {
        self.value = value
    }

    override var description: String { String(describing: value) }
}
#endif
