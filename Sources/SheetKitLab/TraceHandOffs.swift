extension Trace {
    /// A moment the finger passed from the list to the sheet or back within a gesture.
    package struct HandOff: Hashable, Sendable {
        /// Who takes the finger's motion from this frame on.
        package enum Direction: String, Hashable, Sendable {
            /// The list reached its boundary; the sheet starts following the finger.
            case listToSheet
            /// The sheet reached its largest detent; the list starts scrolling.
            case sheetToList
        }
        /// The index in ``Trace/frames`` of the first frame on which the new mover moved.
        package var frame: Int
        /// Which way the finger passed.
        package var direction: Direction
    }

    /// The hand-offs between the list and the sheet while a finger was down, found from the
    /// frames: a frame on which the sheet moves after frames on which only the list moved,
    /// or the reverse. A frame on which both moved (one delta split between them) is the
    /// hand-off frame. Empty without a list.
    package var handOffs: [HandOff] {
        guard hasList, frames.count > 1 else { return [] }
        var handOffs: [HandOff] = []
        var lastMover: HandOff.Direction?
        for index in frames.indices.dropFirst() {
            let previous = frames[index - 1], frame = frames[index]
            guard frame.phase.isDragging || previous.phase.isDragging else {
                lastMover = nil
                continue
            }
            let sheetMoved = abs(frame.extent - previous.extent) > 1e-9
            let listMoved = abs(frame.scrollOffset - previous.scrollOffset) > 1e-9
            let mover: HandOff.Direction?
            switch (sheetMoved, listMoved) {
            case (true, false): mover = .listToSheet
            case (false, true): mover = .sheetToList
            case (true, true): mover = lastMover == .sheetToList ? .listToSheet : (lastMover == .listToSheet ? .sheetToList : nil)
            case (false, false): mover = nil
            }
            guard let mover else { continue }
            if let lastMover, lastMover != mover { handOffs.append(HandOff(frame: index, direction: mover)) }
            lastMover = mover
        }
        return handOffs
    }
}
