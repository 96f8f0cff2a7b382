import Foundation
import WorkbookKit

/// `verify --mutants`: puts one plausible mistake at a time into a region's reference and runs
/// exactly what `check` of its exercise runs. A mistake the tests miss is a survivor.
///
/// A mistake that passes the check is then judged against every suite of its stage: if one of
/// them fails or crashes, the check lets through a wrong answer that breaks the lecture (an
/// escape). Only mistakes that pass the check need that second run, so it costs little.
///
/// A survivor is a missing test, or a mistake that is correct under the specification (an
/// *equivalent* mutant), which the exercise declares in `equivalentMutants` with a reason.
struct MutationTester {
    /// What happened to one mutant.
    enum Fate: Equatable, Sendable {
        /// A test failed, or the tests crashed.
        case killed
        /// The mistake does not compile: the compiler caught it, not a test.
        case killedByCompiler
        /// Every test `check` runs passed with the mistake in.
        case survived
        /// It survived, and the exercise declares it equivalent.
        case equivalent
        /// It passed every test `check` runs, but another suite of the stage failed or crashed.
        case escaped
    }

    /// One mutant, where it is, and its fate.
    struct Result: Equatable, Sendable {
        var mutant: Mutator.Mutant
        /// The reference file and 1-based line of the mutated line.
        var file: String
        var line: Int
        var fate: Fate
        /// For an escape: what broke, such as `Lecture2MVCTests.EdgeCaseTests fails`.
        var broke: [String] = []
        /// For a killed mutant: where its advice contradicts the values its tests saw
        /// (`AdviceEvidence`), such as `Tests/…:22: the advice says "observed is nil", but …`.
        var contradictions: [String] = []
    }

    /// An exercise's mutants and the declarations that matched none of its survivors.
    struct Score: Equatable, Sendable {
        var exercise: String
        var results: [Result]
        /// Declared equivalent mutants that no survivor matched: the code or the tests changed.
        var staleEquivalents: [Exercise.EquivalentMutant]
        /// Wall-clock seconds spent on it.
        var seconds: Double

        func count(_ fate: Fate) -> Int { results.filter { $0.fate == fate }.count }

        /// The survivors nobody explained.
        var survivors: [Result] { results.filter { $0.fate == .survived } }

        /// Killed (by a test or by the compiler) over all mutants that are not equivalent.
        var killRatio: Double {
            let judged = results.count - count(.equivalent)
            return judged == 0
                ? 1 : Double(count(.killed) + count(.killedByCompiler)) / Double(judged)
        }

        /// The mistakes that passed the check and broke another suite.
        var escapes: [Result] { results.filter { $0.fate == .escaped } }

        /// The killed mistakes whose advice says something false about their own result.
        var misadvised: [Result] { results.filter { !$0.contradictions.isEmpty } }

        /// Whether every non-equivalent mutant was killed, none escaped, no declaration is stale,
        /// and no killed mutant's advice contradicts what its tests saw.
        var holds: Bool {
            survivors.isEmpty && escapes.isEmpty && staleEquivalents.isEmpty
                && misadvised.isEmpty
        }
    }

    /// Runs the scratch copy's tests.
    var runner: any TestRunning
    /// Told what is being done, one short line per step.
    var progress: (String) -> Void = { _ in }
    /// Tries every mutant of every region of `exercises` in `scratch`, which must hold the reference.
    func run(_ exercises: [Exercise], scratch: Workspace) throws -> [Score] {
        let catalog = try Catalog(workspace: scratch)
        let edit = ScratchEdit(catalog: catalog)
        var scores: [Score] = []
        // Every run builds and links one stage only; the full list is put back at the end.
        defer { ScratchCopy.focus(scratch, on: scratch.stages) }
        for exercise in exercises {
            ScratchCopy.focus(scratch, on: [exercise.stage])
            let start = Date()
            let plan = CheckPlan.asWritten(exercise, catalog: catalog)
            var results: [Result] = []
            for place in catalog.places(of: exercise.id) {
                guard case .reference(let solution, _) = place.region.form else { continue }
                let mutants = Mutator.mutants(of: solution)
                defer { try? edit.restore(place) }
                for (number, mutant) in mutants.enumerated() {
                    let line = place.region.firstLine + 1 + mutant.index
                    progress(
                        "\(exercise.id) \(place.file):\(line) [\(number + 1)/\(mutants.count)] \(mutant.mutation)"
                    )
                    try edit.write(place, body: mutant.apply(to: solution))
                    let (outcome, stopped) = try runStopping(plan.filter, in: scratch.root)
                    var fate = stopped != nil ? .killed : Self.fate(of: outcome, plan: plan)
                    if let stopped {
                        progress("    stopped after \(Int(stopped)) s: counted as killed")
                    }
                    var broke: [String] = []
                    if fate == .survived {
                        let stage = try runner.runTests(
                            filter: CheckPlan.stageFilter([exercise.stage]), in: scratch.root)
                        broke = Self.broken(stage)
                        if !broke.isEmpty {
                            fate = .escaped
                            progress(
                                "    passes its check, but breaks: \(broke.joined(separator: "; "))"
                            )
                        } else {
                            progress("    survived: \(mutant.replacement ?? "(line deleted)")")
                        }
                    }
                    let contradictions =
                        fate == .killed
                        ? Self.contradictions(in: outcome, plan: plan)
                            + AdviceLadder.leaks(
                                in: CheckReport(plan: plan, outcome: outcome, catalog: catalog),
                                of: exercise, catalog: catalog)
                        : []
                    for contradiction in contradictions {
                        progress("    advice contradicts the result: \(contradiction)")
                    }
                    results.append(
                        Result(
                            mutant: mutant, file: place.file, line: line, fate: fate, broke: broke,
                            contradictions: contradictions))
                }
            }
            let (judged, stale) = Self.matchEquivalents(
                results, declared: exercise.equivalentMutants)
            scores.append(
                Score(
                    exercise: exercise.id, results: judged, staleEquivalents: stale,
                    seconds: Date().timeIntervalSince(start)))
        }
        return scores
    }

