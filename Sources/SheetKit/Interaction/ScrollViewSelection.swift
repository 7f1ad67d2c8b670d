/// A scroll view on the path from the touched view up to the sheet, as the UIKit layer sees it.
package struct ScrollCandidate: Hashable, Sendable {
    /// Whether the scroll view accepts scrolling (`isScrollEnabled`).
    package var isScrollEnabled: Bool
    /// The content size plus the adjusted content insets, in points.
    package var scrollableSize: SheetSize
    /// The scroll view's bounds size, in points.
    package var viewportSize: SheetSize
    /// `alwaysBounceVertical`.
    package var alwaysBouncesVertically: Bool
    /// `alwaysBounceHorizontal`.
    package var alwaysBouncesHorizontally: Bool

    /// Creates a candidate.
    package init(isScrollEnabled: Bool, scrollableSize: SheetSize, viewportSize: SheetSize,
                alwaysBouncesVertically: Bool = false, alwaysBouncesHorizontally: Bool = false) {
        self.isScrollEnabled = isScrollEnabled
        self.scrollableSize = scrollableSize
        self.viewportSize = viewportSize
        self.alwaysBouncesVertically = alwaysBouncesVertically
        self.alwaysBouncesHorizontally = alwaysBouncesHorizontally
    }

    /// Whether the scroll view scrolls along `axis`: its content is longer than its viewport
    /// there, or it always bounces along it.
    package func scrolls(along axis: SheetAxis) -> Bool {
        guard isScrollEnabled else { return false }
        let bounces = axis == .vertical ? alwaysBouncesVertically : alwaysBouncesHorizontally
        return bounces || scrollableSize.length(along: axis) > viewportSize.length(along: axis)
    }
}

/// The scroll view the app named for a sheet's drags (`trackedScrollView`), as a drag's
/// touch finds it.
package enum NamedScrollView: Hashable, Sendable {
    /// The app named none.
    case none
    /// The named one is under the touch, at this index among the candidates (deepest first).
    case underTouch(at: Int)
    /// The app named one, and the drag starts outside it.
    case elsewhere
}

/// Picks the scroll view a sheet's drag hands off to.
package enum ScrollViewSelection {
    /// The index of the scroll view to track: the deepest candidate that scrolls along the
    /// sheet's axis, or `nil` when none does. A horizontal pager around a vertical list
    /// yields the list; a horizontal carousel inside a vertical list yields the list.
    /// - Parameters:
    ///   - candidates: The scroll views from the touched view outward, deepest first.
    ///   - axis: The sheet's axis.
    /// - Complexity: O(n).
    package static func trackedIndex(in candidates: [ScrollCandidate], axis: SheetAxis) -> Int? {
        candidates.firstIndex { $0.scrolls(along: axis) }
    }

    /// The index of the scroll view to track when the app may have named one
    /// (`trackedScrollView`): the named one only when the drag starts on it (it is among the
    /// candidates under the touch, at `namedIndex`); none when it starts elsewhere, so a drag
    /// on the sheet's header moves the sheet instead of scrolling a list the finger never
    /// touched (as UIKit's sheets and PanModal's `panScrollable` do; review of 2026-11-28);
    /// ``trackedIndex(in:axis:)`` when the app named none.
    /// - Parameters:
    ///   - candidates: The scroll views from the touched view outward, deepest first.
    ///   - axis: The sheet's axis.
    ///   - named: Whether the app named a scroll view, and where it is among `candidates`.
    /// - Complexity: O(n).
    package static func trackedIndex(in candidates: [ScrollCandidate], axis: SheetAxis, named: NamedScrollView) -> Int? {
        switch named {
        case .none: return trackedIndex(in: candidates, axis: axis)
        case .underTouch(let index): return candidates.indices.contains(index) ? index : nil
        case .elsewhere: return nil
        }
    }

    /// Whether the sheet's pan recognizes together with a scroll view's pan, which must scroll
    /// along the sheet's axis: with a scroll view the app named (`trackedScrollView`), only
    /// that one, the only one the sheet follows and pins (review of 2026-11-27: any other, a
    /// composer's text view, scrolled while the sheet moved under the same finger); without,
    /// any (the one picked at the drag's start, ``trackedIndex(in:axis:)``, is among them).
    /// Another scroll view's pan and the sheet's then exclude each other, as UIKit's own
    /// sheets do: whichever recognizes first takes the finger (usually the scroll view, which
    /// is deeper), so a drag on a scrollable text view scrolls it and does not move the sheet.
    /// - Parameters:
    ///   - isTheNamedOne: Whether the scroll view is the one the app named; `nil` when the app
    ///     named none.
    ///   - scrollsAlongAxis: Whether it scrolls along the sheet's axis.
    /// - Complexity: O(1).
    package static func sharesFinger(isTheNamedOne: Bool?, scrollsAlongAxis: Bool) -> Bool {
        scrollsAlongAxis && isTheNamedOne != false
    }
}
