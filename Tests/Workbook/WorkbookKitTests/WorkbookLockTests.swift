import Foundation
import SystemCalls
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// One writer at a time, within one process: two descriptors of the lock file conflict as two
/// processes would (`.ci/crash-check.py` runs two real processes).
@Suite struct WorkbookLockTests {
    @Test(
        "a second writer waits, then refuses in plain words naming the holder; a released lock is free"
    )
    func secondWriterRefused() throws {
        let fixture = try FixtureWorkbook()
        defer { fixture.remove() }
        let workspace = try Workspace(root: fixture.root)
        let first = try WorkbookLock.acquire(in: workspace, for: "start")
        var told: [Localized] = []
        let error = try #require(throws: WorkbookError.self) {
            try WorkbookLock.acquire(
                in: workspace, for: "restore", timeout: 0.2, waiting: { told.append($0) })
        }
        #expect(
            error.description.contains(
                "start, process \(ProcessInfo.processInfo.processIdentifier)"))
        #expect(error.description.contains("'restore' did not change anything"))
        #expect(
            told.count == 1 && told[0].en.hasPrefix("Waiting for another workbook command")
                && told[0].ko.contains("기다립니다"))
        first.release()
        let second = try WorkbookLock.acquire(in: workspace, for: "restore", timeout: 0.2)
        second.release()
    }

    @Test("watch's wait for writers lasts while a command holds the lock and ends when it lets go")
    func watchWaitsForWriter() throws {
        let fixture = try FixtureWorkbook()
        defer { fixture.remove() }
        let workspace = try Workspace(root: fixture.root)
        let start = Date()
        WorkbookLock.waitUntilFree(in: workspace)
        #expect(Date().timeIntervalSince(start) < 0.2, "no lock file yet: nothing to wait for")
        // A writer of our own, on a descriptor a thread can close: as a `start` would hold it.
        try FileManager.default.createDirectory(
            at: workspace.stateFolder, withIntermediateDirectories: true)
        let descriptor = try FileLock.open(
            workspace.stateFolder.appendingPathComponent("lock").path, creating: true
        ).get()
        try #require(FileLock.tryLock(descriptor, .exclusive) == .taken)
        let release = Thread {
            Thread.sleep(forTimeInterval: 0.3)
            FileLock.close(descriptor)
        }
        let waited = Date()
        release.start()
        WorkbookLock.waitUntilFree(in: workspace)
        #expect(
            Date().timeIntervalSince(waited) >= 0.25,
            "watch must not look at the files while start is writing them")
    }
}
