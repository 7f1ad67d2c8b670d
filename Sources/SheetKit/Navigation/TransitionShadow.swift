/// The shadow a screen casts on its leading side onto the screen it covers while it moves.
///
/// A shadow is visible only while the covering screen moves: it fades in over the first
/// ``fadeFraction`` of the progress and out over the last, so neither end state carries
/// one (at rest a screen has no shadow, and a shadow that appeared at full strength on the
/// first frame would be a jump at the trailing screen edge).
enum TransitionShadow {
    /// The fraction of the progress over which the shadow fades in at the start and out at
    /// the end: a tenth, a few frames of a typical transition.
    static let fadeFraction = 0.1

    /// The shadow's strength at `progress`, in 0...1.
    static func envelope(at progress: Double) -> Double {
        let fadeIn = ProgressWindow(start: 0, end: fadeFraction).localProgress(at: progress)
        let fadeOut = 1 - ProgressWindow(start: 1 - fadeFraction, end: 1).localProgress(at: progress)
        return Swift.min(fadeIn, fadeOut)
    }
}
