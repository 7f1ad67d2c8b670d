/// How the dimming behind a sheet follows its extent.
public struct DimmingConfiguration: Hashable, Sendable {
    /// The largest detent at which the presenting content is not dimmed and receives touches
    /// (non-modal sheets, like UIKit's `largestUndimmedDetentIdentifier`); `nil` dims at
    /// every detent.
    public var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Dimming per detent, 0 (none) ... 1 (full dimming color), for detents that need a
    /// value other than 1. Values outside 0...1 are clamped; NaN counts as 1 (and is stored as
    /// 1, so that a configuration with one stays equal to itself).
    public var alphaByDetent: [Detent.Identifier: Double] {
        didSet { alphaByDetent = Self.replacingNaN(in: alphaByDetent, with: Self.alphaForNaN) }
    }
    /// The blur behind the sheet per detent, 0 (none) ... 1 (the full blur effect), for detents
    /// that blur at all; detents not listed do not. Between detents the blur follows the sheet
    /// like the dimming alpha (linear in extent, fading to 0 at extent 0 below the smallest
    /// detent). It blurs what the dimming dims: never at or below the largest undimmed detent,
    /// never when dimming is off (``isEnabled``); where it blurs, touches stop at the backdrop
    /// (a tap does ``SheetConfiguration/dimmingTapAction``) even when the alpha there is 0.
    /// Values outside 0...1 are clamped (+infinity counts as 1); NaN counts as 0 (stored as 0,
    /// so that a configuration with one stays equal to itself); identifiers
    /// that do not resolve are ignored, and detents that merged (``ResolvedDetents``) take the
    /// value of the identifier the merge keeps, as for ``alphaByDetent``. The UIKit layer draws it with a `UIBlurEffect` of
    /// the sheet's `backdropBlurStyle`, on every iOS version. Default empty: no blur.
    public var blurByDetent: [Detent.Identifier: Double] {
        didSet { blurByDetent = Self.replacingNaN(in: blurByDetent, with: Self.blurForNaN) }
    }
    /// Whether the sheet dims the presenting content at all. `false` never dims and lets
    /// touches through at every detent, whichever detents there are. Default `true`.
    public var isEnabled: Bool

    /// Creates a configuration.
    public init(largestUndimmedDetentIdentifier: Detent.Identifier? = nil, alphaByDetent: [Detent.Identifier: Double] = [:],
                blurByDetent: [Detent.Identifier: Double] = [:], isEnabled: Bool = true) {
        self.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier
        self.alphaByDetent = Self.replacingNaN(in: alphaByDetent, with: Self.alphaForNaN)
        self.blurByDetent = Self.replacingNaN(in: blurByDetent, with: Self.blurForNaN)
        self.isEnabled = isEnabled
    }

    /// What a NaN dimming alpha counts as: full dimming.
    static let alphaForNaN = 1.0
    /// What a NaN blur counts as: none.
    static let blurForNaN = 0.0

    /// `values` with every NaN replaced by `replacement`. NaN is not equal to itself, so a
    /// dictionary holding one would make the configuration unequal to itself: every SwiftUI
    /// update would hand it over again as a change.
    /// - Complexity: O(n) in the number of values; allocates only when one is NaN.
    private static func replacingNaN(in values: [Detent.Identifier: Double], with replacement: Double) -> [Detent.Identifier: Double] {
        guard values.values.contains(where: \.isNaN) else { return values }
        return values.mapValues { $0.isNaN ? replacement : $0 }
    }

    /// No dimming at any detent; the presenting content stays interactive.
    public static let disabled = DimmingConfiguration(isEnabled: false)
}

