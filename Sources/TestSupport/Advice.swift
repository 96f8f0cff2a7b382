import Foundation
import Testing

/// One piece of a failing test's advice, written in both languages the workbook speaks.
///
/// The two texts sit side by side in the test, so a change to one is made beside the other and
/// they cannot drift apart. A test rarely names this type: `advice(en:ko:)` makes the `Comment`
/// that `#expect`, `#require` and `Issue.record` take. Keep one as a value when test data
/// carries its own explanation, or when a helper works out what went wrong.
public struct Advice: Sendable {
    /// The English text: the one a student sees unless the workbook speaks Korean.
    public var english: String
    /// The Korean text: 합니다체, code spans unchanged.
    public var korean: String

    /// Advice with its English and Korean texts.
    public init(en english: String, ko korean: String) {
        self.english = english
        self.korean = korean
    }

    /// The text in `language`.
    public func text(in language: AdviceLanguage) -> String {
        switch language {
        case .en: english
        case .ko: korean
        }
    }

    /// The text in the language of this test run (see `AdviceLanguage.current`); when
    /// `WORKBOOK_LANG` names no language, the English text followed by a line that says so.
    public var comment: Comment {
        switch AdviceLanguage.current {
        case .success(let language):
            Comment(rawValue: text(in: language))
        case .failure(let error):
            Comment(rawValue: english + "\n" + error.description)
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

/// A failure message of several lines, each in both languages, joined by line breaks: for a
/// message built from parts, such as a count and the first example that went wrong.
///
/// ```swift
/// Issue.record(advice(
///     Advice(en: "\(failures) of \(total) layouts are wrong.", ko: "레이아웃 \(total)개 중 \(failures)개가 틀렸습니다."),
///     firstProblem))
/// ```
public func advice(_ lines: Advice...) -> Comment {
    Advice(
        en: lines.map(\.english).joined(separator: "\n"),
        ko: lines.map(\.korean).joined(separator: "\n")
    ).comment
}

/// The languages a test's advice is written in, named by the codes that choose them.
public enum AdviceLanguage: String, CaseIterable, Sendable {
    case en
    case ko

    /// The language of this test process, worked out once from its environment.
    ///
    /// `workbook` sets `WORKBOOK_LANG` for every test it runs, so `check`, `grade` and a plain
    /// `WORKBOOK_LANG=ko swift test` agree.
    public static let current = resolve(environment: ProcessInfo.processInfo.environment)

    /// The language that `environment` asks for: `WORKBOOK_LANG` if set, else the first of
    /// `LC_ALL`, `LC_MESSAGES` and `LANG` that is set, Korean when it starts with `ko`.
    ///
    /// The same rule as the `workbook` tool (without its `--lang` option), so a test speaks the
    /// language the tool does. A `WORKBOOK_LANG` that names no language is an error rather than
    /// English, so a typo is not mistaken for a choice.
    public static func resolve(environment: [String: String]) -> Result<Self, UnknownLanguage> {
        if let code = environment["WORKBOOK_LANG"], !code.isEmpty {
            guard let language = Self(rawValue: code.lowercased()) else {
                return .failure(UnknownLanguage(code: code))
            }
            return .success(language)
        }
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }
            .first { !$0.isEmpty }
        return .success(locale?.lowercased().hasPrefix("ko") == true ? .ko : .en)
    }
}

/// A `WORKBOOK_LANG` that names no language of the workbook.
public struct UnknownLanguage: Error, Equatable, CustomStringConvertible {
    /// The code as it was given.
    public var code: String

    /// The error for `code`, which names no language.
    public init(code: String) {
        self.code = code
    }

    /// Says which code was wrong and which ones there are, in both languages, since neither
    /// can be chosen.
    public var description: String {
        let codes = AdviceLanguage.allCases.map(\.rawValue).joined(separator: ", ")
        return "WORKBOOK_LANG=\(code) is not a language of the workbook; use one of: \(codes). "
            + "(WORKBOOK_LANG=\(code)은(는) 워크북이 지원하는 언어가 아닙니다. 다음 중 하나를 쓰십시오: \(codes).)"
    }
}
