import Foundation
import WorkbookKit

/// Grades a package in place, one student's copy, or a whole class, and writes the reports.
///
/// Every grade is one test run of the graded exercises' suites, hidden ones included, through the
/// same `TestRunning` that `check` uses; tests substitute a runner with canned outcomes.
struct Grader: Sendable {
    /// One graded copy: whose it is, its result, what it did to protected files, and, when
    /// grading itself broke (not the student's code), why.
    struct Graded: Sendable {
        var student: String
        var result: GradeResult
        var integrity: Submission.Integrity?
        var brokenBecause: String?
        var seconds: Double
    }

    /// The instructor's workbook: its tests are the ones that count.
    var reference: Catalog
    var runner: any TestRunning

    /// The filter that runs exactly the graded suites of `exercises`.
    static func filter(for exercises: [Exercise]) -> String {
        CheckPlan.exerciseFilter(exercises.map(\.forGrading))
    }

    /// Grades `exercises` in the package at `root` as it is (the instructor's own, or a copy).
    ///
    /// A crash ends the test process, and with it the tests of every exercise still running. So
    /// after a crash the exercises it left unfinished are run again without the one that crashed,
    /// until none is left: one crashing exercise costs the grades of the exercises whose tests
    /// call its code, not the others', and a few seconds per crash.
    func grade(_ exercises: [Exercise], in root: URL) throws -> GradeResult {
        let catalog = try Catalog(workspace: Workspace(root: root))
        var settled: [String: GradeResult.ExerciseGrade] = [:]
        var remaining = exercises
        var message: String?
        var tampering: [String] = []
        while !remaining.isEmpty {
            let outcome = try runner.runTests(filter: Self.filter(for: remaining), in: root)
            tampering += outcome.tampering.filter { !tampering.contains($0) }
            let result = GradeResult(
                exercises: remaining, outcome: outcome, catalog: catalog, root: root)
            var done = result.exercises.filter { $0.status != .notRun }
            if done.isEmpty, case .crashed(let crash) = outcome.ending {
                // The crash is in code outside these exercises (one settled earlier) that their
                // tests call: the exercises whose tests it stopped crash too.
                let stopped = Set(outcome.run.tests.filter { $0.started && !$0.ended }.map(\.suite))
                done = result.exercises.filter { grade in
                    grade.tests.contains { stopped.contains($0.suite) }
                }.map { grade in
                    var grade = grade
                    grade.status = .crashed
                    grade.reason = crash.reason
                    return grade
                }
            }
            guard case .crashed = outcome.ending, !done.isEmpty else {
                for exercise in result.exercises { settled[exercise.id] = exercise }
                if result.status == .error { message = result.message }
                break
            }
            for exercise in done { settled[exercise.id] = exercise }
            remaining.removeAll { settled[$0.id] != nil }
        }
        var result = GradeResult(
            exercises: exercises.compactMap { settled[$0.id] }, message: message)
        result.tampering = tampering
        return result
    }

    /// Grades `exercises` in the package at `root`; when the code of some of them does not compile,
    /// grades those as not compiled and the others again with their stubs in those regions.
    ///
    /// One region that does not compile stops the whole package from building, and would cost
    /// the student every other exercise's grade too. `stubbing` rewrites the package with the
    /// stubs of the exercises it is given (stubs always compile) and returns its root. When the
    /// package still does not build, the first result stands.
    func gradeAroundCompileErrors(
        _ exercises: [Exercise], in root: URL, stubbing: (Set<String>) throws -> URL
    ) throws -> GradeResult {
        let first = try grade(exercises, in: root)
        var result = first
        var broken: [GradeResult.ExerciseGrade] = []
        var tampering = first.tampering
        while result.status == .error {
            let newlyBroken = result.exercises.filter { grade in
                grade.compileError != nil && !broken.contains { $0.id == grade.id }
            }
            guard !newlyBroken.isEmpty, broken.count + newlyBroken.count < exercises.count else {
                break
            }
            broken += newlyBroken
            result = try grade(exercises, in: stubbing(Set(broken.map(\.id))))
            tampering += result.tampering.filter { !tampering.contains($0) }
        }
        guard !broken.isEmpty, result.status != .error else {
            var first = first
            first.tampering = tampering
            return first
        }
        var marked = result.markingNotCompiled(broken)
        marked.tampering = tampering
        return marked
    }

    /// Grades `submission` in the scratch package `scratch`: the student's regions over the
    /// instructor's package, then one test run. Never throws: a failure is reported in the result.
    func grade(_ submission: Submission, selection: [Exercise]?, scratch: URL) -> Graded {
        let start = Date()
        let handed = submission.exercises(of: reference)
        let exercises =
            selection.map { chosen in
                handed.filter { exercise in chosen.contains { $0.id == exercise.id } }
            } ?? handed
        func seconds() -> Double { Date().timeIntervalSince(start) }
        guard FileManager.default.fileExists(atPath: submission.folder.path),
            !exercises.isEmpty
        else {
            return Graded(
                student: submission.name,
                result: GradeResult(
                    error: "The submission holds none of the exercises to grade.",
                    exercises: exercises, catalog: reference),
                integrity: nil, seconds: seconds())
        }
        var integrity: Submission.Integrity?
        do {
            integrity = try submission.integrity(against: reference)
            let (package, notes) = try GradeScratch.prepare(
                scratch, reference: reference, submission: submission, exercises: exercises)
            integrity?.notes += notes
            let result = try gradeAroundCompileErrors(
                exercises, in: package.root,
                stubbing: { stubbed in
                    try GradeScratch.prepare(
                        scratch, reference: reference, submission: submission,
                        exercises: exercises, stubbing: stubbed
                    ).0.root
                })
            integrity?.tampering = result.tampering
            return Graded(
                student: submission.name, result: result, integrity: integrity,
                seconds: seconds())
        } catch {
            let reason = (error as? WorkbookError)?.description ?? "\(error)"
            return Graded(
                student: submission.name,
                result: GradeResult(
                    error: "Grading could not run: \(reason)", exercises: exercises,
                    catalog: reference),
                integrity: integrity, brokenBecause: reason, seconds: seconds())
        }
    }

    /// Grades every submission, `workers` at a time, each worker in its own scratch package, and
    /// tells `progress` about each one as it finishes. Results come back in the submissions' order.
    func grade(
        _ submissions: [Submission], selection: [Exercise]?, workers: Int,
        scratch: (Int) -> URL, progress: @escaping @Sendable (Graded) -> Void = { _ in }
    ) -> [Graded] {
        let queue = WorkQueue(count: submissions.count)
        let workerCount = max(1, min(workers, submissions.count))
        let folders = (0..<workerCount).map(scratch)
        DispatchQueue.concurrentPerform(iterations: workerCount) { worker in
            while let index = queue.next() {
                let graded = grade(
                    submissions[index], selection: selection, scratch: folders[worker])
                queue.store(graded, at: index)
                progress(graded)
            }
        }
        return queue.results
    }
}
