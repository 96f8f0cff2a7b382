import Foundation
import Testing

@testable import WorkbookKit

/// Finding the workbook from a folder inside it, and stopping at the root outside one.
@Suite struct WorkspaceTests {
    /// A parent function as Foundation on macOS 15 has it: the parent of `/` is `/../`.
    static func macOS15Parent(of folder: URL) -> URL {
        folder.path == "/" ? URL(fileURLWithPath: "/../") : folder.deletingLastPathComponent()
    }

    @Test("the root has no parent, even when Foundation answers /../ for it")
    func rootHasNoParent() {
        let root = URL(fileURLWithPath: "/")
        #expect(Workspace.parentFolder(of: root, parentOf: Self.macOS15Parent) == nil)
        #expect(
            Workspace.parentFolder(of: root, parentOf: { _ in URL(fileURLWithPath: "/../") }) == nil
        )
    }

    @Test("a parent that is no shorter than its folder ends the walk")
    func parentNoShorter() {
        let folder = URL(fileURLWithPath: "/usr/lib")
        #expect(
            Workspace.parentFolder(of: folder, parentOf: { $0.appendingPathComponent("deeper") })
                == nil)
        #expect(Workspace.parentFolder(of: folder, parentOf: { $0 }) == nil)
        #expect(
            Workspace.parentFolder(of: folder, parentOf: { $0.deletingLastPathComponent() })?.path
                == "/usr")
    }

    @Test("outside a workbook, locating one stops at the root with a clear error")
    func outsideAWorkbook() throws {
        // Under /tmp, which is a link to /private/tmp on macOS: resolve it, so the walk is real.
        let folder = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
            .appendingPathComponent("workspace-tests-\(UUID().uuidString)/a/b")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(
                at: folder.deletingLastPathComponent().deletingLastPathComponent())
        }
        var steps = 0
        #expect(throws: WorkbookError.self) {
            try Workspace.locate(from: folder) { folder in
                steps += 1
                // Past 100 steps the walk is looping: give a real parent so the test ends.
                return steps > 100
                    ? folder.deletingLastPathComponent() : Self.macOS15Parent(of: folder)
            }
        }
        #expect(steps == folder.pathComponents.count - 1, "one step per folder up to /, then stop")
    }

    @Test("inside the workbook, any folder finds the root that holds Package.swift")
    func insideTheWorkbook() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let workspace = try Workspace.locate(from: here, parentOf: Self.macOS15Parent)
        #expect(
            FileManager.default.fileExists(
                atPath: workspace.root.appendingPathComponent("Package.swift").path))
        #expect(!workspace.stages.isEmpty)
    }
}
