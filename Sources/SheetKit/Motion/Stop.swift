/// A named place a moving value can go: a sheet's detent or ``ID/hidden``, a transition's
/// ``ID/start`` or ``ID/end``.
///
/// Every "where it goes" in SheetKit is a stop's identifier: the detent a release chooses, the
/// target a delegate redirects, the end an interactive transition heads for.
public struct Stop: Hashable, Sendable {
    /// A stop's identity, stable across layouts (``SheetEngine`` keeps the selected detent's
    /// through rotation and size changes). ``Detent/Identifier`` is this type.
    public struct ID: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The identifier's string.
        public let rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from a string literal.
        public init(stringLiteral value: String) { self.rawValue = value }
        /// The identifier's string.
        public var description: String { rawValue }

        /// The identifier of ``Detent/medium``.
        public static let medium: ID = "medium"
        /// The identifier of ``Detent/large``; also the fallback detent's.
        public static let large: ID = "large"
        /// The default identifier of ``Detent/fitsContent(identifier:)``.
        public static let fitsContent: ID = "fitsContent"
        /// Where a dismissal goes: the sheet fully hidden (extent 0). A reserved name no
        /// detent resolves to.
        public static let hidden: ID = "SheetKit.hidden"
        /// A transition's start state (position 0): where a cancelled transition returns.
        public static let start: ID = "SheetKit.start"
        /// A transition's end state (position = its length): where a finished one arrives.
        public static let end: ID = "SheetKit.end"
    }

    /// How a motion toward a stop ends.
    package enum Arrival: Hashable, Sendable {
        /// On the frame it reaches ``Stop/position`` from the side it started on, or at its
        /// settle time if sooner: what leaves the screen or ends a transition (hidden, a
        /// transition's ends) ends there, at speed, instead of crawling to rest.
        case crossing
        /// At its settle time (within half a device pixel of ``Stop/aim`` for good); the
        /// frames on which it crosses ``Stop/position`` or comes within the rest threshold of
        /// it report that it reached it (a presentation completes there and keeps settling).
        case settling
    }

    /// The stop's identifier.
    public let id: ID
    /// Where the value rests at the stop, in points along the axis.
    public let position: Double
    /// Where a spring toward the stop pulls, in points: beyond ``position`` for a
    /// ``Arrival/crossing`` stop (so it crosses at speed), ``position`` otherwise.
    package let aim: Double
    /// How a motion toward the stop ends.
    package let arrival: Arrival

    /// A stop at `position` that a spring settles on.
    package init(_ id: ID, at position: Double) {
        self.init(id, at: position, aim: position, arrival: .settling)
    }

    /// A stop at `position`, aimed at `aim`, ending as `arrival` says.
    package init(_ id: ID, at position: Double, aim: Double, arrival: Arrival) {
        self.id = id
        self.position = position
        self.aim = aim
        self.arrival = arrival
    }

    /// Where the stop is and how a motion toward it ends, without its identifier.
    package var place: Place { Place(position: position, aim: aim, arrival: arrival) }

    /// What a spring toward a stop needs of it: where it is, where the spring pulls, how the
    /// motion ends. A settle carries this (plain numbers, copied without reference counting);
    /// its owner keeps which stop it is.
    package struct Place: Hashable, Sendable {
        /// Where the value rests at the stop, in points along the axis (``Stop/position``).
        package let position: Double
        /// Where a spring toward the stop pulls, in points (``Stop/aim``).
        package let aim: Double
        /// How a motion toward the stop ends (``Stop/arrival``).
        package let arrival: Arrival
    }
}
