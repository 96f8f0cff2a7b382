import Foundation
import WorkbookKit

/// The maintainers' proof that every exercise is sound, and the rules that decide it.
///
/// On the scratch copy it proves, for every exercise X:
/// - **stub**: with only X stubbed, one of X's own tests fails and nothing crashes;
/// - **reference**: X's tests pass on the reference code;
/// - **isolation**: with only X stubbed, every test that fails is one `check X` runs;
/// - **requires**: every exercise that declares it requires X has a test that fails then, or a
///   suite that runs X's code (measured, see callers);
/// - **coverage**: with any one region of X stubbed (the others written), `check X` fails, and
///   every region of X lies in X's own stage, whose tests `check X` runs;
/// - **callers**: every suite that executes a line of X's regions on the reference (measured with
///   code coverage, suite by suite) is one `check X` runs, so a wrong answer that only another
///   suite's test would catch (or crash on) cannot pass `check X`;
/// - **order**: with every exercise stubbed and then restored one at a time in listed order,
///   `check X` passes as soon as X and every exercise before it are written;
/// - **teaches**: X declares what it teaches, and each construct is in its solution, not its stub;
/// - **compile checks**: each snippet of X fails to compile against the reference with its
///   declared error, and compiles with X stubbed;
/// - **points**: the reference makes each point X declares, and each declared alternative,
///   written into X's region, passes X's tests and is noticed (see `Verifier+Points`);
/// - **translations**: X's title, concept and hints are in every language the workbook is
///   translated into, one hint per English hint.
///
/// And for the package: every test passes on the reference; with everything stubbed it compiles
/// and runs without a crash; no stage imports another, so the whole-course order proves each
/// lecture's order too.
struct Verifier {
    /// The result of one rule: satisfied, or violated with the reason.
    enum Finding: Equatable, Sendable {
        case satisfied
        case violated(String)

        /// Whether the rule held.
        var holds: Bool { self == .satisfied }

        /// Satisfied when `reasons` is empty, else violated with all of them, one per line.
        static func all(_ reasons: [String]) -> Finding {
            reasons.isEmpty ? .satisfied : .violated(reasons.joined(separator: "\n"))
        }
    }

    /// One row of the table: an exercise and its rules.
    struct Row: Equatable, Sendable {
        var exercise: String
        /// Stubbing this exercise alone makes one of its tests fail, without a crash.
        var stubFails: Finding
        /// Its tests pass on the reference code.
        var referencePasses: Finding
        /// Stubbed alone, it fails no test outside what `check` of it runs.
        var isolation: Finding = .satisfied
        /// Every exercise requiring it has a test that fails when it alone is stubbed.
        var requires: Finding = .satisfied
        /// Every region, stubbed alone, fails its check; no region sits in another stage.
        var coverage: Finding = .satisfied
        /// Every suite that executes its regions' code is one its check runs.
        var callers: Finding = .satisfied
        /// Its check passes once it and every exercise before it are written.
        var order: Finding = .satisfied
        /// Each declared construct is in the solution's code and not in the stub's; one is declared.
        var teaches: Finding = .satisfied
        /// Each compile check is rejected by the reference and accepted by the stub.
        var compileChecks: Finding = .satisfied
        /// The reference makes each declared point; each alternative passes and is noticed.
        var points: Finding = .satisfied
        /// Its text is complete in every language the workbook is translated into.
        var translations: Finding = .satisfied

        /// The row's rules by the names the table prints.
        var findings: [(rule: String, finding: Finding)] {
            [
                ("stub fails", stubFails), ("reference passes", referencePasses),
                ("isolation", isolation), ("requires", requires), ("coverage", coverage),
                ("callers", callers), ("order", order), ("teaches", teaches),
                ("compile checks", compileChecks), ("points", points),
                ("translations", translations),
            ]
        }
    }

    /// Everything `verify` found.
    struct Report: Equatable, Sendable {
        var rows: [Row]
        /// Every test of every stage passes on the reference.
        var reference: Finding
        /// With every exercise stubbed, the package and its tests compile and run without a crash.
        var allStubbed: Finding
        /// No stage's code or tests import another stage.
        var independentStages: Finding = .satisfied

        /// Whether every rule held: the only case in which `verify` exits 0.
        var holds: Bool {
            reference.holds && allStubbed.holds && independentStages.holds
                && rows.allSatisfy { $0.findings.allSatisfy(\.finding.holds) }
        }
    }

    /// Runs the scratch copy's tests.
    var runner: any TestRunning
    /// Type-checks the compile checks' snippets.
    var compiler: any SnippetCompiling = SwiftcTypechecker()
    /// Measures which suites execute which lines, for the callers rule.
    var coverage: any CoverageMeasuring = LLVMSuiteCoverage()
    /// Told what is being done, one short line per step, so a long run shows progress.
    var progress: (String) -> Void = { _ in }

