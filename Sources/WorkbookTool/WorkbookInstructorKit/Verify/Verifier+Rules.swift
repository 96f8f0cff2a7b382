import Foundation
import WorkbookKit

/// The rules `verify` judges each run by: one function per rule, each given the outcome it reads.
extension Verifier {
    /// With only `exercise` stubbed: it compiles, nothing crashes, and one of its own tests fails.
    static func judgeStub(of exercise: Exercise, _ outcome: TestOutcome, catalog: Catalog)
        -> Finding
    {
        switch outcome.ending {
        case .buildFailed:
            return .violated("the stub does not compile: \(firstError(outcome, catalog: catalog))")
        case .crashed(let crash):
            return .violated(
                "the test process crashed on the stub: \(crash.reason); \(stubMustNotCrash)")
        case .finished:
            let tests = CheckReport.tests(of: exercise, in: outcome.run)
            if tests.isEmpty {
                return .violated("no test of \(exercise.suites.joined(separator: ", ")) ran")
            }
            return tests.contains(where: \.failed)
                ? .satisfied : .violated("all \(tests.count) of its tests pass on the stub")
        }
    }

    /// What to do about a crash on a stub: the rule, and where each side of it is written.
    static let stubMustNotCrash =
        "a stub returns a harmless wrong value (0, \"\", [], nil) and never traps, and the code "
        + "around the regions and the tests cope with it: no `!` on nil, no index past the end "
        + "(docs/authoring-exercises.md, section 2)"

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
                return .violated(
                    "\(prefix), its tests did not run: \(Messages.notRunReason(reason).en)")
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
