/// What one `workbook check` covers: which exercises, which stages' other suites, and the one filter.
///
/// Everything is checked by a single `swift test --filter` so that a check costs no more than
/// running those tests by hand.
package struct CheckPlan: Equatable, Sendable {
    /// The exercises to report on, in catalog order.
    package var exercises: [Exercise]
    /// Not-started exercises whose suites use the code of one of `exercises`: they require one of
    /// them, or require a not-started exercise that does (their tests run that one's code, which
    /// runs the checked code).
    ///
    /// Their reference code is in place, so a failure there can only come from the checked
    /// exercises: running them keeps a wrong answer from hiding until a later exercise.
    package var dependents: [Exercise] = []
    /// Stages whose suites not named by any exercise are also run and summarised.
    var stages: [String]
    /// The argument for `swift test --filter`.
    package var filter: String

    /// Written out for the instructor's commands: a memberwise initializer is internal.
    package init(
        exercises: [Exercise], dependents: [Exercise] = [], stages: [String], filter: String
    ) {
        self.exercises = exercises
        self.dependents = dependents
        self.stages = stages
        self.filter = filter
    }

    /// The plan for a lecture or an exercise, or, with no selection, for the student's current work.
    ///
    /// With no selection it checks the exercises that are started or in progress; when there are
    /// none, it checks every stage.
    package static func make(
        for selection: Catalog.Selection?, catalog: Catalog, state: WorkbookState
    ) -> CheckPlan {
        switch selection {
        case .exercise(let exercise):
            return planning([exercise], catalog: catalog, state: state)
        case .lecture(let stage):
            return CheckPlan(
                exercises: catalog.exercises(inStage: stage), stages: [stage],
                filter: stageFilter([stage]))
        case nil:
            let current = catalog.exercises.filter {
                [.started, .inProgress].contains(catalog.status(of: $0, state: state))
            }
            if current.isEmpty {
                let stages = catalog.workspace.stages
                return CheckPlan(
                    exercises: catalog.exercises, stages: stages, filter: stageFilter(stages))
            }
            return planning(current, catalog: catalog, state: state)
        }
    }

    /// The plan for `exercises` and the not-started exercises that require one of them that is
    /// started: a not-started exercise's reference code feeding theirs would tell nothing.
    static func planning(_ exercises: [Exercise], catalog: Catalog, state: WorkbookState)
        -> CheckPlan
    {
        let written = exercises.filter { catalog.status(of: $0, state: state) != .notStarted }
        return planning(exercises, feeding: Set(written.map(\.id)), catalog: catalog, state: state)
    }

    /// The plan `check <exercise>` makes once the student has written it and nothing else:
    /// what `verify` runs after stubbing, mutating or replacing the exercise's regions itself,
    /// which leaves its markers, and so its status, as they were.
    package static func asWritten(_ exercise: Exercise, catalog: Catalog) -> CheckPlan {
        planning([exercise], feeding: [exercise.id], catalog: catalog, state: WorkbookState())
    }

    /// The plan for `exercises` and the not-started exercises whose tests run the code of one of
    /// `sources`, directly or through a chain of not-started exercises.
    private static func planning(
        _ exercises: [Exercise], feeding sources: Set<String>, catalog: Catalog,
        state: WorkbookState
    ) -> CheckPlan {
        let ids = Set(exercises.map(\.id))
        var reached = sources
        var grew = true
        while grew {
            grew = false
            for candidate in catalog.exercises where !reached.contains(candidate.id) {
                if candidate.requires.contains(where: reached.contains)
                    && catalog.status(of: candidate, state: state) == .notStarted
                {
                    reached.insert(candidate.id)
                    grew = true
                }
            }
        }
        let dependents = catalog.exercises.filter {
            reached.contains($0.id) && !ids.contains($0.id)
        }
        return CheckPlan(
            exercises: exercises, dependents: dependents, stages: [],
            filter: exerciseFilter(exercises + dependents))
    }

    /// The suites `check` of `exercise` runs once it is written and no other exercise is started:
    /// its own, those of its dependents, and the hidden suites grading runs with them.
    package static func checkedSuites(of exercise: Exercise, catalog: Catalog) -> Set<String> {
        let plan = asWritten(exercise, catalog: catalog)
        return Set(
            (plan.exercises + plan.dependents).flatMap {
                $0.qualifiedSuites + $0.qualifiedHiddenSuites
            })
    }

    /// The exercises among `checked` whose code `exercise`'s tests use: those it requires, and
    /// those required by what it requires, as far as the chain goes.
    static func feeding(_ exercise: Exercise, from checked: Set<String>, catalog: Catalog)
        -> [String]
    {
        catalog.requirements(of: exercise).map(\.id).filter(checked.contains)
    }

    /// A filter selecting every test of the given stages' test targets.
    package static func stageFilter(_ stages: [String]) -> String {
        let targets = stages.map { "\($0)Tests" }
        return targets.count == 1 ? "\(targets[0])\\." : "(\(targets.joined(separator: "|")))\\."
    }

    /// A filter selecting exactly the suites of `exercises`, ended by `/` like `Exercise.filter`.
    package static func exerciseFilter(_ exercises: [Exercise]) -> String {
        if exercises.count == 1 { return exercises[0].filter }
        var stages: [String] = []
        var suites: [String: [String]] = [:]
        for exercise in exercises {
            if suites[exercise.stage] == nil { stages.append(exercise.stage) }
            // A suite several exercises run (it runs all their code) is named once.
            suites[exercise.stage, default: []] += exercise.suites.filter {
                !(suites[exercise.stage] ?? []).contains($0)
            }
        }
        let parts = stages.map { "\($0)Tests\\.(\(suites[$0]!.joined(separator: "|")))" }
        return parts.count == 1 ? "\(parts[0])/" : "(\(parts.joined(separator: "|")))/"
    }
}
