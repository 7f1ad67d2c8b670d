/// One attribute of an animated element: its keyframes, how closely the written keyframes
/// must follow them, and how many decimals it is written with.
struct AnimatedValue {
    /// The largest error thinning may leave on a length, in points.
    static let lengthTolerance = 0.25
    /// The largest error thinning may leave on an alpha: one step of an 8-bit channel.
    static let alphaTolerance = 1.0 / 255
    /// The largest error thinning may leave on a scale factor (0.2 pt on a 400 pt side).
    static let scaleTolerance = 0.0005

    /// Every sample.
    var keyframes: Keyframes
    /// The largest error thinning may leave, in the value's unit.
    var tolerance: Double
    /// The decimals it is written with.
    var digits: Int
    /// Indices of keyframes always kept (frames at events).
    var pinned: Set<Int> = []

    /// A length in points sampled at `times`.
    static func length(_ times: [Double], _ values: [Double], pinned: Set<Int> = []) -> AnimatedValue {
        AnimatedValue(keyframes: Keyframes(times: times, values: values), tolerance: lengthTolerance,
                      digits: SMILFormat.lengthDigits, pinned: pinned)
    }

    /// An alpha in 0...1 sampled at `times`.
    static func alpha(_ times: [Double], _ values: [Double], pinned: Set<Int> = []) -> AnimatedValue {
        AnimatedValue(keyframes: Keyframes(times: times, values: values), tolerance: alphaTolerance,
                      digits: SMILFormat.factorDigits, pinned: pinned)
    }

    /// A scale factor sampled at `times`.
    static func scale(_ times: [Double], _ values: [Double], pinned: Set<Int> = []) -> AnimatedValue {
        AnimatedValue(keyframes: Keyframes(times: times, values: values), tolerance: scaleTolerance,
                      digits: SMILFormat.factorDigits, pinned: pinned)
    }

    /// The indices of the keyframes written.
    var keptIndices: [Int] { keyframes.keptIndices(tolerance: tolerance, pinned: pinned) }

    /// The first value, written.
    var initial: String { SMILFormat.number(keyframes.values.first ?? 0, digits: digits) }

    /// Whether every sample is written the same (a fixed attribute, no `<animate>`).
    var isFixed: Bool {
        let units = SMILFormat.units(digits)
        guard let first = keyframes.values.first.map({ ($0 * units).rounded() }) else { return true }
        return keyframes.values.allSatisfy { ($0 * units).rounded() == first || !$0.isFinite }
    }
}
