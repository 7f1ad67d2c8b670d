/// How the dimming behind a sheet follows its extent.
public struct DimmingConfiguration: Hashable, Sendable {
    /// The largest detent at which the presenting content is not dimmed and receives touches
    /// (non-modal sheets, like UIKit's `largestUndimmedDetentIdentifier`); `nil` dims at
    /// every detent.
    public var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Dimming per detent, 0 (none) ... 1 (full dimming color), for detents that need a
    /// value other than 1. Values outside 0...1 are clamped; NaN counts as 1.
    public var alphaByDetent: [Detent.Identifier: Double]
    /// Whether the sheet dims the presenting content at all. `false` never dims and lets
    /// touches through at every detent, whichever detents there are. Default `true`.
    public var isEnabled: Bool

    /// Creates a configuration.
    public init(largestUndimmedDetentIdentifier: Detent.Identifier? = nil, alphaByDetent: [Detent.Identifier: Double] = [:],
                isEnabled: Bool = true) {
        self.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier
        self.alphaByDetent = alphaByDetent
        self.isEnabled = isEnabled
    }

    /// No dimming at any detent; the presenting content stays interactive.
    public static let disabled = DimmingConfiguration(isEnabled: false)
}

/// The dimming alpha as a function of extent.
///
/// Each detent has an alpha: 1 by default, the configured value from
/// ``DimmingConfiguration/alphaByDetent``, and 0 for every detent up to and including the
/// largest undimmed one (every detent when dimming is disabled). Between detents the alpha is linear in extent; below the smallest
/// detent it fades linearly to 0 at extent 0; above the largest it keeps the largest's.
/// The UIKit layer multiplies it into the dimming view's alpha.
package struct DimmingCurve: Hashable, Sendable {
    private struct ControlPoint: Hashable, Sendable {
        var extent: Double
        var alpha: Double
    }

    /// Control points by increasing extent, starting at (0, 0).
    private let points: [ControlPoint]

    /// Creates the curve for resolved detents.
    /// - Parameters:
    ///   - detents: The resolved detents.
    ///   - configuration: The dimming configuration.
    /// - Complexity: O(n) in the number of detents; allocates its control points.
    package init(detents: ResolvedDetents, configuration: DimmingConfiguration) {
        let undimmedIndex = configuration.largestUndimmedDetentIdentifier.flatMap { detents.index(for: $0) }
        var points = [ControlPoint(extent: 0, alpha: 0)]
        for (index, detent) in zip(detents.indices, detents) {
            let configured = configuration.alphaByDetent[detent.identifier] ?? 1
            let alpha: Double
            if !configuration.isEnabled {
                alpha = 0
            } else if let undimmedIndex, index <= undimmedIndex {
                alpha = 0
            } else {
                alpha = configured.isNaN ? 1 : configured.clamped(to: 0...1)
            }
            points.append(ControlPoint(extent: detent.extent, alpha: alpha))
        }
        self.points = points
    }

    /// The dimming alpha at `extent`, in 0...1. A NaN extent yields 0.
    /// - Complexity: O(n) in the number of detents (a handful).
    package func alpha(atExtent extent: Double) -> Double {
        guard extent > 0 else { return 0 }
        var previous = points[0]
        for point in points.dropFirst() {
            if extent <= point.extent {
                let span = point.extent - previous.extent
                let fraction = span > 0 ? (extent - previous.extent) / span : 1
                return previous.alpha + (point.alpha - previous.alpha) * fraction
            }
            previous = point
        }
        return previous.alpha
    }

    /// Whether touches outside the sheet reach the presenting content at `extent`: exactly
    /// when nothing dims it (the alpha is 0), as at and below the largest undimmed detent.
    package func passesTouchesThrough(atExtent extent: Double) -> Bool {
        alpha(atExtent: extent) <= 0
    }
}
