import Foundation
import SystemCalls
import Testing

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// A try at reading a folder closed to the students' tests, reported from `strace`'s record of
/// the refused calls (`FileAccessTrace`): how a line of the record is read, and a real run.
@Suite struct GradeFileAccessTraceTests {
    /// `text` as `strace -xx` writes a string: every byte as `\xHH`.
    static func hex(_ text: String) -> String {
        text.utf8.map { "\\x" + String($0, radix: 16).leftPadded(to: 2) }.joined()
    }

    @Test(
        "a refused call's paths: absolute, relative to a folder's descriptor or to the working folder, in any script"
    )
    func pathsOfALine() {
        let home = "/tmp/run/home"
        let absolute =
            "12 openat(AT_FDCWD<\(Self.hex("/tmp/run/home"))>, \"\(Self.hex("/srv/book/Sources/A.swift"))\", "
            + "O_RDONLY|O_CLOEXEC) = -1 EACCES (Permission denied)"
        #expect(FileAccessTrace.paths(in: absolute, home: home) == ["/srv/book/Sources/A.swift"])
        let inFolder =
            "12 openat(3<\(Self.hex("/srv"))>, \"\(Self.hex("book/../book/Tests/B.swift"))\", O_RDONLY) "
            + "= -1 EACCES (Permission denied)"
        #expect(FileAccessTrace.paths(in: inFolder, home: home) == ["/srv/book/Tests/B.swift"])
        let moved =
            "12 newfstatat(AT_FDCWD<\(Self.hex("/srv/숙제"))>, \"\(Self.hex("학생/A.swift"))\", "
            + "0x7ffc, 0) = -1 EACCES (Permission denied)"
        #expect(FileAccessTrace.paths(in: moved, home: home) == ["/srv/숙제/학생/A.swift"])
        let bare =
            "12 access(\"\(Self.hex("../x"))\", R_OK) = -1 EACCES (Permission denied)"
        #expect(FileAccessTrace.paths(in: bare, home: home) == ["/tmp/run/x"])
        let program =
            "12 execve(\"\(Self.hex("/srv/book/run"))\", [\"\(Self.hex("/srv/other"))\"], "
            + "0x7ffd /* 3 vars */) = -1 EACCES (Permission denied)"
        #expect(FileAccessTrace.paths(in: program, home: home) == ["/srv/book/run"])
        let two =
            "12 renameat2(3<\(Self.hex("/a"))>, \"\(Self.hex("x"))\", AT_FDCWD<\(Self.hex("/b"))>, "
            + "\"\(Self.hex("y"))\", 0) = -1 EACCES (Permission denied)"
        #expect(FileAccessTrace.paths(in: two, home: home) == ["/a/x", "/b/y"])
    }

    @Test(
        "as root, as another user: a read of a closed folder, straight or through a link, is reported with its path; a process left behind does not hold the run",
        .enabled(
            if: UnprivilegedRun.isPossible && FileAccessTrace.isAvailable,
            "needs Linux, root, util-linux and strace (apt-get install strace)"))
    func refusedReadIsReported() throws {
        let manager = FileManager.default
        let closed = manager.temporaryDirectory.appendingPathComponent(
            "workbook-closed-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: closed) }
        let secret = closed.appendingPathComponent("Sources/Answer.swift")
        try manager.createDirectory(
            at: secret.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("let answer = 4_729_315\n".utf8).write(to: secret)
        try manager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: closed.path)
        let open = manager.temporaryDirectory.appendingPathComponent(
            "workbook-open-\(UUID().uuidString).txt")
        defer { try? manager.removeItem(at: open) }
        try Data("fine\n".utf8).write(to: open)
        try manager.setAttributes([.posixPermissions: 0o644], ofItemAtPath: open.path)

        let bash = try #require(SandboxedCommand.executable("bash"))
        let marker = "4246.125"
        let script = """
            cat \(open.path)
            cat \(secret.path)
            ln -s \(closed.path) book && cat book/Sources/Answer.swift
            setsid -f sleep \(marker)
            exit 0
            """
        let run = try UnprivilegedRun(binary: bash, closed: [closed])
        run.startSampling()
        let start = Date()
        let result = try ChildProcess(
            arguments: run.command(["-c", script]), folder: run.home,
            environment: run.environment, timeLimit: 30
        ).run()
        let seconds = Date().timeIntervalSince(start)
        let signs = run.finish(
            status: result.status, signalled: result.signalled, console: result.output)
        for pid in GradeFixture.processes(holding: marker).compactMap({ pid_t($0) }) {
            Processes.send(SIGKILL, to: pid)
        }

        #expect(result.output.contains("fine"), "an open file is read: \(result.output)")
        #expect(!result.output.contains("4_729_315"), "the closed file is not: \(result.output)")
        #expect(!result.timedOut && seconds < 20, "the run ends with the binary (\(seconds) s)")
        let read = try #require(signs.first { $0.hasPrefix("tried to read") }, "\(signs)")
        #expect(read.contains(secret.path), "\(read)")
        #expect(
            read.contains(run.home.appendingPathComponent("book/Sources/Answer.swift").path),
            "the try through a link is reported too: \(read)")
        #expect(!read.contains(open.path), "an open file is not reported: \(read)")
        #expect(signs.contains { $0.hasPrefix("left 1 process") }, "\(signs)")
    }
}

extension String {
    /// This string with zeros in front up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
