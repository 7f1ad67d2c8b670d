@preconcurrency import UIKit
import SwiftUI
import SheetKit

/// One screen of the demo, as the root list shows it.
enum Demo: CaseIterable {
    case comments
    case pager
    case drawers
    case pullToDismissPanel
    case topPanel
    case today
    case circularReveal
    case centeredCard
    case sheetOnSheet
    case growingContent
    case navigationSheet
    case maps
    case navigation
    case tabs
    case playground
    case swiftUI
    case swiftUIPanel

    /// The row's title.
    var title: String {
        switch self {
        case .comments: return "Comments"
        case .pager: return "Two Lists"
        case .drawers: return "Drawers"
        case .pullToDismissPanel: return "Pull-to-Dismiss Panel"
        case .topPanel: return "Top Panel"
        case .today: return "Today Cards"
        case .circularReveal: return "Circular Reveal"
        case .centeredCard: return "Centered Card"
        case .sheetOnSheet: return "Sheet on Sheet"
        case .growingContent: return "Growing Content"
        case .navigationSheet: return "Sheet Navigation"
        case .maps: return "Maps Panels"
        case .navigation: return "Navigation"
        case .tabs: return "Tabs"
        case .playground: return "Playground"
        case .swiftUI: return "SwiftUI"
        case .swiftUIPanel: return "SwiftUI Panel"
        }
    }

    /// What the screen demonstrates, in one line.
    var subtitle: String {
        switch self {
        case .comments: return "Comment sheet with two detents, list hand-off and a composer that rises with the keyboard"
        case .pager: return "Two lists in a pager inside one sheet: the list under the finger hands off"
        case .drawers: return "Leading menu and trailing filters, edge pan, right-to-left"
        case .pullToDismissPanel: return "Full-height article, pull down to dismiss, prevent dismiss"
        case .topPanel: return "Notification panel dropping from the top on a bouncy spring"
        case .today: return "App Store–style cards: press feedback, zoom into a story, pull or swipe back"
        case .circularReveal: return "A screen revealed by a circle growing from a floating button"
        case .centeredCard: return "A card dropping into the middle on springs, background dimmed"
        case .sheetOnSheet: return "Sheets stacked to any depth; the ones below step back and come forward"
        case .growingContent: return "A fits-content detent following its content on the spring; fixed content"
        case .navigationSheet: return "A navigation stack in a sheet: the sheet follows the pushed screen's height"
        case .maps: return "Two embedded panels over a map: search list and a place card"
        case .playground: return "Tune springs, detents, edge, Liquid Glass, drag hooks, iPad styles and options live"
        case .navigation: return "Push and pop styles, interactive pop from the edge or anywhere"
        case .tabs: return "Tab switches sliding in tab order, interactive by a swipe"
        case .swiftUI: return "The comment sheet from a SwiftUI view, detent bound both ways; a centred card"
        case .swiftUIPanel: return "A Maps-like panel over a SwiftUI map: detent and visibility bindings, proxy, onMove"
        }
    }

    /// The row's SF Symbol.
    var symbolName: String {
        switch self {
        case .comments: return "text.bubble.fill"
        case .pager: return "rectangle.split.2x1.fill"
        case .drawers: return "rectangle.leftthird.inset.fill"
        case .pullToDismissPanel: return "doc.richtext"
        case .topPanel: return "rectangle.topthird.inset"
        case .today: return "rectangle.portrait.on.rectangle.portrait.fill"
        case .circularReveal: return "circle.dashed"
        case .centeredCard: return "rectangle.center.inset.filled"
        case .sheetOnSheet: return "square.stack.fill"
        case .growingContent: return "arrow.up.and.down.square.fill"
        case .navigationSheet: return "list.bullet.indent"
        case .maps: return "map.fill"
        case .navigation: return "square.stack.3d.forward.dottedline"
        case .tabs: return "square.split.2x1"
        case .playground: return "slider.horizontal.3"
        case .swiftUI: return "swift"
        case .swiftUIPanel: return "rectangle.bottomhalf.inset.filled"
        }
    }

    /// The row's icon color.
    var tintColor: UIColor {
        switch self {
        case .comments: return .systemPink
        case .pager: return .systemTeal
        case .drawers: return .systemBlue
        case .pullToDismissPanel: return .systemOrange
        case .topPanel: return .systemGreen
        case .today: return .systemRed
        case .circularReveal: return .systemIndigo
        case .centeredCard: return .systemYellow
        case .sheetOnSheet: return .systemPink
        case .growingContent: return .systemTeal
        case .navigationSheet: return .systemBlue
        case .maps: return .systemGreen
        case .navigation: return .systemBrown
        case .tabs: return .systemGray
        case .playground: return .systemPurple
        case .swiftUI: return .systemOrange
        case .swiftUIPanel: return .systemOrange
        }
    }

    /// Creates the screen.
    /// - Parameter router: The app's navigation transition router (the Navigation demo
    ///   turns its full-screen back swipe on and off).
    @MainActor
    func makeViewController(router: NavigationTransitionRouter) -> UIViewController {
        switch self {
        case .comments: return FeedViewController()
        case .pager: return PagerDemoViewController()
        case .drawers: return InboxViewController()
        case .pullToDismissPanel: return ArticleListViewController()
        case .topPanel: return TopPanelDemoViewController()
        case .today: return TodayViewController()
        case .circularReveal: return RevealDemoViewController()
        case .centeredCard: return PoppingDemoViewController()
        case .sheetOnSheet: return StackDemoViewController()
        case .growingContent: return GrowingContentViewController()
        case .navigationSheet: return NavigationSheetDemoViewController()
        case .maps: return MapsDemoViewController()
        case .navigation: return NavigationDemoViewController(router: router)
        case .tabs: return TabsDemoViewController()
        case .playground: return PlaygroundViewController()
        case .swiftUI:
            // The app deploys to iOS 16, so this always holds when it runs.
            guard #available(iOS 16.0, *) else { return UIViewController() }
            return UIHostingController(rootView: SwiftUIDemoView())
        case .swiftUIPanel:
            guard #available(iOS 16.0, *) else { return UIViewController() }
            return UIHostingController(rootView: SwiftUIPanelDemoView())
        }
    }
}
