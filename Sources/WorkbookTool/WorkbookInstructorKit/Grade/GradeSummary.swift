import Foundation
import WorkbookKit

/// The lines `grade` prints: one per exercise and a total, or one per student and a class total.
struct GradeSummary {
    var console: Console

    /// One copy's verdict per exercise, what it did to protected files, and the total.
    func lines(for graded: Grader.Graded) -> [String] {
        let result = graded.result
        let width = result.exercises.map(\.id.count).max() ?? 0
        var lines: [String] = []
        for exercise in result.exercises {
            let id = exercise.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let mark =
                exercise.status == .passed
                ? console.styled("✔", .passed) : console.styled("✘", .failed)
            var line = "\(mark) \(id)  \(exercise.status.rawValue)"
            if !exercise.tests.isEmpty {
                line += " (\(exercise.passedCount)/\(exercise.tests.count) tests)"
            }
            lines.append(line)
        }
        if let integrity = graded.integrity {
            for path in integrity.changed {
                lines.append(
                    console.styled("tampered: ", .failed) + "\(path) (graded with your copy)")
            }
            for path in integrity.added {
                lines.append(console.styled("added: ", .failed) + "\(path) (not graded)")
            }
            lines += integrity.notes.map { "note: \($0)" }
            for sign in integrity.tampering {
                lines.append(console.styled("tampering: ", .failed) + "\(sign) (not counted)")
            }
        }
        if result.status == .error, let message = result.message {
            lines.append(console.styled("Nothing could run:", .failed))
            lines += message.components(separatedBy: "\n").prefix(8).map { "    \($0)" }
        }
        lines.append(total(result.exercises) + " (status \(result.status.rawValue))")
        return lines
    }

    /// `Total: 20 passed, 2 failed, 1 not compiled of 23 exercises`.
    func total(_ exercises: [GradeResult.ExerciseGrade]) -> String {
        let counts = GradeResult.ExerciseGrade.Status.allInSummaryOrder.compactMap { status in
            let count = exercises.filter { $0.status == status }.count
            return count == 0 && status != .passed ? nil : "\(count) \(status.rawValue)"
        }
        return "Total: \(counts.joined(separator: ", ")) of \(exercises.count) exercises"
    }

    /// One student's line in a class run.
    func studentLine(_ graded: Grader.Graded) -> String {
        let exercises = graded.result.exercises
        let passed = exercises.filter { $0.status == .passed }.count
        var line = "\(graded.student): \(passed)/\(exercises.count) exercises passed"
        let others = GradeResult.ExerciseGrade.Status.allInSummaryOrder.dropFirst().compactMap {
            status in
            let count = exercises.filter { $0.status == status }.count
            return count == 0 ? nil : "\(count) \(status.rawValue)"
        }
        if !others.isEmpty { line += " (" + others.joined(separator: ", ") + ")" }
        if let integrity = graded.integrity, !integrity.isClean {
            let files = integrity.changed.count + integrity.added.count
            if files > 0 { line += console.styled("; \(files) file(s) tampered", .failed) }
            if let sign = integrity.tampering.first {
                line += console.styled("; tampering: \(sign)", .failed)
            }
        }
        if let reason = graded.brokenBecause {
            line += console.styled("; grading broke: \(reason)", .failed)
        }
        return line + String(format: " [%.1f s]", graded.seconds)
    }

    /// The class's totals: students fully passed, exercises by status, and the time taken.
    func classTotal(_ graded: [Grader.Graded], seconds: Double) -> [String] {
        let all = graded.flatMap(\.result.exercises)
        let complete = graded.filter { $0.result.status == .pass }.count
        let tampered = graded.filter { !($0.integrity?.isClean ?? true) }.count
        return [
            "",
            "Students: \(graded.count), all passed: \(complete), with tampered files: \(tampered)",
            total(all).replacingOccurrences(of: "exercises", with: "exercise grades"),
            String(
                format: "Took %.0f s (%.1f s per copy)", seconds,
                seconds / Double(max(graded.count, 1))),
        ]
    }
}

extension GradeResult.ExerciseGrade.Status {
    /// The statuses in the order the summary counts them.
    static let allInSummaryOrder: [Self] = [.passed, .failed, .notCompiled, .crashed, .notRun]
}
