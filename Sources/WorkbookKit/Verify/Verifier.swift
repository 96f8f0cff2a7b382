import Foundation

/// The maintainers' proof that every exercise is sound, and the rules that decide it.
///
/// For every exercise: with only it stubbed, one of its own tests fails and nothing crashes.
/// With nothing stubbed, every test passes. With everything stubbed, the package and its tests
/// compile and the tests run without crashing (a student release runs them like that).
struct Verifier {
    /// The result of one rule: satisfied, or violated with the reason.
    enum Finding: Equatable, Sendable {
        case satisfied
        case violated(String)

        /// Whether the rule held.
        var holds: Bool { self == .satisfied }
    }

    /// One row of the table: an exercise and its two rules.
    struct Row: Equatable, Sendable {
        var exercise: String
        /// Stubbing this exercise alone makes one of its tests fail, without a crash.
        var stubFails: Finding
        /// Its tests pass on the reference code.
        var referencePasses: Finding
    }

    /// Everything `verify` found.
    struct Report: Equatable, Sendable {
        var rows: [Row]
        /// Every test of every stage passes on the reference.
        var reference: Finding
        /// With every exercise stubbed, the package and its tests compile and run without a crash.
        var allStubbed: Finding

        /// Whether every rule held: the only case in which `verify` exits 0.
        var holds: Bool {
            reference.holds && allStubbed.holds
                && rows.allSatisfy { $0.stubFails.holds && $0.referencePasses.holds }
        }
    }

    /// Runs the scratch copy's tests.
    var runner: any TestRunning
    /// Told what is being done, one short line per step, so a long run shows progress.
    var progress: (String) -> Void = { _ in }

    /// Verifies the workbook whose scratch copy is `scratch` (never the student's own files).
    func verify(scratch: Workspace) throws -> Report {
        let catalog = try Catalog(workspace: scratch)
        let everything = CheckPlan.stageFilter(scratch.stages)
        progress("Reference: every test of every stage must pass")
        let reference = try runner.runTests(filter: everything, in: scratch.root)
        var rows: [Row] = []
        for exercise in catalog.exercises {
            progress("Stub \(exercise.id) alone: one of its tests must fail")
            let outcome = try withStubbed([exercise], in: scratch) {
                try runner.runTests(filter: exercise.filter, in: scratch.root)
            }
            rows.append(
                Row(
                    exercise: exercise.id, stubFails: Self.judgeStub(of: exercise, outcome),
                    referencePasses: Self.judgeReference(of: exercise, reference)))
        }
        progress("Stub everything: the package and its tests must compile and run without a crash")
        let allStubbed = try withStubbed(catalog.exercises, in: scratch) {
            try runner.runTests(filter: everything, in: scratch.root)
        }
        return Report(
            rows: rows, reference: Self.judgeReferenceRun(reference),
            allStubbed: Self.judgeAllStubbed(allStubbed))
    }

    /// Runs `body` with `exercises` stubbed in `scratch`, and puts the reference back afterwards.
    private func withStubbed<T>(
        _ exercises: [Exercise], in scratch: Workspace, _ body: () throws -> T
    ) throws -> T {
        _ = try Editor(catalog: Catalog(workspace: scratch)).start(exercises)
        defer { _ = try? Editor(catalog: Catalog(workspace: scratch)).restore(exercises) }
        return try body()
    }

    // MARK: - The rules

    /// With only `exercise` stubbed: it compiles, nothing crashes, and one of its own tests fails.
    static func judgeStub(of exercise: Exercise, _ outcome: TestOutcome) -> Finding {
        switch outcome.ending {
        case .buildFailed:
            return .violated("the stub does not compile: \(firstError(outcome))")
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

    /// On the reference: the package compiles, nothing crashes, every test passes.
    static func judgeReferenceRun(_ outcome: TestOutcome) -> Finding {
        switch outcome.ending {
        case .buildFailed:
            return .violated("the reference does not compile: \(firstError(outcome))")
        case .crashed(let crash):
            return .violated("the test process crashed on the reference: \(crash.reason)")
        case .finished:
            let failed = outcome.run.tests.filter(\.failed)
            if let first = failed.first {
                let place = first.issues.first.map { " (\($0.file):\($0.line): \($0.message))" }
                return .violated(
                    "\(failed.count) test(s) fail on the reference; first: \"\(first.displayName)\"\(place ?? "")"
                )
            }
            return .satisfied
        }
    }

    /// With everything stubbed: the package and its tests compile and the tests do not crash.
    static func judgeAllStubbed(_ outcome: TestOutcome) -> Finding {
        switch outcome.ending {
        case .buildFailed:
            return .violated("does not compile with every exercise stubbed: \(firstError(outcome))")
        case .crashed(let crash):
            return .violated(
                "the test process crashes with every exercise stubbed: \(crash.reason)")
        case .finished:
            return .satisfied
        }
    }

    private static func firstError(_ outcome: TestOutcome) -> String {
        if let error = outcome.diagnostics.first {
            return "\(error.path):\(error.line): \(error.message)"
        }
        return outcome.otherErrors.first ?? "see the build output"
    }
}
