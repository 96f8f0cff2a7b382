import Foundation
import Testing

@testable import WorkbookKit

/// One writer at a time, within one process: two descriptors of the lock file conflict as two
/// processes would (`scripts/crash-check.py` runs two real processes).
@Suite struct WorkbookLockTests {
    @Test(
        "a second writer waits, then refuses in plain words naming the holder; a released lock is free"
    )
    func secondWriterRefused() throws {
        let fixture = try FixtureWorkbook()
        defer { fixture.remove() }
        let workspace = try Workspace(root: fixture.root)
        let first = try WorkbookLock.acquire(in: workspace, for: "start")
        var told: [String] = []
        let error = try #require(throws: WorkbookError.self) {
            try WorkbookLock.acquire(
                in: workspace, for: "restore", timeout: 0.2, waiting: { told.append($0) })
        }
        #expect(error.description.contains("start, process \(getpid())"))
        #expect(error.description.contains("'restore' did not change anything"))
        #expect(told.count == 1 && told[0].hasPrefix("Waiting for another workbook command"))
        first.release()
        let second = try WorkbookLock.acquire(in: workspace, for: "restore", timeout: 0.2)
        second.release()
    }
}
