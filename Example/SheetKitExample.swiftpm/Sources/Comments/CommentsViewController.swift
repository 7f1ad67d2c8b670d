@preconcurrency import UIKit

/// The comment sheet's content: a header with the count and a close button, the list of
/// comments, and a composer pinned to the bottom.
///
/// Nothing here knows about the sheet's motion. SheetKit finds the table view under the finger
/// when a drag starts and hands the finger between the list and the sheet; when the keyboard
/// appears, the sheet rises to its large detent and its content ends at the keyboard's top, so
/// the composer, pinned to the safe area's bottom, sits right above the keyboard.
final class CommentsViewController: UIViewController, UITableViewDataSource {
    /// Called whenever the comments change (a new comment, a like).
    var onCommentsChange: (([Comment]) -> Void)?

    private var comments: [Comment]
    private let header = CommentsHeaderView()
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let composer = CommentComposerView()

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
        view.backgroundColor = .systemBackground

        header.setCommentCount(comments.count)
        header.onClose = { [weak self] in self?.dismiss(animated: true) }

        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(CommentCell.self, forCellReuseIdentifier: CommentCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.estimatedRowHeight = 72
        tableView.rowHeight = UITableView.automaticDimension
        tableView.separatorStyle = .none
        tableView.keyboardDismissMode = .onDrag

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
