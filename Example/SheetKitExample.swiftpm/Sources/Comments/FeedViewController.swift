@preconcurrency import UIKit
import SheetKit

/// A short-video feed post: a full-screen "video" with a play button, a caption, and like,
/// comment and share buttons. The comment button opens the comment sheet.
final class FeedViewController: UIViewController {
    private var comments = CommentGenerator.comments(count: 320)
    private var isLiked = false
    private var isPlaying = false
    private var likeCount = 48_213

    private let video = ArtworkView(color: .systemIndigo, symbolName: "play.circle.fill", pointSize: 72,
                                     accessibilityLabel: "Video: sunrise over the harbor")
    private let likeButton = FeedActionButton(symbolName: "heart.fill", accessibilityLabel: "Like")
    private let commentButton = FeedActionButton(symbolName: "bubble.right.fill", accessibilityLabel: "Comments")
    private let shareButton = FeedActionButton(symbolName: "arrowshape.turn.up.right.fill", accessibilityLabel: "Share")

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Comments"
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = .black
        // The video runs under the navigation bar; a blurred bar keeps the title and the back
        // button readable over it.
        let barAppearance = UINavigationBarAppearance()
        barAppearance.configureWithDefaultBackground()
        navigationItem.standardAppearance = barAppearance
        navigationItem.scrollEdgeAppearance = barAppearance

        let playTap = UITapGestureRecognizer(target: self, action: #selector(togglePlayback))
        video.addGestureRecognizer(playTap)
        video.accessibilityTraits.insert(.startsMediaSession)
        view.addSubview(video)

        let author = UILabel(textStyle: .headline, color: .white)
        author.text = "@harbor.mornings"
        let caption = UILabel(textStyle: .subheadline, color: .white, numberOfLines: 3)
        caption.text = "Five minutes of sunrise over the harbor, no filter. Open the comments and "
            + "drag the list: the sheet takes over at the top. 🌅"
        let captionStack = UIStackView(arrangedSubviews: [author, caption])
        captionStack.axis = .vertical
        captionStack.spacing = 4
        captionStack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(captionStack)

        likeButton.setCount(likeCount)
        likeButton.addTarget(self, action: #selector(toggleLike), for: .touchUpInside)
        commentButton.setCount(comments.count)
        commentButton.addTarget(self, action: #selector(showComments), for: .touchUpInside)
        shareButton.setCount(nil)
        let actions = UIStackView(arrangedSubviews: [likeButton, commentButton, shareButton])
        actions.axis = .vertical
        actions.spacing = 20
        actions.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(actions)

        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            video.topAnchor.constraint(equalTo: view.topAnchor),
            video.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            video.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            video.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            actions.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -12),
            actions.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -24),

            captionStack.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),
            captionStack.trailingAnchor.constraint(equalTo: actions.leadingAnchor, constant: -16),
            captionStack.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -24),
        ])
    }

    /// Opens the comment sheet: 60 % and 92 % detents, presented at 60 %, rising to 92 % when
    /// the keyboard appears (all from the `.commentSheet()` preset).
    @objc private func showComments() {
        let commentsViewController = CommentsViewController(comments: comments)
        commentsViewController.onCommentsChange = { [weak self] comments in
            self?.comments = comments
            self?.commentButton.setCount(comments.count)
        }
        presentSheet(commentsViewController, configuration: .commentSheet(), prepare: { [weak commentsViewController] sheet in
            sheet.prefersGrabberVisible = true
            // While a comment is being typed, a drag scrolls the list instead of moving the sheet.
            sheet.shouldBeginDrag = { _ in !(commentsViewController?.isComposing ?? false) }
        })
    }

    @objc private func toggleLike() {
        isLiked.toggle()
        likeCount += isLiked ? 1 : -1
        likeButton.setCount(likeCount)
        likeButton.symbolColor = isLiked ? .systemRed : .white
        likeButton.accessibilityLabel = isLiked ? "Unlike" : "Like"
    }

    @objc private func togglePlayback() {
        isPlaying.toggle()
        video.symbolView.image = UIImage(systemName: isPlaying ? "pause.circle.fill" : "play.circle.fill")
        video.accessibilityValue = isPlaying ? "Playing" : "Paused"
    }
}
