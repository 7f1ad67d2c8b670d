import Foundation

/// Writes `index.html` and one SVG chart per trace into a directory.
package enum LabReportWriter {
    /// Writes the report and returns the page's path.
    /// - Parameters:
    ///   - traces: The traces, in the order the page shows them.
    ///   - directory: The directory, created when missing.
    /// - Throws: The file system's error when a file cannot be written.
    @discardableResult
    package static func write(_ traces: [Trace], to directory: String) throws -> String {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var used = Set<String>()
        var entries: [(trace: Trace, chartFile: String)] = []
        for trace in traces {
            let file = chartFileName(for: trace.scenario, avoiding: &used)
            try Data(TraceChart(trace: trace).svg.utf8).write(to: folder.appendingPathComponent(file), options: .atomic)
            entries.append((trace, file))
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
