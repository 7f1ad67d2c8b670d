import SheetKit
import SwiftUI

/// The comment sheet again, from a SwiftUI view: `.sheetKit(isPresented:…)` with the
/// selected detent bound both ways and the sheet's progress read back with `onMove`; and
/// `.sheetKit(item:…)`, whose sheet is replaced when another item is chosen; and
/// `.sheetKitCard(isPresented:…)`, a centred card dropping in; `.sheetKitZoom(isPresented:…)`,
/// story cards that open into their detail; and `.sheetKitReveal(isPresented:…)`, a floating
/// button whose screen grows out of it in a circle. (The app deploys to iOS 16; the library's
/// modifiers themselves work from iOS 13.)
@available(iOS 16.0, *)
struct SwiftUIDemoView: View {
    @State private var showsComments = false
    @State private var detent: Detent.Identifier? = .medium
    @State private var dismissals = 0
    @State private var progress: CGFloat = 0
    @State private var color: NamedColor?
    @State private var springy = false
    @State private var asksForRating = false
    @State private var rating: Int?
    @State private var showsOrder = false

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                Image(systemName: "swift")
                    .font(.system(size: 56))
                    .foregroundColor(.orange)
                    .accessibilityHidden(true)
                Text("The same comment sheet, presented from SwiftUI with `.sheetKit(isPresented:)`.")
                    .multilineTextAlignment(.center)
                Button("Show Comments") { showsComments = true }
                    .buttonStyle(.borderedProminent)
                // The binding works both ways: drags write it, these buttons move the sheet.
                HStack {
                    Button("60 %") { detent = .medium }
                    Button("92 %") { detent = .large }
                }
                .buttonStyle(.bordered)
                .disabled(!showsComments)
                Text("Selected detent: \(detent?.rawValue ?? "none") · dismissed \(dismissals) times")
                    .font(.footnote)
                    .foregroundColor(.secondary)
                ProgressView(value: Double(progress))
                    .accessibilityLabel("Sheet progress")
                Divider()
                // The item form: each color opens its own sheet; another color replaces it.
                HStack {
                    ForEach(NamedColor.all) { named in
                        Button(named.name) { color = named }
                            .buttonStyle(.bordered)
                            .tint(named.color)
                    }
                }
                // A live configuration change reaches the open sheet.
                Toggle("Bouncy spring", isOn: $springy)
                Divider()
                // A fits-content sheet whose SwiftUI content grows and shrinks: the sheet follows.
                Button("Order Summary") { showsOrder = true }
                    .buttonStyle(.bordered)
                Divider()
                // The centred card: a drag down or a tap outside drops it out and clears the flag.
                Button("Rate SheetKit") { asksForRating = true }
                    .buttonStyle(.bordered)
                Text(rating.map { "Rated \($0) of 5" } ?? "Not rated yet")
                    .font(.footnote)
                    .foregroundColor(.secondary)
                Divider()
                // The card zoom: each card opens its story out of itself; a pull down or a swipe
                // from the leading edge closes it back into the card.
                LazyVGrid(columns: [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)], spacing: 12) {
                    ForEach(Story.all) { StoryCard(story: $0) }
                }
                // Room for the floating button.
                Color.clear.frame(height: ComposeButton.diameter)
            }
            .padding(24)
        }
        // The circular reveal grows from the floating button.
        .overlay(alignment: .bottomTrailing) { ComposeButton().padding(24) }
        .navigationTitle("SwiftUI")
        .sheetKit(isPresented: $showsComments, configuration: .commentSheet(), selectedDetent: $detent,
                  prepare: { $0.prefersGrabberVisible = true },
                  onDismiss: { dismissals += 1 },
                  onMove: { _, value in progress = value }) {
            SwiftUICommentList { showsComments = false }
        }
        .sheetKit(item: $color, configuration: colorConfiguration, prepare: { $0.prefersGrabberVisible = true }) { named in
            ColorSheet(named: named)
        }
        .sheetKitCard(isPresented: $asksForRating) {
            RatingCard(rating: $rating)
        }
        .sheetKit(isPresented: $showsOrder, configuration: SheetConfiguration(detents: [.fitsContent()]),
                  prepare: { $0.prefersGrabberVisible = true }) {
            OrderSummary()
        }
    }

    /// The color sheet's configuration, which follows the toggle while the sheet is open.
    private var colorConfiguration: SheetConfiguration {
        SheetConfiguration(detents: [.medium, .large], spring: springy ? .bouncy : .default)
    }
}

