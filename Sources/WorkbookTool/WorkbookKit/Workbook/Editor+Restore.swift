import Foundation
import WorkbookLanguage

/// `restore`: the reference goes back into started regions, the student's text into a backup.
extension Editor {
    /// One region of one exercise: the key under which `restore` keeps its reference.
    private struct RegionKey: Hashable {
        var exerciseID: String
        var file: String
        var ordinal: Int
    }

    /// Puts the reference back into the started regions of `exercises`, backing up the student's
    /// text; regions whose markers were damaged are rebuilt first.
    ///
    /// By default each region gets its reference form back, byte for byte, as before `start`.
    /// `keepingStartedForm` puts the reference code between the started markers instead, so the
    /// file still reads as the student started it and `start` makes that exercise a stub again.
    package func restore(_ exercises: [Exercise], keepingStartedForm: Bool = false) throws
        -> Outcome
    {
        let lock = try WorkbookLock.acquire(in: workspace, for: "restore", waiting: waiting)
        defer { lock.release() }
        var outcome = Outcome()
        var catalog = try Catalog(workspace: workspace)
        let ids = Set(exercises.map(\.id))
        if catalog.damage.contains(where: { ids.contains($0.exerciseID) }) {
            try repair(catalog.damage.filter { ids.contains($0.exerciseID) }, in: catalog, &outcome)
            catalog = try Catalog(workspace: workspace)
        }
        var state = try WorkbookState.load(from: workspace)
        var restored: Set<String> = []
        var replacements: [RegionKey: [String]] = [:]
        var filesToBackUp: Set<String> = []
        for exercise in exercises {
            let started = catalog.places(of: exercise.id).filter(\.region.isStarted)
            var holdsReference = !started.isEmpty
            for place in started {
                let saved = state.saved(exercise.id, file: place.file, ordinal: place.ordinal)
                guard
                    let reference = saved?.reference
                        ?? committedReference(exercise.id, in: place.file, ordinal: place.ordinal)
                else { throw Self.noReference(exercise.id) }
                let referenceBody = try MarkedFile(
                    path: place.file, text: reference.joined(separator: "\n")
                ).regions.first?.body
                let key = RegionKey(
                    exerciseID: exercise.id, file: place.file, ordinal: place.ordinal)
                if keepingStartedForm {
                    replacements[key] = Region.startedLines(
                        id: exercise.id, indentation: place.region.indentation,
                        body: referenceBody ?? [])
                    if saved == nil {
                        // Remembered, so that `start` can make this region a stub again.
                        guard
                            case .reference(_, let stub)? = try MarkedFile(
                                path: place.file, text: reference.joined(separator: "\n")
                            ).regions.first?.form
                        else { throw Self.noReference(exercise.id) }
                        state.started[exercise.id, default: []].append(
                            .init(
                                file: place.file, ordinal: place.ordinal, reference: reference,
                                stub: stub, before: nil, after: nil))
                    }
                } else {
                    replacements[key] = reference
                }
                if place.region.body != referenceBody {
                    holdsReference = false
                    if place.region.body != saved?.stub { filesToBackUp.insert(place.file) }
                }
            }
            guard !started.isEmpty, !(keepingStartedForm && holdsReference) else {
                if !outcome.changed.contains(exercise.id) {
                    outcome.unchanged.append(exercise.id)
                }
                if keepingStartedForm && holdsReference {
                    state.markRestored(exercise.id, true)
                } else if started.isEmpty {
                    // A restore killed after writing the files leaves their references behind.
                    state.started[exercise.id] = nil
                    state.markRestored(exercise.id, false)
                }
                continue
            }
            restored.insert(exercise.id)
            if !outcome.changed.contains(exercise.id) { outcome.changed.append(exercise.id) }
        }
        for file in filesToBackUp.sorted() {
            outcome.backups.append(try SourceWriter.backUp(file, in: workspace))
        }
        if keepingStartedForm {
            // Saved first, like `start`: a kill before the files are written leaves a region
            // still as the student had it, with its reference remembered.
            for id in restored {
                state.passed[id] = nil
                state.markRestored(id, true)
            }
            try state.save(to: workspace)
        }
        outcome.files += try rewrite(ids: restored, in: catalog) { region, place in
            guard region.isStarted else { return nil }
            return replacements[
                RegionKey(exerciseID: region.exerciseID, file: place.file, ordinal: place.ordinal)]
        }
        if !keepingStartedForm {
            for id in restored {
                state.started[id] = nil
                state.passed[id] = nil
                state.markRestored(id, false)
            }
            try state.save(to: workspace)
        }
        return outcome
    }
}
