import Foundation
import Testing

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// The placeholder `Sources/` and `Tests/` that the sandbox shows a student's tests: every target's
/// folder, and the manifest of a package of its own below them, which SwiftPM loads with the
/// workbook's.
@Suite struct GradeSandboxSkeletonTests {
    /// A new folder holding `files` (path to text); the caller removes it.
    func folder(with files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-skeleton-\(UUID().uuidString)")
        for (path, text) in files {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return root
    }

    @Test("a package of its own below Sources is a group of targets, and its manifest is kept")
    func nestedPackage() throws {
        let sources = try folder(with: [
            "StageA/Greeting.swift": "",
            "Workbook/Package.swift": "// swift-tools-version: 6.2\n",
            "Workbook/Kit/Check/Check.swift": "",
            "Workbook/Kit/Kit.swift": "",
            "Workbook/tool/main.swift": "",
        ])
        defer { try? FileManager.default.removeItem(at: sources) }
        #expect(
            SandboxedCommand.targetFolders(in: sources) == [
                "StageA", "Workbook/Kit", "Workbook/tool",
            ])
        #expect(SandboxedCommand.packageManifests(in: sources) == ["Workbook/Package.swift"])
    }

    @Test("the workbook's own Sources: the lectures, the tool's targets and the tool's manifest")
    func workbookSources() throws {
        let sources = PackageRoot.url.appendingPathComponent("Sources")
        let targets = SandboxedCommand.targetFolders(in: sources)
        let stages = try Workspace(root: PackageRoot.url).stages
        #expect(Set(stages).isSubset(of: targets))
        #expect(targets.contains("WorkbookTool/PlayKit") && !targets.contains("WorkbookTool"))
        #expect(targets.contains("play"))
        #expect(SandboxedCommand.packageManifests(in: sources) == ["WorkbookTool/Package.swift"])
    }
}
