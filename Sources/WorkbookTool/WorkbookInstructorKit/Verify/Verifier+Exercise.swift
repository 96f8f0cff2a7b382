import Foundation
import WorkbookKit

/// The proof of one exercise's own rules, for a maintainer who has just written or changed it:
/// the same judgments as the full `verify`, on the exercise's stage alone, in a few test runs.
extension Verifier {
    /// What `verify <exercise>` found.
    struct ExerciseReport: Equatable, Sendable {
        /// The exercise's rules; `callers` is not measured here and stays satisfied.
        var row: Row
        /// Every test of the exercise's stage passes on the reference.
        var stageReference: Finding
        /// The exercise's cases in `Lectures/<Stage>/Cases/`, put into its regions.
        var cases: [LectureCaseProver.Result]
        /// Exercises that require this one but no test of which fails on its stub: only the full
        /// run's measured callers can tell a stale declaration from a suite that runs the code.
        var unprovenDependents: [String]

        /// Whether every rule proven here held: the only case in which `verify <exercise>` exits 0.
        var holds: Bool {
            stageReference.holds && row.findings.allSatisfy(\.finding.holds)
                && cases.allSatisfy(\.finding.holds)
        }
    }

    /// Proves `exercise`'s own rules on `scratch` (which holds the reference), building and
    /// running its stage only: the stages are independent, so nothing else can change the result.
    func verify(_ exercise: Exercise, scratch: Workspace) throws -> ExerciseReport {
        let catalog = try Catalog(workspace: scratch)
        let stageFilter = CheckPlan.stageFilter([exercise.stage])
        ScratchCopy.focus(scratch, on: [exercise.stage])
        defer { ScratchCopy.focus(scratch, on: scratch.stages) }
        progress("Reference: every test of \(exercise.stage) must pass")
        let reference = try runner.runTests(filter: stageFilter, in: scratch.root)
        progress("Stub \(exercise.id) alone: its tests, and only tests its check runs, must fail")
        let stubbed = try withStubbed([exercise], in: scratch) {
            try runner.runTests(filter: stageFilter, in: scratch.root)
        }
        var row = Row(
            exercise: exercise.id,
            stubFails: Self.judgeStub(of: exercise, stubbed, catalog: catalog),
            referencePasses: Self.judgeReference(of: exercise, reference),
            isolation: Self.judgeIsolation(of: exercise, stubbed, catalog: catalog))
        try putBack(catalog)
        var unproven: [String] = []
        if stubbed.ending == .finished {
            unproven = catalog.dependents(of: exercise).filter { dependent in
                !CheckReport.tests(of: dependent, in: stubbed.run).contains(where: \.failed)
            }.map(\.id)
        }
        row.coverage = try coverage(of: exercise, catalog: catalog)
        row.teaches = Self.judgeTeaches(of: exercise, catalog: catalog)
        row.translations = .all(catalog.translationProblems(only: [exercise.id]))
        row.compileChecks = try proveCompileChecks(
            of: exercise, catalog: catalog, scratch: scratch)
        row.points = try provePoints(of: exercise, catalog: catalog, scratch: scratch)
        let cases = try LectureCaseProver(runner: runner, compiler: compiler, progress: progress)
            .run(scratch: scratch, only: [exercise.id])
        // Last: stubbing every later exercise rebuilds the most, so nothing is built after it.
        ScratchCopy.focus(scratch, on: [exercise.stage])
        row.order = try proveOrder(of: exercise, catalog: catalog, scratch: scratch)
        try putBack(catalog)
        return ExerciseReport(
            row: row, stageReference: Self.judgeReferenceRun(reference, catalog: catalog),
            cases: cases, unprovenDependents: unproven)
    }

    /// The order rule at `exercise`'s turn: with the exercises after it in its stage stubbed (those
    /// before it written, as the full run has them then), its check passes. Other stages do not
    /// matter, since no stage imports another.
    private func proveOrder(of exercise: Exercise, catalog: Catalog, scratch: Workspace) throws
        -> Finding
    {
        let inStage = catalog.exercises(inStage: exercise.stage)
        let later = Array(inStage.drop { $0.id != exercise.id }.dropFirst())
        progress(
            "Order: \(later.count) later exercise(s) of \(exercise.stage) stubbed; "
                + "\(exercise.id)'s check must pass")
        return try withStubbed(later, in: scratch) {
            let current = try Catalog(workspace: scratch)
            let plan = CheckPlan.make(
                for: .exercise(exercise), catalog: current,
                state: try WorkbookState.load(from: scratch))
            let outcome = try runner.runTests(filter: plan.filter, in: scratch.root)
            return Self.judgeOrder(of: exercise, plan: plan, outcome, catalog: current)
        }
    }

    /// Puts every marked file of `catalog` back as it read them (the regions as authored, not
    /// restored in their started form) and forgets what was started, so each step begins from
    /// the reference.
    private func putBack(_ catalog: Catalog) throws {
        var changed: [URL: String] = [:]
        for file in catalog.files {
            let url = catalog.workspace.url(file.path)
            if (try? String(contentsOf: url, encoding: .utf8)) != file.text {
                changed[url] = file.text
            }
        }
        try SourceWriter.write(changed)
        try WorkbookState().save(to: catalog.workspace)
    }
}
