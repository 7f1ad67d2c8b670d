@preconcurrency import UIKit
import SheetKit

/// The Tabs demo: a tab bar controller whose switches slide in the direction of the tab
/// order on a spring, and, when turned on, follow a horizontal swipe across the content. A
/// mini-player panel floats above the tab bar over every tab (FloatingPanel #474): it is
/// embedded in this screen, not in a tab, so switching tabs leaves it where it is.
///
/// The last tab, New, is a button: the demo is the tab bar controller's own delegate (the
/// router stands in front of it), and its `shouldSelect` presents a composer instead, for a
/// tap and for a swipe from Profile alike; its `didSelect` titles the demo's navigation bar
/// with the tab now shown, after a tap or a swipe.
///
/// The demo keeps its own router (UIKit's `delegate` is weak): it lives exactly as long as
/// the tab bar controller it animates.
final class TabsDemoViewController: UIViewController {
    private let router = NavigationTransitionRouter(defaultStyle: nil, tabSwitchStyle: .slide)
    private let tabs = UITabBarController()
    private let composeTab = NewPostViewController.tab()
    private let miniPlayer = SheetPanelController(
        contentViewController: MiniPlayerViewController(),
        configuration: .persistentPanel(detents: [.points(MiniPlayerViewController.tipLength, identifier: .tip), .medium],
                                        initialDetentIdentifier: .tip))

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Tabs"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never
        router.tabSwitchPanRule = TabSwitchPanRule()
        let swipe = SwitchRow(title: "Swipe Between Tabs",
                              detail: "Swipe left or right across a list to switch to the neighbouring tab.",
                              isOn: router.tabSwitchPanRule != nil)
        swipe.onChange = { [weak self] isOn in self?.router.tabSwitchPanRule = isOn ? TabSwitchPanRule() : nil }
        tabs.viewControllers = [
            TabPageViewController(title: "Home", symbolName: "house.fill", color: .systemBlue, header: swipe),
            TabPageViewController(title: "Search", symbolName: "magnifyingglass", color: .systemGreen,
                                  header: CarouselView(color: .systemGreen)),
            TabPageViewController(title: "Library", symbolName: "books.vertical.fill", color: .systemOrange),
            TabPageViewController(title: "Profile", symbolName: "person.crop.circle.fill", color: .systemPink),
        ].map(Self.stack) + [composeTab]
        // The app's own delegate first: the router adopts it and passes on what it does not handle.
        tabs.delegate = self
        router.attach(to: tabs)
        addChild(tabs)
        view.addSubviewPinnedToEdges(tabs.view)
        tabs.didMove(toParent: self)
        miniPlayer.prefersGrabberVisible = true
        miniPlayer.addPanel(toParent: self)
    }

    /// `page` in its own navigation stack, so its rows push their details inside the tab (under
    /// the mini-player). Its bar is hidden: the demo's own navigation bar is above the tabs.
    private static func stack(_ page: TabPageViewController) -> UINavigationController {
        let stack = UINavigationController(rootViewController: page)
        stack.setNavigationBarHidden(true, animated: false)
        stack.tabBarItem = page.tabBarItem
        // The mini-player's tip covers the bottom of every tab: the lists scroll their last
        // rows above it.
        stack.additionalSafeAreaInsets.bottom = CGFloat(MiniPlayerViewController.tipLength)
        return stack
    }

    /// Keeps the mini-player just above the tab bar, whatever its height (home indicator or
    /// not, compact or regular).
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // A parent lays out before its children: the tab bar controller places its bar in its
        // own layout pass, which has not run yet after a rotation. Run it now, so the bar read
        // is the new orientation's.
        tabs.view.layoutIfNeeded()
        let bar = tabs.tabBar.convert(tabs.tabBar.bounds, to: view)
        // iPadOS 18 and later can show the tabs at the top: the player then sits on the safe area.
        let barHeight = Double(tabs.tabBar.isHidden || bar.minY < view.bounds.midY
                               ? view.safeAreaInsets.bottom : view.bounds.maxY - bar.minY)
        if case .inset(let current) = miniPlayer.attachment, current == barHeight { return }
        miniPlayer.attachment = .inset(barHeight)
    }
}

extension TabsDemoViewController: UITabBarControllerDelegate {
    /// The compose tab presents the composer instead of showing a tab; the router asks this
    /// for a swipe toward it as UIKit does for a tap.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        guard viewController === composeTab else { return true }
        presentSheet(NewPostViewController(), configuration: .pullToDismissPanel())
        return false
    }

    /// Titles the demo's bar with the tab now shown, after a tap or a swipe (the router tells
    /// a swipe's switch once it completes).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        title = (viewController as? UINavigationController)?.viewControllers.first?.title ?? "Tabs"
    }
}
