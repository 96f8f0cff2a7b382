import Foundation

/// Rewrites exercise regions in place: stubs for `start`, the reference for `restore`.
///
/// It never loses a student's text: a region that differs from both its stub and its reference is
/// backed up before it is replaced, and every file is written atomically.
struct Editor {
    /// What a rewrite did, for the command to report.
    struct Outcome: Equatable, Sendable {
        /// Exercises whose regions were rewritten.
        var changed: [String] = []
        /// Exercises that were already in the requested form.
        var unchanged: [String] = []
        /// Copies of files that held the student's own text, made before rewriting them.
        var backups: [URL] = []
        /// The files that were rewritten, relative to the root.
        var files: [String] = []
    }

    var catalog: Catalog

    private var workspace: Workspace { catalog.workspace }

    // MARK: - Start

    /// Replaces the reference regions of `exercises` with their stubs and remembers the reference.
    func start(_ exercises: [Exercise]) throws -> Outcome {
        var state = try WorkbookState.load(from: workspace)
        var outcome = Outcome()
        var ids: Set<String> = []
        for exercise in exercises {
            let places = catalog.places(of: exercise.id)
            let toStart = places.filter { !$0.region.isStarted }
            guard !toStart.isEmpty else {
                outcome.unchanged.append(exercise.id)
                continue
            }
            ids.insert(exercise.id)
            outcome.changed.append(exercise.id)
            for place in toStart {
                guard case .reference(_, let stub) = place.region.form else { continue }
                var saved = state.started[exercise.id, default: []]
                saved.removeAll { $0.file == place.file && $0.ordinal == place.ordinal }
                saved.append(
                    .init(
                        file: place.file, ordinal: place.ordinal,
                        reference: place.region.rawLines, stub: stub))
                state.started[exercise.id] = saved
            }
            state.passed[exercise.id] = nil
        }
        outcome.files = try rewrite(ids: ids) { region, _ in
            guard case .reference(_, let stub) = region.form else { return nil }
            return Region.startedLines(
                id: region.exerciseID, indentation: region.indentation, body: stub)
        }
        try state.save(to: workspace)
        return outcome
    }

    // MARK: - Restore

    /// Puts the reference back into the started regions of `exercises`, backing up the student's text.
    func restore(_ exercises: [Exercise]) throws -> Outcome {
        var state = try WorkbookState.load(from: workspace)
        var outcome = Outcome()
        var ids: Set<String> = []
        var references: [RegionKey: [String]] = [:]
        var filesToBackUp: Set<String> = []
        for exercise in exercises {
            let started = catalog.places(of: exercise.id).filter(\.region.isStarted)
            guard !started.isEmpty else {
                outcome.unchanged.append(exercise.id)
                continue
            }
            for place in started {
                let saved = state.saved(exercise.id, file: place.file, ordinal: place.ordinal)
                guard
                    let reference = saved?.reference
                        ?? committedReference(exercise.id, in: place.file, ordinal: place.ordinal)
                else {
                    throw WorkbookError.noReference(
                        """
                        This copy of the workbook has no reference code for '\(exercise.id)' \
                        (it is a student release, or .workbook/ was deleted), so it cannot be restored.
                        Your code is untouched. Ask your instructor for the reference.
                        """)
                }
                references[
                    RegionKey(exerciseID: exercise.id, file: place.file, ordinal: place.ordinal)] =
                    reference
                let referenceBody = try MarkedFile(
                    path: place.file, text: reference.joined(separator: "\n")
                ).regions.first?.body
                if place.region.body != saved?.stub && place.region.body != referenceBody {
                    filesToBackUp.insert(place.file)
                }
            }
            ids.insert(exercise.id)
            outcome.changed.append(exercise.id)
        }
        for file in filesToBackUp.sorted() {
            outcome.backups.append(try SourceWriter.backUp(file, in: workspace))
        }
        outcome.files = try rewrite(ids: ids) { region, place in
            guard region.isStarted else { return nil }
            return references[
                RegionKey(exerciseID: region.exerciseID, file: place.file, ordinal: place.ordinal)]
        }
        for id in ids {
            state.started[id] = nil
            state.passed[id] = nil
        }
        try state.save(to: workspace)
        return outcome
    }

    // MARK: - Internals

    /// One region of one exercise: the key under which `restore` keeps its reference.
    private struct RegionKey: Hashable {
        var exerciseID: String
        var file: String
        var ordinal: Int
    }

    /// Rewrites, in every file, the regions of `ids` for which `transform` gives new lines.
    private func rewrite(
        ids: Set<String>, _ transform: (Region, Catalog.Place) -> [String]?
    ) throws -> [String] {
        guard !ids.isEmpty else { return [] }
        var contents: [URL: String] = [:]
        var paths: [String] = []
        for file in catalog.files
        where file.regions.contains(where: { ids.contains($0.exerciseID) }) {
            var ordinals: [String: Int] = [:]
            let rewritten = try file.rewritingRegions { region in
                let ordinal = ordinals[region.exerciseID, default: 0]
                ordinals[region.exerciseID] = ordinal + 1
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

    /// The reference form of a region as last committed to git, for a workbook whose state was lost.
    private func committedReference(_ id: String, in file: String, ordinal: Int) -> [String]? {
        guard
            let result = try? Shell.run(["git", "show", "HEAD:./\(file)"], in: workspace.root),
            result.status == 0,
            let committed = try? MarkedFile(path: file, text: result.output)
        else { return nil }
        let regions = committed.regions.filter { $0.exerciseID == id }
        guard ordinal < regions.count, !regions[ordinal].isStarted else { return nil }
        return regions[ordinal].rawLines
    }
}
