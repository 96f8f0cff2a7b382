import WorkbookLanguage

/// The one rule behind every "Next:" line, so `list`, `check`, `start` and `restore` never disagree.
///
/// The next exercise is the next unfinished one of the lecture being worked on, from the exercise
/// last started or checked by name (`WorkbookState.workingOn`); the next lecture comes only when
/// that one is done. Every command asks `line()` with no arguments, so they cannot disagree.
struct NextExercise {
    var catalog: Catalog
    var state: WorkbookState

    /// The lecture being worked on: the one the student last started or checked by name while it
    /// has an exercise not done; else the first with an exercise started and not done, else the
    /// first with any exercise started, else none.
    var currentLecture: String? {
        if let place = workingOn,
            catalog.exercises(inStage: place.stage).contains(where: { status(of: $0) != .done })
        {
            return place.stage
        }
        let touched = catalog.exercises.filter { status(of: $0) != .notStarted }
        return (touched.first { status(of: $0) != .done } ?? touched.first)?.stage
    }

    /// Where the student is: the exercise (or lecture, with no exercise) last started or checked
    /// by name, as recorded in the state.
    private var workingOn: (stage: String, exercise: Exercise?)? {
        guard let name = state.workingOn else { return nil }
        if let exercise = catalog.exercise(name) { return (exercise.stage, exercise) }
        return catalog.workspace.stages.contains(name) ? (name, nil) : nil
    }

    /// The next unfinished exercise: in the current lecture, from the exercise the student is
    /// working on (itself while not done), wrapping to the lecture's start; then the later
    /// lectures in order, then the earlier ones. This is the one rule of every "Next:" line.
    func exercise() -> Exercise? {
        exercise(from: workingOn?.exercise, inLecture: currentLecture)
    }

    /// The next unfinished exercise of `lecture` from `exercise` on (itself while not done),
    /// wrapping to the lecture's start; then the later lectures in order, then the earlier ones.
    func exercise(from exercise: Exercise?, inLecture lecture: String?) -> Exercise? {
        let stage = lecture ?? exercise?.stage
        let stages = catalog.workspace.stages
        let start = stage.flatMap(stages.firstIndex(of:)) ?? 0
        for stage in stages[start...] + stages[..<start] {
            let exercises = catalog.exercises(inStage: stage)
            let position =
                exercise.flatMap { current in exercises.firstIndex { $0.id == current.id } } ?? 0
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

    /// The exercises of an open review, in the order it picked them (none when no review is open,
    /// or when its file cannot be read: `review` itself says so).
    private var underReview: [Exercise] {
        let session = (try? ReviewSession.load(from: catalog.workspace)) ?? nil
        return session?.exercises.compactMap(catalog.exercise) ?? []
    }

    /// "Next: <command>" for the next exercise, or a closing line when all are done. While a
    /// review is open, its exercises come first, and once all pass `review` gives the code back.
    func line() -> Localized {
        let reviewed = underReview
        if !reviewed.isEmpty {
            guard let next = reviewed.first(where: { status(of: $0) != .done }) else {
                return Messages.next("swift run workbook review")
            }
            return Messages.next("swift run workbook check \(next.id)")
        }
        guard let next = exercise() else { return Messages.allDone }
        return Messages.next(command(for: next))
    }

    private func status(of exercise: Exercise) -> ExerciseStatus {
        catalog.status(of: exercise, state: state)
    }
}
