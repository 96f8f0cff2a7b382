import Foundation

/// The copy of the workbook that `verify` stubs and builds, so the student's files are never touched.
///
/// It lives in `.workbook/verify/` (git-ignored) and keeps its `.build` between runs; only files
/// whose content changed are copied again, so the next build is incremental.
enum ScratchCopy {
    /// What is copied: everything the package needs to build and test, nothing else.
    static let items = ["Package.swift", "Sources", "Tests", "Lectures", ".swift-format"]

    /// The targets that are not stages: the tool, the terminal game, and their tests.
    ///
    /// The scratch copy's manifest leaves them out, so every test run builds and links only the
    /// stages (the link is what each step waits for), and a manifest focused on one stage never
    /// names a target that needs all of them. They are the folders of `Sources/Workbook/` and
    /// `Tests/Workbook/` (and any other top-level folder that is not a stage, its tests, or
    /// `TestSupport`), except the language rule that the stages' advice follows.
    static func otherTargets(of workspace: Workspace) -> [String] {
        let kept = Set(
            workspace.stages + workspace.stages.map { "\($0)Tests" }
                + ["TestSupport", "WorkbookLanguage", toolFolder])
        let folders = ["Sources", "Tests"].flatMap { top in
            [top, "\(top)/\(toolFolder)"].flatMap { folder in
                (try? FileManager.default.contentsOfDirectory(atPath: workspace.url(folder).path))
                    ?? []
            }
        }
        return folders.filter { !kept.contains($0) && !$0.hasPrefix(".") }.sorted()
    }

    /// The folder of `Sources/` and `Tests/` that holds the workbook's own targets.
    static let toolFolder = "Workbook"

    /// `manifest` without the declarations of `targets`: every `.target(name: "X", …)`,
    /// `.testTarget`, `.executableTarget` or product whose name is one of them, however it is
    /// wrapped over lines, together with its comma.
    static func stagesOnly(_ manifest: String, leavingOut targets: [String]) -> String {
        var text = manifest
        for target in targets {
            while let declaration = declaration(named: target, in: text) {
                text.removeSubrange(declaration)
            }
        }
        return text
    }

    /// Where a package element such as `.target(name: "X", …)` is declared in `text`: from its
    /// line's indentation to the end of the line holding its closing parenthesis and comma.
    private static func declaration(named name: String, in text: String) -> Range<String.Index>? {
        let pattern =
            #"\.[A-Za-z]+\(\s*name:\s*"\#(NSRegularExpression.escapedPattern(for: name))""#
        guard let open = text.range(of: pattern, options: .regularExpression),
            let parenthesis = text[open].firstIndex(of: "("),
            let close = text.closingBracket(matching: parenthesis)
        else { return nil }
        var end = text.index(after: close)
        if end < text.endIndex, text[end] == "," { end = text.index(after: end) }
        // Take the whole line when the declaration stands alone on its lines.
        let lineStart = text[..<open.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) }
        let before = lineStart.map { text[$0..<open.lowerBound] } ?? ""
        let afterEnd = text[end...].prefix { $0 == " " || $0 == "\t" }
        if let lineStart, before.allSatisfy(\.isWhitespace),
            afterEnd.endIndex == text.endIndex || text[afterEnd.endIndex] == "\n"
        {
            let lineEnd =
                afterEnd.endIndex < text.endIndex
                ? text.index(after: afterEnd.endIndex) : text.endIndex
            return lineStart..<lineEnd
        }
        return open.lowerBound..<end
    }

    /// The scratch folder of `workspace`.
    static func folder(of workspace: Workspace) -> URL {
        workspace.stateFolder.appendingPathComponent("verify")
    }

    /// Brings the scratch copy up to date with `original` and puts the reference back into any
    /// exercise the student has started there, using the references the student's state saved.
    ///
    /// Throws `WorkbookError.noReference` when a started exercise's reference is unknown.
    static func prepare(from original: Workspace) throws -> Workspace {
        let destination = folder(of: original)
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        // Each file rewritten, with the time it had before (see `SourceWriter.stampAsChanged`).
        var changed: [URL: Date] = [:]
        // The manifest is written below, without the tool's targets.
        for item in items where item != "Package.swift" {
            try sync(
                original.url(item), to: destination.appendingPathComponent(item), changed: &changed)
        }
        let manifest = destination.appendingPathComponent("Package.swift")
        let stagesManifest = stagesOnly(
            try String(contentsOf: original.url("Package.swift"), encoding: .utf8),
            leavingOut: otherTargets(of: original))
        if (try? String(contentsOf: manifest, encoding: .utf8)) != stagesManifest {
            changed[manifest] = SourceWriter.modificationTime(of: manifest)
            try Data(stagesManifest.utf8).write(to: manifest)
        }
        // A copy made in the same second as the last scratch build could look old to it.
        try SourceWriter.stampAsChanged(changed)
        let scratch = try Workspace(root: destination)
        let originalState = try WorkbookState.load(from: original)
        var state = WorkbookState()
        state.started = originalState.started
        try state.save(to: scratch)
        let catalog = try Catalog(workspace: scratch)
        let started = catalog.exercises.filter { exercise in
            catalog.places(of: exercise.id).contains(where: \.region.isStarted)
        }
        if !started.isEmpty {
            do {
                _ = try Editor(catalog: catalog).restore(started)
            } catch let error as WorkbookError {
                throw WorkbookError.noReference(
                    """
                    verify needs the reference code, but these exercises are started here and \
                    their reference is unknown: \(started.map(\.id).joined(separator: ", ")).
                    Run 'swift run workbook restore <exercise>' first, or verify a clean checkout.
                    (\(error.description))
                    """)
            }
        }
        try WorkbookState().save(to: scratch)
        return scratch
    }

    /// Makes the scratch manifest list only `stages`, so each build links only their tests.
    ///
    /// Stages are independent modules, so a stage's tests give the same results either way.
    static func focus(_ scratch: Workspace, on stages: [String]) throws {
        let manifest = scratch.url("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let focused = StageList.replacing(in: text, with: stages)
        if focused != text { try SourceWriter.write([manifest: focused]) }
    }

    /// Makes `destination` hold exactly what `source` holds, rewriting only files that differ.
    /// Each file it writes is added to `changed` with the time it had before.
    static func sync(_ source: URL, to destination: URL, changed: inout [URL: Date]) throws {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: source.path, isDirectory: &isFolder) else {
            try? manager.removeItem(at: destination)
            return
        }
        guard isFolder.boolValue else {
            let data = try Data(contentsOf: source)
            if (try? Data(contentsOf: destination)) != data {
                changed[destination] = SourceWriter.modificationTime(of: destination)
                try? manager.removeItem(at: destination)
                try manager.createDirectory(
                    at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: destination)
            }
            return
        }
        var destinationIsFolder: ObjCBool = false
        if manager.fileExists(atPath: destination.path, isDirectory: &destinationIsFolder),
            !destinationIsFolder.boolValue
        {
            try manager.removeItem(at: destination)
        }
        try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        let names = Set(try manager.contentsOfDirectory(atPath: source.path))
        for stale in try manager.contentsOfDirectory(atPath: destination.path)
        where !names.contains(stale) {
            try manager.removeItem(at: destination.appendingPathComponent(stale))
        }
        for name in names.sorted() {
            try sync(
                source.appendingPathComponent(name), to: destination.appendingPathComponent(name),
                changed: &changed)
        }
    }
}
