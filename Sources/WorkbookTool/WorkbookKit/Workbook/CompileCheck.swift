import Foundation
import WorkbookLanguage

/// A snippet that must not compile against an exercise's solution: what only the compiler can judge.
///
/// Access control, `let`, `mutating`, `@escaping` and a lost memberwise initializer show in what
/// does *not* compile, which no test can run. A snippet at
/// `Tests/<Stage>Tests/CompileChecks/<exercise-id>/<name>.swift` is type-checked as one more file of the
/// stage's module; its header says the error it must cause and what it teaches when it compiles,
/// in English and in Korean:
///
///     // error: 'cards' setter is inaccessible
///     // teaches: Make `cards` readable but not settable from outside: `private(set) var cards`.
///     // teaches-ko: `cards`를 밖에서 읽을 수는 있되 바꿀 수는 없게 하십시오: `private(set) var cards`.
package struct CompileCheck: Equatable, Sendable {
    /// The exercise whose solution the snippet tests.
    var exerciseID: String
    /// The stage whose module the snippet joins.
    package var stage: String
    /// The snippet's file, relative to the root.
    package var path: String
    /// A part of the compiler's error message that the snippet must cause.
    package var expectedError: String
    /// What the student reads when the snippet compiles: the rule their code does not keep yet.
    package var teaching: Localized

    /// The snippet's name: its file name without `.swift`.
    package var name: String {
        String((path.split(separator: "/").last ?? "").dropLast(".swift".count))
    }

    /// The folder of a stage's compile checks, relative to the root; it is not a SwiftPM target.
    package static func folder(of stage: String) -> String { "Tests/\(stage)Tests/CompileChecks" }

    /// Reads the snippet `text` at `path`; throws a problem, worded for the author, when its header
    /// lacks `// error:`, `// teaches:` or `// teaches-ko:`.
    init(path: String, stage: String, exerciseID: String, text: String) throws(WorkbookError) {
        self.path = path
        self.stage = stage
        self.exerciseID = exerciseID
        var expected: String?
        var teaching: String?
        var koreanTeaching: String?
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("//") else {
                if trimmed.isEmpty { continue }
                break  // the header ends at the first line of code
            }
            let comment = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
            if comment.hasPrefix("error:") {
                expected = comment.dropFirst("error:".count).trimmingCharacters(in: .whitespaces)
            } else if comment.hasPrefix("teaches:") {
                teaching = comment.dropFirst("teaches:".count).trimmingCharacters(
                    in: .whitespaces)
            } else if comment.hasPrefix("teaches-ko:") {
                koreanTeaching = comment.dropFirst("teaches-ko:".count).trimmingCharacters(
                    in: .whitespaces)
            }
        }
        guard let expected, !expected.isEmpty, let teaching, !teaching.isEmpty,
            let koreanTeaching, !koreanTeaching.isEmpty
        else {
            throw .malformed([
                .verbatim(
                    "\(path): a compile check starts with three comment lines, "
                        + "`// error: <part of the compiler's error>`, "
                        + "`// teaches: <the sentence a student reads when it compiles>` and "
                        + "`// teaches-ko: <the same sentence in Korean>`")
            ])
        }
        self.expectedError = expected
        self.teaching = Localized(en: teaching, ko: koreanTeaching)
    }
}

extension CompileCheck {
    /// What the compiler made of the snippet against some code of the exercise.
    package enum Verdict: Equatable, Sendable {
        /// It did not compile, with the expected error in the snippet: the rule holds.
        case rejected
        /// It compiled: the code lets through what the exercise forbids.
        case compiled
        /// It did not compile, but not with the expected error; the compiler's errors, first
        /// first, none when it stopped without saying why.
        case rejectedOtherwise([String])

        /// Whether the check passed.
        var holds: Bool { self == .rejected }
    }

    /// Judges a type-check of the snippet: only an error in the snippet itself that contains the
    /// expected text counts, so a mistake elsewhere in the module cannot pass for the lesson.
    package func verdict(_ compilation: SnippetCompilation) -> Verdict {
        if compilation.compiled { return .compiled }
        let file = (path as NSString).lastPathComponent
        let own = compilation.errors.filter { ($0.path as NSString).lastPathComponent == file }
        if own.contains(where: { $0.message.contains(expectedError) }) { return .rejected }
        let errors = compilation.errors.map(\.locatedByFileName)
        return .rejectedOtherwise(errors)
    }
}
