import Foundation
import Testing

@testable import WorkbookKit

/// A clone builds from a folder of any name but the tool's package's: SwiftPM knows a package by
/// its folder's name, so a clone named like the package it depends on would take itself for it.
@Suite struct CloneFolderNameTests {
    /// What `swift package show-dependencies` says in a copy of the workbook's manifests in a
    /// folder named `name`: both `Package.swift` files, and every tracked source and test file of
    /// the workbook as an empty file (SwiftPM wants each target's folder to hold a source).
    func showDependencies(inFolderNamed name: String) throws -> ChildProcess.Result {
        let parent = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-clone-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent(name)
        let manifests = ["Package.swift", "Sources/WorkbookTool/Package.swift"]
        for top in ["Sources", "Tests"] {
            let enumerator = FileManager.default.enumerator(
                at: PackageRoot.url.appendingPathComponent(top), includingPropertiesForKeys: nil)
            while let file = enumerator?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let relative = String(file.path.dropFirst(PackageRoot.url.path.count + 1))
                let copy = folder.appendingPathComponent(relative)
                try FileManager.default.createDirectory(
                    at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                FileManager.default.createFile(atPath: copy.path, contents: Data())
            }
        }
        for manifest in manifests {
            let copy = folder.appendingPathComponent(manifest)
            try? FileManager.default.removeItem(at: copy)
            try FileManager.default.copyItem(
                at: PackageRoot.url.appendingPathComponent(manifest), to: copy)
        }
        return try ChildProcess(
            arguments: [
                "swift", "package", "--scratch-path", folder.appendingPathComponent(".build").path,
                "show-dependencies",
            ], folder: folder, environment: ManifestSwitchTests.student
        ).run()
    }

    @Test("a clone named workbook or Workbook builds", arguments: ["workbook", "Workbook"])
    func anyOtherName(_ name: String) throws {
        let result = try showDependencies(inFolderNamed: name)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("workbooktool<"), "\(result.output)")
    }

    @Test("a clone named WorkbookTool stops with the rename it needs")
    func theToolsName() throws {
        let result = try showDependencies(inFolderNamed: "WorkbookTool")
        #expect(result.status != 0)
        #expect(
            result.output.contains(
                "this folder is named 'WorkbookTool', like the tool's package inside it"),
            "\(result.output)")
        #expect(result.output.contains("rename the folder"))
    }
}
