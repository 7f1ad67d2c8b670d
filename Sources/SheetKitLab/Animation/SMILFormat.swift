/// Writes the pieces of SMIL animation elements: numbers with a fixed number of decimals and
/// the `<animate>` and `<animateTransform>` elements, each looping forever
/// (`repeatCount="indefinite"`), interpolating linearly (`calcMode="linear"`) unless the
/// value is a switch (`calcMode="discrete"`).
enum SMILFormat {
    /// Decimals of a length, in points (0.005 pt at most off).
    static let lengthDigits = 2
    /// Decimals of an alpha or a scale factor (0.00005 at most off: 0.02 pt on a 400 pt side).
    static let factorDigits = 4
    /// Decimals of a key time (a millionth of a loop).
    static let keyTimeDigits = 6

    /// `value` rounded to `digits` decimals, without trailing zeros or an exponent; a
    /// non-finite value is written as 0.
    static func number(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "0" }
        let scaled = (value * units(digits)).rounded()
        guard abs(scaled) < 9e15 else { return String(Int64(value.rounded())) }
        var magnitude = Int64(scaled).magnitude
        // Digits from the last: the decimals (trailing zeros left out), the point, the whole part.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        var remaining = digits
        while remaining > 0, magnitude % 10 == 0 {
            magnitude /= 10
            remaining -= 1
        }
        if remaining > 0 {
            for _ in 0..<remaining {
                bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
                magnitude /= 10
            }
            bytes.append(UInt8(ascii: "."))
        }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        if scaled < 0 { bytes.append(UInt8(ascii: "-")) }
        return String(decoding: bytes.reversed(), as: UTF8.self)
    }

    /// 10 to the power `digits`: how many written units make one.
    static func units(_ digits: Int) -> Double {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        return scale
    }

    /// The timing attributes every element shares: its loop's length and looping.
    static func timing(_ timing: AnimationTiming) -> String {
        "dur=\"\(number(timing.duration, digits: 4))s\" repeatCount=\"indefinite\""
    }

    /// An `<animate>` of `attribute` through `values` at `keyTimes` (0...1, increasing).
    static func animate(_ attribute: String, keyTimes: [Double], values: [String], timing: AnimationTiming,
                        discrete: Bool = false) -> String {
        let times = keyTimes.map { number($0, digits: keyTimeDigits) }.joined(separator: ";")
        return "<animate attributeName=\"\(attribute)\" \(self.timing(timing)) calcMode=\"\(discrete ? "discrete" : "linear")\" keyTimes=\"\(times)\" values=\"\(values.joined(separator: ";"))\"/>"
    }

    /// An `<animateTransform>` of `type` (`translate`, `scale`) through `values` at `keyTimes`.
    static func animateTransform(_ type: String, keyTimes: [Double], values: [String], timing: AnimationTiming) -> String {
        let times = keyTimes.map { number($0, digits: keyTimeDigits) }.joined(separator: ";")
        return "<animateTransform attributeName=\"transform\" type=\"\(type)\" \(self.timing(timing)) calcMode=\"linear\" keyTimes=\"\(times)\" values=\"\(values.joined(separator: ";"))\"/>"
    }
}
