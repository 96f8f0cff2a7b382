import WorkbookLanguage

/// The messages about edits outside the regions: `edits`, and the warning `check` and `play` print.
extension Messages {
    static let editedOutside = Localized(
        en: "warning: edited outside the exercise regions (grading ignores these lines):",
        ko: "경고: 연습 문제 영역 밖을 고쳤습니다(채점은 이 줄들을 무시합니다):")

    static let moveOrUndo = Localized(
        en: "    Move the change between the markers, or undo it. "
            + "To see only these changes: swift run workbook edits",
        ko: "    고친 내용을 표시 사이로 옮기거나 되돌리십시오. "
            + "이 변경만 보려면: swift run workbook edits")

    static let moveOrUndoShown = Localized(
        en: "Grading takes only the code between the markers: move these changes there, or undo "
            + "them by hand (`git checkout` of the file would also bring back its exercises' "
            + "reference code, in place of yours).",
        ko: "채점은 표시 사이의 코드만 가져갑니다. 이 변경을 표시 사이로 옮기거나 손으로 되돌리십시오"
            + "(`git checkout`으로 파일을 되돌리면 그 파일 연습 문제의 기준 코드까지 돌아오고, "
            + "여러분의 코드는 사라집니다).")

    static let noOutsideEdits = Localized(
        en: "No edits outside the exercise regions: grading sees all of your code.",
        ko: "연습 문제 영역 밖에서 고친 곳이 없습니다. 채점은 여러분의 코드를 모두 봅니다.")
}

// MARK: - Samples

extension Messages {
    /// Every message of this file with sample values, which `LanguageCatalogTests` checks in both
    /// languages; a message without one fails that test.
    static var editsSamples: [(String, Localized)] {
        [
            ("editedOutside", editedOutside),
            ("moveOrUndo", moveOrUndo),
            ("moveOrUndoShown", moveOrUndoShown),
            ("noOutsideEdits", noOutsideEdits),
        ]
    }
}
