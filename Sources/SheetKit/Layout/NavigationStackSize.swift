/// What a navigation stack shown in a sheet asks for: the size its top view controller
/// prefers, with the bars the stack shows around it (``SheetNavigationController``'s
/// `preferredContentSize`, which a fits-content detent then reads).
///
/// The rule, per component:
/// - **Along the sheet's axis**: the top view controller's preferred length when it has one
///   (a component above 0), else its Auto Layout fitting length (``topFittingLength``), else 0.
/// - **Across the axis**: the top's preferred length, else 0 (its fitting length across the
///   axis is the container's, not a preference).
/// - **Height**: the navigation bar's and the toolbar's heights are added when the height is
///   not 0 (bars stack vertically; a width never includes them). A height of 0 stays 0, UIKit's
///   "no preference".
///
/// Every input is a length (``InputLimits``): NaN, infinities and negatives count as 0 (a
/// fitting length of 0 as none), values above ``InputLimits/maximumLength`` as that, and the
/// sum is at most ``InputLimits/maximumLength``.
struct NavigationStackSize: Hashable, Sendable {
    /// The top view controller's `preferredContentSize`, in points; a 0 component means no
    /// preference along it.
    var topPreferredSize: SheetSize
    /// Auto Layout's fitting length of the top view controller's view along the sheet's axis,
    /// without its safe area, in points; `nil` when not measured.
    var topFittingLength: Double?
    /// The navigation bar's height while it shows, 0 while hidden, in points.
    var navigationBarHeight: Double
    /// The toolbar's height while it shows, 0 while hidden, in points.
    var toolbarHeight: Double

    /// Creates the description of a stack; lengths are sanitized as the type says.
    init(topPreferredSize: SheetSize, topFittingLength: Double? = nil, navigationBarHeight: Double = 0, toolbarHeight: Double = 0) {
        self.topPreferredSize = topPreferredSize
        self.topFittingLength = topFittingLength
        self.navigationBarHeight = navigationBarHeight
        self.toolbarHeight = toolbarHeight
    }

    /// Whether the rule needs the top's fitting length along `axis`: it has no preferred
    /// length there (measuring is an Auto Layout pass over the top's view; skip it otherwise).
    func needsFittingLength(along axis: SheetAxis) -> Bool {
        topPreferredSize.length(along: axis) == 0
    }

    /// The size the stack prefers for a sheet moving along `axis`, in points (the type's rule).
    func preferredContentSize(along axis: SheetAxis) -> SheetSize {
        let fitting = topFittingLength?.nonNegativeLength ?? 0
        func component(preferred: Double, isAlongAxis: Bool) -> Double {
            preferred > 0 ? preferred : (isAlongAxis ? fitting : 0)
        }
        let width = component(preferred: topPreferredSize.width, isAlongAxis: axis == .horizontal)
        let content = component(preferred: topPreferredSize.height, isAlongAxis: axis == .vertical)
        let bars = navigationBarHeight.nonNegativeLength + toolbarHeight.nonNegativeLength
        let height = content > 0 ? Swift.min(content + bars, InputLimits.maximumLength) : 0
        return SheetSize(width: width, height: height)
    }
}

extension NavigationStackSize {
    /// A moment of a navigation transition (a push, a pop, a new stack) as UIKit's transition
    /// coordinator tells it.
    enum Moment: Hashable, Sendable, CaseIterable {
        /// The transition began, not driven by a finger (a push, a pop from the back button,
        /// `setViewControllers(_:animated:)`, or any change without animation).
        case began
        /// The transition began under a finger (the interactive pop).
        case beganInteractively
        /// The finger lifted and the transition goes on to its end.
        case interactionFinished
        /// The finger lifted and the transition goes back (`isCancelled`).
        case interactionCancelled
        /// The transition ended (`animate(alongsideTransition:completion:)`'s completion).
        case completed

        /// Where a running transition stands, from its coordinator's context: under a finger
        /// while `isInteractive`, else going back when `isCancelled`, else going on
        /// (UIViewControllerTransitionCoordinator.h: `isInteractive`, `isCancelled`, both read
        /// in `notifyWhenInteractionChanges`' handler, which runs when the finger lifts).
        /// - Parameters:
        ///   - isInteractive: Whether a finger drives the transition now.
        ///   - isCancelled: Whether the transition goes back.
        init(isInteractive: Bool, isCancelled: Bool) {
            self = isInteractive ? .beganInteractively : isCancelled ? .interactionCancelled : .interactionFinished
        }
    }

    /// Which view controller of a transition the stack's size follows.
    enum Followed: Hashable, Sendable {
        /// The one the transition shows (`viewController(forKey: .to)`).
        case destination
        /// The one it started from, which stays when it is cancelled (`.from`).
        case source
        /// The navigation controller's `topViewController` once the transition ended.
        case top
    }

    /// Which view controller the stack's size follows at `moment`, or `nil` to keep the size
    /// it has: a push or pop moves the sheet with it; an interactive pop keeps the sheet where
    /// it is while the finger decides, moves it when the pop goes on, and keeps (or takes it
    /// back to) the source's size when the pop is cancelled; the end re-reads the top.
    static func followed(at moment: Moment) -> Followed? {
        switch moment {
        case .began, .interactionFinished: return .destination
        case .beganInteractively: return nil
        case .interactionCancelled: return .source
        case .completed: return .top
        }
    }
}
