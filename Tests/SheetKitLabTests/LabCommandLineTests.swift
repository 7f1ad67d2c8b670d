import Foundation
import Testing
@testable import SheetKitLab
import SheetKitFuzz

@Suite("sheetkit-lab command line")
struct LabCommandLineTests {
    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheetkit-lab-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("Arguments parse into commands; bad ones are usage errors")
    func arguments() throws {
        #expect(try LabCommand.parse([]) == .run(LabRunOptions()))
        #expect(try LabCommand.parse(["--help"]) == .help)
        #expect(try LabCommand.parse(["--list"]) == .list)
        #expect(try LabCommand.parse(["flick-to-large", "--json", "--out", "x", "--frame-rate", "60", "--drop-every", "3"])
                == .run(LabRunOptions(scenarios: ["flick-to-large"], json: true, outputDirectory: "x", frameRate: 60, dropEvery: 3)))
        #expect(try LabCommand.parse(["a.json", "--print-scenario"]) == .printScenarios(["a.json"]))
        for bad in [["--frame-rate", "0"], ["--frame-rate", "fast"], ["--drop-every", "1"], ["--drop-every", "2.5"], ["--out"],
                    ["--out", ""], ["--bogus"], ["--print-scenario"]] {
            #expect(throws: LabUsageError.self, "\(bad)") { try LabCommand.parse(bad) }
        }
    }

    @Test("--help documents the format and exits 0; --list names every built-in scenario")
    func helpAndList() {
        let help = LabCommandLine.run(["--help"])
        #expect(help.status == 0)
        for topic in ["SCENARIO FILE", "\"presentation\"", "edgePan", "\"down\": true", "--drop-every", "releaseJump", "EXIT STATUS"] {
            #expect(help.output.contains(topic), "\(topic)")
        }
        let list = LabCommandLine.run(["--list"])
        #expect(list.status == 0)
        #expect(BuiltInScenarios.all.allSatisfy { list.output.contains($0.name + "\n") })
        #expect(BuiltInScenarios.all.count >= 10)
    }

    @Test("Bad command lines, unknown scenarios and invalid files exit 2 with a message naming the problem")
    func failures() throws {
        let option = LabCommandLine.run(["--frame-rate", "0"])
        #expect(option.status == 2 && option.errors.contains("--frame-rate") && option.output.isEmpty)
        let unknown = LabCommandLine.run(["no-such-scenario"])
        #expect(unknown.status == 2 && unknown.errors.contains("no built-in scenario is named \"no-such-scenario\""))
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.json")
        try Data(ScenarioParserTests.minimal.replacingOccurrences(of: "\"finger\": 450", with: "\"finger\": \"x\"").utf8).write(to: file)
        let invalid = LabCommandLine.run([file.path])
        #expect(invalid.status == 2)
        #expect(invalid.errors.contains("bad.json: field \"gesture[1].finger\": expected a number, found a string"))
        let missing = LabCommandLine.run([folder.appendingPathComponent("missing.json").path])
        #expect(missing.status == 2 && missing.errors.contains("missing.json: no such file"))
        // A directory is not a scenario file (lab review of 2026-11-28: both said only
        // "cannot read the file").
        let directory = folder.appendingPathComponent("scenarios.json", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let notAFile = LabCommandLine.run([directory.path])
        #expect(notAFile.status == 2 && notAFile.errors.contains("scenarios.json: is a directory, not a scenario file"))
    }

    /// A report that cannot be written is exit status 1 with the reason in words, not
    /// Foundation's error dump (lab review of 2026-11-28).
    @Test("An output directory that is a file: exit 1, the reason in words")
    func unwritableReport() throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("taken")
        try Data("x".utf8).write(to: file)
        let result = LabCommandLine.run(["flick-to-large", "--out", file.path])
        #expect(result.status == LabCommandLine.outputFailure && result.output.isEmpty)
        #expect(result.errors.contains("taken\": it is a file, not a directory") && !result.errors.contains("Domain"))
        // Foundation's errors in words: the POSIX reason under a Cocoa error.
        let underlying = NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))
        let cocoa = NSError(domain: NSCocoaErrorDomain, code: 512, userInfo: [NSUnderlyingErrorKey: underlying])
        #expect(LabCommandLine.describeFileProblem(cocoa) == String(cString: strerror(ENOSPC)))
    }

    @Test("A scenario file runs; --json prints its trace and writes nothing")
    func jsonFromFile() throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mine.json")
        try Data(ScenarioParserTests.minimal.utf8).write(to: file)
        let result = LabCommandLine.run([file.path, "--json", "--frame-rate", "60"])
        #expect(result.status == 0 && result.errors.isEmpty)
        let trace = try JSONDecoder().decode(TraceDocument.self, from: Data(result.output.utf8))
        #expect(trace.scenario == "m")
        #expect(trace.frames.first?.t == 0.0167)     // 60 Hz from --frame-rate
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["mine.json"])
    }

    @Test("The report: index.html with the table and every chart, one SVG per scenario")
    func report() throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        let result = LabCommandLine.run(["comment-list-handoff", "flick-to-dismiss", "--out", out])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("scenario "))
        #expect(result.output.contains("comment-list-handoff") && result.output.contains("Wrote \(out)/index.html, 2 charts and their animated screens in \(out)/screens"))
        let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(files == ["comment-list-handoff.svg", "flick-to-dismiss.svg", "index.html", "screens"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out + "/screens").sorted()
            == ["comment-list-handoff.svg", "flick-to-dismiss.svg", "slow"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out + "/screens/slow").sorted()
            == ["comment-list-handoff.svg", "flick-to-dismiss.svg"])
        let page = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(page.contains("<img src=\"comment-list-handoff.svg\"") && page.contains("<a href=\"#flick-to-dismiss\">"))
        #expect(page.contains("<td class=\"num\">100.0</td>"))       // the hand-off's velocity mismatch
    }

    @Test("--print-scenario writes a file the parser reads back")
    func printScenario() throws {
        let result = LabCommandLine.run(["grab-while-settling", "--print-scenario"])
        #expect(result.status == 0)
        #expect(try ScenarioParser.parse(result.output) == BuiltInScenarios.grabWhileSettling)
    }

    @Test("Chart files get safe, unique names")
    func chartFileNames() {
        var used = Set<String>()
        #expect(LabReportWriter.chartFileName(for: "Flick / Up!", avoiding: &used) == "flick-up.svg")
        #expect(LabReportWriter.chartFileName(for: "flick up", avoiding: &used) == "flick-up-2.svg")
        #expect(LabReportWriter.chartFileName(for: "../../etc", avoiding: &used) == "etc.svg")
        #expect(LabReportWriter.chartFileName(for: "index", avoiding: &used) == "index-2.svg")
        #expect(LabReportWriter.chartFileName(for: "日本", avoiding: &used) == "scenario.svg")
    }
}
