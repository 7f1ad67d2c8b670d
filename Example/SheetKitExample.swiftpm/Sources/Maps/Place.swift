import CoreLocation

/// A place on the map: what the search list shows and the detail panel describes.
struct Place: Hashable {
    let name: String
    let category: String
    let address: String
    let symbolName: String
    let latitude: Double
    let longitude: Double

    /// The place's coordinate.
    var coordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    /// A handful of places around San Francisco's Embarcadero.
    static let samples: [Place] = [
        Place(name: "Ferry Building", category: "Market", address: "1 Ferry Building", symbolName: "building.columns.fill",
              latitude: 37.7955, longitude: -122.3937),
        Place(name: "Exploratorium", category: "Museum", address: "Pier 15", symbolName: "atom",
              latitude: 37.8017, longitude: -122.3973),
        Place(name: "Coit Tower", category: "Landmark", address: "1 Telegraph Hill Blvd", symbolName: "binoculars.fill",
              latitude: 37.8024, longitude: -122.4058),
        Place(name: "Oracle Park", category: "Stadium", address: "24 Willie Mays Plaza", symbolName: "sportscourt.fill",
              latitude: 37.7786, longitude: -122.3893),
        Place(name: "Union Square", category: "Square", address: "333 Post St", symbolName: "tree.fill",
              latitude: 37.7880, longitude: -122.4075),
        Place(name: "Salesforce Park", category: "Park", address: "425 Mission St", symbolName: "leaf.fill",
              latitude: 37.7897, longitude: -122.3962),
        Place(name: "Pier 39", category: "Attraction", address: "Beach St & The Embarcadero", symbolName: "ferry.fill",
              latitude: 37.8087, longitude: -122.4098),
        Place(name: "Chinatown Gate", category: "Landmark", address: "Bush St & Grant Ave", symbolName: "door.left.hand.open",
              latitude: 37.7906, longitude: -122.4058),
        Place(name: "Yerba Buena Gardens", category: "Park", address: "750 Howard St", symbolName: "camera.macro",
              latitude: 37.7850, longitude: -122.4021),
        Place(name: "Caltrain Station", category: "Transit", address: "700 4th St", symbolName: "tram.fill",
              latitude: 37.7766, longitude: -122.3947),
        Place(name: "Transamerica Pyramid", category: "Landmark", address: "600 Montgomery St", symbolName: "triangle.fill",
              latitude: 37.7952, longitude: -122.4028),
        Place(name: "Embarcadero Center", category: "Shopping", address: "4 Embarcadero Center", symbolName: "bag.fill",
              latitude: 37.7950, longitude: -122.3990),
    ]

    /// Whether the place matches `query` (its name or category contains it, any case);
    /// everything matches an empty query.
    func matches(_ query: String) -> Bool {
        query.isEmpty || name.localizedCaseInsensitiveContains(query) || category.localizedCaseInsensitiveContains(query)
    }
}
