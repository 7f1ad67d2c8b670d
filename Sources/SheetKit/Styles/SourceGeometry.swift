// What the source-presentation adapters read off the screen, turned into the styles' inputs
// by documented rules, so the UIKit layer only measures.

extension CardZoomScene {
    /// The scene after a measurement: the container and the detail's scroll state as they
    /// are now, and the card where it is now. The card counts as gone (`currentSource` nil)
    /// when it is not in the container's window (its cell was removed, its screen popped),
    /// because its converted frame then means nothing; the last known frame is the card's
    /// latest frame while it was there (``CardZoomTarget`` falls back to it).
    /// - Parameters:
    ///   - container: The container now.
    ///   - sourceFrame: The card's frame converted into the container's coordinates, or
    ///     `nil` when there is no card view any more.
    ///   - sourceIsInWindow: Whether the card view is in the container's window.
    ///   - sourceCornerRadius: The card's corner radius now, in points.
    ///   - isDetailScrolledToTop: Whether the detail's scroll view is at its top.
    public func measured(container: SheetContainer, sourceFrame: SheetRect?, sourceIsInWindow: Bool, sourceCornerRadius: Double,
                         isDetailScrolledToTop: Bool, horizontalScrollViews: [ScrollMetrics] = []) -> CardZoomScene {
        var next = self
        next.container = container
        next.currentSource = sourceIsInWindow ? sourceFrame : nil
        if let current = next.currentSource, current.isUsable { next.lastKnownSource = current }
        next.sourceCornerRadius = sourceCornerRadius
        next.isDetailScrolledToTop = isDetailScrolledToTop
        next.horizontalScrollViews = horizontalScrollViews
        return next
    }
}

extension CardZoomAppearance {
    /// The detail content's untransformed size, in points: ``contentFrame``'s size ÷
    /// ``contentScale`` (the layout size; the content's `bounds.size`, never changed during
    /// the zoom). A scale that is not positive gives ``contentFrame``'s size.
    public var contentLayoutSize: SheetSize {
        guard contentScale > 0, contentScale.isFinite else { return SheetSize(width: contentFrame.width, height: contentFrame.height) }
        return SheetSize(width: contentFrame.width / contentScale, height: contentFrame.height / contentScale)
    }

    /// The content's center in the clipping view's own coordinates (its `center` inside the
    /// view whose frame is ``frame``), in points.
    public var contentCenterInFrame: SheetPoint {
        SheetPoint(x: contentFrame.x + contentFrame.width / 2 - frame.x, y: contentFrame.y + contentFrame.height / 2 - frame.y)
    }
}

extension CircularReveal {
    /// The reveal's center for a measured point: the point, else where it was last measured
    /// (a source cell briefly out of its window while the list reloads keeps the circle where
    /// it was), else the container's center (the source view went away before it was ever
    /// measured); NaN coordinates also become the center's.
    /// - Parameters:
    ///   - point: The source's center in the container's coordinates, or `nil`.
    ///   - lastKnown: The center last returned, or `nil`; default `nil`.
    ///   - containerSize: The container's size, in points.
    public static func center(_ point: SheetPoint?, lastKnown: SheetPoint? = nil, containerSize: SheetSize) -> SheetPoint {
        sanitized(center: point ?? lastKnown ?? SheetPoint(x: .nan, y: .nan), size: containerSize)
    }

    /// Whether the user may start dismissing a revealed view now: it is presented, the
    /// dismissal's transition accepts a touch (none runs, or an interactive one does), and
    /// the user may dismiss (not modal in presentation). A pan must also pass
    /// ``panMayBegin(velocity:operation:center:containerSize:cone:)`` toward the center;
    /// VoiceOver's escape needs only this.
    /// - Parameters:
    ///   - isPresented: Whether the presentation's transition has ended.
    ///   - acceptsPan: Whether the dismissal's lifecycle accepts a touch.
    ///   - userMayDismiss: Whether the view may be dismissed by the user.
    public static func dismissalMayBegin(isPresented: Bool, acceptsPan: Bool, userMayDismiss: Bool) -> Bool {
        isPresented && acceptsPan && userMayDismiss
    }

    /// Whether a pan on a revealed view begins its dismissal (the pan recognizer's
    /// `gestureRecognizerShouldBegin(_:)`): the dismissal may begin
    /// (``dismissalMayBegin(isPresented:acceptsPan:userMayDismiss:)``) and the pan moves back
    /// toward the circle's center (``panMayBegin(velocity:operation:center:containerSize:cone:)``).
    /// - Parameters:
    ///   - mayBegin: ``dismissalMayBegin(isPresented:acceptsPan:userMayDismiss:)`` now.
    ///   - velocity: The pan's velocity, in points per second (non-finite: it does not begin).
    ///   - center: The circle's center now, in the container's points.
    ///   - containerSize: The container's size now, in points.
    ///   - cone: The cone around the direction toward the center; default ±45°.
    public static func dismissalPanMayBegin(mayBegin: Bool, velocity: SheetPoint, center: SheetPoint, containerSize: SheetSize,
                                            cone: DirectionCone = DirectionCone()) -> Bool {
        mayBegin && panMayBegin(velocity: velocity, operation: .dismissal, center: center, containerSize: containerSize, cone: cone)
    }
}

extension CenteredCardMetrics {
    /// The content's size for ``frame(contentSize:in:)``: its preferred width, and its
    /// preferred height when it has one (`preferredContentSize`), else the height Auto Layout
    /// fits it to at the card's width (``width(preferred:in:)``).
    /// - Parameters:
    ///   - preferredWidth: The content's preferred width, in points (0: none).
    ///   - preferredHeight: The content's preferred height, in points (0: none).
    ///   - fittedHeight: The content's fitting height at the card's width, in points.
    public static func contentSize(preferredWidth: Double, preferredHeight: Double, fittedHeight: Double) -> SheetSize {
        SheetSize(width: preferredWidth, height: preferredHeight > 0 ? preferredHeight : fittedHeight)
    }
}
