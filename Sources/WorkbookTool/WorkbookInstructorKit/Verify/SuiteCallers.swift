import Foundation
import WorkbookKit

/// Which suites run each exercise's code, as measured on the reference: the suites whose tests
/// execute at least one line of code in one of the exercise's regions.
///
/// A suite that runs an exercise's code can catch (or crash on) a wrong answer there, so `check`
/// of that exercise must run it: otherwise the answer passes its check and breaks the lecture.
struct SuiteCallers: Equatable, Sendable {
    /// For each exercise id, the suites (`Target.Suite`) that execute its regions, sorted.
    var callers: [String: [String]]

    /// Measures every stage of `scratch` (which holds the reference) suite by suite; the suites
    /// are the ones the reference run `reference` ran.
    static func measure(
        scratch: Workspace, catalog: Catalog, reference: TestOutcome,
        coverage: any CoverageMeasuring, progress: (String) -> Void = { _ in }
    ) throws -> SuiteCallers {
        var callers: [String: Set<String>] = [:]
        defer { ScratchCopy.focus(scratch, on: scratch.stages) }
        for stage in scratch.stages {
            let suites = Array(
                Set(reference.run.tests.map(\.suite).filter { $0.hasPrefix("\(stage)Tests.") })
            ).sorted()
            guard !suites.isEmpty else { continue }
            progress("Callers: which of \(stage)'s \(suites.count) suites run each exercise's code")
            ScratchCopy.focus(scratch, on: [stage])
            let executed = try coverage.executedLines(of: suites, stage: stage, in: scratch.root)
            for exercise in catalog.exercises(inStage: stage) {
                for place in catalog.places(of: exercise.id) {
                    let lines = codeLines(of: place)
                    for (suite, files) in executed
                    where !(files[place.file] ?? []).isDisjoint(with: lines) {
                        callers[exercise.id, default: []].insert(suite)
                    }
                }
            }
        }
        return SuiteCallers(callers: callers.mapValues { $0.sorted() })
    }

    /// The lines of a region's reference solution that hold code: not its markers, blank lines or
    /// comments, which a coverage report may count as run merely because the function was entered.
    static func codeLines(of place: Catalog.Place) -> Set<Int> {
        let region = place.region
        var lines: Set<Int> = []
        for (offset, text) in region.rawLines.enumerated() {
            let code = text.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("// STUB") { break }
            guard offset > 0, !code.isEmpty, !code.hasPrefix("//"), code != "}" else { continue }
            lines.insert(region.firstLine + offset)
        }
        return lines
    }

    /// The suites that run `exercise`'s code and are not run by its check, with the way out.
    func judge(_ exercise: Exercise, catalog: Catalog) -> Verifier.Finding {
        let checked = CheckPlan.checkedSuites(of: exercise, catalog: catalog)
        let position = Dictionary(
            uniqueKeysWithValues: catalog.exercises.enumerated().map { ($0.element.id, $0.offset) })
        let file = "Lectures/\(exercise.stage)/exercises.json"
        let missing = (callers[exercise.id] ?? []).filter { !checked.contains($0) }
        return .all(
            missing.map { suite in
                let name = suite.split(separator: ".").dropFirst().joined(separator: ".")
                let fix: String
                switch CheckReport.exercise(ofSuite: suite, catalog: catalog) {
                case nil:
                    fix = "add \"\(name)\" to \(exercise.id)'s \"suites\" in \(file)"
                case let owner? where (position[owner] ?? 0) > (position[exercise.id] ?? 0):
                    fix =
                        "add \"requires\": [\"\(exercise.id)\"] to \(owner) in \(file), or make "
                        + "its tests independent of \(exercise.id)"
                case let owner?:
                    fix =
                        "it belongs to the earlier \(owner): move the tests that use "
                        + "\(exercise.id) to a suite of \(exercise.id)"
                }
                return "\(name) runs \(exercise.id)'s code, but check \(exercise.id) does not run "
                    + "it, so a wrong answer it would catch passes the check: \(fix)"
            })
    }
}
