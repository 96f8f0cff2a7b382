import Foundation
import Testing

@testable import WorkbookKit

/// Before a check whose build recompiles much of a lecture, the student is told why it waits.
@Suite final class PendingBuildTests {
    let fixture: FixtureWorkbook
    let bundle: URL

    init() throws {
        fixture = try FixtureWorkbook()
        bundle = fixture.root.appendingPathComponent(".build/debug/FixturePackageTests.xctest")
        try FileManager.default.createDirectory(
            at: bundle.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: bundle)
    }

    deinit { fixture.remove() }

    func linked(_ date: Date) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: bundle.path)
    }

    func check() throws -> String {
        let recording = RecordingConsole()
        _ = try CheckCommand.check(
            "StageA",
            context: CommandContext(currentDirectory: fixture.root, console: recording.console),
            runner: passingRunner(["StageATests.GreetTests", "StageATests.CountTests"]))
        return recording.output
    }

    @Test("files changed since the tests were linked are counted for the checked lecture only")
    func counts() throws {
        try linked(.distantPast)
        let stageA = PendingBuild.changedFiles(of: ["StageA"], in: fixture.root)
        #expect(stageA == 3, "Greeting.swift, GreetTests.swift and CountTests.swift")
        #expect(PendingBuild.changedFiles(of: [], in: fixture.root) == 0)
        try linked(.distantFuture)
        #expect(PendingBuild.changedFiles(of: ["StageA"], in: fixture.root) == 0)
        try FileManager.default.removeItem(at: bundle)
        #expect(PendingBuild.changedFiles(of: ["StageA"], in: fixture.root) == nil)
    }

    @Test("check says it builds first when a lecture changed since the last build, and not after")
    func toldBeforeTheBuild() throws {
        try linked(.distantPast)
        let slow = try check()
        let lines = slow.components(separatedBy: "\n")
        let checking = try #require(lines.firstIndex { $0.hasPrefix("Checking:") })
        #expect(
            lines[checking + 1].hasPrefix("Building first: 3 files of the lecture changed"),
            "\(slow)")
        try linked(.distantFuture)
        #expect(!(try check()).contains("Building first"))
    }
}
