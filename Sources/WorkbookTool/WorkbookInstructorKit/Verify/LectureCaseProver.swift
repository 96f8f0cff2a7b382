import Foundation
import WorkbookKit

/// Puts each `LectureCase` into the scratch copy's regions and runs what `check` of its exercise
/// runs: the lecture's code must end as its case expects, and every bypass must fail.
struct LectureCaseProver {
    /// How `check` ended on one case, and whether that is what the case expects.
    struct Result: Equatable, Sendable {
        var path: String
        var exercise: String
        var kind: LectureCase.Kind
        /// What `check` did, in a few words: `passes`, or why it fails.
        var outcome: String
        var finding: Verifier.Finding
    }

    /// What `check` did on a case.
    enum Outcome: Equatable, Sendable {
        case passed
        /// It failed; `shown` is everything the student reads about it, to look the words up in.
        case failed(summary: String, shown: String)
    }

    /// Runs the scratch copy's tests.
    var runner: any TestRunning
    /// Type-checks the compile checks' snippets.
    var compiler: any SnippetCompiling = SwiftcTypechecker()
    /// Told what is being done, one short line per step.
    var progress: (String) -> Void = { _ in }

    /// Tries every case of `scratch` (only those of the exercises `only` names, when it is given),
    /// which must hold the reference, and puts the reference back.
    func run(scratch: Workspace, only: Set<String>? = nil) throws -> [Result] {
        let catalog = try Catalog(workspace: scratch)
        let cases: [LectureCase]
        do {
            cases = try LectureCase.all(in: scratch).filter { only?.contains($0.exercise) ?? true }
        } catch let error as WorkbookError {
            return [
                Result(
                    path: LectureCase.folder(of: "*"), exercise: "-", kind: .lecture,
                    outcome: "unreadable", finding: .violated(String(describing: error)))
            ]
        }
        defer { ScratchCopy.focus(scratch, on: scratch.stages) }
        return try cases.map { lectureCase in
            guard let exercise = catalog.exercise(lectureCase.exercise) else {
                return Result(
                    path: lectureCase.path, exercise: lectureCase.exercise, kind: lectureCase.kind,
                    outcome: "not run",
                    finding: .violated("no exercise \(lectureCase.exercise) in any exercises.json"))
            }
            ScratchCopy.focus(scratch, on: [exercise.stage])
            progress("\(lectureCase.kind.rawValue) \(lectureCase.path): put in, run its check")
            return try prove(lectureCase, of: exercise, catalog: catalog)
        }
    }

    /// Writes the case's regions, runs the check's tests and, when they pass, its compile checks.
    private func prove(_ lectureCase: LectureCase, of exercise: Exercise, catalog: Catalog) throws
        -> Result
    {
        let places = catalog.places(of: exercise.id)
        if let missing = lectureCase.bodies.keys.first(where: { $0 > places.count }) {
            return Result(
                path: lectureCase.path, exercise: exercise.id, kind: lectureCase.kind,
                outcome: "not run",
                finding: .violated(
                    "names region \(missing), but \(exercise.id) has \(places.count) region(s)"))
        }
        let edits = lectureCase.bodies.map { ordinal, body in
            (place: places[ordinal - 1], body: body)
        }
        let edit = ScratchEdit(catalog: catalog)
        try edit.write(edits)
        defer { for (place, _) in edits { try? edit.restore(place) } }
        let plan = CheckPlan.asWritten(exercise, catalog: catalog)
        let run = try runner.runTests(filter: plan.filter, in: catalog.workspace.root)
        var outcome = Self.outcome(of: run, plan: plan, catalog: catalog)
        if outcome == .passed {
            for check in catalog.compileChecks(of: exercise.id) {
                let compilation = try compiler.typecheck(
                    catalog.workspace.url(check.path), stage: check.stage,
                    in: catalog.workspace.root)
                if case .compiled = check.verdict(compilation) {
                    outcome = .failed(
                        summary: "its compile check \(check.name) compiles",
                        shown: check.teaching.en)
                    break
                }
            }
        }
        return Result(
            path: lectureCase.path, exercise: exercise.id, kind: lectureCase.kind,
            outcome: Self.describe(outcome), finding: .satisfied
        ).judged(lectureCase, outcome)
    }

