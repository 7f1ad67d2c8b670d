@preconcurrency import UIKit
import SheetKit

/// The built-in navigation transition styles, as the Navigation demo lists them.
enum TransitionStyleOption: CaseIterable {
    case parallaxSlide
    case shrinkSlide
    case fadeThrough
    case edgeCover

    /// The core style.
    var style: NavigationTransitionStyle {
        switch self {
        case .parallaxSlide: return .parallaxSlide
        case .shrinkSlide: return .shrinkSlide
        case .fadeThrough: return .fadeThrough
        case .edgeCover: return .edgeCover
        }
    }

    /// The row's title.
    var title: String {
        switch self {
        case .parallaxSlide: return "Parallax Slide"
        case .shrinkSlide: return "Shrink Slide"
        case .fadeThrough: return "Fade Through"
        case .edgeCover: return "Edge Cover"
        }
    }

    /// What the style does, in one line.
    var subtitle: String {
        switch self {
        case .parallaxSlide: return "Like the system: the screen beneath moves 30 % and dims"
        case .shrinkSlide: return "The screen beneath shrinks to 60 %, rounds and dims"
        case .fadeThrough: return "Out, then in while growing from 92 %; nothing travels"
        case .edgeCover: return "A drawer from the trailing edge over a dimmed screen"
        }
    }

    /// The row's and the detail's SF Symbol.
    var symbolName: String {
        switch self {
        case .parallaxSlide: return "rectangle.righthalf.inset.filled.arrow.right"
        case .shrinkSlide: return "rectangle.compress.vertical"
        case .fadeThrough: return "circle.lefthalf.filled"
        case .edgeCover: return "sidebar.right"
        }
    }

    /// The detail's color.
    var color: UIColor {
        switch self {
        case .parallaxSlide: return .systemBlue
        case .shrinkSlide: return .systemPurple
        case .fadeThrough: return .systemTeal
        case .edgeCover: return .systemOrange
        }
    }

    /// The next style in the list, for the detail's "push" button.
    var next: TransitionStyleOption {
        let all = Self.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + 1) % all.count]
    }
}
