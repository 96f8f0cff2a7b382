import Foundation
import WorkbookLanguage

/// `start`: each reference region becomes its stub, its rule in the student's language
/// (`StubRule`), and the reference is remembered.
extension Editor {
    /// Replaces the reference regions of `exercises` with their stubs and remembers the reference.
    ///
    /// The state is saved before any source file is written: a command killed in between leaves
    /// a reference remembered for a region still in place, which is harmless, and never the other
    /// way round.
    package func start(_ exercises: [Exercise]) throws -> Outcome {
        let lock = try WorkbookLock.acquire(in: workspace, for: "start", waiting: waiting)
        defer { lock.release() }
        let catalog = try Catalog(workspace: workspace)
        try catalog.requireIntact(exercises, for: "start")
        var state = try WorkbookState.load(from: workspace)
        var outcome = Outcome()
        var ids: Set<String> = []
        var filesToBackUp: Set<String> = []
        for exercise in exercises {
            let places = catalog.places(of: exercise.id)
            let toStart = places.filter { Self.isToStart($0, of: exercise.id, state: state) }
            guard !toStart.isEmpty else {
                outcome.unchanged.append(exercise.id)
                continue
            }
            ids.insert(exercise.id)
            outcome.changed.append(exercise.id)
            for place in toStart {
                if place.region.isStarted {
                    // Restored: the reference stands between started markers. Anything else there
                    // is the student's own edit of it, kept in a backup before the stub replaces it.
                    let saved = state.saved(exercise.id, file: place.file, ordinal: place.ordinal)
                    if let saved, place.region.body != saved.stub,
                        place.region.body != Self.referenceBody(saved.reference)
                    {
                        filesToBackUp.insert(place.file)
                    }
                    continue
                }
                guard case .reference(_, let stub) = place.region.form,
                    let file = catalog.files.first(where: { $0.path == place.file })
                else { continue }
                let lines = file.text.components(separatedBy: "\n")
                let stubToWrite = StubRule.stub(
                    stub, above: Array(lines[..<(place.region.firstLine - 1)]),
                    indentation: place.region.indentation, rules: exercise.stubRules(in: language),
                    language: language)
                var saved = state.started[exercise.id, default: []]
                saved.removeAll { $0.file == place.file && $0.ordinal == place.ordinal }
                saved.append(
                    .init(
                        file: place.file, ordinal: place.ordinal,
                        reference: place.region.rawLines, stub: stubToWrite,
                        before: Self.context(before: place.region.firstLine - 1, in: lines),
                        after: Self.context(after: place.region.lastLine - 1, in: lines)))
                state.started[exercise.id] = saved
            }
            state.passed[exercise.id] = nil
        }
        for file in filesToBackUp.sorted() {
            outcome.backups.append(try SourceWriter.backUp(file, in: workspace))
        }
        let before = state
        for id in ids { state.markRestored(id, false) }
        try state.save(to: workspace)
        outcome.files = try rewrite(ids: ids, in: catalog) { region, place in
            switch region.form {
            case .reference(_, let stub):
                // The stub remembered above, in the student's language.
                let saved = state.saved(region.exerciseID, file: place.file, ordinal: place.ordinal)
                return Region.startedLines(
                    id: region.exerciseID, indentation: region.indentation,
                    body: saved?.stub ?? stub)
            case .started:
                guard before.isRestored(region.exerciseID),
                    let saved = before.saved(
                        region.exerciseID, file: place.file, ordinal: place.ordinal)
                else { return nil }
                return Region.startedLines(
                    id: region.exerciseID, indentation: region.indentation, body: saved.stub)
            }
        }
        return outcome
    }

    /// Whether `start` rewrites `place` of exercise `id`: a reference region, or a started one
    /// into which `restore` put the reference (and which `start` can turn back into its stub).
    static func isToStart(_ place: Catalog.Place, of id: String, state: WorkbookState) -> Bool {
        guard place.region.isStarted else { return true }
        return state.isRestored(id)
            && state.saved(id, file: place.file, ordinal: place.ordinal) != nil
    }
}
