/// What an app's `shouldBeginDrag` closure learns about a drag that is about to move a sheet
/// or a panel, once SheetKit's own rules allow it (the sheet accepts a drag, the finger went
/// down in the drag region, its first motion lies along the sheet's axis).
public struct SheetDragStart: Hashable, Sendable {
    /// Where the finger went down, x in the container's coordinates, in points.
    public let x: Double
    /// Where the finger went down, y in the container's coordinates, in points.
    public let y: Double
    /// The finger's initial motion along the sheet's axis, positive toward expanding the
    /// sheet: its translation so far in points, or its velocity in points per second when it
    /// has not moved yet.
    public let motion: Double
    /// The detent the sheet rests on or heads for.
    public let selectedDetentIdentifier: Detent.Identifier

    /// Creates a drag start.
    /// - Parameters:
    ///   - x: Where the finger went down, x in the container, in points.
    ///   - y: Where the finger went down, y in the container, in points.
    ///   - motion: The initial motion along the axis, positive toward expanding.
    ///   - selectedDetentIdentifier: The selected detent.
    public init(x: Double, y: Double, motion: Double, selectedDetentIdentifier: Detent.Identifier) {
        self.x = x
        self.y = y
        self.motion = motion
        self.selectedDetentIdentifier = selectedDetentIdentifier
    }
}

extension SheetEventHandling {
    /// Whether the sheet's pan may begin now, SheetKit's rules first
    /// (``panMayBegin(atX:y:motionX:motionY:)``), then the app's: `appAllows` is asked only
    /// when SheetKit allows the drag, with what it is about to move, and may refuse it.
    /// - Parameters:
    ///   - x: Where the finger went down, in the container's coordinates, in points.
    ///   - y: Where the finger went down, in the container's coordinates, in points.
    ///   - motionX: The finger's initial motion's x component (translation or velocity).
    ///   - motionY: The same motion's y component.
    ///   - appAllows: The app's `shouldBeginDrag`; `nil` allows every drag SheetKit allows.
    package func panMayBegin(atX x: Double, y: Double, motionX: Double, motionY: Double,
                             appAllows: ((SheetDragStart) -> Bool)?) -> Bool {
        guard panMayBegin(atX: x, y: y, motionX: motionX, motionY: motionY) else { return false }
        guard let appAllows else { return true }
        let edge = engine.layout.edge
        let motion = edge.extentDelta(forCoordinateDelta: edge.axis.along(x: motionX, y: motionY))
        return appAllows(SheetDragStart(x: x, y: y, motion: motion, selectedDetentIdentifier: engine.selectedDetentIdentifier))
    }
}
