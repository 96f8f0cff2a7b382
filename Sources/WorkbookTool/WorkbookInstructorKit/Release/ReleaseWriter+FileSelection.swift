import Foundation
import WorkbookKit

/// Choosing what a release contains: the stages, and the files of those stages and of the tool.
extension ReleaseWriter {
    /// Top-level files and folders a release may contain; everything else stays behind.
    static let releasedTopLevel: Set<String> = [
        "Package.swift", "README.md", "docs", "Sources", "Tests", "Lectures", ".swift-format",
        ".gitignore",
    ]

    /// The stages up to and including `last` (all stages when `nil`).
    func stages(through last: String?) -> [String] {
        guard let last, let index = workspace.stages.firstIndex(of: last) else {
            return workspace.stages
        }
        return Array(workspace.stages[...index])
    }

    /// Every file of the release, relative to the root, sorted: the chosen stages and the tool.
    ///
    /// A released stage keeps its compile checks (`Tests/<Stage>Tests/CompileChecks/`): a snippet is
    /// what must not compile, never an answer, and `check` runs them in the student's copy too.
    func files(forStages released: [String]) -> [String] {
        let left = Set(workspace.stages).subtracting(released)
        let leftFolders =
            Set(left.map { "Sources/\($0)" }).union(left.map { "Tests/\($0)Tests" })
            .union(left.map { "Lectures/\($0)" }).union(left.map(CompileCheck.folder(of:)))
        let top =
            (try? FileManager.default.contentsOfDirectory(atPath: workspace.root.path)) ?? []
        var paths: [String] = []
        for name in top where Self.releasedTopLevel.contains(name) || name.hasPrefix("LICENSE") {
            var isFolder: ObjCBool = false
            guard
                FileManager.default.fileExists(
                    atPath: workspace.url(name).path, isDirectory: &isFolder)
            else { continue }
            if !isFolder.boolValue {
                paths.append(name)
                continue
            }
            // Hidden files and folders (build products, editor state) are skipped by regularFiles.
            paths += FileList.regularFiles(in: workspace.url(name)).map { "\(name)/\($0)" }
                .filter { path in
                    let parts = path.split(separator: "/")
                    return parts.count < 2 || !leftFolders.contains("\(parts[0])/\(parts[1])")
                }
        }
        return paths.filter {
            !HiddenSuites.isHidden($0) && !LectureCase.isCase($0) && !Self.isInstructorOnly($0)
        }.sorted()
    }

    /// The instructor's commands (`verify`, `grade`, `release`: `workbook-instructor` and its
    /// kit) and the tests of the workbook's own machinery, which a student copy never builds (the
    /// view layer's tests also hold the lectures' view code, which would answer exercises).
    static let instructorOnlyFolders = [
        "Sources/WorkbookTool/WorkbookInstructorKit/", "Sources/WorkbookTool/workbook-instructor/",
        "Tests/Workbook/WorkbookKitTests/", "Tests/Workbook/ToolchainTests/",
        "Tests/Workbook/PlayTests/", "Tests/Workbook/SystemCallsTests/",
        "Tests/Workbook/WorkbookLanguageTests/", "Tests/Workbook/SwiftUIStandInTests/",
    ]

    /// Whether `path` is left out of every release as the instructor's alone.
    static func isInstructorOnly(_ path: String) -> Bool {
        instructorOnlyFolders.contains { path.hasPrefix($0) }
    }
}
