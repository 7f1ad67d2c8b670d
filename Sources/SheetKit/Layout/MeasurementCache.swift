/// A measurement kept while what it depends on stays the same: the UIKit layer measures the
/// presented content's fitting length (Auto Layout over the whole content) and the display's
/// corner radius only when their inputs change, not on every container layout pass (a sheet
/// that resizes during a rubber band makes its container lay out on every frame).
package struct MeasurementCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private var entry: (key: Key, value: Value)?

    /// An empty cache.
    package init() {}

    /// The value measured for `key`: the kept one when `key` is the last key asked for and
    /// nothing invalidated it since, otherwise `measure()`'s, which is kept.
    /// - Complexity: O(1) plus `measure` when it runs.
    package mutating func value(for key: Key, measure: () -> Value) -> Value {
        if let entry, entry.key == key { return entry.value }
        let value = measure()
        entry = (key, value)
        return value
    }

    /// Forgets the kept value: the next request measures (the content changed in a way the
    /// key does not show, and the app said so with `invalidateDetents()`).
    package mutating func invalidate() {
        entry = nil
    }
}
