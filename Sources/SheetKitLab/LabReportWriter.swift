import Foundation

/// Writes `index.html`, one SVG chart per trace, and per trace two animations of the screen
/// (``ScreenAnimation``): `screens/<chart name>.svg` in real time and
/// `screens/slow/<chart name>.svg` ``AnimationTiming/slowMotionFactor`` times slower.
package enum LabReportWriter {
    /// The folder, inside the report's, of the real-time animations.
    package static let screensFolder = "screens"
    /// The folder, inside the report's, of the slow-motion animations.
    package static let slowScreensFolder = "screens/slow"

    /// Writes the report and returns the page's path.
    /// - Parameters:
    ///   - runs: The scenarios and their traces, in the order the page shows them.
    ///   - directory: The directory, created when missing.
    /// - Throws: The file system's error when a file cannot be written.
    @discardableResult
    package static func write(_ runs: [(scenario: Scenario, trace: Trace)], to directory: String) throws -> String {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        for subfolder in [screensFolder, slowScreensFolder] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(subfolder, isDirectory: true),
                                                    withIntermediateDirectories: true)
        }
        var used = Set<String>()
        var entries: [HTMLReport.Entry] = []
        for (scenario, trace) in runs {
            let file = chartFileName(for: trace.scenario, avoiding: &used)
            try Data(TraceChart(trace: trace).svg.utf8).write(to: folder.appendingPathComponent(file), options: .atomic)
            let screen = screensFolder + "/" + file, slowScreen = slowScreensFolder + "/" + file
            for (path, slowdown) in [(screen, 1.0), (slowScreen, AnimationTiming.slowMotionFactor)] {
                let animation = ScreenAnimation(scenario: scenario, trace: trace, slowdown: slowdown)
                try Data(animation.svg.utf8).write(to: folder.appendingPathComponent(path), options: .atomic)
            }
            entries.append(HTMLReport.Entry(trace: trace, chartFile: file, screenFile: screen, slowScreenFile: slowScreen))
        }
        let page = folder.appendingPathComponent("index.html")
        try Data(HTMLReport(entries: entries).html.utf8).write(to: page, options: .atomic)
        return (directory as NSString).appendingPathComponent("index.html")
    }

    /// A safe, unique file name for a scenario's chart: lowercase letters, digits, `-` and
    /// `_`, ending in `.svg`.
    static func chartFileName(for name: String, avoiding used: inout Set<String>) -> String {
        var slug = ""
        for character in name.lowercased() {
            if character.isASCII, character.isLetter || character.isNumber || character == "_" {
                slug.append(character)
            } else if !slug.hasSuffix("-") {
                slug.append("-")
            }
        }
        slug = String(slug.drop(while: { $0 == "-" }).reversed().drop(while: { $0 == "-" }).reversed())
        if slug.isEmpty { slug = "scenario" }
        slug = String(slug.prefix(80))
        var candidate = slug, counter = 2
        while used.contains(candidate) || candidate == "index" {
            candidate = "\(slug)-\(counter)"
            counter += 1
        }
        used.insert(candidate)
        return candidate + ".svg"
    }
}
