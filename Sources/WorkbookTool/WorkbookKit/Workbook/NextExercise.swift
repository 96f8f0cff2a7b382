import WorkbookLanguage

/// The one rule behind every "Next:" line, so `list`, `check`, `start` and `restore` never disagree.
///
/// The next exercise is the one last started or checked by name (`WorkbookState.workingOn`) while
/// it is not done, else the first unfinished one of its lecture, so following "Next:" skips none;
/// the next lecture comes only when that one is done, and an earlier lecture left unfinished is
/// named under the line. Every command asks `line()` with no arguments, so they cannot disagree.
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

    /// The next unfinished exercise: the one the student is working on while it is not done, else
    /// the first unfinished one of the current lecture, from its start, so that following "Next:"
    /// never skips one; then the later lectures in order, then the earlier ones.
    /// This is the one rule of every "Next:" line.
    func exercise() -> Exercise? {
        exercise(from: workingOn?.exercise, inLecture: currentLecture)
    }

    /// `exercise` itself while it is not done and of `lecture`; else the first unfinished
    /// exercise of `lecture` (or of `exercise`'s), from the lecture's start; then the later
    /// lectures in order, then the earlier ones.
    func exercise(from exercise: Exercise?, inLecture lecture: String?) -> Exercise? {
        if let exercise, exercise.stage == lecture ?? exercise.stage,
            status(of: exercise) != .done
        {
            return exercise
        }
        let stage = lecture ?? exercise?.stage
        let stages = catalog.workspace.stages
        let start = stage.flatMap(stages.firstIndex(of:)) ?? 0
        for stage in stages[start...] + stages[..<start] {
            let unfinished = catalog.exercises(inStage: stage).filter { status(of: $0) != .done }
            if let next = unfinished.first { return next }
        }
        return nil
    }

    /// The line under a "Next:" line for `next` that names an earlier lecture with exercises not
    /// done, so a student who follows "Next:" into a later lecture knows what stays behind; none
    /// when every earlier lecture is done.
    func earlierUnfinished(before next: Exercise) -> Localized? {
        let stages = catalog.workspace.stages
        guard let index = stages.firstIndex(of: next.stage) else { return nil }
        for stage in stages[..<index] {
            let unfinished = catalog.exercises(inStage: stage).filter { status(of: $0) != .done }
            if let first = unfinished.first {
                return Messages.earlierLectureUnfinished(
                    stage, count: unfinished.count, command: command(for: first))
            }
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
            + (earlierUnfinished(before: next) ?? .verbatim(""))
    }

    private func status(of exercise: Exercise) -> ExerciseStatus {
        catalog.status(of: exercise, state: state)
    }
}
