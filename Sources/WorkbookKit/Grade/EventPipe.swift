import Foundation

/// The test run's event stream, read by the grader while the tests run, through a named pipe.
///
/// A file on disk is only a record until the test process rewrites it: code in a region could,
/// at exit, replace the stream with one in which every test passed. Whatever goes into a pipe is
/// read here as it is written and cannot be taken back; a second stream written after the first
/// one ended only adds events after `runEnded`, which `RunIntegrity` reports as tampering.
final class EventPipe: @unchecked Sendable {
    /// The path to give `swift test --event-stream-output-path`.
    let url: URL
    private let folder: URL
    private let reader: Int32
    private let keepOpen: Int32
    private let lock = NSLock()
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    /// Makes the pipe in a new private folder and starts reading it.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-events-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: false,
            attributes: [.posixPermissions: 0o700])
        url = folder.appendingPathComponent("events.jsonl")
        guard mkfifo(url.path, 0o600) == 0 else {
            try? FileManager.default.removeItem(at: folder)
            throw WorkbookError.failed("Could not make the event pipe \(url.path).")
        }
        // Opening without blocking needs no writer yet; holding a write end ourselves keeps the
        // pipe from reporting its end each time one of the test processes closes it.
        reader = open(url.path, O_RDONLY | O_NONBLOCK)
        keepOpen = open(url.path, O_WRONLY | O_NONBLOCK)
        guard reader >= 0, keepOpen >= 0 else {
            if reader >= 0 { close(reader) }
            if keepOpen >= 0 { close(keepOpen) }
            try? FileManager.default.removeItem(at: folder)
            throw WorkbookError.failed("Could not open the event pipe \(url.path).")
        }
        _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) & ~O_NONBLOCK)
        // Write-only from now on: the tests can add events but not read (and swallow) them.
        chmod(url.path, 0o200)
        let thread = Thread { [self] in readUntilEnd() }
        thread.start()
    }

    private func readUntilEnd() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            lock.withLock { data.append(contentsOf: buffer[0..<count]) }
        }
        done.signal()
    }

    /// Everything written to the pipe; call once, after the test process (and everything it
    /// started) has ended. Waits at most `grace` seconds for a writer that is still open.
    func finish(grace: TimeInterval = 2) -> String {
        close(keepOpen)
        let ended = done.wait(timeout: .now() + grace) == .success
        if ended { close(reader) }
        try? FileManager.default.removeItem(at: folder)
        return lock.withLock { String(decoding: data, as: UTF8.self) }
    }
}
