import WorkbookKit

/// Grading's view of an exercise: which files hold hidden suites is a release rule
/// (`HiddenSuites`); that grading runs them with the exercise's own suites is decided here.
extension Exercise {
    /// Every suite grading runs for this exercise: the students' suites, then the hidden ones.
    var gradedSuites: [String] {
        suites + (hiddenSuites ?? [])
    }

    /// This exercise as grading sees it: its hidden suites counted as its own.
    var forGrading: Exercise {
        var exercise = self
        exercise.suites = gradedSuites
        return exercise
    }
}
