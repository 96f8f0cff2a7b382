import Foundation

extension GradeResult {
    /// The sentence a student-visible report gives in place of a hidden test's message.
    static let withheldMessage =
        "A hidden test did not pass; its message is withheld (grade --show-hidden-messages)."

    /// This result as reports a student may see carry it: no hidden test's code ever, and no
    /// hidden test's message unless `showingMessages`, since a message quotes what was expected.
    func withholdingHidden(showingMessages: Bool = false) -> GradeResult {
        var result = self
        for index in result.exercises.indices {
            var exercise = result.exercises[index]
            for test in exercise.tests.indices where exercise.tests[test].hidden {
                exercise.tests[test].testCode = nil
                // Only a test that ran and failed has a message of its own; a compile error or
                // a crash is the student's code speaking.
                guard !showingMessages, exercise.tests[test].status == .fail,
                    let message = exercise.tests[test].message
                else { continue }
                if let reason = exercise.reason,
                    message.contains(reason) || reason.contains(message)
                {
                    exercise.reason = Self.withheldMessage
                }
                exercise.tests[test].message = Self.withheldMessage
            }
            result.exercises[index] = exercise
        }
        return result
    }
}
