// sheetkit-fuzz: the seeded, time-bounded fuzz suite. All logic lives in SheetKitFuzz; this
// file only connects it to the process.
import Foundation
import SheetKitFuzz

let options: FuzzOptions
do {
    options = try FuzzOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("sheetkit-fuzz: \(error)\n".utf8))
    exit(FuzzExitStatus.usage)
}
if options.help {
    print(FuzzOptions.helpText)
    exit(FuzzExitStatus.success)
}
let fuzzers = options.only.isEmpty ? FuzzSuite.fuzzers : FuzzSuite.fuzzers.filter { options.only.contains($0.name) }
guard !fuzzers.isEmpty else {
    let names = FuzzSuite.fuzzers.map(\.name).joined(separator: ", ")
    FileHandle.standardError.write(Data("sheetkit-fuzz: no fuzzer named \(options.only.joined(separator: ", ")) (fuzzers: \(names))\n".utf8))
    exit(FuzzExitStatus.usage)
}
let context = FuzzContext(
    outputDirectory: URL(fileURLWithPath: options.outputDirectory, isDirectory: true),
    executableDirectory: Bundle.main.executableURL?.deletingLastPathComponent(),
    verbose: options.verbose,
    log: { print($0) })
print("sheetkit-fuzz: seed \(options.seed), \(options.budget.seconds.isFinite ? "\(options.budget.seconds) s" : "no time limit")"
    + (options.budget.maximumCases.map { ", at most \($0) cases" } ?? "") + " per fuzzer")
let reports = FuzzSuite.run(fuzzers, seed: options.seed, budget: options.budget, context: context)
for report in reports { print(report.text) }
exit(reports.contains(where: \.failed) ? FuzzExitStatus.failure : FuzzExitStatus.success)
