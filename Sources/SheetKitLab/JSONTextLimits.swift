/// The bounds on the JSON text the lab reads, so that a hostile scenario file costs bounded
/// time and memory. `sheetkit-lab --help` lists them under LIMITS.
package enum JSONTextLimits {
    /// The largest scenario file, in bytes: 16 MiB (16 777 216 bytes). The largest gesture
    /// the validator accepts (``ScenarioLimits/maximumSamples`` samples) written with exact
    /// numbers takes about 8.5 MB (about 85 bytes a sample), so this is twice the largest
    /// useful file. The lab reads at most one byte more than this from a file.
    package static let maximumBytes = 16 * 1024 * 1024

    /// The deepest nesting of arrays and objects. A scenario nests 3 levels (the root, the
    /// gesture, a sample); 64 leaves room for hand-edited files while bounding the work of
    /// every reader that recurses.
    package static let maximumDepth = 64

    /// ``maximumBytes`` as people read it: "16 MiB (16 777 216 bytes)".
    static var maximumBytesDescription: String {
        "\(maximumBytes / (1024 * 1024)) MiB (\(maximumBytes) bytes)"
    }
}
