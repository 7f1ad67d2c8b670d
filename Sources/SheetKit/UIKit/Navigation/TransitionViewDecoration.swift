#if canImport(UIKit)
@preconcurrency import UIKit

/// One view of a transition with what the adapter lays around it for the duration: a shadow
/// view beneath it and a dimming view above it, both siblings in the container that move
/// with it. It writes a ``TransitionViewAppearance`` verbatim and puts everything it changed
/// back in ``restore()``.
///
/// The shadow is a sibling, not the view's own layer shadow, because a corner radius clips
/// the view (`clipsToBounds`) and clipping would cut its own shadow off.
@MainActor
final class TransitionViewDecoration {
    /// The shadow's blur radius, in points: a soft edge about as wide as the one UIKit draws
    /// along a pushed screen.
    static let shadowRadius: CGFloat = 10

    /// The decorated view (a transition context's `view(forKey:)`).
    let view: UIView
    private let shadow = UIView()
    private let dimming = UIView()
    private let savedTransform: CGAffineTransform
    private let savedAlpha: CGFloat
    private let savedCornerRadius: CGFloat
    private let savedClipsToBounds: Bool

    /// Decorates `view`, saving what ``apply(_:)`` changes.
    init(view: UIView) {
        self.view = view
        savedTransform = view.transform
        savedAlpha = view.alpha
        savedCornerRadius = view.layer.cornerRadius
        savedClipsToBounds = view.clipsToBounds
        shadow.isUserInteractionEnabled = false
        shadow.layer.shadowColor = UIColor.black.cgColor
        shadow.layer.shadowRadius = Self.shadowRadius
        shadow.layer.shadowOffset = .zero
        shadow.layer.shadowOpacity = 0
        dimming.isUserInteractionEnabled = false
        dimming.backgroundColor = .black
        dimming.alpha = 0
        view.clipsToBounds = true
    }

    /// Puts the shadow, the view and the dimming in front of what `container` holds, the
    /// siblings over the view's untransformed frame.
    func stack(in container: UIView) {
        view.transform = .identity
        for sibling in [shadow, dimming] {
            sibling.bounds = view.bounds
            sibling.center = view.center
        }
        container.addSubview(shadow)
        container.addSubview(view)
        container.addSubview(dimming)
    }

    /// Shows `appearance`: translation and scale about the centre on the view and both
    /// siblings, the alpha on the view, the dimming's alpha, the shadow's opacity, and the
    /// corner radius on all three (the shadow's path follows it).
    func apply(_ appearance: TransitionViewAppearance) {
        let scale = CGFloat(appearance.scale)
        let transform = CGAffineTransform(translationX: CGFloat(appearance.translationX), y: 0).scaledBy(x: scale, y: scale)
        let radius = CGFloat(appearance.cornerRadius)
        for layered in [shadow, view, dimming] {
            layered.transform = transform
            layered.layer.cornerRadius = radius
        }
        view.alpha = CGFloat(appearance.alpha)
        dimming.alpha = CGFloat(appearance.dimmingAlpha)
        shadow.layer.shadowOpacity = Float(appearance.shadowOpacity)
        shadow.layer.shadowPath = UIBezierPath(roundedRect: shadow.bounds, cornerRadius: radius).cgPath
    }

    /// Removes the siblings and puts back the view's transform, alpha, corner radius and
    /// clipping.
    func restore() {
        shadow.removeFromSuperview()
        dimming.removeFromSuperview()
        view.transform = savedTransform
        view.alpha = savedAlpha
        view.layer.cornerRadius = savedCornerRadius
        view.clipsToBounds = savedClipsToBounds
    }
}
#endif
