import Foundation
import Testing
import WorkbookLanguage

/// A sentence in both languages the workbook speaks (`Localized(en: "face up", ko: "앞면")`), for
/// a piece of advice built from parts: the stages' tests import only this module.
public typealias Localized = WorkbookLanguage.Localized

/// One piece of a failing test's advice, written in both languages the workbook speaks.
///
/// The two texts sit side by side in the test, so a change to one is made beside the other and
/// they cannot drift apart. A test rarely names this type: `advice(en:ko:)` makes the `Comment`
/// that `#expect`, `#require` and `Issue.record` take. Keep one as a value when test data
/// carries its own explanation, or when a helper works out what went wrong.
public struct Advice: Sendable {
    /// What the advice says, in English and in Korean (합니다체, code spans unchanged): the
    /// workbook's one bilingual text, so `text(.ko)` is the Korean a student reads.
    public var text: Localized
    /// What the advice takes the observed value to be, when it says something about the student's
    /// result: `verify --mutants` checks each against the value the test saw (see `Premise`).
    public var premises: [Premise]

    /// Advice that says `text`, resting on `premises`.
    public init(_ text: Localized, premises: [Premise] = []) {
        self.text = text
        self.premises = premises
    }

    /// Advice with its English and Korean texts, and the premises it rests on.
    public init(en english: String, ko korean: String, premises: [Premise] = []) {
        self.init(Localized(en: english, ko: korean), premises: premises)
    }

    /// The language of this test process's advice, worked out once from its environment by the
    /// workbook's one rule, so a test speaks the language the tool and the game do.
    ///
    /// `workbook` sets `WORKBOOK_LANG` for every test it runs, so `check`, `grade` and a plain
    /// `WORKBOOK_LANG=ko swift test` agree.
    public static let language = Result { () throws(UnknownLanguage) in
        try Language.chosen(
            by: ProcessInfo.processInfo.environment,
            preferredLanguages: Language.systemPreferredLanguages)
    }

    /// The text in the language of this test run (see `language`); when `WORKBOOK_LANG` names no
    /// language, the English text followed by the lines that say so.
    public var comment: Comment {
        let premiseLines = Premise.written ? premises.map { "\n" + $0.line }.joined() : ""
        switch Self.language {
        case .success(let language):
            return Comment(rawValue: text(language) + premiseLines)
        case .failure(let error):
            return Comment(rawValue: text.en + "\n" + error.description + premiseLines)
        }
    }
}

/// A failure message in both languages, shown in the one the workbook speaks:
/// `#expect(card.isFaceUp, advice(en: "Turn the card face up.", ko: "카드를 앞면으로 뒤집습니다."))`.
///
/// A longer message is a multi-line string literal (`"""`) in each language, or a list of
/// `Advice` values given to `advice(_:)`.
public func advice(en english: String, ko korean: String) -> Comment {
    Advice(en: english, ko: korean).comment
}

/// Advice that says something about the student's result, with the premise that makes it true:
/// choose it by the value the test saw, and `verify --mutants` checks the premise against it.
public func advice(en english: String, ko korean: String, premise: Premise) -> Comment {
    Advice(en: english, ko: korean, premises: [premise]).comment
}

/// A failure message of several lines, each in both languages, joined by line breaks: for a
/// message built from parts, such as a count and the first example that went wrong.
///
/// ```swift
/// Issue.record(advice(
///     Advice(en: "\(failures) of \(total) layouts are wrong.", ko: "레이아웃 \(total)개 중 \(failures)개가 틀렸습니다."),
///     firstProblem))
/// ```
public func advice(_ lines: Advice...) -> Comment {
    Advice(.lines(lines.map(\.text)), premises: lines.flatMap(\.premises)).comment
}
