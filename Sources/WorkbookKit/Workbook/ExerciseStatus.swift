/// Where a student stands with one exercise.
public enum ExerciseStatus: String, Codable, Sendable {
    /// The reference code is in place; `workbook start` hands it over.
    case notStarted = "not started"
    /// Started, and the regions still hold the stub.
    case started
    /// The student has written something that has not passed `check` yet.
    case inProgress = "in progress"
    /// The student's current code passed `check`.
    case done
}

extension Catalog {
    /// The status of `exercise` given the tool's memory of passed checks.
    public func status(of exercise: Exercise, state: WorkbookState) -> ExerciseStatus {
        let places = places(of: exercise.id)
        let started = places.filter(\.region.isStarted)
        guard !started.isEmpty else { return .notStarted }
        if state.passed[exercise.id] == fingerprint(of: exercise) { return .done }
        let untouched = started.allSatisfy { place in
            state.saved(exercise.id, file: place.file, ordinal: place.ordinal)?.stub
                == place.region.body
        }
        return untouched ? .started : .inProgress
    }

    /// A stable digest of the code in an exercise's regions, to tell whether it changed since a check.
    public func fingerprint(of exercise: Exercise) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for place in places(of: exercise.id) {
            for byte in place.region.body.joined(separator: "\n").utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
            hash = (hash ^ 0xFF) &* 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16)
    }
}
