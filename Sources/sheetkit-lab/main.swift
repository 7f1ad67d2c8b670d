// sheetkit-lab: replays gesture scenarios through SheetKit's engine. All logic lives in
// SheetKitLab; this file only connects it to the process.
import Foundation
import SheetKitLab

let result = LabCommandLine.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(result.output.utf8))
FileHandle.standardError.write(Data(result.errors.utf8))
exit(result.status)
