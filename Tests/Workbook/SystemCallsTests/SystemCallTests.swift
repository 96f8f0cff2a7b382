import Testing

@testable import SystemCalls

#if canImport(Darwin)
    import Darwin
#elseif os(Linux)
    import Glibc
#endif

/// The calls the tool makes on processes, locks and pipes, tried on real children, real files
/// and a real named pipe.
@Suite struct SystemCallTests {
    /// A path for a test's file in the temporary folder, removed by `removeFile` afterwards.
    private static func scratchPath(_ name: String) -> String {
        "/tmp/workbook-systemcalls-\(Processes.currentID)-\(UInt32.random(in: 0...UInt32.max))-\(name)"
    }

    private static func removeFile(_ path: String) {
        _ = unlink(path)
    }

    /// What `file` holds now, read from its start through a descriptor of its own.
    private static func contents(of path: String) throws -> String {
        let file = try FileLock.open(path, creating: false).get()
        defer { FileDescriptor.close(file) }
        var bytes: [UInt8] = []
        FileDescriptor.readUntilEnd(file) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("a child sees this process as its parent and shares its process group")
    func currentProcess() throws {
        let child = try ForegroundChild(
            ["sh", "-c", "echo $PPID"], environment: ["PATH": "/usr/bin:/bin"],
            capturing: [.output])
        #expect(Processes.group(of: child.pid) == Processes.currentGroup)
        let (termination, output) = child.finish(sharingTheTerminal: false)
        #expect(termination == .exited(0))
        #expect(output == "\(Processes.currentID)\n", "the child's parent is this process")
    }

    @Test("a signal sent to a child ends it; one sent after it has gone is refused")
    func sendsSignals() throws {
        let child = try ForegroundChild(
            ["sh", "-c", "exec sleep 30"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(Processes.send(SIGTERM, to: child.pid), "the child is ours to signal")
        let (termination, _) = child.finish(sharingTheTerminal: false)
        #expect(termination == .signalled(SIGTERM), "SIGTERM, not the 30 seconds, ended it")
        #expect(!Processes.send(SIGTERM, to: child.pid), "a process that ended takes no signal")
        #expect(Processes.group(of: child.pid) == nil, "nor has it a process group any more")
    }

    @Test("an ignored SIGTERM no longer ends the process")
    func ignoresSignals() async {
        await #expect(processExitsWith: .exitCode(0)) {
            Processes.ignore(SIGTERM)
            Processes.send(SIGTERM, to: Processes.currentID)
            Processes.endNow(status: 0)
        }
    }

    @Test("endNow ends the process at once with the status given")
    func endsNow() async {
        await #expect(processExitsWith: .exitCode(7)) {
            Processes.endNow(status: 7)
        }
    }

    @Test("two descriptors of one file conflict over its lock as two processes would")
    func fileLocks() throws {
        let path = Self.scratchPath("lock")
        defer { Self.removeFile(path) }
        let first = try FileLock.open(path, creating: true).get()
        let second = try FileLock.open(path, creating: false).get()
        defer {
            FileLock.close(first)
            FileLock.close(second)
        }
        #expect(FileLock.tryLock(first, .exclusive) == .taken)
        #expect(FileLock.tryLock(second, .exclusive) == .heldElsewhere)
        #expect(FileLock.tryLock(second, .shared) == .heldElsewhere, "a writer excludes readers")
        FileLock.unlock(first)
        #expect(FileLock.tryLock(second, .shared) == .taken)
        #expect(FileLock.tryLock(first, .shared) == .taken, "readers share")
        #expect(
            FileLock.tryLock(-1, .exclusive) == .failed, "no file, no lock: waiting cannot help")
    }

    @Test("a file that is not there cannot be opened without creating it, and the system says why")
    func missingLockFile() {
        let path = Self.scratchPath("missing")
        guard case .failure(let failure) = FileLock.open(path, creating: false) else {
            Issue.record("\(path) does not exist, yet it opened")
            return
        }
        #expect(failure.reason == String(cString: strerror(ENOENT)))
    }

    @Test("a lock file's contents are replaced in place, a shorter text leaving nothing behind")
    func replacesContents() throws {
        let path = Self.scratchPath("holder")
        defer { Self.removeFile(path) }
        let file = try FileLock.open(path, creating: true).get()
        defer { FileLock.close(file) }
        FileLock.replaceContents(of: file, with: "start, process 123456\n")
        #expect(try Self.contents(of: path) == "start, process 123456\n")
        FileLock.replaceContents(of: file, with: "check, process 7\n")
        #expect(try Self.contents(of: path) == "check, process 7\n")
    }

    @Test("a named pipe keeps every writer's bytes, in order, until its reader lets it end")
    func namedPipe() throws {
        let path = Self.scratchPath("events")
        defer { Self.removeFile(path) }
        #expect(NamedPipe.make(at: path))
        #expect(!NamedPipe.make(at: path), "a second pipe cannot take the same path")
        let ends = try #require(NamedPipe.openForReading(path), "neither end waits for a writer")
        // Two writers one after the other: the first one's close must not end the pipe.
        for word in ["one", "two"] {
            let writer = try ForegroundChild(
                ["sh", "-c", "printf '\(word) ' > '\(path)'"],
                environment: ["PATH": "/usr/bin:/bin"])
            #expect(writer.finish(sharingTheTerminal: false).termination == .exited(0))
        }
        FileDescriptor.close(ends.keepOpen)
        var bytes: [UInt8] = []
        FileDescriptor.readUntilEnd(ends.reader) { bytes += $0 }
        FileDescriptor.close(ends.reader)
        #expect(String(decoding: bytes, as: UTF8.self) == "one two ")
    }
}
