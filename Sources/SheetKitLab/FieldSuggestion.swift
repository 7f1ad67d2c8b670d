/// The "did you mean" suggestion for an unknown field, with bounded work.
///
/// A suggestion is made only for a name of at most ``maximumNameLength`` characters, and only
/// when a known name is within ``maximumDistance`` edits (and within half the name's length,
/// so "ab" does not suggest "t"). A longer name cannot be that close to any known name, so
/// nothing is lost, and a 10 MB name costs O(1) instead of an edit distance per known field.
enum FieldSuggestion {
    /// The most edits (insertions, deletions, substitutions, case ignored) between an unknown
    /// name and the suggested one: 2 catches a typo or a transposition.
    static let maximumDistance = 2

    /// The longest name considered, in characters: the longest field name of the format
    /// ("presentationSpring", 18) plus ``maximumDistance``, rounded up.
    static let maximumNameLength = 24

    /// The known name closest to `name`, if one is close enough (the first of equals).
    /// - Complexity: O(k · L²) for k known names of length up to L (bounded by
    ///   ``maximumNameLength``); O(1) for a longer `name`.
    static func closest(to name: String, among known: [String]) -> String? {
        guard name.utf8.count <= 4 * maximumNameLength, name.count <= maximumNameLength else { return nil }
        let limit = Swift.min(maximumDistance, (name.count - 1) / 2)
        var best: (name: String, distance: Int)?
        for candidate in known {
            guard let distance = editDistance(name, candidate, atMost: limit) else { continue }
            if distance < best?.distance ?? Int.max { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The Levenshtein distance between `a` and `b` (case-insensitive), or `nil` when it is
    /// more than `limit`.
    /// - Complexity: O(|a| · |b|).
    static func editDistance(_ a: String, _ b: String, atMost limit: Int) -> Int? {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
        guard !a.isEmpty, !b.isEmpty else { return Swift.max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            // Every later row is at least this row's minimum: stop once it exceeds the limit.
            guard current.min() ?? 0 <= limit else { return nil }
            previous = current
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
