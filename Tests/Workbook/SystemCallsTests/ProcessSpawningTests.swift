import Testing

@testable import SystemCalls

#if canImport(Darwin)
    import Darwin
#elseif os(Linux)
    import Glibc
#endif

/// The helpers `play` and `workbook play` start their children with, tried on real pipes and
/// real `sh` processes.
@Suite struct ProcessSpawningTests {
    @Test("readAll returns every byte written to a pipe, across many reads, once it is closed")
    func readsAPipeToItsEnd() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        // More than one 4096-byte read, less than a pipe's buffer, so writing never blocks.
        let text = String(repeating: "0123456789", count: 1_000) + "\nthe end"
        let written = text.utf8CString.withUnsafeBytes {
            write(ends[1], $0.baseAddress, $0.count - 1)
        }
        close(ends[1])
        let received = readAll(ends[0])
        close(ends[0])
        #expect(written == text.utf8.count)
        // Lengths first: a 10 000-character string in a failure message would hide the point.
        #expect(
            received.utf8.count == text.utf8.count,
            "readAll reads until read returns 0, not one buffer only")
        let sameBytes = received == text
        #expect(sameBytes, "the bytes come back in the order they were written")
    }

    @Test("withCStrings passes each string once, then the null pointer C arrays end with")
    func cStrings() {
        let copies = withCStrings(["sh", "-c", "exit 0"]) { pointers in
            pointers.map { $0.map { String(cString: $0) } }
        }
        #expect(copies == ["sh", "-c", "exit 0", nil])
    }

    @Test("a waitpid status decodes into an exit code or the signal that ended the process")
    func decodesWaitStatus() {
        #expect(Termination(waitStatus: 0) == .exited(0))
        #expect(Termination(waitStatus: 3 << 8) == .exited(3))
        #expect(Termination(waitStatus: SIGTERM) == .signalled(SIGTERM))
        // Bit 7 says a core was dumped; the signal is still the low 7 bits.
        #expect(Termination(waitStatus: 0x80 | SIGSEGV) == .signalled(SIGSEGV))
    }

    @Test("attributes for a child put back the signals asked for, and no others")
    func resettingSignals() {
        var attributes = makeAttributes(resettingSignals: [SIGINT, SIGTERM])
        defer { posix_spawnattr_destroy(&attributes) }
        var flags: Int16 = 0
        posix_spawnattr_getflags(&attributes, &flags)
        let both = Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        #expect(flags & both == both, "without the flags, posix_spawn ignores the signal sets")
        var usualMeaning = sigset_t()
        posix_spawnattr_getsigdefault(&attributes, &usualMeaning)
        #expect(sigismember(&usualMeaning, SIGINT) == 1)
        #expect(sigismember(&usualMeaning, SIGTERM) == 1)
        #expect(sigismember(&usualMeaning, SIGHUP) == 0)
    }

    @Test("a child's own exit code comes back unchanged")
    func exitCode() throws {
        let termination = try run(["sh", "-c", "exit 3"]).termination
        #expect(termination == .exited(3))
        #expect(termination.shellStatus == 3)
        #expect(!termination.wasRequestToEnd)
    }

    @Test("a child ended by SIGTERM reports 143, that is 128 + 15, as a shell says it")
    func signalled() throws {
        let termination = try run(["sh", "-c", "kill -TERM $$"]).termination
        #expect(termination == .signalled(SIGTERM))
        #expect(termination.shellStatus == 143)
        #expect(termination.wasRequestToEnd, "SIGTERM asks a program to end; it is no crash")
    }

    @Test("the captured streams arrive merged, in the order the child wrote them")
    func capturesOutputAndErrors() throws {
        let result = try run(
            ["sh", "-c", "echo out; echo err >&2; echo again"], capturing: [.output, .errors])
        #expect(result.termination == .exited(0))
        #expect(result.captured == "out\nerr\nagain\n")
    }

    @Test("only the streams asked for are captured")
    func capturesErrorsOnly() throws {
        let result = try run(["sh", "-c", "echo err >&2; exit 1"], capturing: [.errors])
        #expect(result.termination == .exited(1))
        #expect(result.captured == "err\n")
    }

    @Test("a program that does not exist is a failure with the system's reason, not a crash")
    func missingProgram() {
        #expect(throws: ForegroundChild.Failure.self) {
            try ForegroundChild(["no-such-program-here"], environment: [:])
        }
    }

    /// Runs `arguments` (looked up on `PATH`) and waits for it, as `workbook play` does.
    private func run(
        _ arguments: [String], capturing: Set<ForegroundChild.Stream> = []
    ) throws -> (termination: Termination, captured: String) {
        let child = try ForegroundChild(
            arguments, environment: ["PATH": "/usr/bin:/bin"], capturing: capturing)
        return child.finish(sharingTheTerminal: false)
    }
}
