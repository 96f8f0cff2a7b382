import Foundation

/// The workbook package on disk: where it is, which stages it has, where the tool keeps its state.
package struct Workspace: Sendable {
    /// The package root, the folder holding `Package.swift`.
    package var root: URL
    /// The stages in teaching order, read from `let stages = [...]` in `Package.swift` (see `StageList`);
    /// in a student copy, only those its `workbook-release.json` names, as the manifest declares.
    package var stages: [String]

    /// The folder for the tool's local state (backups, started exercises, hints); never committed.
    package var stateFolder: URL { root.appendingPathComponent(".workbook") }

    /// Opens the workbook whose root is `root`.
    package init(root: URL) throws {
        self.root = root.standardizedFileURL
        let manifest = root.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8),
            let stages = StageList.stages(in: text)
        else {
            throw WorkbookError.notInWorkbook(root.path)
        }
        let released = Self.releasedStages(in: root)
        self.stages = released.map { stages.filter($0.contains) } ?? stages
    }

    /// The stages a student copy's `workbook-release.json` names, or `nil` when there is none.
    private static func releasedStages(in root: URL) -> [String]? {
        struct Release: Decodable { var stages: [String] }
        let marker = root.appendingPathComponent(releaseMarkerName)
        guard let data = try? Data(contentsOf: marker) else { return nil }
        return try? JSONDecoder().decode(Release.self, from: data).stages
    }

    /// Finds the workbook containing `folder` by walking up to the first `Package.swift` that lists stages.
    ///
    /// `parentOf` is Foundation's `deletingLastPathComponent` unless a test gives another.
    static func locate(
        from folder: URL, parentOf: (URL) -> URL = { $0.deletingLastPathComponent() }
    ) throws -> Workspace {
        var candidate: URL? = folder.standardizedFileURL
        while let folderToTry = candidate {
            if let workspace = try? Workspace(root: folderToTry) {
                return workspace
            }
            candidate = parentFolder(of: folderToTry, parentOf: parentOf)
        }
        throw WorkbookError.notInWorkbook(folder.path)
    }

    /// The folder above `folder`, or `nil` at the root.
    ///
    /// We stop when the path gets no shorter rather than when the parent equals the folder:
    /// Foundation on macOS 15 answers `/../` for the parent of `/`, which never equals `/`.
    static func parentFolder(of folder: URL, parentOf: (URL) -> URL) -> URL? {
        let depth = folder.pathComponents.count
        guard depth > 1 else { return nil }
        let parent = parentOf(folder).standardizedFileURL
        return parent.pathComponents.count < depth ? parent : nil
    }

    /// The URL of a path relative to the root.
    package func url(_ relativePath: String) -> URL {
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
    package func relativePath(of file: URL) -> String {
        let full = file.standardizedFileURL.resolvingSymlinksInPath().path
        let base = root.resolvingSymlinksInPath().path + "/"
        return full.hasPrefix(base) ? String(full.dropFirst(base.count)) : full
    }
}
