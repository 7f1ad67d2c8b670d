#if canImport(UIKit)
@preconcurrency import UIKit

/// Presents a sheet interactively from a screen-edge pan on the presenting view, as a drawer
/// opens (and, with a ``fullWidthPanRule``, from a swipe anywhere on it): the sheet follows
/// the finger; at release the engine's decision finishes the presentation on the release
/// spring or cancels it.
///
/// Create it with ``UIKit/UIViewController/addSheetEdgePan(configuration:prepare:makeViewController:)``.
/// The view owns the gesture recognizers and they own the presenter, so it lives exactly as
/// long as the view (or until ``remove()``); its closures live as long, so capture the
/// presenting view controller weakly in them.
@MainActor
public final class SheetEdgePanPresenter: NSObject, UIGestureRecognizerDelegate {
    /// A screen-edge pan that keeps its presenter alive.
    private final class Recognizer: UIScreenEdgePanGestureRecognizer, DrawerPanRecognizing {
        var presenter: SheetEdgePanPresenter?
    }

    /// A pan over the whole presenting view that keeps its presenter alive (with a
    /// ``fullWidthPanRule``).
    private final class FullWidthRecognizer: UIPanGestureRecognizer, DrawerPanRecognizing {
        var presenter: SheetEdgePanPresenter?
    }

    /// Holds a recognizer without keeping it alive.
    private struct WeakRecognizer {
        weak var recognizer: Recognizer?
    }

    /// The screen-edge pans on the presenting view, one per end of the sheet's axis (a
    /// screen-edge pan recognizes from a single edge); empty once removed.
    public var gestureRecognizers: [UIScreenEdgePanGestureRecognizer] { recognizers.compactMap(\.recognizer) }

    private var recognizers: [WeakRecognizer] = []
    /// The full-width pan, while one is installed.
    private weak var fullWidthRecognizer: FullWidthRecognizer?

    /// The rule that lets a pan anywhere on the presenting view open a left or right drawer,
    /// as a pop's full-width pan (the same rule, toward the side the drawer opens): it yields
    /// to horizontal scroll views that can still scroll that way and to rows whose swipe
    /// actions that move would reveal. `nil` (the default) opens from the screen edge only.
    /// Top and bottom sheets ignore it.
    public var fullWidthPanRule: FullWidthPopPanRule? {
        didSet { updateFullWidthRecognizer() }
    }

    /// The full-width pan on the presenting view (with a ``fullWidthPanRule``), for failure
    /// requirements; `nil` without a rule.
    public var fullWidthGestureRecognizer: UIPanGestureRecognizer? { fullWidthRecognizer }
    private weak var presentingViewController: UIViewController?
    /// The delegate of the presentation the pan under way began: it feeds the pan to the
    /// controller it vends, or keeps it until UIKit asks for one (UIKit may take the
    /// presentation late, after the pan ended).
    private var panDelegate: SheetTransitioningDelegate?
    private let configuration: SheetConfiguration
    private let prepare: ((SheetPresentationController) -> Void)?
    private let makeViewController: @MainActor () -> UIViewController

