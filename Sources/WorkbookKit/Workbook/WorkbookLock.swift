import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lets one command at a time write the workbook: an exclusive `flock` on `.workbook/lock`.
///
/// We use `flock` rather than a lock file that exists or not because the kernel releases a
/// `flock` when its process ends, however it ends: a command killed with SIGKILL leaves no stale
/// lock to detect or clean up, and the next command simply takes it. The file itself only
/// tells a waiting command who holds the lock.
final class WorkbookLock {
    /// How long a command waits for another one before it gives up, in seconds.
    static let defaultTimeout: TimeInterval = 30

    private var descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { release() }

    /// Takes the lock of `workspace` for `command`, waiting up to `timeout` seconds for its holder.
    ///
    /// `waiting` is told once, in plain words, that the command waits and for whom.
    static func acquire(
        in workspace: Workspace, for command: String,
        timeout: TimeInterval = defaultTimeout, waiting: (String) -> Void = { _ in }
    ) throws -> WorkbookLock {
        try FileManager.default.createDirectory(
            at: workspace.stateFolder, withIntermediateDirectories: true)
        let path = workspace.stateFolder.appendingPathComponent("lock").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw WorkbookError.failed(
                "Cannot open \(path) to take the workbook's lock: \(String(cString: strerror(errno)))."
            )
        }
        let deadline = Date().addingTimeInterval(timeout)
        var toldWaiting = false
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                let holder = Self.holder(of: path)
                close(descriptor)
                throw WorkbookError.failed(
                    """
                    Another workbook command (\(holder)) is still writing this workbook after \
                    \(Int(timeout)) seconds, so '\(command)' did not change anything.
                    Let it finish (or stop it), then run '\(command)' again.
                    """)
            }
            if !toldWaiting {
                waiting(
                    "Waiting for another workbook command (\(Self.holder(of: path))) to finish writing…"
                )
                toldWaiting = true
            }
            usleep(20_000)
        }
        let note = "\(command), process \(getpid())\n"
        _ = ftruncate(descriptor, 0)
        _ = note.withCString { pwrite(descriptor, $0, strlen($0), 0) }
        return WorkbookLock(descriptor: descriptor)
    }

    /// Waits until no command holds the lock of `workspace` (at most `timeout` seconds), without keeping it.
    ///
    /// `watch` calls this before it looks at the files, so it never checks a half-done `start`.
    static func waitUntilFree(in workspace: Workspace, timeout: TimeInterval = defaultTimeout) {
        let path = workspace.stateFolder.appendingPathComponent("lock").path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let deadline = Date().addingTimeInterval(timeout)
        while flock(descriptor, LOCK_SH | LOCK_NB) != 0, Date() < deadline {
            usleep(20_000)
        }
        _ = flock(descriptor, LOCK_UN)
    }

    /// Gives the lock back; closing the file would too, and so does the process ending.
    func release() {
        guard descriptor >= 0 else { return }
        _ = flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    /// Who holds the lock, as its holder wrote it: "start, process 4242".
    private static func holder(of path: String) -> String {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let line = text.split(separator: "\n").first.map(String.init) ?? ""
        return line.isEmpty ? "one that has just started" : line
    }
}
