@preconcurrency import UIKit

/// What the Tabs demo's compose tab presents: its tab is a button, not a screen. A tap on it,
/// or a swipe from the last tab toward it, asks the app's `shouldSelect`, which presents this
/// as a sheet and keeps the selection where it was.
final class NewPostViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let title = UILabel(textStyle: .title2, weight: .semibold)
        title.text = "New Post"
        let detail = UILabel(textStyle: .body, color: .secondaryLabel, numberOfLines: 0)
        detail.text = "The compose tab presents this instead of showing a tab, for a tap and for a swipe alike. Pull down to close."
        view.addReadableStack([title, detail], spacing: 8)
    }

    /// The compose tab's placeholder: never shown, since `shouldSelect` refuses it.
    static func tab() -> UIViewController {
        let placeholder = UIViewController()
        placeholder.tabBarItem = UITabBarItem(title: "New", image: UIImage(systemName: "square.and.pencil"), selectedImage: nil)
        return placeholder
    }
}
