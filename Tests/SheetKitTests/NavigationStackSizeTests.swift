import Testing
import SheetKitTestSupport
@testable import SheetKit

/// A navigation stack in a sheet: the size it asks for (``NavigationStackSize``), which view
/// controller of a push or pop it follows, and the engine moving a fits-content detent to a
/// pushed screen's length on the sheet's spring.
///
/// UIKit's contract the adapter relies on: setting a child's `preferredContentSize` sends
/// `preferredContentSizeDidChangeForChildContentContainer:` to its container (UIContentContainer,
/// UIViewController.h), which a presentation controller and a panel answer with a relayout.
@Suite("Navigation stack size")
struct NavigationStackSizeTests {
    /// One row of the rule's table.
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let axis: SheetAxis
        let preferred: SheetSize
        let fitting: Double?
        let bar: Double
        let toolbar: Double
        /// The expected preferred size, in points.
        let width: Double, height: Double
        var testDescription: String { name }
    }

    /// A subnormal length (2.2e-308 / 4), which counts as none.
    static let subnormal = Double.leastNormalMagnitude / 4

    static let rows: [Row] = [
        Row(name: "top's preferred height plus the navigation bar", axis: .vertical,
            preferred: SheetSize(width: 0, height: 300), fitting: nil, bar: 44, toolbar: 0, width: 0, height: 344),
        Row(name: "both bars", axis: .vertical,
            preferred: SheetSize(width: 0, height: 300), fitting: nil, bar: 44, toolbar: 49, width: 0, height: 393),
        Row(name: "bars hidden", axis: .vertical,
            preferred: SheetSize(width: 0, height: 300), fitting: nil, bar: 0, toolbar: 0, width: 0, height: 300),
        Row(name: "preferred wins over fitting", axis: .vertical,
            preferred: SheetSize(width: 0, height: 300), fitting: 500, bar: 44, toolbar: 0, width: 0, height: 344),
        Row(name: "no preferred height: the fitting length", axis: .vertical,
            preferred: SheetSize(width: 0, height: 0), fitting: 180, bar: 44, toolbar: 0, width: 0, height: 224),
        Row(name: "no preference at all: 0, bars not added", axis: .vertical,
            preferred: SheetSize(width: 0, height: 0), fitting: nil, bar: 44, toolbar: 49, width: 0, height: 0),
        Row(name: "a preferred width is kept across the axis", axis: .vertical,
            preferred: SheetSize(width: 320, height: 300), fitting: nil, bar: 44, toolbar: 0, width: 320, height: 344),
        Row(name: "horizontal: the fitting length is a width, bars never add to it", axis: .horizontal,
            preferred: SheetSize(width: 0, height: 0), fitting: 280, bar: 44, toolbar: 49, width: 280, height: 0),
        Row(name: "horizontal: a preferred height still carries the bars", axis: .horizontal,
            preferred: SheetSize(width: 300, height: 400), fitting: nil, bar: 44, toolbar: 0, width: 300, height: 444),
        // Bad input: a length rule for every number.
        Row(name: "NaN fitting and bars count as 0", axis: .vertical,
            preferred: SheetSize(width: 0, height: 0), fitting: .nan, bar: .nan, toolbar: .nan, width: 0, height: 0),
        Row(name: "NaN preferred falls back to the fitting length", axis: .vertical,
            preferred: SheetSize(width: .nan, height: .nan), fitting: 200, bar: .nan, toolbar: 0, width: 0, height: 200),
        Row(name: "negative values count as 0", axis: .vertical,
            preferred: SheetSize(width: -10, height: -300), fitting: -5, bar: -44, toolbar: -1, width: 0, height: 0),
        Row(name: "negative bars do not shrink a height", axis: .vertical,
            preferred: SheetSize(width: 0, height: 300), fitting: nil, bar: -44, toolbar: -49, width: 0, height: 300),
        Row(name: "infinite fitting counts as none", axis: .vertical,
            preferred: SheetSize(width: 0, height: 0), fitting: .infinity, bar: 44, toolbar: 0, width: 0, height: 0),
        Row(name: "huge values are capped at the maximum length", axis: .vertical,
            preferred: SheetSize(width: 1e308, height: 1e308), fitting: nil, bar: 1e308, toolbar: 1e308,
            width: InputLimits.maximumLength, height: InputLimits.maximumLength),
        Row(name: "subnormal preferred counts as none", axis: .vertical,
            preferred: SheetSize(width: 0, height: Self.subnormal), fitting: 120, bar: Self.subnormal, toolbar: 0, width: 0, height: 120),
    ]

    @Test("The stack's size: top's preferred (or fitting) length plus the bars shown", arguments: rows)
    func table(_ row: Row) {
        let stack = NavigationStackSize(topPreferredSize: row.preferred, topFittingLength: row.fitting,
                                        navigationBarHeight: row.bar, toolbarHeight: row.toolbar)
        let size = stack.preferredContentSize(along: row.axis)
        #expect(isClose(size.width, row.width) && isClose(size.height, row.height), "\(size)")
        #expect(size.width.isFinite && size.height.isFinite)
    }

    @Test("Fitting is measured only when the top has no preferred length along the axis")
    func needsFitting() {
        let tall = NavigationStackSize(topPreferredSize: SheetSize(width: 0, height: 300))
        #expect(!tall.needsFittingLength(along: .vertical) && tall.needsFittingLength(along: .horizontal))
        #expect(NavigationStackSize(topPreferredSize: SheetSize(width: .nan, height: -1)).needsFittingLength(along: .vertical))
    }

    @Test("Which view controller the size follows at each moment of a transition", arguments: [
        (NavigationStackSize.Moment.began, NavigationStackSize.Followed?.some(.destination)),
        (.beganInteractively, nil),
        (.interactionFinished, .destination),
        (.interactionCancelled, .source),
        (.completed, .top),
    ])
    func followed(_ moment: NavigationStackSize.Moment, _ expected: NavigationStackSize.Followed?) {
        #expect(NavigationStackSize.followed(at: moment) == expected)
    }

    /// `notifyWhenInteractionChanges`' handler reads `isInteractive` (false once the finger
    /// lifted) and `isCancelled` (UIViewControllerTransitionCoordinator.h).
    @Test("A coordinator's context names its moment", arguments: [
        (true, false, NavigationStackSize.Moment.beganInteractively),
        (true, true, .beganInteractively),
        (false, true, .interactionCancelled),
        (false, false, .interactionFinished),
    ])
    func momentOfContext(isInteractive: Bool, isCancelled: Bool, expected: NavigationStackSize.Moment) {
        #expect(NavigationStackSize.Moment(isInteractive: isInteractive, isCancelled: isCancelled) == expected)
    }

    /// The container a stack's preferred size reaches the engine in: the fitting length is the
    /// preferred height (the adapter reads a preferred size first) and the preferred size rides along.
    static func container(height: Double) -> SheetContainer {
        var container = SheetContainer.phonePortrait
        container.contentFittingLength = height
        container.preferredContentSize = SheetSize(width: 0, height: height)
        return container
    }

    @Test("A push moves a fits-content sheet to the taller screen on its spring; the pop brings it back")
    func pushAndPop() {
        let configuration = SheetConfiguration(edge: .bottom, detents: [.fitsContent(), .large])
        let short = NavigationStackSize(topPreferredSize: SheetSize(width: 0, height: 200), navigationBarHeight: 44)
            .preferredContentSize(along: .vertical).height
        let tall = NavigationStackSize(topPreferredSize: SheetSize(width: 0, height: 480), navigationBarHeight: 44)
            .preferredContentSize(along: .vertical).height
        var engine = SheetEngine(configuration: configuration, container: Self.container(height: short))
        engine.send(.present(animated: false, time: 0))
        #expect(isClose(engine.extent, short + 34))

        // The push: the preferred size and the fitting length change together.
        let pushed = engine.send(.updateContainer(Self.container(height: tall)))
        #expect(pushed.phase == .settling && pushed.isAnimating && pushed.cause == .system)
        #expect(isClose(pushed.extent, short + 34))
        let spring = SpringMotion(spring: configuration.effectiveSpring, from: short + 34, velocity: 0, to: tall + 34, at: 0)
        let frame = engine.send(.tick(FrameTick(timestamp: 0, targetTimestamp: 0.1)))
        #expect(isClose(frame.extent, spring.position(at: 0.1)))
        engine.send(.tick(FrameTick(timestamp: 0.1, targetTimestamp: 5)))
        #expect(engine.phase == .resting && isClose(engine.extent, tall + 34))

        // The pop back: the earlier length, on the spring again.
        let popped = engine.send(.updateContainer(Self.container(height: short)))
        #expect(popped.phase == .settling && popped.isAnimating)
        engine.send(.tick(FrameTick(timestamp: 5, targetTimestamp: 10)))
        #expect(engine.phase == .resting && isClose(engine.extent, short + 34))
    }

    @Test("A rotation that also changes the preferred size is still placed at once, not sprung")
    func rotationIsNoContentChange() {
        var engine = SheetEngine(configuration: SheetConfiguration(edge: .bottom, detents: [.fitsContent(), .large]),
                                 container: Self.container(height: 300))
        engine.send(.present(animated: false, time: 0))
        var rotated = Self.container(height: 200)
        rotated.size = SheetSize(width: 844, height: 390)
        rotated.safeAreaInsets = SheetInsets(top: 0, left: 47, bottom: 21, right: 47)
        let output = engine.send(.updateContainer(rotated))
        #expect(output.phase == .resting && isClose(output.extent, 221))
    }

    @Test("A sheet resting for seconds starts the content's spring when the change is measured, not at its last frame (sheet and panel)")
    func springStartsAtTheChange() {
        let configuration = SheetConfiguration(edge: .bottom, detents: [.fitsContent(), .large])
        let spring = SpringMotion(spring: configuration.effectiveSpring, from: 234, velocity: 0, to: 514, at: 0)
        let frame = 1.0 / 120

        var sheet = UIKitScript(configuration: configuration)
        sheet.container = Self.container(height: 200)
        sheet.present(animated: true)
        sheet.settle()
        #expect(isClose(sheet.lifecycle.engine.extent, 234))
        sheet.now += 10
        sheet.send(.containerChanged(Self.container(height: 480), time: sheet.now))
        sheet.runFrames(for: frame)
        #expect(isClose(sheet.lifecycle.engine.extent, spring.position(at: frame)), "\(sheet.lifecycle.engine.extent)")
        sheet.settle()
        #expect(isClose(sheet.lifecycle.engine.extent, 514) && sheet.violations.isEmpty)

        var panel = PanelScript(configuration: .persistentPanel(detents: [.fitsContent(), .large], initialDetentIdentifier: .fitsContent))
        panel.container = Self.container(height: 200)
        panel.show(animated: false)
        let before = panel.host.engine.extent
        panel.now += 10
        panel.send(.containerChanged(Self.container(height: 480), time: panel.now))
        let after = panel.host.engine.extent
        panel.runFrames(for: frame)
        let panelSpring = SpringMotion(spring: panel.host.engine.configuration.effectiveSpring, from: before, velocity: 0,
                                       to: before + 280, at: 0)
        #expect(isClose(after, before) && isClose(panel.host.engine.extent, panelSpring.position(at: frame)),
                "\(before) \(panel.host.engine.extent)")
        panel.settle()
        #expect(isClose(panel.host.engine.extent, before + 280) && panel.violations.isEmpty)
    }
}