    /// `check`'s verdict on a run of its tests.
    static func outcome(of run: TestOutcome, plan: CheckPlan, catalog: Catalog) -> Outcome {
        switch run.ending {
        case .buildFailed:
            let error = Verifier.firstError(run, catalog: catalog)
            return .failed(summary: "does not compile: \(error)", shown: error)
        case .crashed(let crash):
            return .failed(summary: "the tests crash: \(crash.reason)", shown: crash.reason)
        case .finished:
            let failures = (plan.exercises + plan.dependents).flatMap {
                CheckReport.tests(of: $0, in: run.run)
            }.filter(\.failed)
            guard let first = failures.first else { return .passed }
            let shown = failures.flatMap { test in
                test.issues.flatMap { [$0.message] + $0.details }
            }.joined(separator: "\n")
            let message = first.issues.first.map { ": \($0.headline.message)" } ?? ""
            return .failed(summary: "\"\(first.displayName)\" fails\(message)", shown: shown)
        }
    }

    static func describe(_ outcome: Outcome) -> String {
        switch outcome {
        case .passed: "check passes"
        case .failed(let summary, _): "check fails: \(summary)"
        }
    }
}

extension LectureCaseProver.Result {
    /// This result with the finding the case's expectation gives `outcome`.
    func judged(_ lectureCase: LectureCase, _ outcome: LectureCaseProver.Outcome) -> Self {
        var result = self
        result.finding = LectureCaseProver.finding(for: lectureCase, outcome)
        return result
    }
}

extension LectureCaseProver {
    /// A bypass must fail; a lecture case must pass, or fail showing the words it names.
    static func finding(for lectureCase: LectureCase, _ outcome: Outcome) -> Verifier.Finding {
        switch (lectureCase.kind, lectureCase.expectation, outcome) {
        case (.bypass, _, .failed):
            return .satisfied
        case (.bypass, _, .passed):
            return .violated(
                "the bypass passes check \(lectureCase.exercise): add a test or a compile check "
                    + "that needs the construct the exercise is about")
        case (.lecture, .passes, .passed):
            return .satisfied
        case (.lecture, .passes, .failed(let summary, _)):
            return .violated(
                "the lecture's code should pass check \(lectureCase.exercise), but \(summary)")
        case (.lecture, .fails(let words), .failed(let summary, let shown)):
            return shown.contains(words)
                ? .satisfied
                : .violated(
                    "the lecture's code fails check \(lectureCase.exercise) without the advice "
                        + "“\(words)” that names the departure: \(summary)")
        case (.lecture, .fails(let words), .passed):
            return .violated(
                "the lecture's code passes check \(lectureCase.exercise), but the case expects "
                    + "it to fail with “\(words)”: change `// expect:` to `pass`")
        }
    }
}

extension ScratchEdit {
    /// Writes several regions at once, each in its started form holding its body; a file with two
    /// of them is written once, with both.
    func write(_ edits: [(place: Catalog.Place, body: [String])]) throws {
        var files: [URL: String] = [:]
        for path in Set(edits.map(\.place.file)) {
            guard let file = catalog.files.first(where: { $0.path == path }) else { continue }
            let rewritten = try file.rewritingNumberedRegions { region, ordinal in
                guard
                    let edit = edits.first(where: {
                        $0.place.file == path && $0.place.region.exerciseID == region.exerciseID
                            && $0.place.ordinal == ordinal
                    })
                else { return nil }
                return Region.startedLines(
                    id: region.exerciseID, indentation: region.indentation,
                    body: edit.body.map { $0.isEmpty ? $0 : region.indentation + $0 })
            }
            files[catalog.workspace.url(path)] = rewritten.text
        }
        try SourceWriter.write(files)
    }
}
