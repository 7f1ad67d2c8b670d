@preconcurrency import UIKit

/// A music mini-player: a row with the song and a play button at the panel's tip, and more of
/// the player when the panel is pulled up. It floats over every tab of the Tabs demo.
final class MiniPlayerViewController: UIViewController {
    /// The panel's tip: the player's row, in points of content.
    static let tipLength = 92.0

    private let playButton = UIButton(type: .system)
    private var isPlaying = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        let artwork = ArtworkView(color: .systemIndigo, symbolName: "music.note", pointSize: 18, accessibilityLabel: "Album art")
        artwork.layer.cornerRadius = 6
        artwork.clipsToBounds = true
        let title = UILabel(textStyle: .headline)
        title.text = "Across the Tabs"
        let artist = UILabel(textStyle: .subheadline, color: .secondaryLabel)
        artist.text = "Stays over every tab; pull it up"
        let text = UIStackView(arrangedSubviews: [title, artist])
        text.axis = .vertical
        playButton.addTarget(self, action: #selector(togglePlay), for: .touchUpInside)
        showPlayState()
        let row = UIStackView(arrangedSubviews: [artwork, text, playButton])
        row.spacing = 12
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(row)
        NSLayoutConstraint.activate([
            artwork.widthAnchor.constraint(equalToConstant: 44),
            artwork.heightAnchor.constraint(equalToConstant: 44),
            row.topAnchor.constraint(equalTo: view.topAnchor, constant: 24),
            row.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    @objc private func togglePlay() {
        isPlaying.toggle()
        showPlayState()
    }

    private func showPlayState() {
        playButton.setImage(UIImage(systemName: isPlaying ? "pause.fill" : "play.fill"), for: .normal)
        playButton.accessibilityLabel = isPlaying ? "Pause" : "Play"
    }
}
