import SheetKitLab

/// The documents the lab-file fuzzer starts from: every built-in scenario in the file format,
/// and hand-made files that reach what the built-ins do not (an animated presentation alone,
/// a release at the limits, an edge pan on a huge container with a list, many touches at
/// 1000 Hz with dropped frames, the smallest file).
enum LabFileSeeds {
    /// All seeds.
    static let all: [FuzzJSON] = BuiltInScenarios.all.map { FuzzJSON($0.json) } + handMade

    /// The hand-made seeds, as text (each is a valid scenario).
    static let handMadeTexts = [
        """
        {"name": "animated-only", "container": {"width": 390, "height": 844}, "edge": "top",
         "detents": [{"fitsContent": 180}], "presentation": "animated",
         "presentationSpring": {"response": 0.5, "dampingRatio": 0.6}}
        """,
        """
        {"name": "release-at-limits", "container": {"width": 1, "height": 1}, "edge": "right",
         "detents": [{"points": 0.5}, {"fraction": 1}], "spring": {"response": 0.001, "dampingRatio": 100},
         "release": {"t": 600, "extent": 0.5, "velocity": 100000}, "duration": 60}
        """,
        """
        {"name": "edge-pan-list", "container": {"width": 100000, "height": 100000},
         "safeArea": {"top": 0, "left": 100000, "bottom": 0, "right": 0}, "edge": "trailing",
         "layoutDirection": "rightToLeft", "detents": [{"fraction": 5e-324}, {"points": 100000}],
         "presentation": "edgePan", "scroll": {"contentLength": 1000000, "viewportLength": 100000, "offset": -100000},
         "frameRate": 1, "dropEvery": 1000,
         "gesture": [{"t": 0, "finger": 0}, {"t": 1e-320, "finger": 100000}, {"t": 600, "finger": -100000, "lift": true}],
         "duration": 60}
        """,
        """
        {"name": "many-touches", "container": {"width": 390, "height": 844}, "edge": "bottom",
         "detents": [{"fraction": 0.25}, {"fraction": 0.5}, {"fraction": 1}], "initialDetent": 2,
         "allowsDismiss": false, "frameRate": 1000, "dropEvery": 2,
         "scroll": {"contentLength": 5000, "viewportLength": 300, "offset": 40},
         "gesture": [{"t": 0, "finger": 100}, {"t": 0.01, "finger": 900}, {"t": 0.02, "finger": 100, "lift": true},
                     {"t": 0.02, "finger": 500, "down": true}, {"t": 0.02, "finger": -500, "lift": true},
                     {"t": 0.5, "finger": 0, "down": true}, {"t": 0.9, "finger": 844, "lift": true}]}
        """,
        """
        {"name": "m", "container": {"width": 390, "height": 844}, "edge": "bottom",
         "detents": [{"fraction": 0.6}], "gesture": [{"t": 0, "finger": 500}, {"t": 0.2, "finger": 450, "lift": true}]}
        """,
    ]

    /// The hand-made seeds as documents (each one through the lab's parser and writer, so
    /// numbers are written exactly as the built-ins are).
    static let handMade: [FuzzJSON] = handMadeTexts.compactMap { text in
        (try? ScenarioParser.parse(text)).map { FuzzJSON($0.json) }
    }
}
