/// Collects SVG elements and writes the document. Coordinates are in SVG user units (CSS
/// pixels), y growing downward. Text is escaped; numbers are written with at most two
/// decimals; a non-finite coordinate is written as 0 so the document stays valid.
struct SVGCanvas {
    /// The document's width, in user units.
    var width: Double
    /// The document's height, in user units (set once the content is laid out).
    var height: Double
    private var body: [String] = []

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Stroke and fill styling for one element.
    struct Style {
        var stroke: String? = nil
        var strokeWidth: Double = 1
        var dash: String? = nil
        var fill: String = "none"
        var opacity: Double = 1

        var attributes: String {
            var text = "fill=\"\(fill)\""
            if let stroke { text += " stroke=\"\(stroke)\" stroke-width=\"\(SVGCanvas.number(strokeWidth))\"" }
            if let dash { text += " stroke-dasharray=\"\(dash)\"" }
            if opacity < 1 { text += " opacity=\"\(SVGCanvas.number(opacity))\"" }
            return text
        }
    }

    /// Text styling.
    struct TextStyle {
        var size: Double = 12
        var color: String = "#333"
        var anchor: String = "start"
        var weight: String = "normal"
        var italic = false
    }

    mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ style: Style) {
        body.append("<line x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" x2=\"\(Self.number(x2))\" y2=\"\(Self.number(y2))\" \(style.attributes)/>")
    }

    mutating func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, _ style: Style, radius: Double = 0) {
        let corner = radius > 0 ? " rx=\"\(Self.number(radius))\"" : ""
        body.append("<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(Swift.max(0, width)))\" height=\"\(Self.number(Swift.max(0, height)))\"\(corner) \(style.attributes)/>")
    }

    mutating func circle(_ x: Double, _ y: Double, radius: Double, _ style: Style) {
        body.append("<circle cx=\"\(Self.number(x))\" cy=\"\(Self.number(y))\" r=\"\(Self.number(radius))\" \(style.attributes)/>")
    }

    /// A polygon through `points` (closed).
    mutating func polygon(_ points: [(Double, Double)], _ style: Style) {
        guard points.count >= 3 else { return }
        body.append("<polygon points=\"\(Self.points(points))\" \(style.attributes) stroke-linejoin=\"round\"/>")
    }

    /// A polyline through `points`; nothing for fewer than two points.
    mutating func polyline(_ points: [(Double, Double)], _ style: Style) {
        guard points.count >= 2 else { return }
        body.append("<polyline points=\"\(Self.points(points))\" \(style.attributes) stroke-linejoin=\"round\" stroke-linecap=\"round\"/>")
    }

    mutating func text(_ string: String, _ x: Double, _ y: Double, _ style: TextStyle, rotation: Double = 0) {
        var attributes = "x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" font-size=\"\(Self.number(style.size))\" fill=\"\(style.color)\""
        if style.anchor != "start" { attributes += " text-anchor=\"\(style.anchor)\"" }
        if style.weight != "normal" { attributes += " font-weight=\"\(style.weight)\"" }
        if style.italic { attributes += " font-style=\"italic\"" }
        if rotation != 0 { attributes += " transform=\"rotate(\(Self.number(rotation)) \(Self.number(x)) \(Self.number(y)))\"" }
        body.append("<text \(attributes)>\(Self.escape(string))</text>")
    }

    /// The complete SVG document.
    func document(title: String) -> String {
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" font-family=\"-apple-system, 'Helvetica Neue', 'DejaVu Sans', Arial, sans-serif\">",
            "<title>\(Self.escape(title))</title>",
            "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>",
        ]
        lines += body
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// An approximate text width for layout, in user units.
    static func textWidth(_ string: String, size: Double) -> Double {
        Double(string.count) * size * 0.56
    }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }

    static func points(_ points: [(Double, Double)]) -> String {
        points.map { "\(number($0.0)),\(number($0.1))" }.joined(separator: " ")
    }

    /// Escapes text for XML content and attribute values.
    static func escape(_ string: String) -> String {
        var output = ""
        for character in string {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            default: output.append(character)
            }
        }
        return output
    }
}
