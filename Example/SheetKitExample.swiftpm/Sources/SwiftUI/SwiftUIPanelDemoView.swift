import MapKit
import SheetKit
import SwiftUI

/// A Maps-like panel from SwiftUI: `.sheetKitPanel(…)` over a map that keeps its touches.
/// The selected detent is bound both ways (the segmented control above the map moves the
/// panel; drags move the control), the visibility binding is the toolbar's Hide/Show, the
/// map's floating buttons steer the panel through the proxy they read from the environment,
/// and `onMove` fades those buttons as the panel rises over them. The toggle changes the
/// configuration live.
@available(iOS 16.0, *)
struct SwiftUIPanelDemoView: View {
    @State private var detent: Detent.Identifier? = .medium
    @State private var isVisible = true
    @State private var extent: CGFloat = 0
    @State private var twoDetents = false

    /// How far below the map's middle the floating buttons start to fade as the panel rises
    /// toward them, in points; they are gone when its top reaches the middle.
    private static let buttonFadeDistance: CGFloat = 80

    var body: some View {
        GeometryReader { geometry in
            PlacesMap()
                .ignoresSafeArea()
                .overlay(alignment: .trailing) {
                    MapPanelButtons(extent: extent, lowestDetent: twoDetents ? .medium : .tip)
                        // The panel rising toward the middle covers the buttons: they fade out on the way.
                        .opacity(Double(((geometry.size.height / 2 - extent) / Self.buttonFadeDistance).clamped(to: 0...1)))
                }
        }
        .overlay(alignment: .top) {
            // The detent binding, both ways: picking moves the panel, dragging moves the picker.
            VStack(spacing: 8) {
                Picker("Detent", selection: $detent) {
                    if !twoDetents { Text("Tip").tag(Detent.Identifier?.some(.tip)) }
                    Text("Half").tag(Detent.Identifier?.some(.medium))
                    Text("Full").tag(Detent.Identifier?.some(.large))
                }
                .pickerStyle(.segmented)
                Toggle("Two detents", isOn: $twoDetents)
                    .font(.footnote)
            }
            .padding(10)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
            .padding()
        }
        .sheetKitPanel(isVisible: $isVisible, configuration: configuration, selectedDetent: $detent,
                       prepare: { panel in
                           panel.prefersGrabberVisible = true
                           panel.allowsUserHiding = true
                       },
                       onMove: { newExtent, _ in extent = newExtent }) { panel in
            PlaceListPanel(detent: detent, panel: panel)
        }
        .navigationTitle("SwiftUI Panel")
        .toolbar {
            // The visibility binding from outside the panel; the user's flick down sets it too.
            Button(isVisible ? "Hide" : "Show") { isVisible.toggle() }
        }
    }

    /// The panel's configuration, which follows the toggle while the panel is on screen.
    private var configuration: SheetConfiguration {
        twoDetents
            ? .persistentPanel(detents: [.fraction(0.45, identifier: .medium), .large])
            : .persistentPanel()
    }

}

/// The map's floating buttons: they steer the panel through the proxy in the environment
/// (the map is under the modified view, so it reads the panel's proxy); the hide button shows
/// what its completion said.
@available(iOS 16.0, *)
private struct MapPanelButtons: View {
    let extent: CGFloat
    /// The configuration's lowest detent (the tip, or medium with two detents).
    let lowestDetent: Detent.Identifier
    @Environment(\.sheetPanel) private var panel
    /// What the last hide's completion said: the panel hid, or a show replaced the hide.
    @State private var hideResult: String?

    var body: some View {
        VStack(spacing: 12) {
            Button { panel.moveToDetent(lowestDetent) } label: { Image(systemName: "arrow.down.to.line") }
                .accessibilityLabel("Lower the panel")
            Button {
                panel.hide { finished in hideResult = finished ? "Hidden" : "Shown again" }
            } label: { Image(systemName: "eye.slash") }
                .accessibilityLabel("Hide the panel")
            Text("\(Int(extent.rounded())) pt")
                .font(.caption2.monospacedDigit())
                .accessibilityLabel("Panel height \(Int(extent.rounded())) points")
            if let hideResult {
                Text(hideResult).font(.caption2)
            }
        }
        .font(.title3)
        .buttonStyle(.bordered)
        .padding(8)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
        .padding()
    }
}

/// The panel's content: a header whose title follows the detent binding and a list of places;
/// tapping the header's button moves the panel through the proxy the content receives.
@available(iOS 16.0, *)
private struct PlaceListPanel: View {
    let detent: Detent.Identifier?
    let panel: SheetPanelProxy

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text(detent == .large ? "All Places" : "Nearby").font(.headline)
                Spacer()
                Button(detent == .large ? "Less" : "More") {
                    panel.moveToDetent(detent == .large ? .medium : .large)
                }
                .buttonStyle(.bordered)
            }
            .padding(.horizontal)
            // Clear of the panel's grabber (the library's clearance), plus 5 pt of air.
            .padding(.top, CGFloat(GrabberLayout.standard.clearance) + 5)
            .padding(.bottom, 8)
            List(Place.samples, id: \.name) { place in
                Label {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(place.name).font(.body)
                        Text("\(place.category) · \(place.address)").font(.footnote).foregroundColor(.secondary)
                    }
                } icon: {
                    Image(systemName: place.symbolName).foregroundColor(.accentColor)
                }
            }
            .listStyle(.plain)
            .scrollContentBackground(.hidden)
        }
    }
}

/// The map under the panel, with the sample places: it pans and zooms wherever the panel
/// is not.
@available(iOS 16.0, *)
private struct PlacesMap: UIViewRepresentable {
    /// The Embarcadero, where the sample places are.
    private static let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 37.7925, longitude: -122.4000),
                                                   latitudinalMeters: 4_000, longitudinalMeters: 4_000)

    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.setRegion(Self.region, animated: false)
        map.addAnnotations(Place.samples.map { place in
            let annotation = MKPointAnnotation()
            annotation.coordinate = place.coordinate
            annotation.title = place.name
            return annotation
        })
        return map
    }

    func updateUIView(_ map: MKMapView, context: Context) {}
}

private extension CGFloat {
    /// The value brought into `range`; NaN counts as its lower bound.
    func clamped(to range: ClosedRange<CGFloat>) -> CGFloat {
        isNaN ? range.lowerBound : Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
