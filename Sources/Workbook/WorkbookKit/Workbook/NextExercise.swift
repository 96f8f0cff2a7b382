import WorkbookLanguage

/// The one rule behind every "Next:" line, so `list`, `check`, `start` and `restore` never disagree.
///
/// The next exercise is the next unfinished one of the lecture being worked on; the next lecture
/// comes only when that one is done.
struct NextExercise {
    var catalog: Catalog
    var state: WorkbookState

    /// The lecture being worked on: the first with an exercise started and not done, else the
    /// first with any exercise started, else none.
    var currentLecture: String? {
        let touched = catalog.exercises.filter { status(of: $0) != .notStarted }
        return (touched.first { status(of: $0) != .done } ?? touched.first)?.stage
    }

    /// The next unfinished exercise: in `lecture` (the current one when nil) after `exercise`,
    /// wrapping to the lecture's start; then the later lectures in order, then the earlier ones.
    func exercise(after exercise: Exercise? = nil, inLecture lecture: String? = nil) -> Exercise? {
        let stage = lecture ?? exercise?.stage ?? currentLecture
        let stages = catalog.workspace.stages
        let start = stage.flatMap(stages.firstIndex(of:)) ?? 0
        for stage in stages[start...] + stages[..<start] {
            let exercises = catalog.exercises(inStage: stage)
            let position =
                exercise.flatMap { current in
                    exercises.firstIndex { $0.id == current.id }.map { $0 + 1 }
                } ?? 0
            let ordered = exercises[position...] + exercises[..<position]
            if let next = ordered.first(where: { status(of: $0) != .done }) { return next }
        }
        return nil
    }

    /// The command that moves the student on to `exercise`: start its whole lecture when nothing
    /// of it is started, so no answer of the lecture stays in view; else start or check the exercise.
    func command(for exercise: Exercise) -> String {
        guard status(of: exercise) == .notStarted else {
            return "swift run workbook check \(exercise.id)"
        }
        let lectureUntouched = catalog.exercises(inStage: exercise.stage).allSatisfy {
            status(of: $0) == .notStarted
        }
        return lectureUntouched
            ? "swift run workbook start \(exercise.stage)"
            : "swift run workbook start \(exercise.id)"
    }

    /// "Next: <command>" for the exercise after `exercise`, or a closing line when all are done.
    func line(after exercise: Exercise? = nil, inLecture lecture: String? = nil) -> Localized {
        guard let next = self.exercise(after: exercise, inLecture: lecture) else {
            return Messages.allDone
        }
        return Messages.next(command(for: next))
    }

    private func status(of exercise: Exercise) -> ExerciseStatus {
        catalog.status(of: exercise, state: state)
    }
}
