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

    /// The most decoding work a file may need, in units of about 0.1 µs of reading it with
    /// Foundation's `JSONDecoder` into ``JSONValue`` (``DecodingWork`` prices each part).
    /// Measured with Swift 6.3.1 on Linux on a 2-core machine: a 4 MB file of nested arrays
    /// and objects took 23.6 s before the bound, 16 MB of small objects with escaped keys
    /// 7 s; at the bound the costliest files read in about 2 s. The largest useful scenario
    /// (``ScenarioLimits/maximumSamples`` samples with a boolean in each) needs about
    /// 10 million.
    package static let maximumDecodingWork = 20_000_000

    /// What reading a file costs, in units of ``maximumDecodingWork``, by what it holds:
    /// every value (numbers and `null` too) ``value``; an object ``object`` more, and each of
    /// its keys ``key`` (``escapedKey`` more when it has escapes, which the preflight resolves
    /// with a decoder call of its own); and each wrong guess of a value's kind that
    /// ``JSONValue/init(from:)`` makes (a thrown `DecodingError` whose coding path Foundation
    /// builds anew: objects 1, booleans 2, arrays 3, strings 4, numbers and `null` 0)
    /// ``guess`` times the value's depth (the root is at depth 1).
    package enum DecodingWork {
        /// Every value: about 0.4 µs a number in a flat array of 8.4 million.
        package static let value = 4
        /// An object's keyed container and its keys' list: about 2 µs.
        package static let object = 20
        /// A key with its member: about 1 µs.
        package static let key = 10
        /// A key with escapes, more: about 1 µs.
        package static let escapedKey = 10
        /// A wrong guess, per level of depth: about 0.33 µs (the 4 MB file above came to 72
        /// million guess-levels).
        package static let guess = 3
    }

    /// ``maximumBytes`` as people read it: "16 MiB (16 777 216 bytes)".
    static var maximumBytesDescription: String {
        "\(maximumBytes / (1024 * 1024)) MiB (\(maximumBytes) bytes)"
    }
}
