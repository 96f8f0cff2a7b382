import Foundation
import Testing

@testable import WorkbookKit

/// `verify` on the fixture workbook, building and testing it for real: each test takes tens of
/// seconds, where `VerifyTests` proves the rules with canned runs.
@Suite struct VerifyRealBuildTests {
    @Test("verify passes on the sound fixture workbook, building it for real")
    func realFixturePasses() throws {
        let fixture = try FixtureWorkbook(files: FixtureWorkbook.soundFiles)
        defer { fixture.remove() }
        let result = fixture.run("verify")
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("verify passed"))
    }

    @Test(
        "verify fails, measuring with code coverage, when a suite runs a region outside its check")
    func realUncheckedCallerFails() throws {
        var files = FixtureWorkbook.soundFiles
        files["Tests/StageATests/EdgeTests.swift"] = """
            import Testing
            @testable import StageA

            @Suite struct EdgeTests {
                @Test("count(to: 0) is empty") func zero() { #expect(count(to: 0).isEmpty) }
            }
            """
        let fixture = try FixtureWorkbook(files: files)
        defer { fixture.remove() }
        let result = fixture.run("verify")
        #expect(result.status == 1)
        #expect(
            result.output.contains(
                "a-count (callers): EdgeTests runs a-count's code, but check a-count does not run it"
            ), "\(result.output)")
        #expect(!result.output.contains("a-greet (callers)"))
    }

    @Test("verify fails, naming the exercise, when its tests are weakened so they pass on the stub")
    func realWeakenedTestFails() throws {
        var files = FixtureWorkbook.soundFiles
        files["Tests/StageATests/GreetTests.swift"] = """
            import Testing
            @testable import StageA

            @Suite struct GreetTests {
                @Test("greet returns a string") func hello() { #expect(greet("Ada").count >= 0) }
            }
            """
        let fixture = try FixtureWorkbook(files: files)
        defer { fixture.remove() }
        let result = fixture.run("verify")
        #expect(result.status == 1)
        #expect(
            result.output.contains("a-greet (stub fails): all 1 of its tests pass on the stub"))
        #expect(!result.output.contains("a-count (stub fails)"))
    }
}
