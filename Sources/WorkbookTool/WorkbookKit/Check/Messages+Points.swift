import WorkbookLanguage

/// The lesson's points under a passing `check`: made, or missed with the lecture's reason.
extension Messages {
    /// Every declared point of a passing answer is made.
    static func pointMade(_ constructs: [String]) -> Localized {
        let names = constructs.map { "`\($0)`" }.joined(separator: ", ")
        return Localized(
            en: "      ★ Your code writes \(names): the point of this lesson, made.",
            ko: "      ★ 코드에 \(Particle.subject.after(names)) 있습니다: 이 강의의 핵심을 제대로 썼습니다.")
    }

    /// A passing answer that does not write `construct`, maybe writing `instead`.
    static func pointMissed(
        _ construct: String, instead: String?, why: Localized, exercise id: String
    ) -> Localized {
        let insteadEn = instead.map { " (your code writes `\($0)` instead)" } ?? ""
        let insteadKo =
            instead.map { " (코드에는 그 대신 \(Particle.subject.after("`\($0)`")) 있습니다)" } ?? ""
        return Localized(
            en: "      ↳ It passes, and the lecture writes `\(construct)` here\(insteadEn): "
                + "\(why.en) To see it: swift run workbook hint \(id)",
            ko:
                "      ↳ 통과했습니다. 강의는 여기에 \(Particle.object.after("`\(construct)`")) 씁니다\(insteadKo): "
                + "\(why.ko) 보려면: swift run workbook hint \(id)")
    }
}

// MARK: - Samples

extension Messages {
    /// Every message of this file with sample values, which `LanguageCatalogTests` checks in both
    /// languages; a message without one fails that test.
    static var pointsSamples: [(String, Localized)] {
        [
            ("pointMade", pointMade(["static", "private(set)"])),
            (
                "pointMissed",
                pointMissed(
                    "lazy", instead: "var", why: .verbatim("`lazy` waits."), exercise: "a-greet")
            ),
        ]
    }
}
