@preconcurrency import UIKit

/// The comment sheet's content: a header with the count and a close button, the list of
/// comments, and a composer pinned to the bottom.
///
/// Nothing here knows about the sheet's motion. SheetKit finds the table view under the finger
/// when a drag starts and hands the finger between the list and the sheet.
///
/// The composer rises with the keyboard without any keyboard code here. When its text field
/// becomes first responder, the sheet hears the keyboard's frame change (only its own: a
/// keyboard raised outside the sheet does not move it), rises to its large detent
/// (`keyboardDetentIdentifier`, from the `.commentSheet()` preset) and attaches to the
/// keyboard's top, both on one critically damped spring matched to the keyboard's animation
/// duration (`MotionSpring.matching(duration:)`): the sheet's inner edge, its content's bottom and
/// the keyboard's edge travel together, with no overshoot past the keyboard. SheetKit keeps the
/// content's bottom safe-area inset at its resting value (the home indicator's while the
/// keyboard is down, none above the keyboard), so the composer, pinned to the safe area's
/// bottom, sits right on the keyboard and never jumps. The list dismisses the keyboard as a
/// drag begins (`.onDrag`); the keyboard then goes down on its own animation while the finger
/// moves the list or the sheet, and the sheet's attach line follows the keyboard on its
/// spring: the two motions add up, neither waits for the other.
///
/// The backgrounds are clear: the sheet draws its own, Liquid Glass while it floats at its
/// medium detent on iOS 26 and opaque at the large one.
final class CommentsViewController: UIViewController, UITableViewDataSource {
    /// Called whenever the comments change (a new comment, a like).
    var onCommentsChange: (([Comment]) -> Void)?

    private var comments: [Comment]
    private let header = CommentsHeaderView()
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let composer = CommentComposerView()
    /// Holding a comment still likes it. The sheet's pan waits for this hold to fail (UIKit
    /// fails a long press once the finger moves past its `allowableMovement`, 10 pt, before
    /// `minimumPressDuration`, 0.5 s): a hold never moves the sheet, and a drag moves it from
    /// where the finger went down, since the pan's translation counts from the touch. SheetKit's
    /// public `panGestureRecognizer` is there for exactly this `require(toFail:)`.
    private lazy var likeHold = UILongPressGestureRecognizer(target: self, action: #selector(likeHeldComment(_:)))
    /// Whether the user is typing a comment: the sheet then leaves drags to the list.
    var isComposing: Bool { composer.isEditing }

    /// Creates the sheet's content.
    /// - Parameter comments: The comments, newest first.
    init(comments: [Comment]) {
        self.comments = comments
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear

        header.setCommentCount(comments.count)
        header.onClose = { [weak self] in self?.dismiss(animated: true) }

        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(CommentCell.self, forCellReuseIdentifier: CommentCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.estimatedRowHeight = 72
        tableView.rowHeight = UITableView.automaticDimension
        tableView.separatorStyle = .none
        // The keyboard follows the finger down the list, and the sheet follows the keyboard.
        tableView.keyboardDismissMode = .interactive
        tableView.backgroundColor = .clear
        tableView.addGestureRecognizer(likeHold)

        composer.onSend = { [weak self] text in self?.post(text) }

        view.addSubview(header)
        view.addSubview(tableView)
        view.addSubview(composer)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),

            tableView.topAnchor.constraint(equalTo: header.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: composer.topAnchor),

            composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            composer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Presented now, so the sheet exists; requiring the same failure twice changes nothing.
        sheetController?.panGestureRecognizer.require(toFail: likeHold)
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        comments.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: CommentCell.reuseIdentifier, for: indexPath)
        guard let commentCell = cell as? CommentCell else { return cell }
        commentCell.configure(with: comments[indexPath.row])
        commentCell.onLike = { [weak self, unowned commentCell] in
            guard let self, let indexPath = self.tableView.indexPath(for: commentCell) else { return }
            self.toggleLike(at: indexPath)
        }
        return commentCell
    }

    // MARK: Actions

    private func toggleLike(at indexPath: IndexPath) {
        comments[indexPath.row].isLiked.toggle()
        comments[indexPath.row].likeCount += comments[indexPath.row].isLiked ? 1 : -1
        tableView.reloadRows(at: [indexPath], with: .none)
        onCommentsChange?(comments)
    }

    @objc private func likeHeldComment(_ hold: UILongPressGestureRecognizer) {
        guard hold.state == .began, let indexPath = tableView.indexPathForRow(at: hold.location(in: tableView)) else { return }
        toggleLike(at: indexPath)
        UIImpactFeedbackGenerator(style: .medium).impactOccurred()
    }

    private func post(_ text: String) {
        let comment = Comment(authorName: "You", authorInitials: "You", avatarColorIndex: 6,
                              text: text, age: "now", likeCount: 0, isLiked: false)
        comments.insert(comment, at: 0)
        let top = IndexPath(row: 0, section: 0)
        tableView.insertRows(at: [top], with: .automatic)
        tableView.scrollToRow(at: top, at: .top, animated: true)
        header.setCommentCount(comments.count)
        UIAccessibility.post(notification: .announcement, argument: "Comment posted")
        onCommentsChange?(comments)
    }
}
