/// The still drawing inside the animated screens: a screen of placeholder rows, and the
/// colors and sizes every animation shares. Only the geometry the trace moves is animated;
/// what is drawn here says which screen is which.
enum ScreenMockup {
    /// What shows behind a scaled presenting view: the device's black.
    static let deviceColor = "#0b0d10"
    /// The first screen's background (a presenting view, a pop's destination).
    static let screenColor = "#eef2f7"
    /// The second screen's background (a pop's leaving screen, a revealed screen, a detail).
    static let frontScreenColor = "#fdfaf3"
    /// The sheet's surface.
    static let sheetColor = "#ffffff"
    /// Placeholder rows and the grabber.
    static let rowColor = "#d5dae1"
    /// The accent (tint) color, grey while the tint is dimmed.
    static let tintColor = "#1c64d8"
    /// The dimmed tint color.
    static let dimmedTintColor = "#8c96a3"
    /// The safe-area bands.
    static let safeAreaColor = "#e5484d"
    /// The finger's touch point.
    static let fingerColor = "#ff8a00"

    /// A placeholder row's pitch, in points.
    static let rowPitch = 56.0
    /// A placeholder row's inset from the screen's sides, in points.
    static let rowInset = 16.0
    /// The height of a screen's title bar, in points (below the top safe-area inset).
    static let titleBarHeight = 44.0
    /// The finger's touch point's radius, in points.
    static let fingerRadius = 22.0
    /// The height of the loop's progress bar at the bottom, in points.
    static let progressBarHeight = 4.0

    /// Draws a screen of `size` at the origin: background with `corner` radius, a title bar
    /// with `title` below `top` points of safe area, rows of placeholder cells and a tinted
    /// button, in `color`.
    static func screen(_ svg: inout AnimatedSVG, size: (width: Double, height: Double), top: Double, title: String,
                       color: String, corner: AnimatedValue?, tintDimmed: AnimatedValue? = nil) {
        let width = n(size.width), height = n(size.height)
        svg.element("rect", "x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"\(color)\"",
                    corner.map { [("rx", $0)] } ?? [])
        let titleY = top + titleBarHeight / 2 + 7
        svg.raw("<text x=\"\(n(size.width / 2))\" y=\"\(n(titleY))\" font-size=\"17\" font-weight=\"600\" fill=\"#1f2328\" text-anchor=\"middle\">\(SVGCanvas.escape(title))</text>")
        let buttonX = size.width - rowInset - 44
        svg.element("text", "x=\"\(n(buttonX))\" y=\"\(n(titleY))\" font-size=\"17\" fill=\"\(tintColor)\"") { text in
            if let tintDimmed, !tintDimmed.isFixed {
                text.raw(discreteFill(tintDimmed, timing: text.timing))
            }
            text.raw("Edit")
        }
        var y = top + titleBarHeight + rowInset
        while y + rowPitch < size.height {
            row(&svg, x: rowInset, y: y, width: size.width - 2 * rowInset)
            y += rowPitch
        }
    }

    /// One placeholder row at (`x`, `y`), `width` points wide: an avatar and two lines.
    static func row(_ svg: inout AnimatedSVG, x: Double, y: Double, width: Double) {
        let avatar = 18.0
        svg.raw("<circle cx=\"\(n(x + avatar))\" cy=\"\(n(y + rowPitch / 2))\" r=\"\(n(avatar))\" fill=\"\(rowColor)\"/>")
        let textX = x + 2 * avatar + 12
        let lineWidth = Swift.max(0, width - (textX - x))
        svg.raw("<rect x=\"\(n(textX))\" y=\"\(n(y + 14))\" width=\"\(n(lineWidth * 0.55))\" height=\"10\" rx=\"5\" fill=\"\(rowColor)\"/>")
        svg.raw("<rect x=\"\(n(textX))\" y=\"\(n(y + 32))\" width=\"\(n(lineWidth * 0.85))\" height=\"8\" rx=\"4\" fill=\"\(rowColor)\" opacity=\"0.7\"/>")
    }

    /// A discrete `<animate>` of `fill` between the tint color (value 0) and the dimmed tint
    /// (value 1).
    static func discreteFill(_ dimmed: AnimatedValue, timing: AnimationTiming) -> String {
        let loop = timing.loop(dimmed.keyframes.picking(dimmed.keptIndices))
        return SMILFormat.animate("fill", keyTimes: loop.keyTimes, values: loop.values.map { $0 >= 0.5 ? dimmedTintColor : tintColor },
                                  timing: timing, discrete: true)
    }

    /// A length as written.
    static func n(_ value: Double) -> String { SMILFormat.number(value, digits: SMILFormat.lengthDigits) }
}