/// A color the item form presents a sheet for.
@available(iOS 16.0, *)
private struct NamedColor: Identifiable {
    let name: String
    let color: Color
    var id: String { name }

    static let all = [NamedColor(name: "Red", color: .red), NamedColor(name: "Green", color: .green),
                      NamedColor(name: "Blue", color: .blue)]
}

/// The color sheet's content, with a button that closes it from inside.
@available(iOS 16.0, *)
private struct ColorSheet: View {
    let named: NamedColor
    /// SwiftUI's own `dismiss` would act on the presenter; SheetKit's closes this sheet.
    @Environment(\.sheetDismiss) private var dismissSheet

    var body: some View {
        named.color
            .overlay(VStack(spacing: 16) {
                Text(named.name).font(.largeTitle.bold())
                Button("Close") { dismissSheet() }.buttonStyle(.bordered)
            }.foregroundColor(.white))
            .ignoresSafeArea()
    }
}

/// A story the card zoom opens.
@available(iOS 16.0, *)
private struct Story: Identifiable {
    let title: String
    let color: Color
    var id: String { title }

    static let all = [Story(title: "Springs", color: .indigo), Story(title: "Detents", color: .teal),
                      Story(title: "Drawers", color: .orange), Story(title: "Panels", color: .pink)]
}

/// A story card: it owns whether its detail is up, and the detail zooms out of it.
@available(iOS 16.0, *)
private struct StoryCard: View {
    /// The card's corner radius, in points; the detail starts and ends with it.
    static let cornerRadius: CGFloat = 16
    /// The card's height, in points.
    static let height: CGFloat = 140

    let story: Story
    @State private var isOpen = false

    var body: some View {
        Button { isOpen = true } label: {
            Text(story.title)
                .font(.title3.bold())
                .foregroundColor(.white)
                .frame(maxWidth: .infinity, minHeight: Self.height, alignment: .bottomLeading)
                .padding(12)
                .background(story.color.gradient)
                .clipShape(RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous))
        }
        .buttonStyle(.plain)
        .sheetKitZoom(isPresented: $isOpen, cornerRadius: Self.cornerRadius) {
            StoryDetail(story: story)
        }
    }
}

/// A story's detail: its scroll view's top lets a pull down close it.
@available(iOS 16.0, *)
private struct StoryDetail: View {
    let story: Story
    @Environment(\.sheetDismiss) private var close

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Rectangle().fill(story.color.gradient)
                    .frame(height: 320)
                    .overlay(alignment: .bottomLeading) {
                        Text(story.title).font(.largeTitle.bold()).foregroundColor(.white).padding(24)
                    }
                    .overlay(alignment: .topTrailing) {
                        Button { close() } label: {
                            Image(systemName: "xmark.circle.fill").font(.title).foregroundStyle(.white, .black.opacity(0.3))
                        }
                        .accessibilityLabel("Close")
                        .padding(.top, 56)
                        .padding(.trailing, 20)
                    }
                ForEach(0..<12, id: \.self) { paragraph in
                    Text("Paragraph \(paragraph + 1) of the \(story.title.lowercased()) story. Pull down from the top, or swipe from the leading edge, and it closes back into its card.")
                        .padding(.horizontal, 24)
                }
            }
            .padding(.bottom, 40)
        }
        .ignoresSafeArea(edges: .top)
        .background(Color(.systemBackground))
    }
}

/// The floating button: its compose screen grows out of it in a circle; a pan toward the
/// button shrinks it back.
@available(iOS 16.0, *)
private struct ComposeButton: View {
    /// The button's diameter, in points.
    static let diameter: CGFloat = 56

    @State private var composes = false
    @State private var drafts = 0

