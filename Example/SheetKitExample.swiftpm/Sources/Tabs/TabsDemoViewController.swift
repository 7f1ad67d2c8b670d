@preconcurrency import UIKit
import SheetKit

/// The Tabs demo: a tab bar controller whose switches slide in the direction of the tab
/// order on a spring, and, when turned on, follow a horizontal swipe across the content.
///
/// The demo keeps its own router (UIKit's `delegate` is weak): it lives exactly as long as
/// the tab bar controller it animates.
final class TabsDemoViewController: UIViewController {
    private let router = NavigationTransitionRouter(defaultStyle: nil, tabSwitchStyle: .slide)
    private let tabs = UITabBarController()

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
        ]
        router.attach(to: tabs)
        addChild(tabs)
        view.addSubviewPinnedToEdges(tabs.view)
        tabs.didMove(toParent: self)
    }
}
