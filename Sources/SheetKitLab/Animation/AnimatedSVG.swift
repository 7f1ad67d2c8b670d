/// Collects the elements of an animated SVG document: fixed attributes are written as they
/// are, animated ones as the first value plus a SMIL child element looping on ``timing``.
/// Coordinates are the container's points, y downward.
struct AnimatedSVG {
    /// The document's size, in points.
    let size: (width: Double, height: Double)
    /// How trace time maps to the document's clock.
    let timing: AnimationTiming
    private var body: [String] = []
    private var definitions: [String] = []

    init(width: Double, height: Double, timing: AnimationTiming) {
        size = (width, height)
        self.timing = timing
    }

    /// Adds a fixed element (written as given).
    mutating func raw(_ element: String) { body.append(element) }

    /// Adds an element to `<defs>` (gradients, clip paths).
    mutating func define(_ element: String) { definitions.append(element) }

    /// Adds `<tag fixed animated…>` with a SMIL child for each attribute of `animated` that
    /// changes; `children` are written inside it after the animations.
    mutating func element(_ tag: String, _ fixed: String, _ animated: [(name: String, value: AnimatedValue)] = [],
                          children: (inout AnimatedSVG) -> Void = { _ in }) {
        var attributes = fixed
        var animations: [String] = []
        for (name, value) in animated {
            attributes += " \(name)=\"\(value.initial)\""
            if !value.isFixed { animations.append(animate(name, value)) }
        }
        var inner = AnimatedSVG(width: size.width, height: size.height, timing: timing)
        children(&inner)
        definitions += inner.definitions
        if animations.isEmpty, inner.body.isEmpty {
            body.append("<\(tag) \(attributes)/>")
        } else {
            body.append("<\(tag) \(attributes)>")
            body += animations + inner.body
            body.append("</\(tag)>")
        }
    }

    /// Adds a group translated by `x` and `y` (points) whose `content` is drawn in its own
    /// coordinates; both coordinates keep the keyframes either of them needs.
    mutating func translated(x: AnimatedValue, y: AnimatedValue, content: (inout AnimatedSVG) -> Void) {
        let translation = "\(x.initial),\(y.initial)"
        guard !(x.isFixed && y.isFixed) else {
            element("g", "transform=\"translate(\(translation))\"", children: content)
            return
        }
        let kept = Array(Set(x.keptIndices + y.keptIndices)).sorted()
        let xs = x.keyframes.picking(kept), ys = y.keyframes.picking(kept)
        let loopX = timing.loop(xs), loopY = timing.loop(ys)
        let values = zip(loopX.values, loopY.values).map {
            "\(SMILFormat.number($0, digits: x.digits)),\(SMILFormat.number($1, digits: y.digits))"
        }
        let animation = SMILFormat.animateTransform("translate", keyTimes: loopX.keyTimes, values: values, timing: timing)
        element("g", "transform=\"translate(\(translation))\"") { inner in
            inner.raw(animation)
            content(&inner)
        }
    }

    /// Adds a group scaled by `scale` about `center` (points) whose `content` is drawn in the
    /// container's coordinates.
    mutating func scaled(_ scale: AnimatedValue, about center: (x: Double, y: Double), content: (inout AnimatedSVG) -> Void) {
        let cx = SMILFormat.number(center.x, digits: SMILFormat.lengthDigits)
        let cy = SMILFormat.number(center.y, digits: SMILFormat.lengthDigits)
        guard !(scale.isFixed && scale.keyframes.values.first == 1) else {
            content(&self)
            return
        }
        var animation: [String] = []
        if !scale.isFixed {
            let loop = timing.loop(scale.keyframes.picking(scale.keptIndices))
            animation = [SMILFormat.animateTransform("scale", keyTimes: loop.keyTimes,
                                                     values: loop.values.map { SMILFormat.number($0, digits: scale.digits) },
                                                     timing: timing)]
        }
        element("g", "transform=\"translate(\(cx),\(cy))\"") { outer in
            outer.element("g", "transform=\"scale(\(scale.initial))\"") { middle in
                for line in animation { middle.raw(line) }
                middle.element("g", "transform=\"translate(-\(cx),-\(cy))\"", children: content)
            }
        }
    }

    /// An `<animate>` of `name` through `value`'s kept keyframes.
    func animate(_ name: String, _ value: AnimatedValue) -> String {
        let loop = timing.loop(value.keyframes.picking(value.keptIndices))
        return SMILFormat.animate(name, keyTimes: loop.keyTimes, values: loop.values.map { SMILFormat.number($0, digits: value.digits) },
                                  timing: timing)
    }

    /// The complete document, titled `title`.
    func document(title: String) -> String {
        let width = SVGCanvas.number(size.width), height = SVGCanvas.number(size.height)
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" font-family=\"-apple-system, 'Helvetica Neue', 'DejaVu Sans', Arial, sans-serif\">",
            "<title>\(SVGCanvas.escape(title))</title>",
        ]
        if !definitions.isEmpty { lines += ["<defs>"] + definitions + ["</defs>"] }
        lines += body
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }
}
