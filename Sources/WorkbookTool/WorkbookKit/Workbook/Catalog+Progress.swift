import Foundation

extension Catalog {
    /// The status of `exercise` given the tool's memory of passed checks.
    func status(of exercise: Exercise, state: WorkbookState) -> ExerciseStatus {
        let places = places(of: exercise.id)
        let started = places.filter(\.region.isStarted)
        guard !started.isEmpty else { return .notStarted }
        // Before a passed check: the reference passes, and that earns nothing.
        if holdsRestoredReference(exercise, state: state) { return .notStarted }
        if state.passed[exercise.id] == fingerprint(of: exercise) { return .done }
        let untouched = started.allSatisfy { place in
            state.saved(exercise.id, file: place.file, ordinal: place.ordinal)?.stub
                == place.region.body
        }
        return untouched ? .started : .inProgress
    }

    /// Whether `restore` of `exercise` left its reference between the started markers and the
    /// student has not changed it since: the reference code in place, as before `start`, which a
    /// passing check must not count as the student's.
    func holdsRestoredReference(_ exercise: Exercise, state: WorkbookState) -> Bool {
        let started = places(of: exercise.id).filter(\.region.isStarted)
        return !started.isEmpty && state.isRestored(exercise.id)
            && started.allSatisfy { place in
                Editor.referenceBody(
                    state.saved(exercise.id, file: place.file, ordinal: place.ordinal)?.reference)
                    == place.region.body
            }
    }

    /// A stable digest of the code in an exercise's regions, to tell whether it changed since a check.
    ///
    /// Swift's `Hasher` is seeded per process, so a digest kept in `state.json` needs a fixed hash:
    /// the SHA-256 that release checksums use, over each region's body followed by a 0xFF byte.
    func fingerprint(of exercise: Exercise) -> String {
        var bytes = Data()
        for place in places(of: exercise.id) {
            bytes.append(contentsOf: place.region.body.joined(separator: "\n").utf8)
            bytes.append(0xFF)
        }
        return SHA256.hex(of: bytes)
    }
}
