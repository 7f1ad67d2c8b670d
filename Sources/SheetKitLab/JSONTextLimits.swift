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

    /// The most decoding work a file may need: each object counts its depth (the root is at
    /// depth 1), each boolean twice its depth, each array three times and each string that is
    /// a value (not a key) four times; numbers and `null` count nothing. That is how many
    /// wrong guesses ``JSONValue/init(from:)`` makes for each kind of value (each a thrown
    /// `DecodingError` whose coding path Foundation builds anew), times the path's length.
    /// Measured with Swift 6.3.1 on Linux: about 0.33 µs a unit (a 4 MB file of nested arrays
    /// and objects came to 72 million units and took 23.6 s), so this bound keeps any file
    /// under about 1.3 s; the largest useful scenario (``ScenarioLimits/maximumSamples``
    /// samples, objects at depth 3) needs about 300,000 units, or 1,100,000 with a boolean in
    /// every sample.
    package static let maximumDecodingWork = 4_000_000

    /// ``maximumBytes`` as people read it: "16 MiB (16 777 216 bytes)".
    static var maximumBytesDescription: String {
        "\(maximumBytes / (1024 * 1024)) MiB (\(maximumBytes) bytes)"
    }
}
