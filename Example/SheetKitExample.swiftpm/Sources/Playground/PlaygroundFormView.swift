@preconcurrency import UIKit
import SheetKit

/// The playground's controls: spring, detents, options and edge, each with a live value.
/// It owns a ``PlaygroundSettings`` and reports every change.
final class PlaygroundFormView: UIView {
    /// The settings the controls show.
    private(set) var settings = PlaygroundSettings()
    /// Called after every change.
    var onChange: ((PlaygroundSettings) -> Void)?

    private let responseRow: SliderRow
    private let dampingRow: SliderRow
    private let detentCountRow: SegmentedRow
    private let fractionRows: [SliderRow]
    private let grabberRow: SwitchRow
    private let largeGrabberRow: SwitchRow
    private let cornerRadiusRow: SliderRow
    private let undimmedRow: SegmentedRow
    private let dimmingRow: SwitchRow
    private let blurRow: SwitchRow
    private let tapActionRow: SegmentedRow
    private let edgeRow: SegmentedRow
    private let regionRow: SegmentedRow
    private let scrollingExpandsRow: SwitchRow
    private let bandAboveRow: SwitchRow
    private let bandBelowRow: SwitchRow
    private let dismissibleRow: SwitchRow
    private let regularStyleRow: SegmentedRow
    private let surfaceRow: SegmentedRow

