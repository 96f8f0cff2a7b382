import Foundation

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
///   written into X's region, passes X's tests and is noticed (see `Verifier+Points`).
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

        /// The row's rules by the names the table prints.
        var findings: [(rule: String, finding: Finding)] {
            [
                ("stub fails", stubFails), ("reference passes", referencePasses),
                ("isolation", isolation), ("requires", requires), ("coverage", coverage),
                ("callers", callers), ("order", order), ("teaches", teaches),
                ("compile checks", compileChecks), ("points", points),
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
    private func coverage(of exercise: Exercise, catalog: Catalog) throws -> Finding {
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

    // MARK: - The rules

    /// With only `exercise` stubbed: it compiles, nothing crashes, and one of its own tests fails.
    static func judgeStub(of exercise: Exercise, _ outcome: TestOutcome, catalog: Catalog)
        -> Finding
    {
        switch outcome.ending {
        case .buildFailed:
            return .violated("the stub does not compile: \(firstError(outcome, catalog: catalog))")
        case .crashed(let crash):
            return .violated("the test process crashed on the stub: \(crash.reason)")
        case .finished:
            let tests = CheckReport.tests(of: exercise, in: outcome.run)
            if tests.isEmpty {
                return .violated("no test of \(exercise.suites.joined(separator: ", ")) ran")
            }
            return tests.contains(where: \.failed)
                ? .satisfied : .violated("all \(tests.count) of its tests pass on the stub")
        }
    }

    /// On the reference: the exercise's tests ran and passed.
    static func judgeReference(of exercise: Exercise, _ outcome: TestOutcome) -> Finding {
        guard outcome.ending == .finished else {
            return .violated("the reference run did not finish")
        }
        let tests = CheckReport.tests(of: exercise, in: outcome.run)
        if tests.isEmpty {
            return .violated("no test of \(exercise.suites.joined(separator: ", ")) ran")
        }
        if let failed = tests.first(where: \.failed) {
            return .violated("\"\(failed.displayName)\" fails on the reference")
        }
        return .satisfied
    }

    /// With only `exercise` stubbed, every failing test is one `check` of it runs (its suites and
    /// those of the exercises that require it); anything else would stay hidden until later.
    static func judgeIsolation(of exercise: Exercise, _ outcome: TestOutcome, catalog: Catalog)
        -> Finding
    {
        guard outcome.ending == .finished else { return .satisfied }  // judged by the stub rule
        // A hidden suite (grading only, never released) belongs to its exercise here too.
        let checked = CheckPlan.checkedSuites(of: exercise, catalog: catalog)
        let position = Dictionary(
            uniqueKeysWithValues: catalog.exercises.enumerated().map { ($0.element.id, $0.offset) })
        var reasons: [String] = []
        for test in outcome.run.tests where test.failed && !checked.contains(test.suite) {
            let name = "\"\(test.displayName)\" (\(test.suite))"
            guard let owner = CheckReport.exercise(ofSuite: test.suite, catalog: catalog) else {
                reasons.append(
                    "\(name) fails with only \(exercise.id) stubbed, but check \(exercise.id) does "
                        + "not run it: make the test independent of \(exercise.id), or name its "
                        + "suite under an exercise that requires \(exercise.id)")
                continue
            }
            let file = "Lectures/\(catalog.exercise(owner)?.stage ?? exercise.stage)/exercises.json"
            if (position[owner] ?? 0) > (position[exercise.id] ?? 0) {
                reasons.append(
                    "\(name) fails with only \(exercise.id) stubbed, but check \(exercise.id) does "
                        + "not run it: add \"requires\": [\"\(exercise.id)\"] to \(owner) in "
                        + "\(file), or make the test independent of \(exercise.id)")
            } else {
                reasons.append(
                    "\(name) of \(owner) fails with only the later \(exercise.id) stubbed: make the "
                        + "test independent of \(exercise.id) (an exercise may require only earlier ones)"
                )
            }
        }
        return .all(Array(Set(reasons)).sorted())
    }

    /// Every exercise that requires `exercise` uses its code: one of its tests fails with only
    /// `exercise` stubbed, or one of its suites runs `exercise`'s code (measured by `callers`; a
    /// stub is harmless by design, so a suite may need the code and still pass on the stub).
    static func judgeRequires(
        of exercise: Exercise, _ outcome: TestOutcome, catalog: Catalog,
        callers: SuiteCallers = SuiteCallers(callers: [:])
    ) -> Finding {
        guard outcome.ending == .finished else { return .satisfied }  // judged by the stub rule
        let calling = Set(callers.callers[exercise.id] ?? [])
        let stale = catalog.dependents(of: exercise).filter { dependent in
            !CheckReport.tests(of: dependent, in: outcome.run).contains(where: \.failed)
                && calling.isDisjoint(with: dependent.qualifiedSuites)
        }
        return .all(
            stale.map { dependent in
                "\(dependent.id) requires \(exercise.id), but with \(exercise.id) stubbed none of "
                    + "its tests fail, and none of its suites runs \(exercise.id)'s code: remove "
                    + "\(exercise.id) from its \"requires\" in "
                    + "Lectures/\(dependent.stage)/exercises.json (a stale declaration)"
            })
    }

    /// Regions of `exercise` outside its stage: `check` runs only its stage's tests, so a wrong
    /// answer there would never be caught.
    static func foreignRegions(of exercise: Exercise, catalog: Catalog) -> [String] {
        catalog.places(of: exercise.id).filter {
            !$0.file.hasPrefix("Sources/\(exercise.stage)/")
        }.map { place in
            "its region at \(place.file):\(place.region.firstLine) is outside \(exercise.stage), "
                + "whose tests alone check \(exercise.id) runs: give that stage's copy its own "
                + "exercise and suite (a carried-forward hole)"
        }
    }

    /// `nil` when `check` failed with one region stubbed, else why that region is a coverage hole.
    static func judgeRegionStub(
        _ place: Catalog.Place, plan: CheckPlan, _ outcome: TestOutcome, catalog: Catalog
    ) -> String? {
        let region = "with only its region at \(place.file):\(place.region.firstLine) stubbed"
        switch outcome.ending {
        case .buildFailed:
            return
                "\(region), the package does not compile: \(firstError(outcome, catalog: catalog))"
        case .crashed(let crash):
            return "\(region), the tests crash: \(crash.reason)"
        case .finished:
            let planned = (plan.exercises + plan.dependents).flatMap {
                CheckReport.tests(of: $0, in: outcome.run)
            }
            return planned.contains(where: \.failed)
                ? nil
                : "\(region), its check still passes: add a test that needs this region's code"
        }
    }

    /// With `exercise` and every earlier one written and later ones stubbed, its check passes.
    static func judgeOrder(
        of exercise: Exercise, plan: CheckPlan, _ outcome: TestOutcome, catalog: Catalog
    ) -> Finding {
        let report = CheckReport(plan: plan, outcome: outcome, catalog: catalog)
        if report.allPassed { return .satisfied }
        let prefix = "with it and every earlier exercise written and the later ones stubbed"
        for entry in report.entries + report.dependents {
            switch entry.verdict {
            case .passed: continue
            case .failed(let failures, _):
                let test = failures.first?.displayName ?? "?"
                let place = failures.first?.issues.first.map { " (\($0.place(in: catalog)))" } ?? ""
                return .violated(
                    "\(prefix), \(entry.exercise.id)'s test \"\(test)\"\(place) fails: it uses a "
                        + "later exercise's code; make it independent, or move it to that exercise")
            case .compileError(let errors):
                let first = errors.first?.located(in: catalog, column: false) ?? ""
                return .violated("\(prefix), the package does not compile: \(first)")
            case .crashed(let crash):
                return .violated("\(prefix), its tests crash: \(crash.reason)")
            case .notRun(let reason):
                return .violated("\(prefix), its tests did not run: \(reason)")
            case .noTests:
                return .violated("\(prefix), no test of its suites ran")
            }
        }
        return .violated("\(prefix), its check fails: \(firstError(outcome, catalog: catalog))")
    }

    /// On the reference: the package compiles, nothing crashes, every test passes.
    static func judgeReferenceRun(_ outcome: TestOutcome, catalog: Catalog) -> Finding {
        switch outcome.ending {
        case .buildFailed:
            return .violated(
                "the reference does not compile: \(firstError(outcome, catalog: catalog))")
        case .crashed(let crash):
            return .violated("the test process crashed on the reference: \(crash.reason)")
        case .finished:
            let failed = outcome.run.tests.filter(\.failed)
            if let first = failed.first {
                let place = first.issues.first.map {
                    " (\($0.place(in: catalog)): \($0.headline.message))"
                }
                return .violated(
                    "\(failed.count) test(s) fail on the reference; first: \"\(first.displayName)\"\(place ?? "")"
                )
            }
            return .satisfied
        }
    }

    /// With everything stubbed: the package and its tests compile and the tests do not crash.
    static func judgeAllStubbed(_ outcome: TestOutcome, catalog: Catalog) -> Finding {
        switch outcome.ending {
        case .buildFailed:
            return .violated(
                "does not compile with every exercise stubbed: "
                    + firstError(outcome, catalog: catalog))
        case .crashed(let crash):
            return .violated(
                "the test process crashes with every exercise stubbed: \(crash.reason)")
        case .finished:
            return .satisfied
        }
    }

    /// No stage's sources or tests import another stage, so each lecture's order is proven by
    /// the whole course's: a stage's tests see only its own code.
    static func judgeIndependentStages(_ workspace: Workspace) throws -> Finding {
        var reasons: [String] = []
        for stage in workspace.stages {
            let others = workspace.stages.filter { $0 != stage }
            for folder in ["Sources/\(stage)", "Tests/\(stage)Tests"] {
                for path in FileList.regularFiles(in: workspace.url(folder))
                where path.hasSuffix(".swift") {
                    let text = try String(
                        contentsOf: workspace.url("\(folder)/\(path)"), encoding: .utf8)
                    for line in text.components(separatedBy: "\n") {
                        let words = line.split(separator: " ").map(String.init)
                        if let index = words.firstIndex(of: "import"), index + 1 < words.count,
                            others.contains(words[index + 1])
                        {
                            reasons.append(
                                "\(folder)/\(path) imports \(words[index + 1]): stages must not depend on one another"
                            )
                        }
                    }
                }
            }
        }
        return .all(reasons)
    }

    /// The first compiler error, worded as `check` words it (`path:line: error: message`, the path
    /// relative to the scratch copy), or the first other error of the build.
    static func firstError(_ outcome: TestOutcome, catalog: Catalog) -> String {
        if let error = outcome.diagnostics.first {
            return error.located(in: catalog, column: false)
        }
        return outcome.otherErrors.first ?? "see the build output"
    }
}
