/// Makes believable comments from fixed word lists and a seeded random number generator, so
/// every launch shows the same comments.
enum CommentGenerator {
    private static let firstNames = [
        "Maya", "Noah", "Lea", "Omar", "Sofia", "Yuki", "Liam", "Amara", "Mateo", "Zoe",
        "Ibrahim", "Chloé", "Arjun", "Freya", "Kenji", "Nadia", "Elias", "Priya", "Hugo", "Ines",
    ]
    private static let lastNames = [
        "Park", "Okafor", "Schmidt", "Haddad", "Rossi", "Tanaka", "Walsh", "Mensah", "Costa",
        "Novak", "Khan", "Dubois", "Iyer", "Larsen", "Mori", "Azoulay", "Berg", "Reyes",
    ]
    private static let openings = [
        "This is so good", "Okay but the ending", "Watched this five times", "Who else is here after lunch",
        "The sound design here", "Not me replaying the drop", "Saving this for later", "The lighting",
        "Came for the cat, stayed for the music", "Tutorial please", "How is this so smooth",
        "My whole feed is this now", "The way it snaps into place", "Underrated",
    ]
    private static let endings = [
        "🔥", "😂", "honestly.", "!!", "— chef's kiss.", "and I'm not sorry.", "👏👏",
        "and nobody talks about it.", "please post part two.", "", "10/10.", "what app is this?",
    ]
    private static let ages = ["now", "1m", "5m", "12m", "38m", "1h", "2h", "3h", "6h", "9h", "1d", "2d", "4d", "1w"]

    /// Generates comments, newest first.
    /// - Parameters:
    ///   - count: How many.
    ///   - seed: The random seed; the same seed gives the same comments.
    static func comments(count: Int, seed: UInt64 = 2024) -> [Comment] {
        var random = SeededRandomNumberGenerator(seed: seed)
        return (0..<max(0, count)).map { index in
            let first = firstNames.randomElement(using: &random) ?? "Alex"
            let last = lastNames.randomElement(using: &random) ?? "Doe"
            let opening = openings.randomElement(using: &random) ?? ""
            let ending = endings.randomElement(using: &random) ?? ""
            let isLong = Int.random(in: 0..<5, using: &random) == 0
            let text = isLong
                ? "\(opening) \(ending) \(openings.randomElement(using: &random) ?? "") — "
                    + "I keep coming back to this one, it makes my day every time."
                : "\(opening) \(ending)".trimmingTrailingSpace()
            let ageIndex = min(ages.count - 1, index * ages.count / max(1, count))
            return Comment(
                authorName: "\(first) \(last)",
                authorInitials: "\(first.prefix(1))\(last.prefix(1))",
                avatarColorIndex: Int.random(in: 0..<100, using: &random),
                text: text,
                age: ages[ageIndex],
                likeCount: Int.random(in: 0...2_000, using: &random) / (1 + index / 20),
                isLiked: false)
        }
    }
}

private extension String {
    func trimmingTrailingSpace() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}

/// SplitMix64: a tiny, fast, seedable random number generator (the standard library's is not
/// seedable).
struct SeededRandomNumberGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator; equal seeds produce equal sequences.
    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
