@preconcurrency import UIKit
import SwiftUI
import SheetKit

/// One screen of the demo, as the root list shows it.
enum Demo: CaseIterable {
    case comments
    case drawers
    case pullToDismissPanel
    case topPanel
    case navigation
    case tabs
    case playground
    case swiftUI

    /// The row's title.
    var title: String {
        switch self {
        case .comments: return "Comments"
        case .drawers: return "Drawers"
        case .pullToDismissPanel: return "Pull-to-Dismiss Panel"
        case .topPanel: return "Top Panel"
        case .navigation: return "Navigation"
        case .tabs: return "Tabs"
        case .playground: return "Playground"
        case .swiftUI: return "SwiftUI"
        }
    }

    /// What the screen demonstrates, in one line.
    var subtitle: String {
        switch self {
        case .comments: return "Comment sheet with two detents, list hand-off and a composer"
        case .drawers: return "Leading menu and trailing filters, edge pan, right-to-left"
        case .pullToDismissPanel: return "Full-height article, pull down to dismiss, prevent dismiss"
        case .topPanel: return "Notification panel dropping from the top on a bouncy spring"
        case .navigation: return "Push and pop styles, interactive pop from the edge or anywhere"
        case .tabs: return "Tab switches sliding in tab order, interactive by a swipe"
        case .playground: return "Tune springs, detents, edge and options live"
        case .swiftUI: return "The comment sheet from a SwiftUI view, detent bound both ways"
        }
    }

    /// The row's SF Symbol.
    var symbolName: String {
        switch self {
        case .comments: return "text.bubble.fill"
        case .drawers: return "rectangle.leftthird.inset.fill"
        case .pullToDismissPanel: return "doc.richtext"
        case .topPanel: return "rectangle.topthird.inset"
        case .navigation: return "square.stack.3d.forward.dottedline"
        case .tabs: return "square.split.2x1"
        case .playground: return "slider.horizontal.3"
        case .swiftUI: return "swift"
        }
    }

    /// The row's icon color.
    var tintColor: UIColor {
        switch self {
        case .comments: return .systemPink
        case .drawers: return .systemBlue
        case .pullToDismissPanel: return .systemOrange
        case .topPanel: return .systemGreen
        case .navigation: return .systemIndigo
        case .tabs: return .systemTeal
        case .playground: return .systemPurple
        case .swiftUI: return .systemOrange
        }
    }

    /// Creates the screen.
    /// - Parameter router: The app's navigation transition router (the Navigation demo
    ///   turns its full-screen back swipe on and off).
    @MainActor
    func makeViewController(router: NavigationTransitionRouter) -> UIViewController {
        switch self {
        case .comments: return FeedViewController()
        case .drawers: return InboxViewController()
        case .pullToDismissPanel: return ArticleListViewController()
        case .topPanel: return TopPanelDemoViewController()
        case .navigation: return NavigationDemoViewController(router: router)
        case .tabs: return TabsDemoViewController()
        case .playground: return PlaygroundViewController()
        case .swiftUI:
            // The app deploys to iOS 16, so this always holds when it runs.
            guard #available(iOS 16.0, *) else { return UIViewController() }
            return UIHostingController(rootView: SwiftUIDemoView())
        }
    }
}
