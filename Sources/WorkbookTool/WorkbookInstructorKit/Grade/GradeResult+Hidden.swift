import Foundation
import WorkbookKit
import WorkbookLanguage

extension GradeResult {
    /// The sentence a student-visible report gives in place of a hidden test's message.
    static let withheldMessage = Messages.hiddenMessageWithheld

    /// This result as reports a student may see carry it: no hidden test's code ever, and no
    /// hidden test's message unless `showingMessages`, since a message quotes what was expected.
    /// The sentence in its place is in `language`, the language of the stages' own messages.
    func withholdingHidden(showingMessages: Bool = false, language: Language = .en)
        -> GradeResult
    {
        let withheld = Self.withheldMessage(language)
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
                    exercise.reason = withheld
                }
                exercise.tests[test].message = withheld
            }
            result.exercises[index] = exercise
        }
        return result
    }
}
