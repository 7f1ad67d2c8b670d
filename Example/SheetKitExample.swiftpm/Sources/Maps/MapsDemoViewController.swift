@preconcurrency import MapKit
@preconcurrency import UIKit
import SheetKit

/// A Maps-like screen: two embedded panels over a map view, added as child view controllers
/// (not presented), so the map stays interactive around them at every detent.
///
/// - The search panel (`.persistentPanel()`: tip, medium, large) holds a search field and the
///   list of places; it never hides. Editing the field raises it; its list hands the finger
///   to the panel at the top. At medium the list scrolls without raising the panel, and a
///   flick stops at medium (per-detent rules).
/// - The place panel shows the selected place; it slides in above the search panel, which
///   drops to its tip, and the user may pull it away (`allowsUserHiding`). It is hidden and
///   shown again, never torn down.
/// - On iPad both float at a bounded width (`SheetAdaptation()`); the toolbar's control puts
///   them under the toolbar or above it (`PanelAttachment`).
final class MapsDemoViewController: UIViewController, MKMapViewDelegate, SheetPanelControllerDelegate {
    private let mapView = MKMapView()
    private let search = PlaceSearchViewController()
    private let detail = PlaceDetailViewController()
    private lazy var searchPanel = SheetPanelController(contentViewController: search, configuration: Self.searchConfiguration)
    private lazy var placePanel = SheetPanelController(contentViewController: detail, configuration: Self.placeConfiguration)

    /// The search panel: the persistent preset, floating on iPad.
    private static var searchConfiguration: SheetConfiguration {
        var configuration = SheetConfiguration.persistentPanel()
        configuration.layout.adaptation = SheetAdaptation()
        // At the medium detent the places list scrolls and the panel stays (the grabber or
        // the search field raises it); from the tip a list drag grows it up to medium only.
        configuration.drag.scrollingExpandsSheetByDetent = [.medium: false]
        // A hard flick from the tip or the top stops at medium instead of flying past it.
        configuration.release.momentumCarriesPastByDetent = [.medium: false]
        return configuration
    }

    /// The place panel: a card with its header and actions, or more; nothing dims the map.
    private static var placeConfiguration: SheetConfiguration {
        var configuration = SheetConfiguration(detents: [.points(190, identifier: .medium), .fraction(0.6, identifier: .large)],
                                               initialDetentIdentifier: .medium, dimming: .disabled, dimmingTapAction: .none)
        configuration.layout.adaptation = SheetAdaptation()
        return configuration
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Maps"
        navigationItem.largeTitleDisplayMode = .never
        mapView.delegate = self
        mapView.accessibilityLabel = "Map"
        view.addSubviewPinnedToEdges(mapView)
        mapView.setRegion(MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 37.7915, longitude: -122.4000),
                                             latitudinalMeters: 4000, longitudinalMeters: 4000), animated: false)
        mapView.addAnnotations(Place.samples.map(PlaceAnnotation.init))

        search.onSelect = { [weak self] place in self?.select(place) }
        detail.onClose = { [weak self] in self?.closePlace() }

        searchPanel.prefersGrabberVisible = true
        // While the user types a search, code does not fold the search panel to its tip (a
        // place tapped on the map opens its panel above the search instead).
        searchPanel.shouldChangeSelectedDetent = { [weak search] target in
            search?.isSearching == true && target == .tip ? nil : target
        }
        searchPanel.addPanel(toParent: self)
        placePanel.prefersGrabberVisible = true
        // A softer, deeper shadow than the search panel's standard one: the place card floats higher.
        placePanel.shadow = SheetShadow(opacity: 0.25, radius: 24, offsetY: -2)
        // And a hairline border in the place's tint, drawn whatever the contrast setting.
        placePanel.configuration.surface.borderWidth = 1
        placePanel.borderColor = .systemRed.withAlphaComponent(0.4)
        placePanel.allowsUserHiding = true
        placePanel.delegate = self
        // Just above the search panel (the map is subview 0, the search panel 1), so the
        // toolbar and controls added later stay in front of both.
        placePanel.addPanel(toParent: self, at: view.subviews.firstIndex(of: searchPanel.view).map { $0 + 1 })
        // Kept in the hierarchy, hidden until a place is chosen.
        placePanel.hide(animated: false)

        let attachment = UISegmentedControl(items: ["Under Toolbar", "Above Toolbar"])
        attachment.selectedSegmentIndex = 0
        attachment.accessibilityLabel = "Panel attachment"
        attachment.addTarget(self, action: #selector(attachmentChanged(_:)), for: .valueChanged)
        toolbarItems = [UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil), UIBarButtonItem(customView: attachment),
                        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }

    // MARK: Places

    private func select(_ place: Place) {
        detail.show(place)
        mapView.setCenter(place.coordinate, animated: true)
        let annotation = mapView.annotations.first { ($0 as? PlaceAnnotation)?.place == place }
        annotation.map { mapView.selectAnnotation($0, animated: true) }
        searchPanel.moveToDetent(.tip)
        placePanel.show(animated: true)
        placePanel.moveToDetent(.medium)
    }

    private func closePlace() {
        placePanel.hide(animated: true)
        placeClosed()
    }

    /// The place panel went away: the map's selection goes, and the search comes back.
    private func placeClosed() {
        mapView.selectedAnnotations.forEach { mapView.deselectAnnotation($0, animated: true) }
        searchPanel.moveToDetent(.medium)
    }

    @objc private func attachmentChanged(_ control: UISegmentedControl) {
        let attachment: PanelAttachment = control.selectedSegmentIndex == 0 ? .edge : .safeArea
        searchPanel.attachment = attachment
        placePanel.attachment = attachment
    }

    // MARK: MKMapViewDelegate

    // MapKit calls its delegate on the main thread; the iOS 17 SDK does not say so.
    nonisolated func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
        MainActor.assumeIsolated {
            (view.annotation as? PlaceAnnotation).map { select($0.place) }
        }
    }

    // MARK: SheetPanelControllerDelegate

    /// The user began pulling the place panel away: the search rises as it leaves.
    func sheetPanel(_ panel: SheetPanelController, willHideWith cause: SheetChangeCause) {
        guard cause == .user else { return }
        searchPanel.moveToDetent(.medium)
    }

    /// The user's pull went back: the place stays, and the search returns to its tip.
    func sheetPanel(_ panel: SheetPanelController, didCancelHidingWith cause: SheetChangeCause) {
        guard cause == .user else { return }
        searchPanel.moveToDetent(.tip)
    }

    /// The user pulled the place panel away.
    func sheetPanel(_ panel: SheetPanelController, didHideWith cause: SheetChangeCause) {
        guard cause == .user else { return }
        placeClosed()
    }
}

/// A place as the map shows it.
final class PlaceAnnotation: NSObject, MKAnnotation {
    let place: Place

    init(_ place: Place) {
        self.place = place
    }

    var coordinate: CLLocationCoordinate2D { place.coordinate }
    var title: String? { place.name }
    var subtitle: String? { place.category }
}
