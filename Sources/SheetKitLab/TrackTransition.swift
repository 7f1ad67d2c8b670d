import SheetKit

/// The interactive transition a track scenario replays, with everything the lab needs to
/// know about it in one place: its name and fields in the file format, the numbers of its
/// main track (``TrackSetup``), and the core value that replays it (``ReplayDriver``).
///
/// To add a transition: add a case, its ``Name``, read and write its fields in
/// ``init(reading:)`` and ``json`` (`TrackTransition+Fields.swift`), build its
/// ``TrackSetup`` and driver (`TrackTransition+Setup.swift`); then document its fields in
/// `LabHelp`. Parsing, validation, the replay, the chart, the metrics and the trace format
/// are shared.
package enum TrackTransition: Hashable, Sendable {
    /// An interactive pop of a navigation controller in a built-in style: the track is the
    /// container's width, a finger moving toward the trailing side advances it, and the
    /// style's spring carries the release.
    case navigationPop(style: NavigationStyleName)
    /// An interactive tab switch: the track is the container's width, a finger moving away
    /// from the side the new tab comes from advances it, on ``TabSwitchStyle/slide``'s spring.
    case tabSwitch(direction: TabSwitchDirection)
    /// A circular reveal's interactive dismissal: the track is the covering radius from
    /// `center` (the button the screen grew from, in container points), a pan toward the
    /// button shrinks the circle (``FingerMapping/revealDismissal(center:containerSize:)``),
    /// on the reveal's default spring. One ``InteractiveTrack`` and the static ``CircularReveal``
    /// functions, as the reveal's adapter runs it
    /// (``CircularReveal/trackConfiguration(spring:releasePolicy:displayScale:reduceMotion:)``).
    case circularReveal(center: SheetPoint)
    /// A card zoom's pull-down close of a full-screen detail opened from `card` (its frame,
    /// in container points), replayed through ``CardZoomDismissal``: a downward pull after
    /// the direction lock, then a release that settles back or closes into the card on
    /// ``CardZoomStyle/defaultSpring``. The position is the pull in points, then, during the
    /// close, the pull it started from plus the close's position (the travel of the frame's
    /// fastest edge).
    case cardZoom(card: SheetRect)
    /// A centered card's drag-out, replayed through ``CenteredCardTransition`` with the card
    /// presented and at rest: a downward drag, then a release that drops the card out of the
    /// container or settles it back, on ``TrackConfiguration/defaultSpring``. `content` is the
    /// card's content size, in points (``CenteredCardMetrics/frame(contentSize:in:)``).
    case centeredCard(content: SheetSize)

    /// The transitions' names in the file format (`"transition"`).
    package enum Name: String, Hashable, Sendable, CaseIterable {
        /// ``TrackTransition/navigationPop(style:)``.
        case navigationPop
        /// ``TrackTransition/tabSwitch(direction:)``.
        case tabSwitch
        /// ``TrackTransition/circularReveal(center:)``.
        case circularReveal
        /// ``TrackTransition/cardZoom(card:)``.
        case cardZoom
        /// ``TrackTransition/centeredCard(content:)``.
        case centeredCard
    }

    /// The transition's name in the file format.
    package var name: Name {
        switch self {
        case .navigationPop: return .navigationPop
        case .tabSwitch: return .tabSwitch
        case .circularReveal: return .circularReveal
        case .cardZoom: return .cardZoom
        case .centeredCard: return .centeredCard
        }
    }
}

/// The built-in navigation styles by name, for track scenarios.
package enum NavigationStyleName: String, Hashable, Sendable, CaseIterable {
    /// ``NavigationTransitionStyle/parallaxSlide``.
    case parallaxSlide
    /// ``NavigationTransitionStyle/shrinkSlide``.
    case shrinkSlide
    /// ``NavigationTransitionStyle/fadeThrough``.
    case fadeThrough
    /// ``NavigationTransitionStyle/edgeCover``.
    case edgeCover

    /// The style.
    package var style: NavigationTransitionStyle {
        switch self {
        case .parallaxSlide: return .parallaxSlide
        case .shrinkSlide: return .shrinkSlide
        case .fadeThrough: return .fadeThrough
        case .edgeCover: return .edgeCover
        }
    }
}
