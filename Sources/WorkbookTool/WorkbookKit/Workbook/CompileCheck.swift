import Foundation
import WorkbookLanguage

/// A snippet that must not compile against an exercise's solution: what only the compiler can judge.
///
/// Access control, `let`, `mutating`, `@escaping` and a lost memberwise initializer show in what
/// does *not* compile, which no test can run. A snippet at
/// `Tests/<Stage>Tests/CompileChecks/<exercise-id>/<name>.swift` is type-checked as one more file of the
/// stage's module; its header says the error it must cause and what it teaches when it compiles:
///
///     // error: 'cards' setter is inaccessible
///     // teaches: Code outside the game can replace `cards`: let it be read, not set.
///     // teaches-ko: 게임 밖의 코드가 `cards`를 바꿀 수 있습니다: 읽을 수만 있게 합니다.
struct CompileCheck: Equatable, Sendable {
    /// The exercise whose solution the snippet tests.
    var exerciseID: String
    /// The stage whose module the snippet joins.
    var stage: String
    /// The snippet's file, relative to the root.
    var path: String
    /// A part of the compiler's error message that the snippet must cause.
    var expectedError: String
    /// What the student reads when the snippet compiles: the rule their code does not keep yet.
    var teaching: String
    /// The teaching in Korean (`// teaches-ko:`), when the header has it.
    var koreanTeaching: String? = nil

    /// The teaching in `language`; English when the header has no Korean.
    func teaching(in language: Language) -> String {
        switch language {
        case .en: teaching
        case .ko: koreanTeaching ?? teaching
        }
    }

    /// The snippet's name: its file name without `.swift`.
    var name: String {
        String((path.split(separator: "/").last ?? "").dropLast(".swift".count))
    }

    /// The folder of a stage's compile checks, relative to the root; it is not a SwiftPM target.
    static func folder(of stage: String) -> String { "Tests/\(stage)Tests/CompileChecks" }

    /// Reads the snippet `text` at `path`; throws a problem, worded for the author, when its header
    /// lacks `// error:` or `// teaches:`.
    init(path: String, stage: String, exerciseID: String, text: String) throws(WorkbookError) {
        self.path = path
        self.stage = stage
        self.exerciseID = exerciseID
        var expected: String?
        var teaching: String?
        var korean: String?
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("//") else {
                if trimmed.isEmpty { continue }
                break  // the header ends at the first line of code
            }
            let comment = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
            if comment.hasPrefix("error:") {
                expected = comment.dropFirst("error:".count).trimmingCharacters(in: .whitespaces)
            } else if comment.hasPrefix("teaches-ko:") {
                korean = comment.dropFirst("teaches-ko:".count).trimmingCharacters(
                    in: .whitespaces)
            } else if comment.hasPrefix("teaches:") {
                teaching = comment.dropFirst("teaches:".count).trimmingCharacters(
                    in: .whitespaces)
            }
        }
        guard let expected, !expected.isEmpty, let teaching, !teaching.isEmpty else {
            throw .malformed([
                "\(path): a compile check starts with two comment lines, "
                    + "`// error: <part of the compiler's error>` and "
                    + "`// teaches: <the sentence a student reads when it compiles>`"
            ])
        }
        self.expectedError = expected
        self.teaching = teaching
        self.koreanTeaching = korean
    }
}

extension CompileCheck {
    /// What the compiler made of the snippet against some code of the exercise.
    enum Verdict: Equatable, Sendable {
        /// It did not compile, with the expected error in the snippet: the rule holds.
        case rejected
        /// It compiled: the code lets through what the exercise forbids.
        case compiled
        /// It did not compile, but not with the expected error; the compiler's errors, first first.
        case rejectedOtherwise([String])

        /// Whether the check passed.
        var holds: Bool { self == .rejected }
    }

    /// Judges a type-check of the snippet: only an error in the snippet itself that contains the
    /// expected text counts, so a mistake elsewhere in the module cannot pass for the lesson.
    func verdict(_ compilation: SnippetCompilation) -> Verdict {
        if compilation.compiled { return .compiled }
        let file = (path as NSString).lastPathComponent
        let own = compilation.errors.filter { ($0.path as NSString).lastPathComponent == file }
        if own.contains(where: { $0.message.contains(expectedError) }) { return .rejected }
        let errors = compilation.errors.map(\.locatedByFileName)
        return .rejectedOtherwise(
            errors.isEmpty ? ["the compiler stopped without an error"] : errors)
    }
}
