import Foundation

/// The files of two stages paired by name, each with its line diff.
///
/// Stages are complete copies of the game, so a file keeps its name from one lecture to the next;
/// pairing by path inside the stage folder is what lets a diff read like "what changed this week".
struct StageComparison: Sendable {
    /// How a file's text is read before comparing.
    enum View: Sendable {
        /// As the lecture reads it: exercise markers and commented stubs dropped, the reference kept.
        case lecture
        /// Exactly as it is on disk, markers and all.
        case raw
    }

    /// Which folders of a stage to compare.
    enum Part: Sendable {
        /// `Sources/<Stage>/`.
        case sources
        /// `Tests/<Stage>Tests/`.
        case tests

        /// The folder of `stage` for this part, relative to the package root.
        func folder(of stage: String) -> String {
            switch self {
            case .sources: "Sources/\(stage)"
            case .tests: "Tests/\(stage)Tests"
            }
        }
    }

    /// What happened to one file between the stages.
    enum Change: String, Sendable {
        /// Only on the new side, or only on the old side.
        case added, removed
        /// On both sides, with different or with the same lines.
        case changed, unchanged
    }

    /// One file name and its two versions.
    struct File: Sendable {
        /// The path inside the stage folder, the same on both sides.
        var name: String
        /// The old side's path relative to the root, `nil` when the file is added.
        var oldPath: String?
        /// The new side's path relative to the root, `nil` when the file is removed.
        var newPath: String?
        /// The line diff from the old to the new version (an absent side is empty).
        var diff: UnifiedDiff

        /// Added, removed, changed or unchanged.
        var change: Change {
            if oldPath == nil { return .added }
            if newPath == nil { return .removed }
            return diff.hunks.isEmpty ? .unchanged : .changed
        }
    }

    /// Every file of either stage, sorted by part, then name.
    var files: [File]

    /// Compares stage `old` with stage `new` in `parts` of `workspace`.
    init(
        workspace: Workspace, from old: String, to new: String, parts: [Part] = [.sources],
        view: View = .lecture, context: Int = 3
    ) throws {
        var files: [File] = []
        for part in parts {
            let oldFolder = part.folder(of: old)
            let newFolder = part.folder(of: new)
            let oldNames = Set(FileList.regularFiles(in: workspace.url(oldFolder)))
            let newNames = Set(FileList.regularFiles(in: workspace.url(newFolder)))
            for name in oldNames.union(newNames).sorted() {
                let oldPath = oldNames.contains(name) ? "\(oldFolder)/\(name)" : nil
                let newPath = newNames.contains(name) ? "\(newFolder)/\(name)" : nil
                let oldLines = try oldPath.map { try Self.lines(of: $0, in: workspace, view: view) }
                let newLines = try newPath.map { try Self.lines(of: $0, in: workspace, view: view) }
                files.append(
                    File(
                        name: name, oldPath: oldPath, newPath: newPath,
                        diff: UnifiedDiff(
                            old: oldLines ?? [], new: newLines ?? [], context: context)
                    ))
            }
        }
        self.files = files
    }

    /// The files that differ.
    var changedFiles: [File] { files.filter { $0.change != .unchanged } }

    /// The lines of the file at `path`, read in `view`.
    static func lines(of path: String, in workspace: Workspace, view: View) throws -> [String] {
        let data = try Data(contentsOf: workspace.url(path))
        let text = String(decoding: data, as: UTF8.self)
        switch view {
        case .raw: return splitLines(text)
        case .lecture: return splitLines(lectureText(of: text, path: path))
        }
    }

    /// `text` as the lecture reads it: each region replaced by its reference (or the code written in it).
    ///
    /// A file whose markers do not parse is returned unchanged, so the diff still shows something.
    static func lectureText(of text: String, path: String) -> String {
        guard path.hasSuffix(".swift"), let file = try? MarkedFile(path: path, text: text) else {
            return text
        }
        return file.segments.flatMap { segment -> [String] in
            switch segment {
            case .text(let lines): lines
            case .region(let region): region.body
            }
        }.joined(separator: "\n")
    }

    /// Splits text into lines; a final newline ends the last line rather than starting an empty one.
    static func splitLines(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines = text.components(separatedBy: "\n")
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }
}
