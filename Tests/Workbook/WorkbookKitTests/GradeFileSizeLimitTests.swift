import Foundation
import SystemCalls
import Testing

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// Every limit that stops a student's code is reported the same way: a file the file-size limit
/// cut short is found by its size, as an output past the limit is, even where the grader ignores
/// SIGXFSZ and the write only failed.
@Suite struct GradeFileSizeLimitTests {
    @Test("a file cut at the limit is found, in the run's folder or below it; a smaller one is not")
    func fileAtTheLimit() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("grade-fsize-\(UUID().uuidString)")
        let below = folder.appendingPathComponent("nested")
        try FileManager.default.createDirectory(at: below, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let limit = 4096
        try Data(count: limit).write(to: below.appendingPathComponent("huge.bin"))
        try Data(count: limit - 1).write(to: folder.appendingPathComponent("small.bin"))

        let found = UnprivilegedRun.files(atLeast: limit, in: [folder.path], ownedBy: getuid())
        #expect(found == [below.appendingPathComponent("huge.bin").path])
        #expect(
            UnprivilegedRun.files(atLeast: limit, in: [folder.path], ownedBy: getuid() + 1)
                == [])
    }

    @Test(
        "as root, as another user: a file written past the limit with SIGXFSZ ignored is reported",
        .enabled(if: UnprivilegedRun.isPossible, "needs Linux, root and util-linux"))
    func ignoredSignalIsReported() throws {
        let bash = try #require(SandboxedCommand.executable("bash"))
        // The grader's ignored SIGXFSZ stays ignored: the write fails, nothing is signalled, and
        // the output stays small, so only the file tells.
        let script = """
            trap '' XFSZ
            head -c 40000000 /dev/zero > big.bin
            exit 0
            """
        let run = try UnprivilegedRun(binary: bash, closed: [])
        run.startSampling()
        let result = try ChildProcess(
            arguments: run.command(["-c", script]), folder: run.home,
            environment: run.environment, timeLimit: 30
        ).run()
        let signs = run.finish(
            status: result.status, signalled: result.signalled, console: result.output)

        #expect(!result.signalled, "\(result.status)")
        #expect(
            signs.contains { $0.hasPrefix("wrote a file or output beyond the limit") }, "\(signs)")
    }
}
