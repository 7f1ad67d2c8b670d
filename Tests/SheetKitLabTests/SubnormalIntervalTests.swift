import Testing
@testable import SheetKitLab

/// The fuzzer's minimal reproducer of a non-finite velocity: two touch samples 1e-320 s apart.
/// The engine now measures a drag's velocity over at least 1 ms.
@Suite("Lab: extreme sample intervals")
struct SubnormalIntervalTests {
    @Test("Samples 1e-320 s apart give a finite trace")
    func subnormalInterval() throws {
        let file = """
        {"name":"e","container":{"width":390,"height":844},"edge":"bottom","detents":[{"fraction":0.5}],
         "gesture":[{"t":0,"finger":500},{"t":1e-320,"finger":400},{"t":0.5,"finger":300,"lift":true}]}
        """
        let scenario = try ScenarioParser.parse(file)
        let trace = try ScenarioRunner.run(scenario)
        #expect(trace.frames.allSatisfy { $0.extent.isFinite && $0.velocity.isFinite && $0.progress.isFinite })
        #expect(!trace.frames.isEmpty)
    }
}
