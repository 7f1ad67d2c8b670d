/// A detent resolved to an extent in one container.
public struct ResolvedDetent: Hashable, Sendable {
    /// The detent's identifier.
    public let identifier: Detent.Identifier
    /// How far the sheet protrudes from its edge at this detent, in points.
    public let extent: Double

    /// Creates a resolved detent.
    public init(identifier: Detent.Identifier, extent: Double) {
        self.identifier = identifier
        self.extent = extent
    }
}

/// Detents resolved for one container: sorted by extent, deduplicated, clamped, never empty.
///
/// ## Resolution rules
/// - `fraction(f)`: f × the container's length along the axis.
/// - `points(p)`, `fitsContent` and `custom`: the content length plus the safe-area inset at
///   the attached edge (``DetentResolutionContext/attachedSafeAreaInset``).
/// - A measure that is NaN, infinite, zero or negative, a fits-content detent without a
///   known fitting length, and a custom resolver returning `nil` leave the detent out.
/// - A detent whose identifier was already used is left out (the first one declared wins).
/// - Extents are clamped into ``minimumExtent`` ... max(``minimumExtent``,
///   ``DetentResolutionContext/maximumExtent``).
/// - Detents are sorted by extent; detents closer than ``mergeTolerance`` merge into the
///   first of them, whose identifier the others then alias (``index(for:)`` finds them).
/// - When nothing is left, the result is one detent identified `Stop.ID.large`
///   at the maximum extent.
public struct ResolvedDetents: RandomAccessCollection, Hashable, Sendable {
    /// The smallest extent a detent resolves to, in points. It keeps progress
    /// (extent ÷ smallest detent) finite even in an empty container.
    public static let minimumExtent = 1.0

    /// Detents whose extents differ by less than this merge, in points.
    public static let mergeTolerance = 0.5

    private let detents: [ResolvedDetent]
    private let aliases: [Detent.Identifier: Int]

    /// Resolves `detents` in `context`. See the type's documentation for the rules.
    /// - Complexity: O(n log n) in the number of detents.
    public init(resolving detents: [Detent], in context: DetentResolutionContext) {
        let upperBound = Swift.max(Self.minimumExtent, context.maximumExtent.finiteOr(0))
        var seen = Set<Detent.Identifier>(minimumCapacity: detents.count)
        // Each candidate keeps its place in the declaration: the sort below is stable by it.
        var candidates: [(detent: ResolvedDetent, order: Int)] = []
        candidates.reserveCapacity(detents.count)
        for detent in detents where seen.insert(detent.identifier).inserted {
            guard let extent = Self.extent(of: detent.measure, in: context) else { continue }
            let resolved = ResolvedDetent(identifier: detent.identifier, extent: extent.clamped(to: Self.minimumExtent...upperBound))
            candidates.append((resolved, candidates.count))
        }
        candidates.sort { ($0.detent.extent, $0.order) < ($1.detent.extent, $1.order) }
        var kept: [ResolvedDetent] = []
        kept.reserveCapacity(candidates.count)
        var aliases: [Detent.Identifier: Int] = [:]
        for (candidate, _) in candidates {
            if let last = kept.last, candidate.extent - last.extent < Self.mergeTolerance {
                aliases[candidate.identifier] = kept.count - 1
            } else {
                kept.append(candidate)
            }
        }
        if kept.isEmpty {
            kept = [ResolvedDetent(identifier: .large, extent: upperBound)]
        }
        self.init(detents: kept, aliases: aliases)
    }

    /// Resolved detents as given: `detents` sorted, distinct and not empty; `aliases` map
    /// merged identifiers to indices of `detents`.
    init(detents: [ResolvedDetent], aliases: [Detent.Identifier: Int]) {
        self.detents = detents
        self.aliases = aliases
    }

    /// The extent a measure asks for in `context`, in points, or `nil` when it is left out.
    static func extent(of measure: Detent.Measure, in context: DetentResolutionContext) -> Double? {
        func positive(_ value: Double?) -> Double? {
            guard let value, value.isFinite, value > 0 else { return nil }
            return value
        }
        switch measure {
        case .fraction(let fraction):
            return positive(fraction).map { $0 * context.containerLength }
        case .points(let points):
            return positive(points).map { $0 + context.attachedSafeAreaInset }
        case .fitsContent:
            return positive(context.contentFittingLength).map { $0 + context.attachedSafeAreaInset }
        case .custom(let resolver):
            return positive(resolver(context)).map { $0 + context.attachedSafeAreaInset }
        }
    }

    // MARK: Collection

    /// The index of the smallest detent.
    public var startIndex: Int { detents.startIndex }
    /// One past the index of the largest detent.
    public var endIndex: Int { detents.endIndex }
    /// The detent at `position`, smallest first.
    public subscript(position: Int) -> ResolvedDetent { detents[position] }

    // MARK: Queries

    /// The smallest detent. Never fails: resolution never yields an empty collection.
    public var smallest: ResolvedDetent { detents[detents.startIndex] }

    /// The largest detent.
    public var largest: ResolvedDetent { detents[detents.endIndex - 1] }

    /// The index of the detent identified by `identifier`, including identifiers merged into
    /// another detent; `nil` when no detent has it.
    /// - Complexity: O(n).
    public func index(for identifier: Detent.Identifier) -> Int? {
        detents.firstIndex { $0.identifier == identifier } ?? aliases[identifier]
    }

    /// The index of the detent nearest to `extent`; the smaller one on a tie. A NaN extent
    /// yields the smallest detent; an extent beyond the largest (or the smallest) detent,
    /// infinity included, yields that detent (it is clamped into their range first, so that
    /// distances near `Double.greatestFiniteMagnitude` do not round into a tie).
    /// - Complexity: O(n).
    public func nearestIndex(to extent: Double) -> Int {
        guard !extent.isNaN else { return startIndex }
        let extent = extent.clamped(between: smallest.extent, and: largest.extent)
        var best = startIndex
        for index in indices where abs(detents[index].extent - extent) < abs(detents[best].extent - extent) {
            best = index
        }
        return best
    }

    /// The index of the smallest detent more than `tolerance` above `extent`, or `nil`.
    /// - Complexity: O(n).
    public func firstIndex(above extent: Double, tolerance: Double = ResolvedDetents.mergeTolerance) -> Int? {
        detents.firstIndex { $0.extent > extent + tolerance }
    }

    /// The index of the largest detent more than `tolerance` below `extent`, or `nil`.
    /// - Complexity: O(n).
    public func lastIndex(below extent: Double, tolerance: Double = ResolvedDetents.mergeTolerance) -> Int? {
        detents.lastIndex { $0.extent < extent - tolerance }
    }
}

extension ResolvedDetents {
    /// A per-detent rule keyed by identifier, resolved per detent (smallest first): a
    /// detent's value is `values`' entry for its identifier or an identifier merged into it;
    /// `fallback` when there is none; `false` when merged identifiers' entries differ.
    /// Identifiers that do not resolve are ignored.
    /// - Complexity: O(n · m) for n detents and m entries; allocates the result.
    func flags(_ values: [Detent.Identifier: Bool], default fallback: Bool) -> [Bool] {
        var given = [Bool?](repeating: nil, count: count)
        for (identifier, value) in values {
            guard let index = index(for: identifier) else { continue }
            given[index] = (given[index] ?? true) && value
        }
        return given.map { $0 ?? fallback }
    }
}
