// Where a drag may begin: the configuration's drag region over the sheet's current content,
// with the standard grabber. The UIKit layer asks it when the pan would begin; the lab asks it
// at a touch's first sample.
extension SheetEngine {
    /// Whether a drag that begins at a point of the sheet's content may move the sheet: the
    /// point lies in the configuration's ``SheetDragBehavior/region`` over the content's
    /// current size, the grabber being ``GrabberLayout/standard``'s frame in it (see
    /// ``SheetDragRegion/contains(x:y:inContentOf:edge:grabberFrame:)``).
    /// - Parameters:
    ///   - x: The point's x coordinate in the content's coordinates, in points.
    ///   - y: The point's y coordinate in the content's coordinates, in points.
    /// - Returns: `false` for a point outside the content or with a non-finite coordinate.
    /// - Complexity: O(n) in the number of the region's rectangles.
    public func dragRegionContains(x: Double, y: Double) -> Bool {
        let content = frame.content
        let size = SheetSize(width: content.width, height: content.height)
        let grabber = GrabberLayout.standard.frame(inContentOf: size, edge: layout.edge)
        return configuration.drag.region.contains(x: x, y: y, inContentOf: size, edge: layout.edge, grabberFrame: grabber)
    }

    /// The point of the content at container coordinates (`x`, `y`): where a touch lies on
    /// the sheet's content at its current frame, in the content's coordinates, in points.
    /// - Complexity: O(1).
    public func contentPoint(x: Double, y: Double) -> (x: Double, y: Double) {
        let content = frame.content
        return (x - content.x, y - content.y)
    }
}

extension SheetLifecycle {
    /// Whether the sheet's pan may begin now (its `gestureRecognizerShouldBegin`): the
    /// lifecycle accepts a drag (``canBeginDrag``), the finger went down inside the drag region
    /// (``SheetEngine/dragRegionContains(x:y:)``), and its initial motion lies in the
    /// configuration's ``SheetConfiguration/directionCone`` around the sheet's axis.
    /// - Parameters:
    ///   - x: Where the finger went down, in the content's coordinates, in points.
    ///   - y: Where the finger went down, in the content's coordinates, in points.
    ///   - motionX: The finger's initial motion (its translation, or its velocity when it has
    ///     not moved yet) in the container's coordinates, any unit.
    ///   - motionY: The same motion's y component.
    /// - Complexity: O(n) in the number of the drag region's rectangles.
    public func panMayBegin(atContentX x: Double, y: Double, motionX: Double, motionY: Double) -> Bool {
        let axis = engine.layout.edge.axis
        return canBeginDrag && engine.dragRegionContains(x: x, y: y)
            && engine.configuration.directionCone.contains(along: axis.along(x: motionX, y: motionY),
                                                           across: axis.across(x: motionX, y: motionY))
    }
}