    override init(frame: CGRect) {
        let settings = PlaygroundSettings()
        responseRow = SliderRow(title: "Response", range: 0.1...1, value: Float(settings.response)) {
            String(format: "%.2f s", $0)
        }
        dampingRow = SliderRow(title: "Damping Ratio", range: 0.1...1.5, value: Float(settings.dampingRatio)) {
            String(format: "%.2f", $0)
        }
        detentCountRow = SegmentedRow(title: "Detents", segments: ["1", "2", "3"], selectedIndex: settings.detentCount - 1)
        fractionRows = settings.detentFractions.indices.map { index in
            SliderRow(title: "Detent \(index + 1)", range: 0.1...1, value: Float(settings.detentFractions[index])) {
                "\(Int(($0 * 100).rounded())) %"
            }
        }
        grabberRow = SwitchRow(title: "Grabber", isOn: settings.prefersGrabberVisible)
        largeGrabberRow = SwitchRow(title: "Large Tinted Grabber", isOn: settings.usesLargeGrabber)
        cornerRadiusRow = SliderRow(title: "Corner Radius (classic)", range: 0...40, value: Float(settings.cornerRadius)) {
            "\(Int($0.rounded())) pt"
        }
        undimmedRow = SegmentedRow(title: "Undimmed Through", segments: ["None", "Detent 1", "Detent 2", "Detent 3"],
                                   selectedIndex: settings.undimmedDetentNumber)
        dimmingRow = SwitchRow(title: "Dimming", isOn: settings.dimsBackground)
        blurRow = SwitchRow(title: "Blurred Backdrop", detail: "A blur behind the sheet, stronger at each detent.",
                            isOn: settings.blursBackdrop)
        tapActionRow = SegmentedRow(title: "Tap Outside", segments: ["Dismiss", "Collapse", "Nothing"],
                                    selectedIndex: settings.tapActionIndex)
        surfaceRow = SegmentedRow(title: "Liquid Glass", segments: ["Automatic", "Glass", "Opaque"],
                                  selectedIndex: settings.surfaceStyleIndex)
        edgeRow = SegmentedRow(title: "Edge", segments: ["Bottom", "Top", "Leading", "Trailing"],
                               selectedIndex: PlaygroundSettings.edges.firstIndex(of: settings.edge) ?? 0)
        regionRow = SegmentedRow(title: "Drag From", segments: ["Anywhere", "Grabber", "Header"],
                                 selectedIndex: settings.dragRegionIndex)
        scrollingExpandsRow = SwitchRow(title: "Scrolling Expands", detail: "Dragging the list up expands the sheet first.",
                                        isOn: settings.scrollingExpandsSheet)
        bandAboveRow = SwitchRow(title: "Rubber Band Above", detail: "Resist beyond the largest detent, or stop there.",
                                 isOn: settings.rubberBandsBeyondLargestDetent)
        bandBelowRow = SwitchRow(title: "Rubber Band Below", detail: "When not dismissible: resist below the smallest detent, or stop.",
                                 isOn: settings.rubberBandsBelowSmallestDetent)
        dismissibleRow = SwitchRow(title: "Dismissible", isOn: settings.allowsDismissal)
        regularStyleRow = SegmentedRow(title: "On iPad", segments: ["Attached", "Floating", "Form", "Popover"],
                                       selectedIndex: settings.regularStyleIndex)
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        connectControls()
        layOut()
        showDetentCount()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    private func connectControls() {
        responseRow.onChange = { [weak self] value in self?.update { $0.response = Double(value) } }
        dampingRow.onChange = { [weak self] value in self?.update { $0.dampingRatio = Double(value) } }
        detentCountRow.onChange = { [weak self] index in
            self?.update { $0.detentCount = index + 1 }
            self?.showDetentCount()
        }
        for (index, row) in fractionRows.enumerated() {
            row.onChange = { [weak self] value in self?.update { $0.detentFractions[index] = Double(value) } }
        }
        grabberRow.onChange = { [weak self] isOn in self?.update { $0.prefersGrabberVisible = isOn } }
        largeGrabberRow.onChange = { [weak self] isOn in self?.update { $0.usesLargeGrabber = isOn } }
        cornerRadiusRow.onChange = { [weak self] value in self?.update { $0.cornerRadius = Double(value) } }
        undimmedRow.onChange = { [weak self] index in self?.update { $0.undimmedDetentNumber = index } }
        dimmingRow.onChange = { [weak self] isOn in self?.update { $0.dimsBackground = isOn } }
        blurRow.onChange = { [weak self] isOn in self?.update { $0.blursBackdrop = isOn } }
        tapActionRow.onChange = { [weak self] index in self?.update { $0.tapActionIndex = index } }
        surfaceRow.onChange = { [weak self] index in self?.update { $0.surfaceStyleIndex = index } }
        edgeRow.onChange = { [weak self] index in
            self?.update { $0.edge = PlaygroundSettings.edges[index] }
        }
        regionRow.onChange = { [weak self] index in self?.update { $0.dragRegionIndex = index } }
        scrollingExpandsRow.onChange = { [weak self] isOn in self?.update { $0.scrollingExpandsSheet = isOn } }
        bandAboveRow.onChange = { [weak self] isOn in self?.update { $0.rubberBandsBeyondLargestDetent = isOn } }
        bandBelowRow.onChange = { [weak self] isOn in self?.update { $0.rubberBandsBelowSmallestDetent = isOn } }
        dismissibleRow.onChange = { [weak self] isOn in self?.update { $0.allowsDismissal = isOn } }
        regularStyleRow.onChange = { [weak self] index in self?.update { $0.regularStyleIndex = index } }
    }

    private func layOut() {
        let sections = [
            FormSectionView(title: "Spring", rows: [responseRow, dampingRow]),
            FormSectionView(title: "Detents (fraction of the screen)", rows: [detentCountRow] + fractionRows),
            FormSectionView(title: "Options", rows: [grabberRow, largeGrabberRow, cornerRadiusRow]),
            FormSectionView(title: "Surface (iOS 26; opaque before, or with Reduce Transparency)", rows: [surfaceRow]),
            FormSectionView(title: "Dimming", rows: [dimmingRow, blurRow, undimmedRow, tapActionRow]),
            FormSectionView(title: "Drag Behaviour", rows: [regionRow, scrollingExpandsRow, bandAboveRow, bandBelowRow, dismissibleRow]),
            FormSectionView(title: "Edge (applies to the next sheet)", rows: [edgeRow, regularStyleRow]),
        ]
        let stack = UIStackView(arrangedSubviews: sections)
        stack.axis = .vertical
        stack.spacing = 24
        addSubviewPinnedToEdges(stack)
    }

    private func update(_ change: (inout PlaygroundSettings) -> Void) {
        change(&settings)
        onChange?(settings)
    }

    /// Shows the sliders of the detents in use; only those detents can be the undimmed one.
    private func showDetentCount() {
        for (index, row) in fractionRows.enumerated() {
            row.isHidden = index >= settings.detentCount
        }
        for number in 1...PlaygroundSettings.maximumDetentCount {
            undimmedRow.control.setEnabled(number <= settings.detentCount, forSegmentAt: number)
        }
        if settings.undimmedDetentNumber > settings.detentCount {
            undimmedRow.selectedIndex = settings.detentCount
            update { $0.undimmedDetentNumber = $0.detentCount }
        }
    }
}
