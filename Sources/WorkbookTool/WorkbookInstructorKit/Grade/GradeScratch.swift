import Foundation
import WorkbookKit

/// The scratch packages grading builds in: `.workbook/grade/worker-<n>/` of the instructor's
/// workbook, one per parallel worker, each keeping its `.build` between students (as `verify`
/// keeps `.workbook/verify/`), so only what a student changed is compiled again.
enum GradeScratch {
    /// The scratch folder of worker `number` of `workspace`.
    static func folder(of workspace: Workspace, worker number: Int) -> URL {
        workspace.stateFolder.appendingPathComponent("grade/worker-\(number)")
    }

    /// Makes `folder` hold the instructor's package with `submission`'s regions of `exercises`
    /// laid over it (the stubs for those in `stubbing`), rewriting only files whose content
    /// changes; returns the package and notes.
    static func prepare(
        _ folder: URL, reference: Catalog, submission: Submission, exercises: [Exercise],
        stubbing: Set<String> = []
    ) throws -> (Workspace, [String]) {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let (texts, notes) = submission.overlaid(
            on: reference, exercises: exercises, stubbing: stubbing)
        // A file with regions whose overlay is what the previous student's was keeps its old
        // modification time, so the incremental build does not compile it again.
        var previous: [String: (text: String, date: Date)] = [:]
        for path in texts.keys {
            let url = folder.appendingPathComponent(path)
            if let text = try? String(contentsOf: url, encoding: .utf8) {
                previous[path] = (text, SourceWriter.modificationTime(of: url))
            }
        }
        // Each file rewritten, with the time it had before (see `SourceWriter.stampAsChanged`).
        var changed: [URL: Date] = [:]
        for item in ScratchCopy.items {
            try ScratchCopy.sync(
                reference.workspace.url(item), to: folder.appendingPathComponent(item),
                changed: &changed)
        }
        // The overlaid files are written below, with the times they had before the copy.
        let overlaid = Set(texts.keys.map { folder.appendingPathComponent($0).path })
        changed = changed.filter { !overlaid.contains($0.key.path) }
        for (path, text) in texts.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(path)
            try Data(text.utf8).write(to: url, options: .atomic)
            if let old = previous[path], old.text == text {
                try manager.setAttributes([.modificationDate: old.date], ofItemAtPath: url.path)
            } else {
                changed[url] = previous[path]?.date ?? .distantPast
            }
        }
        try SourceWriter.stampAsChanged(changed)
        try WorkbookState().save(to: Workspace(root: folder))
        return (try Workspace(root: folder), notes)
    }
}