    /// Verifies the workbook whose scratch copy is `scratch` (never the student's own files).
    func verify(scratch: Workspace) throws -> Report {
        let catalog = try Catalog(workspace: scratch)
        let everything = CheckPlan.stageFilter(scratch.stages)
        progress("Reference: every test of every stage must pass")
        let reference = try runner.runTests(filter: everything, in: scratch.root)
        var rows: [Row] = []
        var stubOutcomes: [TestOutcome] = []
        // Steps about one exercise build and link its stage only (stages are independent).
        defer { ScratchCopy.focus(scratch, on: scratch.stages) }
        for exercise in catalog.exercises {
            ScratchCopy.focus(scratch, on: [exercise.stage])
            progress(
                "Stub \(exercise.id) alone: its tests, and only tests its check runs, must fail")
            let outcome = try withStubbed([exercise], in: scratch) {
                try runner.runTests(
                    filter: CheckPlan.stageFilter([exercise.stage]), in: scratch.root)
            }
            rows.append(
                Row(
                    exercise: exercise.id,
                    stubFails: Self.judgeStub(of: exercise, outcome, catalog: catalog),
                    referencePasses: Self.judgeReference(of: exercise, reference),
                    isolation: Self.judgeIsolation(of: exercise, outcome, catalog: catalog)))
            stubOutcomes.append(outcome)
        }
        for (index, exercise) in catalog.exercises.enumerated() {
            ScratchCopy.focus(scratch, on: [exercise.stage])
            rows[index].coverage = try coverage(of: exercise, catalog: catalog)
        }
        let callers = try SuiteCallers.measure(
            scratch: scratch, catalog: catalog, reference: reference, coverage: coverage,
            progress: progress)
        for (index, exercise) in catalog.exercises.enumerated() {
            rows[index].callers = callers.judge(exercise, catalog: catalog)
            rows[index].requires = Self.judgeRequires(
                of: exercise, stubOutcomes[index], catalog: catalog, callers: callers)
        }
        for (index, exercise) in catalog.exercises.enumerated() {
            rows[index].teaches = Self.judgeTeaches(of: exercise, catalog: catalog)
            rows[index].translations = .all(catalog.translationProblems(only: [exercise.id]))
            rows[index].compileChecks = try proveCompileChecks(
                of: exercise, catalog: catalog, scratch: scratch)
            rows[index].points = try provePoints(of: exercise, catalog: catalog, scratch: scratch)
        }
        progress("Stub everything: the package and its tests must compile and run without a crash")
        ScratchCopy.focus(scratch, on: scratch.stages)
        _ = try Editor(catalog: catalog).start(catalog.exercises)
        let allStubbed = try runner.runTests(filter: everything, in: scratch.root)
        for (index, exercise) in catalog.exercises.enumerated() {
            ScratchCopy.focus(scratch, on: [exercise.stage])
            progress("Order: restore \(exercise.id); its check must pass with later ones stubbed")
            _ = try Editor(catalog: Catalog(workspace: scratch)).restore([exercise])
            let current = try Catalog(workspace: scratch)
            let plan = CheckPlan.make(
                for: .exercise(exercise), catalog: current,
                state: try WorkbookState.load(from: scratch))
            let outcome = try runner.runTests(filter: plan.filter, in: scratch.root)
            rows[index].order = Self.judgeOrder(of: exercise, plan: plan, outcome, catalog: current)
        }
        return Report(
            rows: rows, reference: Self.judgeReferenceRun(reference, catalog: catalog),
            allStubbed: Self.judgeAllStubbed(allStubbed, catalog: catalog),
            independentStages: try Self.judgeIndependentStages(scratch))
    }

    /// Each region of `exercise` stubbed alone must make `check` of it fail.
    func coverage(of exercise: Exercise, catalog: Catalog) throws -> Finding {
        let places = catalog.places(of: exercise.id)
        var reasons = Self.foreignRegions(of: exercise, catalog: catalog)
        guard places.count > 1 else { return .all(reasons) }
        let plan = CheckPlan.asWritten(exercise, catalog: catalog)
        let edit = ScratchEdit(catalog: catalog)
        for place in places where place.file.hasPrefix("Sources/\(exercise.stage)/") {
            guard case .reference(_, let stub) = place.region.form else { continue }
            progress(
                "Coverage: only \(exercise.id)'s region at \(place.file):\(place.region.firstLine) stubbed; its check must fail"
            )
            try edit.write(place, body: stub)
            let outcome = try runner.runTests(filter: plan.filter, in: catalog.workspace.root)
            try edit.restore(place)
            if let reason = Self.judgeRegionStub(place, plan: plan, outcome, catalog: catalog) {
                reasons.append(reason)
            }
        }
        return .all(reasons)
    }

    /// Runs `body` with `exercises` stubbed in `scratch`, and puts the reference back afterwards.
    func withStubbed<T>(
        _ exercises: [Exercise], in scratch: Workspace, _ body: () throws -> T
    ) throws -> T {
        _ = try Editor(catalog: Catalog(workspace: scratch)).start(exercises)
        defer { _ = try? Editor(catalog: Catalog(workspace: scratch)).restore(exercises) }
        return try body()
    }
}
