/// A resting extent of a sheet.
///
/// A detent measures either a fraction of the container's length along the sheet's axis,
/// or the sheet's *content* (fixed points, the content's fitting length, or a custom
/// resolver); content measures exclude the safe-area inset at the attached edge, which the
/// sheet adds, as UIKit does for its custom detents. ``ResolvedDetents`` turns detents into
/// extents for one container.
///
/// ```swift
/// let detents: [Detent] = [.fraction(0.6), .fraction(0.92, identifier: .large)]
/// ```
public struct Detent: Sendable {
    /// A detent's identity, stable across layouts (``SheetEngine`` keeps the selected
    /// identifier through rotation and size changes): a stop's identifier (``Stop/ID``), so a
    /// detent is where a release, a delegate or the app sends the sheet.
    public typealias Identifier = Stop.ID

    /// How a detent measures its extent.
    public enum Measure: Sendable {
        /// A fraction of the container's length along the axis (0.5 = half of it).
        case fraction(Double)
        /// A fixed content length, in points.
        case points(Double)
        /// The content's fitting length (``SheetContainer/contentFittingLength``).
        case fitsContent
        /// A closure returning a content length in points, or `nil` to leave the detent
        /// out in this context.
        case custom(@Sendable (DetentResolutionContext) -> Double?)
    }

    /// The detent's identifier.
    public let identifier: Identifier
    /// How the detent measures its extent.
    public let measure: Measure

    /// Creates a detent.
    public init(identifier: Identifier, measure: Measure) {
        self.identifier = identifier
        self.measure = measure
    }

    /// A detent at `fraction` of the container's length along the axis.
    /// - Parameters:
    ///   - fraction: The fraction of the container's length (1 = as large as allowed).
    ///   - identifier: The identifier; `"fraction:<value>"` when `nil`.
    public static func fraction(_ fraction: Double, identifier: Identifier? = nil) -> Detent {
        Detent(identifier: identifier ?? Identifier("fraction:\(fraction)"), measure: .fraction(fraction))
    }

    /// A detent showing `points` of content (plus the safe-area inset at the edge).
    /// - Parameters:
    ///   - points: The content length, in points.
    ///   - identifier: The identifier; `"points:<value>"` when `nil`.
    public static func points(_ points: Double, identifier: Identifier? = nil) -> Detent {
        Detent(identifier: identifier ?? Identifier("points:\(points)"), measure: .points(points))
    }

    /// A detent that fits the content's fitting length (plus the safe-area inset at the edge).
    /// - Parameter identifier: The identifier.
    public static func fitsContent(identifier: Identifier = .fitsContent) -> Detent {
        Detent(identifier: identifier, measure: .fitsContent)
    }

    /// A detent whose content length a closure computes from the context; return `nil` to
    /// leave the detent out in that context.
    /// - Parameters:
    ///   - identifier: The identifier.
    ///   - resolver: Returns a content length in points, or `nil`.
    public static func custom(identifier: Identifier, resolver: @escaping @Sendable (DetentResolutionContext) -> Double?) -> Detent {
        Detent(identifier: identifier, measure: .custom(resolver))
    }

    /// About half the container, like UIKit's medium detent.
    public static let medium = Detent.fraction(0.5, identifier: .medium)

    /// As large as allowed, like UIKit's large detent.
    public static let large = Detent.fraction(1, identifier: .large)
}

/// What a detent can measure itself against.
public struct DetentResolutionContext: Hashable, Sendable {
    /// The container's length along the sheet's axis, in points.
    public let containerLength: Double
    /// The largest extent a sheet may have, in points (see ``ResolvedDetents``).
    public let maximumExtent: Double
    /// The safe-area inset at the attached edge that the sheet adds to content measures, in
    /// points (0 where an obstruction such as the keyboard covers it).
    public let attachedSafeAreaInset: Double
    /// The content's fitting length, in points, when known.
    public let contentFittingLength: Double?
    /// The container description the context was made from.
    public let container: SheetContainer

    /// The largest content length a detent can show, in points: ``maximumExtent`` minus
    /// ``attachedSafeAreaInset``.
    public var maximumDetentValue: Double { Swift.max(0, maximumExtent - attachedSafeAreaInset) }
}
