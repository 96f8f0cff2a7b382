import Foundation
import WorkbookKit

/// The copy of the workbook that `verify` stubs and builds, so the student's files are never touched.
///
/// It lives in `.workbook/verify/` (git-ignored) and keeps its `.build` between runs; only files
/// whose content changed are copied again, so the next build is incremental.
enum ScratchCopy {
    /// What is copied, as it is: everything the package needs to build and test, nothing else.
    static let items = ["Package.swift", "Sources", "Tests", "Lectures", ".swift-format"]

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
        for item in items {
            try sync(
                original.url(item), to: destination.appendingPathComponent(item), changed: &changed)
        }
        // A copy made in the same second as the last scratch build could look old to it.
        try SourceWriter.stampAsChanged(changed)
        let scratch = try Workspace(root: destination)
        focus(scratch, on: scratch.stages)
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

    /// Makes every build of the scratch copy declare only `stages`, their tests and their tests'
    /// helpers (`ManifestSwitches`): the tool and the game are never built there, and a step on
    /// one stage builds and links only its tests (the link is what each step waits for).
    ///
    /// Stages are independent modules, so a stage's tests give the same results either way.
    static func focus(_ scratch: Workspace, on stages: [String]) {
        ManifestSwitches.set(
            ManifestSwitches.environment(stages: stages, stagesOnly: true), for: scratch.root)
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
