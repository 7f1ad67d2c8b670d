#if canImport(UIKit)
@preconcurrency import UIKit

/// How ``UIKit/UIViewController/presentFrom(_:style:animated:completion:prepare:)`` presents a
/// view controller out of something on screen.
///
/// ```swift
/// presentFrom(article, style: .zoom(from: cardView))          // App Store card
/// presentFrom(compose, style: .circularReveal(from: button))  // from a floating button
/// presentFrom(rating, style: .card)                           // Popping-style centered card
/// ```
public struct SourcePresentationStyle {
    enum Kind {
        case zoom(source: @MainActor () -> UIView?, style: CardZoomStyle)
        case reveal(RevealOrigin, spring: MotionSpring)
        case card(CenteredCardStyle)
    }

    let kind: Kind

    /// The App Store card zoom: the detail opens out of `source`'s frame on a spring, hides
    /// the status bar (when it prefers to: set `prefersStatusBarHidden` on the detail; SheetKit
    /// makes it capture the status bar's appearance) and slides the tab bar out, and closes
    /// back into the card by a pull down or a swipe from the leading edge. Held weakly: if the
    /// card goes away, the detail closes into its last known place, fading.
    /// - Parameters:
    ///   - source: The card.
    ///   - style: The zoom's numbers; default ``CardZoomStyle``'s.
    public static func zoom(from source: UIView, style: CardZoomStyle = CardZoomStyle()) -> SourcePresentationStyle {
        SourcePresentationStyle(kind: .zoom(source: { [weak source] in source }, style: style))
    }

    /// The card zoom out of whatever view `sourceProvider` returns at each frame: for a cell
    /// that may be reused or scrolled away, look the item's cell up (`nil` when it is not
    /// visible: the detail closes into the card's last known place, fading).
    /// - Parameters:
    ///   - style: The zoom's numbers; default ``CardZoomStyle``'s.
    ///   - sourceProvider: Returns the card view now.
    public static func zoom(style: CardZoomStyle = CardZoomStyle(),
                            sourceProvider: @escaping @MainActor () -> UIView?) -> SourcePresentationStyle {
        SourcePresentationStyle(kind: .zoom(source: sourceProvider, style: style))
    }

    /// The circular reveal from `source`'s center (held weakly; without it, from the
    /// container's center): the view appears through a circle growing to the farthest corner
    /// and goes back into it; a pan toward the source shrinks it.
    /// - Parameters:
    ///   - source: The view the circle grows from (a floating button).
    ///   - spring: The settle spring; default ``TrackConfiguration/defaultSpring`` (response 0.35 s,
    ///     critically damped: a transition ends on the frame it reaches its end).
    public static func circularReveal(from source: UIView,
                                      spring: MotionSpring = TrackConfiguration.defaultSpring) -> SourcePresentationStyle {
        SourcePresentationStyle(kind: .reveal(.view(WeakReference<UIView>(source)), spring: spring))
    }

    /// The circular reveal from `point`, in the presenting view controller's view's
    /// coordinates (a tap's location, say).
    /// - Parameters:
    ///   - point: The circle's center, in the presenting view's coordinates.
    ///   - spring: The settle spring; default ``TrackConfiguration/defaultSpring`` (response 0.35 s,
    ///     critically damped: a transition ends on the frame it reaches its end).
    public static func circularReveal(from point: CGPoint,
                                      spring: MotionSpring = TrackConfiguration.defaultSpring) -> SourcePresentationStyle {
        SourcePresentationStyle(kind: .reveal(.point(point), spring: spring))
    }

    /// The centered card with the default ``CenteredCardStyle``: it drops in from the top on
    /// a position and a scale spring, over a dimming of 0.2 with the presenting view's tint
    /// dimmed, and drops out by a drag down, a tap on the dimming or VoiceOver's escape.
    public static var card: SourcePresentationStyle { card(CenteredCardStyle()) }

    /// The centered card with `style`'s size rule and springs.
    /// - Parameter style: The card's style.
    public static func card(_ style: CenteredCardStyle) -> SourcePresentationStyle {
        SourcePresentationStyle(kind: .card(style))
    }

    /// The presentation controller of this style.
    @MainActor
    func makePresentationController(presented: UIViewController, presenting: UIViewController?) -> SourcePresentationControlling {
        switch kind {
        case .zoom(let source, let style):
            return CardZoomPresentationController(presentedViewController: presented, presenting: presenting, style: style,
                                                  sourceProvider: source)
        case .reveal(let origin, let spring):
            return CircularRevealPresentationController(presentedViewController: presented, presenting: presenting, origin: origin,
                                                        spring: spring)
        case .card(let style):
            return CenteredCardPresentationController(presentedViewController: presented, presenting: presenting, style: style)
        }
    }
}

/// Where a circular reveal grows from.
enum RevealOrigin {
    /// A view's center.
    case view(WeakReference<UIView>)
    /// A point in the presenting view's coordinates.
    case point(CGPoint)

    /// The origin in `container`'s coordinates, or `nil` when its view went away or is in no
    /// window (a reused cell waiting in its pool: converting from its detached hierarchy gives
    /// a point that is nowhere on screen). A view in another window (a floating button in an
    /// overlay window) converts across windows.
    @MainActor
    func center(in container: UIView, presentingView: UIView?) -> SheetPoint? {
        switch self {
        case .view(let weak):
            guard let view = weak.object, view.window != nil else { return nil }
            return SheetPoint(view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: container))
        case .point(let point):
            return presentingView.map { SheetPoint($0.convert(point, to: container)) }
        }
    }
}
#endif
