import SheetKit

/// A scripted gesture scenario: a sheet, a container, and touch samples (or a release) to
/// replay through ``SheetEngine``; or, with a ``track``, an interactive transition (a
/// navigation pop, a tab switch, a presentation style's dismissal) to replay through the
/// core value its adapter drives (``ReplayDriver``).
///
/// Scenarios come from JSON files (``ScenarioParser``) or from ``BuiltInScenarios``. All
/// lengths are in points, times in seconds, velocities in points per second.
///
/// A track scenario uses the name, description, container, layout direction, spring (the
/// settle spring, instead of the style's), frame rate, dropped frames, input and duration;
/// the sheet's fields (edge, detents, presentation, list…) are ignored, and a file must not
/// give them.
package struct Scenario: Hashable, Sendable {
    /// The scenario's name (also the chart's file name for built-ins).
    package var name: String
    /// One sentence on what the scenario shows; empty when none.
    package var summary: String
    /// The container's size, in points.
    package var container: SheetSize
    /// The container's safe-area insets, in points.
    package var safeArea: SheetInsets
    /// The edge the sheet is attached to.
    package var edge: SheetEdge
    /// The layout direction (resolves leading and trailing).
    package var layoutDirection: ReadingDirection
    /// The detents, in declaration order.
    package var detents: [DetentSpec]
    /// The index into the *resolved* detents the sheet starts at (or presents to).
    package var initialDetent: Int
    /// The spring for settles and dismissals; the core's default when `nil`.
    package var spring: SpringSpec?
    /// The spring for an animated presentation; ``spring`` when `nil`.
    package var presentationSpring: SpringSpec?
    /// Whether the user may dismiss the sheet (`!isModalInPresentation`).
    package var allowsDismiss: Bool
    /// How the sheet is on screen when the scenario starts.
    package var presentation: Presentation
    /// The display's refresh rate, in frames per second.
    package var frameRate: Double
    /// Drop every N-th display frame (0 drops none).
    package var dropEvery: Int
    /// The list inside the sheet, when there is one.
    package var scroll: ScrollSpec?
    /// Where on the sheet a drag may begin; `nil` (the default) does not check (every touch
    /// on a sheet that accepts a drag engages, as before the region existed).
    package var dragRegion: DragRegionSpec?
    /// Whether touches go down as they do on a device: the first sample of a touch catches a
    /// moving sheet where it is (a touch-down), and the drag begins only on the first sample
    /// where the finger has moved; a touch that lifts without dragging lets the sheet go on.
    /// `false` (the default) begins the drag on a touch's first sample.
    package var catchOnTouchDown: Bool
    /// The input: touch samples or a release.
    package var input: Input
    /// How long to keep simulating after the last input, in seconds, if the sheet has not
    /// come to rest earlier.
    package var duration: Double
    /// The interactive transition a track scenario replays; `nil` for a sheet scenario.
    package var track: TrackTransition?

    /// Creates a scenario; see each property for its meaning.
    package init(name: String, summary: String = "", container: SheetSize, safeArea: SheetInsets = .zero,
                edge: SheetEdge, layoutDirection: ReadingDirection = .leftToRight, detents: [DetentSpec],
                initialDetent: Int = 0, spring: SpringSpec? = nil, presentationSpring: SpringSpec? = nil,
                allowsDismiss: Bool = true, presentation: Presentation = .resting, frameRate: Double = 120,
                dropEvery: Int = 0, scroll: ScrollSpec? = nil, dragRegion: DragRegionSpec? = nil, catchOnTouchDown: Bool = false,
                input: Input, duration: Double = 2) {
        self.name = name
        self.summary = summary
        self.container = container
        self.safeArea = safeArea
        self.edge = edge
        self.layoutDirection = layoutDirection
        self.detents = detents
        self.initialDetent = initialDetent
        self.spring = spring
        self.presentationSpring = presentationSpring
        self.allowsDismiss = allowsDismiss
        self.presentation = presentation
        self.frameRate = frameRate
        self.dropEvery = dropEvery
        self.scroll = scroll
        self.dragRegion = dragRegion
        self.catchOnTouchDown = catchOnTouchDown
        self.input = input
        self.duration = duration
    }

    /// Creates a track scenario: `track` replayed in `container` (the track's numbers are
    /// ``TrackTransition/setup(for:)``'s), driven by `input` (touch samples whose `finger` is
    /// the coordinate along the transition's axis (``FingerMapping``), or a release whose
    /// `extent` is the position along the track).
    package init(name: String, summary: String = "", container: SheetSize, layoutDirection: ReadingDirection = .leftToRight,
                track: TrackTransition, spring: SpringSpec? = nil, frameRate: Double = 120, dropEvery: Int = 0,
                input: Input, duration: Double = 2) {
        self.init(name: name, summary: summary, container: container, edge: .bottom, layoutDirection: layoutDirection,
                  detents: [], spring: spring, frameRate: frameRate, dropEvery: dropEvery, input: input, duration: duration)
        self.track = track
    }

    /// A detent as a scenario declares it.
    package enum DetentSpec: Hashable, Sendable {
        /// A fraction of the container's length along the axis, in 0 < f ≤ 1.
        case fraction(Double)
        /// A content length, in points (the safe-area inset at the edge is added).
        case points(Double)
        /// A fits-content detent with this content fitting length, in points.
        case fitsContent(Double)
    }

    /// A spring as a scenario declares it.
    package struct SpringSpec: Hashable, Sendable {
        /// The period of the undamped oscillation, in seconds.
        package var response: Double
        /// The damping ratio ζ.
        package var dampingRatio: Double
        /// Creates a spring description.
        package init(response: Double, dampingRatio: Double) {
            self.response = response
            self.dampingRatio = dampingRatio
        }
        /// The core spring.
        package var spring: MotionSpring { MotionSpring(response: response, dampingRatio: dampingRatio) }
    }

    /// How the sheet is on screen when the scenario starts.
    package enum Presentation: String, Hashable, Sendable, CaseIterable {
        /// Already resting at ``Scenario/initialDetent`` (presented without animation).
        case resting
        /// Presented with an animation at time 0, on the presentation spring.
        case animated
        /// Hidden; the first touch presents it interactively (a drawer's screen-edge pan).
        case edgePan
    }

    /// The list inside the sheet, along the sheet's axis.
    package struct ScrollSpec: Hashable, Sendable {
        /// The content's length, in points.
        package var contentLength: Double
        /// The list's visible length, in points.
        package var viewportLength: Double
        /// The initial content offset, in points.
        package var offset: Double
        /// Creates a list description.
        package init(contentLength: Double, viewportLength: Double, offset: Double = 0) {
            self.contentLength = contentLength
            self.viewportLength = viewportLength
            self.offset = offset
        }
    }

    /// Where a drag may begin, as a scenario declares it (``SheetDragRegion``).
    package enum DragRegionSpec: Hashable, Sendable {
        /// Anywhere on the sheet's content.
        case anywhere
        /// The grabber's hit rectangle.
        case grabber
        /// A band of this many points at the sheet's inner edge.
        case header(Double)

        /// The core region.
        package var region: SheetDragRegion {
            switch self {
            case .anywhere: return .anywhere
            case .grabber: return .grabber
            case .header(let length): return .header(length: length)
            }
        }
    }

    /// One touch sample.
    package struct TouchSample: Hashable, Sendable {
        /// The sample's time, in seconds.
        package var t: Double
        /// The finger's position along the sheet's axis in container coordinates (y for top
        /// and bottom sheets, x for drawers; for a track scenario, along its
        /// axis (``FingerMapping``): x for a pop or a tab switch, y for a style), in points.
        package var finger: Double
        /// Whether this sample starts a new touch (implied for the first sample).
        package var down: Bool
        /// Whether the finger lifts at this sample.
        package var lift: Bool
        /// The finger's position across the sheet's axis in container coordinates (x for top
        /// and bottom sheets, y for drawers; a card zoom's x), in points; `nil` is the
        /// container's middle. Only the first sample of a touch counts (where it goes down,
        /// for ``Scenario/dragRegion``, or a card zoom's touch-down location).
        package var across: Double?
        /// Creates a sample.
        package init(t: Double, finger: Double, down: Bool = false, lift: Bool = false, across: Double? = nil) {
            self.t = t
            self.finger = finger
            self.down = down
            self.lift = lift
            self.across = across
        }
    }

    /// A release without touches: the engine starts settling from this state.
    package struct Release: Hashable, Sendable {
        /// When the finger lifts, in seconds.
        package var t: Double
        /// The extent at lift, in points (a track scenario's position along the track).
        package var extent: Double
        /// The sheet's velocity at lift, in points per second, positive = expanding.
        package var velocity: Double
        /// Creates a release.
        package init(t: Double = 0, extent: Double, velocity: Double) {
            self.t = t
            self.extent = extent
            self.velocity = velocity
        }
    }

    /// What drives the sheet.
    package enum Input: Hashable, Sendable {
        /// Touch samples, in time order; they may hold several touches.
        case gesture([TouchSample])
        /// A release from a given extent and velocity.
        case release(Release)
        /// Nothing: only the animated presentation moves the sheet.
        case none
    }
}
