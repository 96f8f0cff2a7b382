import Foundation
import SystemCalls
import WorkbookLanguage

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
        timeout: TimeInterval = defaultTimeout, waiting: (Localized) -> Void = { _ in }
    ) throws -> WorkbookLock {
        try FileManager.default.createDirectory(
            at: workspace.stateFolder, withIntermediateDirectories: true)
        let path = workspace.stateFolder.appendingPathComponent("lock").path
        let descriptor: Int32
        switch FileLock.open(path, creating: true) {
        case .success(let opened): descriptor = opened
        case .failure(let failure):
            throw WorkbookError.failure(Messages.lockUnopenable(path, reason: failure.reason))
        }
        let deadline = Date().addingTimeInterval(timeout)
        var toldWaiting = false
        var attempt = FileLock.tryLock(descriptor, .exclusive)
        while attempt != .taken {
            guard attempt == .heldElsewhere, Date() < deadline else {
                let holder = Self.holder(of: path)
                FileLock.close(descriptor)
                throw WorkbookError.failure(
                    Messages.stillWriting(holder, seconds: Int(timeout), command: command))
            }
            if !toldWaiting {
                waiting(Messages.waitingForLock(Self.holder(of: path)))
                toldWaiting = true
            }
            Thread.sleep(forTimeInterval: 0.02)
            attempt = FileLock.tryLock(descriptor, .exclusive)
        }
        let note = "\(command)\(holderSeparator)\(Processes.currentID)\n"
        FileLock.replaceContents(of: descriptor, with: note)
        return WorkbookLock(descriptor: descriptor)
    }

    /// Waits until no command holds the lock of `workspace` (at most `timeout` seconds), without keeping it.
    ///
    /// `watch` calls this before it looks at the files, so it never checks a half-done `start`.
    static func waitUntilFree(in workspace: Workspace, timeout: TimeInterval = defaultTimeout) {
        let path = workspace.stateFolder.appendingPathComponent("lock").path
        guard case .success(let descriptor) = FileLock.open(path, creating: false) else { return }
        defer { FileLock.close(descriptor) }
        let deadline = Date().addingTimeInterval(timeout)
        while FileLock.tryLock(descriptor, .shared) != .taken, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        FileLock.unlock(descriptor)
    }

    /// Gives the lock back; closing the file would too, and so does the process ending.
    func release() {
        guard descriptor >= 0 else { return }
        FileLock.unlock(descriptor)
        FileLock.close(descriptor)
        descriptor = -1
    }

    /// What stands between a command's name and its process number in the lock's file.
    static let holderSeparator = ", process "

    /// Who holds the lock, read from the line its holder wrote ("start, process 4242"), in both
    /// languages.
    static func holder(of path: String) -> Localized {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return holder(writing: text.split(separator: "\n").first.map(String.init) ?? "")
    }

    /// The holder that wrote `line` in the lock's file.
    static func holder(writing line: String) -> Localized {
        guard !line.isEmpty else { return Messages.lockHolderJustStarted }
        guard let separator = line.range(of: holderSeparator) else { return .verbatim(line) }
        return Messages.lockHolder(
            String(line[..<separator.lowerBound]), process: String(line[separator.upperBound...]))
    }
}