    /// Runs the tests; says after how many seconds the runner's time limit stopped them, if it did.
    ///
    /// A mistake can make a loop endless; a run stopped so counts as killed.
    private func runStopping(_ filter: String, in root: URL) throws -> (TestOutcome, TimeInterval?)
    {
        let outcome = try runner.runTests(filter: filter, in: root)
        guard case .crashed(let crash) = outcome.ending else { return (outcome, nil) }
        return (outcome, crash.timeLimit)
    }

    /// Killed when a test `check` runs failed or the tests crashed; the compiler's kills apart.
    static func fate(of outcome: TestOutcome, plan: CheckPlan) -> Fate {
        switch outcome.ending {
        case .buildFailed: return .killedByCompiler
        case .crashed: return .killed
        case .finished:
            let tests = (plan.exercises + plan.dependents).flatMap {
                CheckReport.tests(of: $0, in: outcome.run)
            }
            return tests.contains(where: \.failed) ? .killed : .survived
        }
    }

    /// Where the advice of the failed tests `check` runs contradicts the values they saw, each
    /// as `Module/File.swift:line: …`; empty when the run crashed or did not build.
    static func contradictions(in outcome: TestOutcome, plan: CheckPlan) -> [String] {
        guard case .finished = outcome.ending else { return [] }
        let tests = (plan.exercises + plan.dependents).flatMap {
            CheckReport.tests(of: $0, in: outcome.run)
        }
        return tests.filter(\.failed).flatMap(\.issues).flatMap { issue in
            AdviceEvidence.contradictions(in: issue).map { "\(issue.recordedPlace): \($0)" }
        }
    }

    /// What a run of a whole stage says broke: each suite with a failed test, or the crash.
    static func broken(_ outcome: TestOutcome) -> [String] {
        switch outcome.ending {
        case .buildFailed: return ["the stage does not compile"]
        case .crashed(let crash):
            let test = crash.crashingTest.map { " in \(TestResult.suite(ofTestID: $0))" } ?? ""
            return [
                "the tests crash\(test): \(crash.timeLimit == nil ? crash.reason : "time limit")"
            ]
        case .finished:
            var suites: [String] = []
            for test in outcome.run.tests where test.failed && !suites.contains(test.suite) {
                suites.append(test.suite)
            }
            return suites.map { "\($0) fails" }
        }
    }

    /// Marks survivors that an `equivalentMutants` entry explains, and returns the entries that
    /// explain none (stale: the line or the tests changed since it was written).
    static func matchEquivalents(_ results: [Result], declared: [Exercise.EquivalentMutant])
        -> ([Result], [Exercise.EquivalentMutant])
    {
        var used = Array(repeating: false, count: declared.count)
        let judged = results.map { result -> Result in
            guard result.fate == .survived else { return result }
            let line = result.mutant.original.trimmingCharacters(in: .whitespaces)
            guard
                let index = declared.firstIndex(where: {
                    $0.line == line && $0.mutation == result.mutant.mutation
                })
            else { return result }
            used[index] = true
            var result = result
            result.fate = .equivalent
            return result
        }
        let stale = declared.enumerated().filter { !used[$0.offset] }.map(\.element)
        return (judged, stale)
    }
}