    init(presenting: UIViewController, configuration: SheetConfiguration,
         prepare: ((SheetPresentationController) -> Void)?,
         makeViewController: @escaping @MainActor () -> UIViewController) {
        self.presentingViewController = presenting
        self.configuration = configuration
        self.prepare = prepare
        self.makeViewController = makeViewController
        super.init()
        // Both ends of the axis: which one is the sheet's depends on the layout direction when
        // the finger touches down (see gestureRecognizerShouldBegin).
        let ends: [ResolvedEdge] = [.left, .right, .top, .bottom].filter {
            $0.axis == configuration.edge.resolved(for: .leftToRight).axis
        }
        for end in ends {
            let recognizer = Recognizer()
            recognizer.presenter = self
            recognizer.edges = end.screenEdge
            recognizer.addTarget(self, action: #selector(handle(_:)))
            recognizer.delegate = self
            presenting.view.addGestureRecognizer(recognizer)
            recognizers.append(WeakRecognizer(recognizer: recognizer))
        }
    }

    /// Removes the gestures from the presenting view.
    public func remove() {
        for recognizer in gestureRecognizers {
            recognizer.view?.removeGestureRecognizer(recognizer)
            (recognizer as? Recognizer)?.presenter = nil
        }
        recognizers.removeAll()
        fullWidthPanRule = nil
    }

    /// Installs the full-width pan while there is a rule (for a left or right drawer), and
    /// removes it otherwise.
    private func updateFullWidthRecognizer() {
        let wanted = fullWidthPanRule != nil && configuration.edge.resolved(for: .leftToRight).axis == .horizontal
        guard wanted != (fullWidthRecognizer != nil) else { return }
        if let recognizer = fullWidthRecognizer {
            recognizer.view?.removeGestureRecognizer(recognizer)
            recognizer.presenter = nil
            return
        }
        guard let view = presentingViewController?.view else { return }
        let recognizer = FullWidthRecognizer()
        recognizer.presenter = self
        recognizer.addTarget(self, action: #selector(handle(_:)))
        recognizer.delegate = self
        view.addGestureRecognizer(recognizer)
        fullWidthRecognizer = recognizer
    }

    /// Whether the full-width pan may open the drawer now: nothing is presented, and the
    /// rule, toward the side the drawer opens, lets the pan begin.
    private func fullWidthPanBegins(_ pan: UIPanGestureRecognizer, in view: UIView) -> Bool {
        let direction = ReadingDirection(view.effectiveUserInterfaceLayoutDirection)
        guard let rule = fullWidthPanRule, let side = HorizontalSide(openingDrawerAt: resolvedEdge(in: view), in: direction) else {
            return false
        }
        let start = PopPanStart(pan: pan, in: view, canPop: presentingViewController?.presentedViewController == nil)
        return rule.decide(start, toward: side) == .begin
    }

    /// The sheet's edge in the view's current layout direction.
    private func resolvedEdge(in view: UIView) -> ResolvedEdge {
        configuration.edge.resolved(for: ReadingDirection(view.effectiveUserInterfaceLayoutDirection))
    }

    /// Begins only on the screen edge the sheet is attached to in the current layout
    /// direction, and only when nothing is presented yet.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let pan = gestureRecognizer as? FullWidthRecognizer, let view = pan.view { return fullWidthPanBegins(pan, in: view) }
        guard let pan = gestureRecognizer as? UIScreenEdgePanGestureRecognizer, let view = pan.view else { return false }
        return InteractivePanBegin.drawerEdgePan(presentsSomething: presentingViewController?.presentedViewController != nil,
                                                 watchesDrawerEdge: pan.edges == resolvedEdge(in: view).screenEdge)
    }

    /// Yields to the navigation controller's back swipe, which starts at the same edge, and the
    /// full-width pan to iOS 26's content pop as well (unless the app turned them off on this
    /// screen), UIKit's or a ``NavigationTransitionRouter``'s pans standing in for them: the
    /// core's rule `InteractivePanBegin.drawerPanWaits(for:fullWidth:)`. A router's pans wait for
    /// nothing of the drawer's, so the waits form no ring; they fail at once where the app
    /// turned the back swipe off (`PopPanStart.backSwipeAllowed`). The stack is the one `other`
    /// belongs to: the presenter's own navigation controller, or one inside the presenter (a
    /// drawer installed on a tab bar controller or a navigation controller, to be reachable
    /// from every screen, yields to the back swipe of the stack on screen).
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        if gestureRecognizer is FullWidthRecognizer, other is Recognizer { return true }   // the edge wins at the edge
        let stacks = [other.view?.enclosingNavigationController, presentingViewController?.navigationController]
        guard other.isEnabled, let pop = stacks.lazy.compactMap({ $0?.pop(other) }).first else { return false }
        return InteractivePanBegin.drawerPanWaits(for: pop, fullWidth: gestureRecognizer is FullWidthRecognizer)
    }

    /// Scroll views in the presenting view (a table view that is the screen's root view, say)
    /// wait for the edge pan: a touch that starts on the screen edge opens the sheet instead
    /// of scrolling. A touch anywhere else fails the edge pan at once, so they lose nothing.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
        guard other.isPanOfScrollView(inside: gestureRecognizer.view) else { return false }
        let presentsSomething = presentingViewController?.presentedViewController != nil
        return InteractivePanBegin.scrollViewsWaitForDrawerPan(fullWidth: gestureRecognizer is FullWidthRecognizer,
                                                               presentsSomething: presentsSomething)
    }

    @objc private func handle(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        let edge = resolvedEdge(in: view)
        let translation = edge.extentDelta(for: pan.translation(in: view))
        switch pan.state {
        case .began:
            let sheet = makeViewController()
            let delegate = SheetTransitioningDelegate(configuration: configuration, prepare: prepare, presentsInteractively: true)
            delegate.attach(to: sheet)
            panDelegate = delegate
            presentingViewController?.present(sheet, attachedTo: delegate, animated: true, completion: nil)
            delegate.followPresentingPan(translation: translation)
        case .changed:
            panDelegate?.followPresentingPan(translation: translation)
        case .ended:
            panDelegate?.endPresentingPan(translation: translation, velocity: edge.extentDelta(for: pan.velocity(in: view)))
            panDelegate = nil
        case .cancelled, .failed:
            panDelegate?.endPresentingPan(translation: translation, velocity: 0)
            panDelegate = nil
        case .possible, .recognized:
            break
        @unknown default:
            break
        }
    }
}
/// A pan of a ``SheetEdgePanPresenter`` (its screen-edge pan or its full-width pan), as other
/// handlers tell it apart (``TabPanPrecedence``).
@MainActor
protocol DrawerPanRecognizing: UIGestureRecognizer {}
#endif
