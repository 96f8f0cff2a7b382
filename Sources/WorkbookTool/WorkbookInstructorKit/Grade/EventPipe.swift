import Foundation
import SystemCalls
import WorkbookKit

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
    /// Bytes kept of the stream: an honest run writes well under a megabyte, and a flood must
    /// not fill the grader's memory. What comes after is read and dropped.
    static let keptBytes = 16 << 20
    private var dropped = false
    /// Whether more than `keptBytes` came through the pipe.
    var overflowed: Bool { lock.withLock { dropped } }

    /// Makes the pipe in a new private folder and starts reading it. With `openToOthers`, the
    /// folder can be passed through and the pipe written by another user (`UnprivilegedRun`):
    /// its name is random and the folder cannot be listed, so only the run it is given to finds it.
    init(openToOthers: Bool = false) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-events-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: false,
            attributes: [.posixPermissions: openToOthers ? 0o711 : 0o700])
        url = folder.appendingPathComponent("events.jsonl")
        guard NamedPipe.make(at: url.path) else {
            try? FileManager.default.removeItem(at: folder)
            throw WorkbookError.failed("Could not make the event pipe \(url.path).")
        }
        // Holding a write end ourselves keeps the pipe from reporting its end each time one of
        // the test processes closes it.
        guard let ends = NamedPipe.openForReading(url.path) else {
            try? FileManager.default.removeItem(at: folder)
            throw WorkbookError.failed("Could not open the event pipe \(url.path).")
        }
        reader = ends.reader
        keepOpen = ends.keepOpen
        // Write-only from now on: the tests can add events but not read (and swallow) them.
        try? FileManager.default.setAttributes(
            [.posixPermissions: openToOthers ? 0o222 : 0o200], ofItemAtPath: url.path)
        let thread = Thread { [self] in readUntilEnd() }
        thread.start()
    }

    private func readUntilEnd() {
        FileDescriptor.readUntilEnd(reader) { chunk in
            lock.withLock {
                if data.count + chunk.count <= Self.keptBytes {
                    data.append(contentsOf: chunk)
                } else {
                    dropped = true
                }
            }
        }
        done.signal()
    }

    /// Everything written to the pipe; call once, after the test process (and everything it
    /// started) has ended. Waits at most `grace` seconds for a writer that is still open.
    func finish(grace: TimeInterval = 2) -> String {
        FileDescriptor.close(keepOpen)
        let ended = done.wait(timeout: .now() + grace) == .success
        if ended { FileDescriptor.close(reader) }
        try? FileManager.default.removeItem(at: folder)
        return lock.withLock { String(decoding: data, as: UTF8.self) }
    }
}
