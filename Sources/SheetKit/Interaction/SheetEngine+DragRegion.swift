// Where a drag may begin: the configuration's drag region over the sheet's current content,
// with the standard grabber. The UIKit layer asks it when the pan would begin; the lab asks it
// where a touch goes down.
extension SheetEngine {
    /// Whether a drag that begins at a point may move the sheet: the point, in the
    /// container's coordinates, lies on the sheet's content at its current frame and in the
    /// configuration's ``SheetDragBehavior/region`` there, the grabber being
    /// the configuration's grabber (``SheetLayoutOptions/grabber``, see
    /// ``SheetDragRegion/contains(x:y:inContentOf:edge:grabberFrame:)``).
    /// - Parameters:
    ///   - x: The point's x coordinate in the container, in points.
    ///   - y: The point's y coordinate in the container, in points.
    /// - Returns: `false` for a point off the content or with a coordinate that is not finite.
    /// - Complexity: O(n) in the number of the region's rectangles.
    public func dragRegionContains(x: Double, y: Double) -> Bool {
        let content = frame.content
        let size = SheetSize(width: content.width, height: content.height)
        let grabber = layout.options.grabber.frame(inContentOf: size, edge: layout.edge)
        return configuration.drag.region.contains(x: x - content.x, y: y - content.y, inContentOf: size, edge: layout.edge,
                                                  grabberFrame: grabber)
    }
}

extension SheetEventHandling {
    /// Whether the sheet's pan may begin now (its `gestureRecognizerShouldBegin`): the
    /// lifecycle accepts a drag (``canBeginDrag``), the finger went down inside the drag region
    /// (``SheetEngine/dragRegionContains(x:y:)``), and its initial motion lies in the
    /// configuration's ``SheetConfiguration/directionCone`` around the sheet's axis.
    /// - Parameters:
    ///   - x: Where the finger went down, in the container's coordinates, in points.
    ///   - y: Where the finger went down, in the container's coordinates, in points.
    ///   - motionX: The finger's initial motion (its translation, or its velocity when it has
    ///     not moved yet) in the container's coordinates, any unit.
    ///   - motionY: The same motion's y component.
    /// - Returns: `false` for a coordinate or a motion that is not finite, and for no motion.
    /// - Complexity: O(n) in the number of the drag region's rectangles.
    package func panMayBegin(atX x: Double, y: Double, motionX: Double, motionY: Double) -> Bool {
        let axis = engine.layout.edge.axis
        return canBeginDrag && engine.dragRegionContains(x: x, y: y)
            && engine.configuration.directionCone.contains(along: axis.along(x: motionX, y: motionY),
                                                           across: axis.across(x: motionX, y: motionY))
    }
}
