import Foundation

/// Shrinks a failing input to a small one that still fails the same way, within a time and
/// an evaluation budget: greedy, keeping each step that still fails.
///
/// - A document (``FuzzJSON``) loses object members and array elements (halves first, then
///   one at a time), containers of one value are replaced by that value (unwrapping deep
///   nesting), strings and raw text are cut in half.
/// - Bytes lose chunks, halving the chunk size down to one byte (delta debugging).
struct FuzzShrinker {
    /// Whether an input still fails the same way.
    let fails: ([UInt8]) -> Bool
    /// When to stop.
    let deadline: Date
    /// The most inputs tried.
    let maximumEvaluations: Int
    /// The inputs tried so far.
    private(set) var evaluations = 0

    /// The most inputs one shrink tries.
    static let defaultMaximumEvaluations = 5000

    init(seconds: Double, maximumEvaluations: Int = defaultMaximumEvaluations, fails: @escaping ([UInt8]) -> Bool) {
        self.fails = fails
        self.deadline = Date().addingTimeInterval(seconds)
        self.maximumEvaluations = maximumEvaluations
    }

    private var exhausted: Bool { evaluations >= maximumEvaluations || Date() > deadline }

    private mutating func test(_ bytes: [UInt8]) -> Bool {
        evaluations += 1
        return fails(bytes)
    }

    /// The smallest document found from `document` that still fails.
    mutating func shrink(_ document: FuzzJSON) -> FuzzJSON {
        var document = document
        var improved = true
        while improved, !exhausted {
            improved = false
            let size = document.bytes.count
            for candidate in candidates(of: document) {
                if exhausted { break }
                let bytes = candidate.bytes
                if bytes.count < size, test(bytes) {
                    document = candidate
                    improved = true
                    break
                }
            }
        }
        return document
    }

    /// The smallest bytes found from `bytes` that still fail.
    mutating func shrink(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        var chunk = Swift.max(1, bytes.count / 2)
        while !exhausted {
            var start = 0
            while start < bytes.count, !exhausted {
                var candidate = bytes
                candidate.removeSubrange(start..<Swift.min(start + chunk, bytes.count))
                if test(candidate) { bytes = candidate } else { start += chunk }
            }
            if chunk == 1 { break }
            chunk /= 2
        }
        return bytes
    }

    /// Smaller variants of `document`, the biggest cuts first, computed lazily.
    private func candidates(of document: FuzzJSON) -> LazyMapSequence<[(path: [Int], variant: Int)], FuzzJSON> {
        var steps: [(path: [Int], variant: Int)] = []
        for path in document.paths(limit: 2000) {
            switch document[path[...]] {
            case .array(let elements):
                if elements.count > 1 { steps += [(path, -1), (path, -2)] }
                if elements.count == 1 { steps.append((path, -3)) }
                steps += elements.indices.prefix(50).map { (path, $0) }
            case .object(let members):
                if members.count == 1 { steps.append((path, -3)) }
                steps += members.indices.map { (path, $0) }
            case .string(let text) where text.count > 1: steps.append((path, -1))
            case .raw(let raw) where raw.count > 1: steps.append((path, -1))
            default: break
            }
        }
        return steps.lazy.map { step in Self.variant(of: document, at: step.path, step.variant) }
    }

    /// `document` with the value at `path` changed: `variant` ≥ 0 removes that element or
    /// member; -1 keeps the first half, -2 the second half; -3 replaces the container by its
    /// only value.
    private static func variant(of document: FuzzJSON, at path: [Int], _ variant: Int) -> FuzzJSON {
        var document = document
        let value = document[path[...]]
        switch (value, variant) {
        case (.array(var elements), 0...) where elements.indices.contains(variant):
            elements.remove(at: variant)
            document[path[...]] = .array(elements)
        case (.object(var members), 0...) where members.indices.contains(variant):
            members.remove(at: variant)
            document[path[...]] = .object(members)
        case (.array(let elements), -1): document[path[...]] = .array(Array(elements.prefix(elements.count / 2)))
        case (.array(let elements), -2): document[path[...]] = .array(Array(elements.suffix(elements.count - elements.count / 2)))
        case (.array(let elements), -3): document[path[...]] = elements.first ?? .null
        case (.object(let members), -3): document[path[...]] = members.first?.value ?? .null
        case (.string(let text), -1): document[path[...]] = .string(String(text.prefix(text.count / 2)))
        case (.raw(let raw), -1): document[path[...]] = .raw(Array(raw.prefix(raw.count / 2)) + (raw.last.map { [$0] } ?? []))
        default: break
        }
        return document
    }
}
