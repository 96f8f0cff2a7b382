import Foundation
import WorkbookLanguage

/// Turns passed exercises back into stubs for a review, and gives the student's code back.
///
/// Like `Editor`, it holds the workbook's lock while it works, reads the files again under it,
/// backs up every file that holds the student's text before rewriting it, and writes through
/// `SourceWriter`. The code it takes out is saved in `ReviewSession` before a region changes.
struct Reviewer {
    /// What a step did, for the command to report.
    struct Outcome: Equatable, Sendable {
        /// Exercises whose regions now hold their stubs again.
        var stubbed: [String] = []
        /// Exercises whose own code is back.
        var givenBack: [String] = []
        /// Of those, the ones given back because they passed again.
        var passedAgain: [String] = []
        /// Exercises still under review.
        var open: [String] = []
        /// Copies of files made before rewriting them.
        var backups: [URL] = []
    }

    var catalog: Catalog
    /// Told, in plain words, when the reviewer waits for another command to finish writing.
    var waiting: (Localized) -> Void = { _ in }

    private var workspace: Workspace { catalog.workspace }

    /// The exercises a review picks from `candidates`: those whose check passed on the code they
    /// hold now, the ones that took the most hints first, then the earliest in the course (those
    /// passed longest ago), at most `count`.
    static func pick(
        _ count: Int, from candidates: [Exercise], catalog: Catalog, state: WorkbookState
    ) -> [Exercise] {
        let passed = candidates.enumerated().filter { _, exercise in
            catalog.status(of: exercise, state: state) == .done
                && catalog.places(of: exercise.id).allSatisfy {
                    state.saved(exercise.id, file: $0.file, ordinal: $0.ordinal) != nil
                }
        }
        return passed.sorted { left, right in
            let hints = (
                state.hintsShown[left.element.id, default: 0],
                state.hintsShown[right.element.id, default: 0]
            )
            return hints.0 != hints.1 ? hints.0 > hints.1 : left.offset < right.offset
        }.prefix(count).map(\.element)
    }

    /// Keeps the code of `exercises` in the review, then stubs their regions again.
    func begin(_ exercises: [Exercise]) throws -> Outcome {
        let lock = try WorkbookLock.acquire(in: workspace, for: "review", waiting: waiting)
        defer { lock.release() }
        let catalog = try Catalog(workspace: workspace)
        try catalog.requireIntact(exercises, for: "review")
        var state = try WorkbookState.load(from: workspace)
        var session = try ReviewSession.load(from: workspace) ?? ReviewSession()
        var outcome = Outcome()
        var stubs: [Key: [String]] = [:]
        for exercise in exercises where !session.exercises.contains(exercise.id) {
            let places = catalog.places(of: exercise.id).filter(\.region.isStarted)
            let saved = places.compactMap {
                state.saved(exercise.id, file: $0.file, ordinal: $0.ordinal)
            }
            guard !places.isEmpty, saved.count == places.count else { continue }
            for (place, region) in zip(places, saved) {
                session.kept.append(
                    .init(
                        exercise: exercise.id, file: place.file, ordinal: place.ordinal,
                        body: place.region.body, passed: state.passed[exercise.id]))
                stubs[Key(place, of: exercise.id)] = region.stub
            }
            outcome.stubbed.append(exercise.id)
        }
        guard !outcome.stubbed.isEmpty else { return outcome }
        for file in Set(stubs.keys.map(\.file)).sorted() {
            outcome.backups.append(try SourceWriter.backUp(file, in: workspace))
        }
        // The code is kept before any region changes, and the passes are forgotten before the
        // stubs are written: a kill in between leaves the student's code in place, and kept.
        try session.save(to: workspace)
        for id in outcome.stubbed { state.passed[id] = nil }
        try state.save(to: workspace)
        try rewrite(stubs, in: catalog)
        outcome.open = session.exercises
        return outcome
    }

    /// Gives back the code of every reviewed exercise that passes again (or of all, with
    /// `everything`), after backing up the files whose regions hold the review's own attempt;
    /// stubs again a reviewed region that a killed `begin` left holding the kept code.
    func resume(givingBackEverything everything: Bool) throws -> Outcome {
        let lock = try WorkbookLock.acquire(in: workspace, for: "review", waiting: waiting)
        defer { lock.release() }
        let catalog = try Catalog(workspace: workspace)
        var outcome = Outcome()
        guard var session = try ReviewSession.load(from: workspace) else { return outcome }
        var state = try WorkbookState.load(from: workspace)
        let reviewed = session.exercises.compactMap(catalog.exercise)
        try catalog.requireIntact(reviewed, for: "review")
        var writes: [Key: [String]] = [:]
        var toBackUp: Set<String> = []
        for exercise in reviewed {
            let kept = session.kept.filter { $0.exercise == exercise.id }
            let places = kept.map { entry in
                catalog.places(of: exercise.id).first {
                    $0.file == entry.file && $0.ordinal == entry.ordinal && $0.region.isStarted
                }
            }
            let passes = catalog.status(of: exercise, state: state) == .done
            if everything || passes {
                for (entry, place) in zip(kept, places) {
                    guard let place, place.region.body != entry.body else { continue }
                    let stub = state.saved(exercise.id, file: place.file, ordinal: place.ordinal)?
                        .stub
                    if place.region.body != stub { toBackUp.insert(place.file) }
                    writes[Key(place, of: exercise.id)] = entry.body
                }
                outcome.givenBack.append(exercise.id)
                if passes { outcome.passedAgain.append(exercise.id) }
                continue
            }
            outcome.open.append(exercise.id)
            // A review killed before its stubs were written: finish it (the code is kept).
            for (entry, place) in zip(kept, places) {
                guard let place, place.region.body == entry.body,
                    let stub = state.saved(exercise.id, file: place.file, ordinal: place.ordinal)?
                        .stub
                else { continue }
                writes[Key(place, of: exercise.id)] = stub
            }
        }
        for file in toBackUp.sorted() {
            outcome.backups.append(try SourceWriter.backUp(file, in: workspace))
        }
        try rewrite(writes, in: catalog)
        let given = Set(outcome.givenBack)
        for entry in session.kept where given.contains(entry.exercise) {
            state.passed[entry.exercise] = entry.passed
        }
        try state.save(to: workspace)
        session.kept.removeAll { given.contains($0.exercise) }
        try session.save(to: workspace)
        return outcome
    }

    /// One region of one exercise.
    private struct Key: Hashable {
        var exercise: String
        var file: String
        var ordinal: Int

        init(_ place: Catalog.Place, of exercise: String) {
            self.exercise = exercise
            file = place.file
            ordinal = place.ordinal
        }
    }

    /// Writes each region in its started form holding the given body.
    private func rewrite(_ bodies: [Key: [String]], in catalog: Catalog) throws {
        var contents: [URL: String] = [:]
        for file in catalog.files where bodies.keys.contains(where: { $0.file == file.path }) {
            let rewritten = try file.rewritingNumberedRegions { region, ordinal in
                let place = Catalog.Place(file: file.path, ordinal: ordinal, region: region)
                guard let body = bodies[Key(place, of: region.exerciseID)] else { return nil }
                return Region.startedLines(
                    id: region.exerciseID, indentation: region.indentation, body: body)
            }
            if rewritten.text != file.text { contents[workspace.url(file.path)] = rewritten.text }
        }
        try SourceWriter.write(contents)
    }
}
