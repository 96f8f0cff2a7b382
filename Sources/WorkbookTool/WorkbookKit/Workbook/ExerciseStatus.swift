/// Where a student stands with one exercise.
enum ExerciseStatus: String, Codable, Sendable, CaseIterable {
    /// The reference code is in place; `workbook start` hands it over.
    case notStarted = "not started"
    /// Started, and the regions still hold the stub.
    case started
    /// The student has written something that has not passed `check` yet.
    case inProgress = "in progress"
    /// The student's current code passed `check`.
    case done
}
