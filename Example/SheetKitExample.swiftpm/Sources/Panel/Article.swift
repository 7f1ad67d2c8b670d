@preconcurrency import UIKit

/// An article shown in the pull-to-dismiss panel.
struct Article {
    var title: String
    var byline: String
    /// The header picture's color and symbol (a placeholder for a photo).
    var color: UIColor
    var symbolName: String
    var paragraphs: [String]

    /// The articles the list offers.
    static let samples: [Article] = [
        Article(title: "The Harbor at Dawn", byline: "By Maya Park · 6 min read", color: .systemOrange,
                symbolName: "sunrise.fill", paragraphs: body(offset: 0, count: 14)),
        Article(title: "Mountains Without Maps", byline: "By Omar Haddad · 9 min read", color: .systemTeal,
                symbolName: "cloud.sun.fill", paragraphs: body(offset: 2, count: 20)),
        Article(title: "A Night Train North", byline: "By Yuki Tanaka · 4 min read", color: .systemIndigo,
                symbolName: "moon.stars.fill", paragraphs: body(offset: 5, count: 10)),
    ]

    private static let sentences = [
        "The light arrives slowly, then all at once, and for a few minutes everything has the same color.",
        "Nobody speaks much at this hour; the sounds are ropes, engines warming up and the occasional gull.",
        "It is easy to forget how much of a place is made by the people who keep it running before anyone else wakes.",
        "A fisherman waves without looking up, the way you greet someone you have seen every morning for years.",
        "By the time the cafés open, the first boats are already specks near the horizon.",
        "Somewhere a radio plays a song that was popular twenty summers ago.",
        "The wind changes twice before breakfast and each time the water answers with a new pattern.",
        "Later, the crowds will come and the place will belong to them, but not yet.",
    ]

    /// Deterministic filler text: `count` paragraphs of three to five sentences, starting at
    /// sentence `offset`.
    private static func body(offset: Int, count: Int) -> [String] {
        (0..<count).map { index in
            let length = 3 + index % 3
            return (0..<length)
                .map { sentences[(offset + index * 3 + $0 * 5) % sentences.count] }
                .joined(separator: " ")
        }
    }
}
