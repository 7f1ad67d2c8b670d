@preconcurrency import UIKit

/// A story on the Today screen: a category above the title of an ``Article``.
struct TodayStory {
    var category: String
    var article: Article

    /// The card's height ÷ its width (and the story header's): a portrait card, as the App
    /// Store's Today cards are.
    static let aspectRatio: CGFloat = 1.25

    /// The stories the Today screen shows.
    static let samples: [TodayStory] = zip(["World of Travel", "Behind the Scenes", "Tonight"], Article.samples)
        .map { TodayStory(category: $0.0.uppercased(), article: $0.1) }
}
