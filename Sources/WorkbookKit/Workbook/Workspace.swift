import Foundation

/// The workbook package on disk: where it is, which stages it has, where the tool keeps its state.
struct Workspace: Sendable {
    /// The package root, the folder holding `Package.swift`.
    var root: URL
    /// The stages in teaching order, read from `let stages = [...]` in `Package.swift` (see `StageList`).
    var stages: [String]

    /// The folder for the tool's local state (backups, started exercises, hints); never committed.
    var stateFolder: URL { root.appendingPathComponent(".workbook") }

    /// Opens the workbook whose root is `root`.
    init(root: URL) throws {
        self.root = root.standardizedFileURL
        let manifest = root.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8),
            let stages = StageList.stages(in: text)
        else {
            throw WorkbookError.notInWorkbook(root.path)
        }
        self.stages = stages
    }

    /// Finds the workbook containing `folder` by walking up to the first `Package.swift` that lists stages.
    static func locate(from folder: URL) throws -> Workspace {
        var candidate = folder.standardizedFileURL
        while true {
            if let workspace = try? Workspace(root: candidate) {
                return workspace
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path {
                throw WorkbookError.notInWorkbook(folder.path)
            }
            candidate = parent
        }
    }

    /// The URL of a path relative to the root.
    func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// Every `.swift` file under `Sources/`, as paths relative to the root, sorted.
    func sourceFiles() throws -> [String] {
        let sources = url("Sources")
        guard
            let enumerator = FileManager.default.enumerator(
                at: sources, includingPropertiesForKeys: nil)
        else { return [] }
        var paths: [String] = []
        for case let file as URL in enumerator where file.pathExtension == "swift" {
            paths.append(relativePath(of: file))
        }
        return paths.sorted()
    }

    /// `file`'s path relative to the root.
    func relativePath(of file: URL) -> String {
        let full = file.standardizedFileURL.resolvingSymlinksInPath().path
        let base = root.resolvingSymlinksInPath().path + "/"
        return full.hasPrefix(base) ? String(full.dropFirst(base.count)) : full
    }
}
