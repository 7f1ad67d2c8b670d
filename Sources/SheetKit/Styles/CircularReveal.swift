/// How a circular reveal looks at one instant: the presented view is masked by a circle
/// (a `CAShapeLayer` mask whose path is the circle, or a layer with `cornerRadius` =
/// ``radius`` and bounds 2·radius square centered on ``center``), and has ``alpha``.
package struct CircularRevealAppearance: Hashable, Sendable {
    /// The circle's center, in the container's coordinates.
    package let center: SheetPoint
    /// The circle's radius, in points (≥ 0).
    package let radius: Double
    /// The presented view's alpha, in 0...1.
    package let alpha: Double
    /// Whether the circle clips the presented view: only while it covers less than the
    /// container. Once it covers it (a completed reveal, or Reduce Motion's fade, whose circle
    /// always covers), the adapter takes the mask off: "Applying a mask to a superview of a
    /// UIVisualEffectView … will cause the effect to fail" (UIVisualEffectView.h line 22), so
    /// a mask left on would spoil every bar, search field and glass button of the revealed
    /// screen, and cost an offscreen pass per frame.
    package let masksView: Bool

    /// Creates an appearance; the values are used as given (``CircularReveal`` produces
    /// them sanitized).
    /// - Parameters:
    ///   - center: The circle's center, in points.
    ///   - radius: The radius, in points.
    ///   - alpha: The alpha, in 0...1.
    ///   - masksView: Whether the circle clips the presented view.
    package init(center: SheetPoint, radius: Double, alpha: Double, masksView: Bool) {
        self.center = center
        self.radius = radius
        self.alpha = alpha
        self.masksView = masksView
    }
}

/// The geometry of a circular reveal: a circle grows from a point (a button, a tap) until it
/// covers the whole container, or shrinks back to it.
///
/// - **Covering radius**: the distance from the center to the container's farthest corner
///   (both axes: the circle must reach the corner diagonally opposite, not just the far
///   side). For a center inside the container that corner is the one opposite the center's
///   quadrant; at the container's center all four are equally far.
/// - **A center outside the container** is used as it is (a reveal may grow from a toolbar
///   button outside the presented view's container): the circle is then still centered on
///   it, and the farthest corner's distance still covers everything. Only coordinates beyond
///   ±``StyleLimits/maximumCoordinate`` are clamped, and NaN becomes the container's center's
///   coordinate.
/// - **Radius for a presented fraction f** (0...1): f × covering radius, linear in radius.
///   The circle's edge then moves at a speed proportional to the spring's, and a radial drag
///   of d points moves the edge d points (the reveal's track). (Linear in area,
///   r = R√f, would jump the edge out in the first frames.)
/// - **Reduce Motion**: the mask is fully open (the covering radius) and the view fades:
///   alpha = ``ReducedMotionFade/alpha(presentedFraction:)``.
///
/// Every function takes the center and the container's size as they are now: after a
/// rotation the same fraction covers the same share of the new container, and a dismissal
/// shrinks to the point's new position.
package enum CircularReveal {
    /// The center made safe to compute with (see the type's rules).
    static func sanitized(center: SheetPoint, size: SheetSize) -> SheetPoint {
        let size = size.styleSanitized
        return center.sanitized(fallback: SheetPoint(x: size.width / 2, y: size.height / 2))
    }

    /// The container corner farthest from `center`; of equally far corners, the first of
    /// bottom-right, bottom-left, top-right, top-left (so a drag from the middle opens
    /// toward the bottom-right, a finger's natural pull).
    /// - Parameters:
    ///   - center: The circle's center, in the container's coordinates.
    ///   - containerSize: The container's size, in points.
    package static func farthestCorner(from center: SheetPoint, containerSize: SheetSize) -> SheetPoint {
        let size = containerSize.styleSanitized
        let center = sanitized(center: center, size: containerSize)
        let corners = [SheetPoint(x: size.width, y: size.height), SheetPoint(x: 0, y: size.height),
                       SheetPoint(x: size.width, y: 0), SheetPoint(x: 0, y: 0)]
        var best = corners[0]
        var bestDistance = -1.0
        for corner in corners {
            let distance = styleDistance(corner.x - center.x, corner.y - center.y)
            if distance > bestDistance {
                best = corner
                bestDistance = distance
            }
        }
        return best
    }

    /// The radius that covers the whole container from `center`, in points: the distance to
    /// the farthest corner.
    /// - Parameters:
    ///   - center: The circle's center, in the container's coordinates.
    ///   - containerSize: The container's size, in points.
    package static func coveringRadius(from center: SheetPoint, containerSize: SheetSize) -> Double {
        let center = sanitized(center: center, size: containerSize)
        let corner = farthestCorner(from: center, containerSize: containerSize)
        return styleDistance(corner.x - center.x, corner.y - center.y)
    }

    /// The unit vector from `center` toward the farthest corner: the direction in which a
    /// finger's motion grows the circle. Straight down when the center is on that corner.
    /// - Parameters:
    ///   - center: The circle's center, in the container's coordinates.
    ///   - containerSize: The container's size, in points.
    package static func growthDirection(from center: SheetPoint, containerSize: SheetSize) -> SheetPoint {
        let center = sanitized(center: center, size: containerSize)
        let corner = farthestCorner(from: center, containerSize: containerSize)
        let distance = styleDistance(corner.x - center.x, corner.y - center.y)
        guard distance > 0 else { return SheetPoint(x: 0, y: 1) }
        return SheetPoint(x: (corner.x - center.x) / distance, y: (corner.y - center.y) / distance)
    }

    /// How the reveal looks when the view is `presentedFraction` presented.
    /// - Parameters:
    ///   - presentedFraction: 0 = a point, 1 = covering. NaN counts as 0; other values are
    ///     clamped into 0...1.
    ///   - center: The circle's center now, in the container's coordinates.
    ///   - containerSize: The container's size now, in points.
    ///   - reduceMotion: Whether the user asked for reduced motion.
    package static func appearance(presentedFraction: Double, center: SheetPoint, containerSize: SheetSize,
                                  reduceMotion: Bool = false) -> CircularRevealAppearance {
        let fraction = presentedFraction.clamped(to: 0...1)
        let center = sanitized(center: center, size: containerSize)
        let covering = coveringRadius(from: center, containerSize: containerSize)
        if reduceMotion {
            return CircularRevealAppearance(center: center, radius: covering,
                                            alpha: ReducedMotionFade.alpha(presentedFraction: fraction), masksView: false)
        }
        return CircularRevealAppearance(center: center, radius: covering * fraction, alpha: 1, masksView: fraction < 1)
    }
}
