import WorkbookLanguage

/// `@IBOutlet` typed into a region, as the 2017 lecture's Ctrl-drag writes it: the one spelling of
/// the lecture's controller that cannot compile in the workbook.
///
/// `@IBOutlet` marks a property for a storyboard to connect, and a storyboard connects only
/// Objective-C classes, which Linux has not: there the compiler rejects the attribute. (On a Mac
/// the workbook's views are Objective-C classes, as UIKit's are, and the attribute compiles.) The evidence is the compiler's own
/// message, which names the attribute; the explanation names the line and what to write there: the
/// same declaration without `@IBOutlet`, since the controller's `init` connects its outlets.
enum OutletAttribute {
    /// What tells the error apart: every error the compiler gives about the attribute quotes it.
    static let messagePart = "'@IBOutlet'"

    /// The explanations of the `@IBOutlet` errors among `diagnostics`, one per line, each naming
    /// the place as `place(diagnostic)` gives it.
    static func explanations(
        of diagnostics: [CompilerDiagnostic], place: (CompilerDiagnostic) -> String
    ) -> [Localized] {
        var seen: Set<String> = []
        return diagnostics.filter { $0.message.contains(messagePart) }.compactMap { diagnostic in
            let at = place(diagnostic)
            guard seen.insert(at).inserted else { return nil }
            return Messages.outletAttribute(at: at, without: declaration(of: diagnostic))
        }
    }

    /// The declaration on the diagnostic's line with `@IBOutlet` taken out, or `nil` when the
    /// compiler showed no excerpt of it.
    static func declaration(of diagnostic: CompilerDiagnostic) -> String? {
        guard let line = diagnostic.sourceLine, line.contains("@IBOutlet") else { return nil }
        let kept = line.replacingOccurrences(of: "@IBOutlet", with: "")
            .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        return kept.isEmpty ? nil : kept
    }
}

// MARK: - Messages

extension Messages {
    /// The line `at` declares an outlet with `@IBOutlet`; `declaration` is that line without it.
    static func outletAttribute(at place: String, without declaration: String?) -> Localized {
        let write = declaration.map { " Write `\($0)`." } ?? ""
        let writeKorean = declaration.map { " `\($0)`라고 씁니다." } ?? ""
        return Localized(
            en: "In the workbook's words: `@IBOutlet` at \(place) marks a property for a storyboard"
                + " to connect, and a storyboard connects only Objective-C classes, which Linux has"
                + " not. There is no storyboard here: the controller connects its outlets in `init`."
                + " Delete `@IBOutlet` and keep the rest of the declaration as the lecture writes it,"
                + " `weak` included: the controller's `view` owns the views as the storyboard's"
                + " would.\(write)",
            ko: "워크북의 설명: \(place)의 `@IBOutlet` 표시는 스토리보드가 연결할 프로퍼티라는 뜻이고,"
                + " 스토리보드는 Objective-C 클래스만 연결하는데 Linux에는 Objective-C가 없습니다. 여기에는"
                + " 스토리보드가 없고, 컨트롤러가 `init`에서 아웃렛을 직접 연결합니다. `@IBOutlet` 표시만"
                + " 지우고 나머지 선언은 `weak`까지 강의대로 둡니다. 스토리보드의 뷰처럼 컨트롤러의 `view`가"
                + " 뷰를 붙잡고 있기 때문입니다.\(writeKorean)")
    }

    /// Every message of this file with sample values, which `LanguageCatalogTests` checks in both
    /// languages.
    static var outletAttributeSamples: [(String, Localized)] {
        [
            (
                "outletAttribute",
                outletAttribute(
                    at: "Sources/Lecture2MVC/ViewController.swift:20",
                    without: "weak var flipCountLabel: UILabel!")
            ),
            (
                "outletAttributeWithoutLine",
                outletAttribute(at: "Sources/Lecture2MVC/ViewController.swift:20", without: nil)
            ),
        ]
    }
}
