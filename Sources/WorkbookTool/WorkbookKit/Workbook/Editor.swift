import Foundation
import WorkbookLanguage

/// Rewrites exercise regions in place: stubs for `start` (`Editor+Start.swift`), the reference for
/// `restore` (`Editor+Restore.swift`), which first rebuilds damaged markers (`Editor+Repair.swift`).
/// This file holds what they share: the outcome, the writing of regions, and reading git and the
/// lines around a region.
///
/// It never loses a student's text: a region that differs from both its stub and its reference is
/// backed up before it is replaced, and every file is written atomically. It holds the workbook's
/// lock while it works and reads the files again under it, so two commands never interleave.
package struct Editor {
    /// What a rewrite did, for the command to report.
    package struct Outcome: Equatable, Sendable {
        /// Exercises whose regions were rewritten.
        var changed: [String] = []
        /// Exercises that were already in the requested form.
        var unchanged: [String] = []
        /// Copies of files that held the student's own text, made before rewriting them.
        var backups: [URL] = []
        /// The files that were rewritten, relative to the root.
        var files: [String] = []
        /// Damaged regions that `restore` rebuilt, one sentence each.
        var repairs: [Localized] = []
    }

    var catalog: Catalog
    /// Told, in plain words, when the editor waits for another command to finish writing.
    var waiting: (Localized) -> Void = { _ in }
    /// The student's language, in which `start` writes a stub's rule.
    var language: Language = .en

    /// Written out for the instructor's commands: a memberwise initializer is internal.
    package init(catalog: Catalog, waiting: @escaping (Localized) -> Void = { _ in }) {
        self.catalog = catalog
        self.waiting = waiting
    }

    var workspace: Workspace { catalog.workspace }

    /// How many lines around a region `start` remembers, to find it again without its markers.
    static let contextLines = 3

    /// The solution lines of a saved reference region (its markers and stub left out).
    static func referenceBody(_ reference: [String]?) -> [String]? {
        guard let reference else { return nil }
        return (try? MarkedFile(path: "reference", text: reference.joined(separator: "\n")))?
            .regions.first?.body
    }

    /// Up to `contextLines` lines before line index `index`, stopping at another region's marker
    /// (which `start` or `restore` may rewrite later).
    static func context(before index: Int, in lines: [String]) -> [String] {
        var result: [String] = []
        var position = index - 1
        while position >= 0, result.count < contextLines, !isMarker(lines[position]) {
            result.insert(lines[position], at: 0)
            position -= 1
        }
        return result
    }

    /// Up to `contextLines` lines after line index `index`, stopping at another region's marker.
    static func context(after index: Int, in lines: [String]) -> [String] {
        var result: [String] = []
        var position = index + 1
        while position < lines.count, result.count < contextLines, !isMarker(lines[position]) {
            result.append(lines[position])
            position += 1
        }
        return result
    }

    private static func isMarker(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return [Marker.beginSolution, Marker.beginExercise, Marker.endSolution, Marker.endExercise]
            .contains { trimmed.hasPrefix($0) }
    }

    static func noReference(_ id: String) -> WorkbookError {
        WorkbookError.noReferenceToRestore(id: id)
    }

    /// Rewrites, in every file, the regions of `ids` for which `transform` gives new lines.
    func rewrite(
        ids: Set<String>, in catalog: Catalog, _ transform: (Region, Catalog.Place) -> [String]?
    ) throws -> [String] {
        guard !ids.isEmpty else { return [] }
        var contents: [URL: String] = [:]
        var paths: [String] = []
        for file in catalog.files
        where file.regions.contains(where: { ids.contains($0.exerciseID) }) {
            let rewritten = try file.rewritingNumberedRegions { region, ordinal in
                guard ids.contains(region.exerciseID) else { return nil }
                return transform(
                    region, Catalog.Place(file: file.path, ordinal: ordinal, region: region))
            }
            if rewritten.text != file.text {
                contents[workspace.url(file.path)] = rewritten.text
                paths.append(file.path)
            }
        }
        try SourceWriter.write(contents)
        return paths
    }

    /// The last committed version of `file`, parsed; `nil` outside git or when it is not there.
    func committedFile(_ file: String) -> MarkedFile? {
        guard
            let result = try? Shell.run(["git", "show", "HEAD:./\(file)"], in: workspace.root),
            result.status == 0
        else { return nil }
        return try? MarkedFile(path: file, text: result.output)
    }

    /// Region `ordinal` of exercise `id` in `file`, with the lines around it.
    static func region(_ id: String, ordinal: Int, in file: MarkedFile) -> (
        region: Region, before: [String], after: [String]
    )? {
        let regions = file.regions.filter { $0.exerciseID == id }
        guard ordinal < regions.count else { return nil }
        let region = regions[ordinal]
        let lines = file.text.components(separatedBy: "\n")
        return (
            region, context(before: region.firstLine - 1, in: lines),
            context(after: region.lastLine - 1, in: lines)
        )
    }

    /// The reference form of a region as last committed to git, for a workbook whose state was lost.
    func committedReference(_ id: String, in file: String, ordinal: Int) -> [String]? {
        guard
            let region = committedFile(file).flatMap({ Self.region(id, ordinal: ordinal, in: $0) }),
            !region.region.isStarted
        else { return nil }
        return region.region.rawLines
    }
}
