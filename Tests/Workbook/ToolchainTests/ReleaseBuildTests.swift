import Foundation
import Testing

@testable import WorkbookKit

/// A release of the fixture, built and tested for real: what a student's first `swift test` meets.
@Suite final class ReleaseBuildTests {
    let fixture: FixtureWorkbook

    init() throws { fixture = try FixtureWorkbook() }
    deinit { fixture.remove() }

    @Test(
        "a released fixture builds with its tests, and every exercise's suite fails without a crash"
    )
    func releasedCopyBuildsAndFails() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-release-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(fixture.run("release", folder.path).status == 0)
        let build = try Shell.run(["swift", "build", "--build-tests"], in: folder)
        try #require(build.status == 0, "\(build.output)")
        let test = try Shell.run(["swift", "test", "--skip-build"], in: folder)
        #expect(test.status != 0)
        #expect(!test.signalled)
        for suite in ["GreetTests", "CountTests", "DoubleTests"] {
            #expect(test.output.contains("Suite \(suite) failed"), "\(test.output)")
        }
    }
}
