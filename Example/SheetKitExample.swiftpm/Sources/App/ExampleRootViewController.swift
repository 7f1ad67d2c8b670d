@preconcurrency import UIKit
import SheetKit

/// The root of the UIKit demo: holds the navigation stack and rebuilds it when the user forces
/// a right-to-left layout from the demo list.
///
/// Forcing the direction sets `semanticContentAttribute` on every view created afterwards
/// (through `UIView.appearance()`), so it reaches the navigation controller's view tree *and*
/// the views UIKit creates for presentations: the container a sheet resolves `.leading` and
/// `.trailing` against. Appearance changes only reach views that enter a window afterwards,
/// hence the rebuild. Running with the Right-to-Left Pseudolanguage (see the README) flips
/// the whole app without any of this.
///
/// It keeps the app's ``NavigationTransitionRouter`` (UIKit's `delegate` is weak) and attaches
/// it to every navigation controller it builds. The router has no default style: screens keep
/// UIKit's push, pop and back swipe unless they propose a style (the Navigation demo's do).
/// The app's own navigation delegate (``ScreenLog``) keeps hearing every call behind it.
final class ExampleRootViewController: UIViewController {
    private let router = NavigationTransitionRouter(defaultStyle: nil)
    private let screenLog = ScreenLog()
    private var currentNavigationController: UINavigationController?
    private var forcesRightToLeft = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        showDemoList(animated: false)
    }

    override var childForStatusBarStyle: UIViewController? { currentNavigationController }

    /// Forces (or stops forcing) a right-to-left layout and rebuilds the screens.
    func setForcesRightToLeft(_ forcesRightToLeft: Bool) {
        guard forcesRightToLeft != self.forcesRightToLeft else { return }
        self.forcesRightToLeft = forcesRightToLeft
        UIView.appearance().semanticContentAttribute = forcesRightToLeft ? .forceRightToLeft : .unspecified
        showDemoList(animated: true)
    }

    private func showDemoList(animated: Bool) {
        let list = DemoListViewController(forcesRightToLeft: forcesRightToLeft, router: router)
        list.onForcesRightToLeftChange = { [weak self] isOn in self?.setForcesRightToLeft(isOn) }
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.delegate = screenLog
        router.attach(to: navigation)   // screenLog stays behind the router: router.appDelegate(of: navigation)

        let previous = currentNavigationController
        currentNavigationController = navigation
        addChild(navigation)
        navigation.view.frame = view.bounds
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
        setNeedsStatusBarAppearanceUpdate()

        guard let previous else { return }
        previous.willMove(toParent: nil)
        let removePrevious = {
            previous.view.removeFromSuperview()
            previous.removeFromParent()
        }
        guard animated else { return removePrevious() }
        navigation.view.alpha = 0
        UIView.animate(withDuration: 0.3, animations: {
            navigation.view.alpha = 1
        }, completion: { _ in
            removePrevious()
        })
    }
}
