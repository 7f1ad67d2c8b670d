// sheetkit-lab: replays gesture scenarios through SheetKit's engine. All logic lives in
// SheetKitLab; this file only connects it to the process.
import Foundation
import SheetKitLab

let result = LabCommandLine.run(Array(CommandLine.arguments.dropFirst()))
do {
    // `write(contentsOf:)` throws where `write(_:)` traps (a full disk): output that cannot
    // be written is exit status 1, as for the report's files. A reader that closes the pipe
    // early (`| head`) still ends the process by SIGPIPE, as for any command-line tool.
    try FileHandle.standardOutput.write(contentsOf: Data(result.output.utf8))
    try FileHandle.standardError.write(contentsOf: Data(result.errors.utf8))
} catch {
    try? FileHandle.standardError.write(contentsOf: Data("sheetkit-lab: cannot write the output: \(LabCommandLine.describeFileProblem(error))\n".utf8))
    exit(LabCommandLine.outputFailure)
}
exit(result.status)
