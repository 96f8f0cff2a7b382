import Foundation

/// The verdict on each checked exercise, worked out from one test outcome.
///
/// Kept apart from printing so the rules (which exercise a compile error or crash belongs to)
/// are tested on their own.
package struct CheckReport: Equatable, Sendable {
    /// What happened to one exercise.
    package enum Verdict: Equatable, Sendable {
        /// Every test of its suites passed.
        case passed(tests: Int)
        /// Some tests failed: every failed test in source order, each with all its issues.
        case failed(failures: [TestResult], of: Int)
        /// The compiler rejected code inside its regions.
        case compileError([CompilerDiagnostic])
        /// The test process crashed in its code or its tests.
        case crashed(TestCrash)
        /// Its tests could not run: the build failed or the process crashed elsewhere.
        case notRun(NotRunReason)
        /// The filter selected no test of its suites.
        case noTests
    }

    /// Why an exercise's tests did not run; `Messages.notRunReason(_:)` says it, in both languages.
    package enum NotRunReason: Equatable, Sendable {
        /// The build failed elsewhere.
        case packageDoesNotCompile
        /// The test process crashed before reaching its tests.
        case crashedBeforeFinishing
    }

    /// One exercise and its verdict.
    package struct Entry: Equatable, Sendable {
        package var exercise: Exercise
        package var verdict: Verdict
        /// For a dependent's entry: the checked exercises whose code its tests also use.
        var fedBy: [String] = []
        /// Exercises it requires that still hold their stub: when its tests fail, the first cause.
        var stubbed: [Exercise] = []
        /// For a failed entry: the exercises it requires whose code the student wrote and no check
        /// has passed yet (a stub is in `stubbed`), so a mistake there may be the cause too.
        var alsoUsed: [String] = []
        /// For a compile error in regions that all still hold the workbook's code, which compiles
        /// as written: the started exercises whose own errors stop the build.
        var blockedBy: [String] = []
    }

    /// How the suites that belong to no exercise did, for one stage.
    struct OtherSuites: Equatable, Sendable {
        var stage: String
        var passed: Int
        var failed: [TestResult]
    }

    /// The exercises, in the plan's order, then any other exercise whose code does not compile.
    package var entries: [Entry]
    /// The plan's dependents: not-started exercises whose tests use the checked exercises' code.
    package var dependents: [Entry] = []
    /// The other suites of each planned stage that has any.
    var otherSuites: [OtherSuites]
    /// Compiler errors outside every exercise region.
    var unplacedErrors: [CompilerDiagnostic]
    /// Build errors without a place, shown when nothing else explains a failed build.
    var otherErrors: [String]
    /// Errors in code the student did not write that a started region's declarations caused,
    /// and errors in one started region that another's departing declaration caused: each is
    /// also among the declaring exercise's `compileError` diagnostics.
    var brokenUses: [BrokenUse] = []
    /// Names the student's code declares a second time, each with where the first is.
    var redeclarations: [Redeclaration] = []
    /// Names of the workbook's own code, outside the regions, that the student's code leans on
    /// in a way they do not allow.
    var workbookDeclarations: [WorkbookDeclaration] = []
    /// The 2020 course's `@Published` and `objectWillChange` typed into an `@Observable` type.
    var publishedSpellings: [PublishedSpelling] = []
    /// Random sources the student's failing code calls that its exercise's code does not.
    var randomCalls: [RandomCall] = []
    /// The tests of those exercises whose result changed when run a second time (see
    /// `VaryingResults`); filled in by the command that can run them again.
    var varyingResults: [VaryingResults] = []
    /// Sums the student's failing code divides by mistake (`count + 1 / 2`).
    var precedenceSlips: [PrecedenceSlip] = []
    /// The files the student changed outside the regions (see `OutsideEdits`).
    var editedOutside: [String] = []
    /// Whether a region's markers are damaged, so a build error outside the regions may be one.
    var markerDamaged = false
    /// The compiler's warnings about the student's code: those inside a started region.
    var warnings: [CompilerDiagnostic] = []
    /// The crash, when the test process crashed.
    var crash: TestCrash?
    /// The exercise the crash belongs to, when it could be told.
    var crashedExercise: String?
    /// The tests that had started and not ended when the process crashed, by their sentences.
    var runningWhenCrashed: [TestResult] = []

    /// Whether everything checked passed: the only case in which `check` exits 0.
    package var allPassed: Bool {
        crash == nil && unplacedErrors.isEmpty && otherErrors.isEmpty
            && entries.allSatisfy {
                if case .passed = $0.verdict { return true }
                return false
            }
            && dependents.allSatisfy {
                if case .passed = $0.verdict { return true }
                return false
            } && otherSuites.allSatisfy(\.failed.isEmpty)
    }

    /// Works out every verdict of `plan` from `outcome`; `state` tells which required exercises
    /// still hold their stub (with none given, no stub is blamed).
    ///
    /// `editedOutside` names the files the student changed outside the regions: with none, an
    /// error in code the student did not write that uses a started region's declaration is that
    /// region's (see `BrokenUse`); with some, such an edit may be the cause, so none is blamed.
    package init(
        plan: CheckPlan, outcome: TestOutcome, catalog: Catalog,
        state: WorkbookState = WorkbookState(), editedOutside: [String] = []
    ) {
        entries = []
        otherSuites = []
        unplacedErrors = []
        otherErrors = []
        self.editedOutside = editedOutside
        markerDamaged = !catalog.damage.isEmpty
        // A warning in a started region, or on a line that uses one's declarations: the reference
        // code has none, so such a warning elsewhere comes from the student's code too. One on
        // the line of an error goes with the error (see `sharesLine(withOneOf:)`).
        // A region that still holds its stub holds the workbook's code, not the student's.
        let usedRegions = BrokenUse.attribute(outcome.warnings, catalog: catalog) {
            BrokenUse.line(of: $0, in: catalog)
        }
        let stubs = Set(
            catalog.exercises.filter { catalog.status(of: $0, state: state) == .started }.map(\.id))
        warnings = zip(outcome.warnings, usedRegions).filter { warning, use in
            let file = catalog.relativePath(warning.path)
            let region = catalog.files.first { $0.path == file }?.regions.first { region in
                (region.firstLine...region.lastLine).contains(warning.line)
            }
            guard !warning.sharesLine(withOneOf: outcome.diagnostics) else { return false }
            if let region, region.isStarted { return !stubs.contains(region.exerciseID) }
            return use.map { !stubs.contains($0.exerciseID) } ?? false
        }.map(\.0)
        let planned = plan.exercises + plan.dependents
        switch outcome.ending {
        case .buildFailed:
            var byExercise: [String: [CompilerDiagnostic]] = [:]
            let given = BrokenUse.given(in: catalog, state: state)
            let blamable = editedOutside.isEmpty && catalog.damage.isEmpty
            // What the regions declare, as the compiler's parser sees it: read only here.
            let parsed =
                blamable && !outcome.diagnostics.isEmpty
                ? RegionDeclarations.reading(catalog, given: given) : nil
            let uses =
                blamable
                ? BrokenUse.attribute(
                    outcome.diagnostics, catalog: catalog, given: given, parsed: parsed
                ) {
                    BrokenUse.line(of: $0, in: catalog)
                } : outcome.diagnostics.map { _ in nil }
            func region(of diagnostic: CompilerDiagnostic) -> Region? {
                let file = catalog.relativePath(diagnostic.path)
                return catalog.files.first { $0.path == file }?.regions.first {
                    ($0.firstLine...$0.lastLine).contains(diagnostic.line)
                }
            }
            // An error inside one started region that another's declaration caused: the
            // declaration departs from what the exercise gave, and the error names it.
            let outsideUses = Set(
                zip(outcome.diagnostics, uses).compactMap { diagnostic, use in
                    region(of: diagnostic)?.isStarted == true ? nil : use?.exerciseID
                })
            let acrossRegions =
                editedOutside.isEmpty && catalog.damage.isEmpty
                ? BrokenUse.attributeAcrossRegions(
                    outcome.diagnostics, catalog: catalog,
                    region: { diagnostic in
                        region(of: diagnostic).flatMap { $0.isStarted ? $0.exerciseID : nil }
                    }, given: given, outsideUses: outsideUses, parsed: parsed,
                    source: { BrokenUse.line(of: $0, in: catalog) })
                : outcome.diagnostics.map { _ in nil }
            for (diagnostic, (use, across)) in zip(outcome.diagnostics, zip(uses, acrossRegions)) {
                let region = region(of: diagnostic)
                // Code the student did not write: given code, or a region still holding its
                // reference.
                if let use, region?.isStarted != true {
                    byExercise[use.exerciseID, default: []].append(diagnostic)
                    brokenUses.append(use)
                } else if let across {
                    byExercise[across.exerciseID, default: []].append(diagnostic)
                    brokenUses.append(across)
                } else if let id = region?.exerciseID {
                    byExercise[id, default: []].append(diagnostic)
                } else {
                    unplacedErrors.append(diagnostic)
                }
            }
            otherErrors = outcome.otherErrors
            if blamable {
                let stages = StageParses(catalog: catalog)
                redeclarations = Redeclaration.find(
                    in: outcome.diagnostics, catalog: catalog, stages: stages)
                workbookDeclarations = WorkbookDeclaration.find(
                    in: outcome.diagnostics, catalog: catalog, stages: stages)
                publishedSpellings = PublishedSpelling.find(
                    in: outcome.diagnostics, catalog: catalog, stages: stages)
            }
            entries = planned.map { exercise in
                if let errors = byExercise.removeValue(forKey: exercise.id) {
                    return Entry(exercise: exercise, verdict: .compileError(errors))
                }
                return Entry(exercise: exercise, verdict: .notRun(.packageDoesNotCompile))
            }
            // Errors in exercises outside the plan stop the build too: show them as their own entries.
            entries += catalog.exercises.compactMap { exercise in
                byExercise[exercise.id].map {
                    Entry(exercise: exercise, verdict: .compileError($0))
                }
            }
            entries = BlockedRegion.marking(entries, catalog: catalog)
        case .crashed(let crash):
            self.crash = crash
            crashedExercise = Self.culprit(of: crash, run: outcome.run, catalog: catalog)
            runningWhenCrashed = Self.crashingTests(
                outcome.run.tests.filter { $0.started && !$0.ended }, crash: crash)
            entries = planned.map { exercise in
                if exercise.id == crashedExercise {
                    return Entry(exercise: exercise, verdict: .crashed(crash))
                }
                let tests = Self.tests(of: exercise, in: outcome.run)
                if tests.isEmpty || tests.contains(where: { !$0.ended }) {
                    return Entry(
                        exercise: exercise,
                        verdict: .notRun(.crashedBeforeFinishing))
                }
                return Entry(exercise: exercise, verdict: Self.verdict(for: tests))
            }
        case .finished:
            entries = planned.map {
                Entry(exercise: $0, verdict: Self.verdict(for: Self.tests(of: $0, in: outcome.run)))
            }
        }
        let checked = Set(plan.exercises.map(\.id))
        let dependentIDs = Set(plan.dependents.map(\.id))
        dependents = entries.filter { dependentIDs.contains($0.exercise.id) }.map { entry in
            var entry = entry
            entry.fedBy = CheckPlan.feeding(entry.exercise, from: checked, catalog: catalog)
            return entry
        }
        entries.removeAll { dependentIDs.contains($0.exercise.id) }
        let failed = Set(
            entries.filter { if case .failed = $0.verdict { true } else { false } }
                .map(\.exercise.id))
        if !failed.isEmpty {
            let given = BrokenUse.given(in: catalog, state: state)
            randomCalls = RandomCall.find(in: catalog, exercises: failed, given: given)
            precedenceSlips = PrecedenceSlip.find(in: catalog, exercises: failed, given: given)
        }
        for index in entries.indices {
            entries[index].stubbed = Self.stubs(
                requiredBy: entries[index], catalog: catalog, state: state)
        }
        let passedNow = Set(
            entries.filter { if case .passed = $0.verdict { true } else { false } }
                .map(\.exercise.id))
        for index in entries.indices {
            entries[index].alsoUsed = Self.unproven(
                requiredBy: entries[index], passedNow: passedNow, catalog: catalog, state: state)
        }
        // A checked exercise that is still a stub is already blamed as the code being checked.
        for index in dependents.indices {
            dependents[index].stubbed = Self.stubs(
                requiredBy: dependents[index], catalog: catalog, state: state
            ).filter { !checked.contains($0.id) }
        }
        otherSuites = plan.stages.compactMap { stage in
            let named = Set(catalog.exercises(inStage: stage).flatMap(\.suites))
            let tests = outcome.run.tests.filter { test in
                let parts = test.suite.split(separator: ".")
                return parts.first.map(String.init) == "\(stage)Tests"
                    && !(parts.count > 1 && named.contains(String(parts[1])))
            }
            guard !tests.isEmpty else { return nil }
            // A test a crash stopped did not fail: the crash is reported once, where it happened.
            let failed = tests.filter { crash == nil ? $0.failed : !$0.issues.isEmpty }
            return OtherSuites(
                stage: stage, passed: tests.filter(\.passed).count, failed: failed)
        }
    }

    /// The warnings that explain `crash`: one on the line it stopped at, and for a `nil` found
    /// where a value was expected, one that a `weak` reference is released at once (the crash
    /// then happens wherever the reference is first used, which may be far from the warning).
    func warnings(explaining crash: TestCrash, catalog: Catalog) -> [CompilerDiagnostic] {
        let place = crash.file.map(catalog.relativePath)
        let foundNil = crash.reason.contains("nexpectedly found nil")
        return warnings.filter { warning in
            (place == catalog.relativePath(warning.path) && crash.line == warning.line)
                || (foundNil && warning.message.contains("will be immediately deallocated"))
        }
    }

    /// The exercises a failed or crashed entry requires, directly or down the chain, that still
    /// hold the stub `start` wrote: each can make some of its tests fail by itself.
    static func stubs(requiredBy entry: Entry, catalog: Catalog, state: WorkbookState)
        -> [Exercise]
    {
        switch entry.verdict {
        case .failed, .crashed: break
        default: return []
        }
        return catalog.requirements(of: entry.exercise).filter {
            catalog.status(of: $0, state: state) == .started
        }
    }

    /// The exercises a failed entry requires that the student has written and that have not
    /// passed: neither in this check nor since their code last changed (`done`). One that passed
    /// is no suspect, and naming it would send the student to code that is right.
    static func unproven(
        requiredBy entry: Entry, passedNow: Set<String>, catalog: Catalog, state: WorkbookState
    ) -> [String] {
        guard case .failed = entry.verdict else { return [] }
        return entry.exercise.requires.filter { id in
            guard !passedNow.contains(id), let required = catalog.exercise(id) else {
                return false
            }
            return catalog.status(of: required, state: state) == .inProgress
        }
    }

    /// Of the tests still running at a crash, the one that crashed: the one a run of them one at a
    /// time found, else the one whose function holds the crash's line (the test declared last
    /// before that line in its file). Tests run in parallel, so several may be unfinished; when
    /// neither tells, all of them are kept.
    static func crashingTests(_ running: [TestResult], crash: TestCrash) -> [TestResult] {
        if let id = crash.crashingTest, let test = running.first(where: { $0.id == id }) {
            return [test]
        }
        guard let file = crash.file, let line = crash.line else { return running }
        let name = URL(fileURLWithPath: file).lastPathComponent
        let before = running.compactMap { test -> (TestResult, Int)? in
            guard let place = test.declaration, place.file == name, place.line <= line else {
                return nil
            }
            return (test, place.line)
        }
        guard let crashing = before.max(by: { $0.1 < $1.1 }) else { return running }
        return [crashing.0]
    }

    /// The tests of an exercise's suites in a run.
    package static func tests(of exercise: Exercise, in run: TestRun) -> [TestResult] {
        let suites = Set(exercise.qualifiedSuites)
        return run.tests.filter { suites.contains($0.suite) && !$0.skipped }
    }

    /// Passed, failed or no tests, for tests that all ran.
    static func verdict(for tests: [TestResult]) -> Verdict {
        guard !tests.isEmpty else { return .noTests }
        let failed = tests.filter(\.failed)
        guard !failed.isEmpty else { return .passed(tests: tests.count) }
        return .failed(failures: failed, of: tests.count)
    }

    /// The exercise a crash belongs to: the region it happened in, else the suite of the test
    /// file it happened in, else the only exercise with an unfinished test.
    static func culprit(of crash: TestCrash, run: TestRun, catalog: Catalog) -> String? {
        if let file = crash.file, let line = crash.line {
            if let id = catalog.exerciseID(inFile: catalog.relativePath(file), line: line) {
                return id
            }
            if let suite = run.suiteFiles.first(where: { $0.value == file })?.key,
                let id = exercise(ofSuite: suite, catalog: catalog)
            {
                return id
            }
        }
        let unfinished = Set(
            run.tests.filter { $0.started && !$0.ended }.compactMap {
                exercise(ofSuite: $0.suite, catalog: catalog)
            })
        return unfinished.count == 1 ? unfinished.first : nil
    }

    /// The exercise that names `suite` (`Target.Suite`), if any.
    package static func exercise(ofSuite suite: String, catalog: Catalog) -> String? {
        catalog.exercises.first { exercise in
            exercise.qualifiedSuites.contains(suite)
        }?.id
    }
}