    var body: some View {
        Button { composes = true } label: {
            Image(systemName: "square.and.pencil")
                .font(.title2)
                .foregroundColor(.white)
                .frame(width: Self.diameter, height: Self.diameter)
                .background(Circle().fill(Color.accentColor))
                .shadow(radius: 4, y: 2)
        }
        .accessibilityLabel("Compose")
        .sheetKitReveal(isPresented: $composes, onDismiss: { drafts += 1 }) {
            ComposeScreen(drafts: drafts)
        }
    }
}

/// The revealed compose screen.
@available(iOS 16.0, *)
private struct ComposeScreen: View {
    let drafts: Int
    @State private var text = ""
    @Environment(\.sheetDismiss) private var close

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .padding()
                .navigationTitle("New Comment")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { close() } }
                    ToolbarItem(placement: .confirmationAction) { Button("Post") { close() } }
                }
                .safeAreaInset(edge: .bottom) {
                    Text("Closed \(drafts) times").font(.footnote).foregroundColor(.secondary)
                }
        }
    }
}

/// A fits-content sheet's content that changes its own height: the details row shows and hides
/// the order's lines, and the sheet grows and shrinks with it.
@available(iOS 16.0, *)
private struct OrderSummary: View {
    @State private var showsLines = false
    @Environment(\.sheetDismiss) private var dismissSheet
    private static let lines = [("Espresso", "€2.40"), ("Croissant", "€2.10"), ("Orange juice", "€3.50"), ("Tip", "€1.00")]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Order Summary").font(.title2.bold())
            HStack {
                Text("Total")
                Spacer()
                Text("€9.00").bold()
            }
            Button(showsLines ? "Hide Details" : "Show Details") {
                withAnimation { showsLines.toggle() }
            }
            if showsLines {
                ForEach(Self.lines, id: \.0) { line in
                    HStack {
                        Text(line.0).foregroundColor(.secondary)
                        Spacer()
                        Text(line.1)
                    }
                }
            }
            Button("Pay") { dismissSheet() }
                .buttonStyle(.borderedProminent)
                .frame(maxWidth: .infinity)
        }
        .padding(24)
        .padding(.top, 8)
    }
}

/// The centred card's content: five stars that rate and close it, a button that closes it
/// without rating, and a comment field that grows the card (its size is the content's, and it
/// keeps above the keyboard).
@available(iOS 16.0, *)
private struct RatingCard: View {
    @Binding var rating: Int?
    @Environment(\.sheetDismiss) private var dismissCard
    @State private var addsComment = false
    @State private var comment = ""

    var body: some View {
        VStack(spacing: 16) {
            Text("Enjoying SheetKit?").font(.headline)
            HStack {
                ForEach(1...5, id: \.self) { star in
                    Button {
                        rating = star
                        dismissCard()
                    } label: {
                        Image(systemName: star <= (rating ?? 0) ? "star.fill" : "star")
                    }
                    .accessibilityLabel("\(star) stars")
                }
            }
            .font(.title)
            if addsComment {
                TextField("What could be better?", text: $comment)
                    .textFieldStyle(.roundedBorder)
            } else {
                Button("Add a Comment") { addsComment = true }
            }
            Button("Not Now") { dismissCard() }
        }
        .padding(24)
    }
}

/// The sheet's content: a header and a `List`, which hands the finger to the sheet at its top
/// as the UIKit comment list does.
@available(iOS 16.0, *)
private struct SwiftUICommentList: View {
    let close: () -> Void
    /// Made once: `onMove` re-renders the presenting view on every frame of the sheet's motion.
    private static let comments = CommentGenerator.comments(count: 300)
    private var comments: [Comment] { Self.comments }

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text("\(comments.count.localizedCount) comments").font(.headline)
                Spacer()
                Button(action: close) {
                    Image(systemName: "xmark.circle.fill").font(.title2).foregroundColor(.secondary)
                }
                .accessibilityLabel("Close")
            }
            .padding(.horizontal)
            // Clear of the sheet's grabber (the library's clearance), plus 5 pt of air.
            .padding(.top, CGFloat(GrabberLayout.standard.clearance) + 5)
            .padding(.bottom, 8)
            Divider()
            List(comments.indices, id: \.self) { index in
                VStack(alignment: .leading, spacing: 2) {
                    Text(comments[index].authorName).font(.subheadline.bold())
                    Text(comments[index].text).font(.body)
                }
            }
            .listStyle(.plain)
        }
    }
}