/// The dimming alpha and the backdrop's blur as functions of extent.
///
/// Each detent has an alpha: 1 by default, the configured value from
/// ``DimmingConfiguration/alphaByDetent``, and 0 for every detent up to and including the
/// largest undimmed one (every detent when dimming is disabled). Each detent has a blur: 0 by
/// default, the configured value from ``DimmingConfiguration/blurByDetent``, 0 where the
/// alpha is forced to 0 by those two rules. Between detents both are linear in extent; below
/// the smallest detent they fade linearly to 0 at extent 0; above the largest they keep the
/// largest's. The UIKit layer multiplies the alpha into the dimming view's alpha and drives
/// the blur effect's fraction with the blur.
package struct DimmingCurve: Hashable, Sendable {
    private struct ControlPoint: Hashable, Sendable {
        var extent: Double
        var alpha: Double
        var blur: Double
    }

    /// The dimming alpha and the blur at one extent, each in 0...1.
    package struct Values: Hashable, Sendable {
        /// The dimming alpha.
        package var alpha: Double
        /// The backdrop's blur fraction.
        package var blur: Double
    }

    /// Control points by increasing extent, starting at (0, 0, 0).
    private let points: [ControlPoint]

    /// Creates the curve for resolved detents.
    /// - Parameters:
    ///   - detents: The resolved detents.
    ///   - configuration: The dimming configuration.
    /// - Complexity: O(n) in the number of detents; allocates its control points.
    package init(detents: ResolvedDetents, configuration: DimmingConfiguration) {
        let undimmedIndex = configuration.largestUndimmedDetentIdentifier.flatMap { detents.index(for: $0) }
        var points = [ControlPoint(extent: 0, alpha: 0, blur: 0)]
        for (index, detent) in zip(detents.indices, detents) {
            let alpha = configuration.alphaByDetent[detent.identifier] ?? 1
            let blur = configuration.blurByDetent[detent.identifier] ?? 0
            // Nothing covers the presenting content at undimmed detents, or when dimming is off.
            let covered = configuration.isEnabled && !(undimmedIndex.map { index <= $0 } ?? false)
            points.append(ControlPoint(extent: detent.extent, alpha: covered ? Self.fraction(alpha, nanAs: 1) : 0,
                                       blur: covered ? Self.fraction(blur, nanAs: 0) : 0))
        }
        self.points = points
    }

    private static func fraction(_ value: Double, nanAs fallback: Double) -> Double {
        value.isNaN ? fallback : value.clamped(to: 0...1)
    }

    /// The dimming alpha and the blur at `extent`, each in 0...1. A NaN extent yields 0.
    /// - Complexity: O(n) in the number of detents (a handful); no allocation.
    package func values(atExtent extent: Double) -> Values {
        guard extent > 0 else { return Values(alpha: 0, blur: 0) }
        var previous = points[0]
        for point in points.dropFirst() {
            if extent <= point.extent {
                let span = point.extent - previous.extent
                let fraction = span > 0 ? (extent - previous.extent) / span : 1
                return Values(alpha: previous.alpha + (point.alpha - previous.alpha) * fraction,
                              blur: previous.blur + (point.blur - previous.blur) * fraction)
            }
            previous = point
        }
        return Values(alpha: previous.alpha, blur: previous.blur)
    }

    /// The dimming alpha at `extent`, in 0...1. A NaN extent yields 0.
    /// - Complexity: O(n) in the number of detents (a handful).
    package func alpha(atExtent extent: Double) -> Double {
        values(atExtent: extent).alpha
    }

    /// The backdrop's blur at `extent`, in 0...1. A NaN extent yields 0.
    /// - Complexity: O(n) in the number of detents (a handful).
    package func blur(atExtent extent: Double) -> Double {
        values(atExtent: extent).blur
    }

    /// Whether touches outside the sheet reach the presenting content at `extent`: exactly
    /// when nothing dims or blurs it (both are 0), as at and below the largest undimmed detent.
    package func passesTouchesThrough(atExtent extent: Double) -> Bool {
        let values = values(atExtent: extent)
        return values.alpha <= 0 && values.blur <= 0
    }
}
