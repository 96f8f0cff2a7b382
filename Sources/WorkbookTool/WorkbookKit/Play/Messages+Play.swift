import WorkbookLanguage

/// The messages of `watch` and `play`, and the warning about edits outside the regions.
extension Messages {
    // MARK: - watch

    static let stoppedWatching = Localized(en: "\nStopped watching.", ko: "\n감시를 멈췄습니다.")

    static let watching = Localized(
        en: "Watching Sources/, Tests/ and Lectures/: save a file to check again, Ctrl-C to stop.",
        ko: "Sources/, Tests/, Lectures/를 감시합니다. 파일을 저장하면 다시 검사하고, Ctrl-C로 멈춥니다.")

    // MARK: - play

    static let buildingGame = Localized(
        en: "Building: swift build --product play", ko: "빌드합니다: swift build --product play")

    static func cannotBePlayed(_ stage: String) -> Localized {
        Localized(
            en: "\(stage) cannot be played: the code does not compile.",
            ko: "\(Particle.topic.after(stage)) 게임을 할 수 없습니다. 코드가 컴파일되지 않습니다.")
    }

    static func playing(_ stage: String) -> Localized {
        Localized(en: "Playing \(stage) (q quits)", ko: "\(stage) 게임을 합니다 (q는 끝내기)")
    }

    static func playBuildOutsideRegions(
        _ stage: String, markerDamaged: Bool = false, editedOutside: Bool = false
    ) -> Localized {
        fixBuildOutsideRegions(markerDamaged: markerDamaged, editedOutside: editedOutside)
            + Localized(
                en: " Then play again: swift run workbook play \(stage)",
                ko: " 그런 다음 다시 게임을 하십시오: swift run workbook play \(stage)")
    }

    /// `use`: where the declaration at `place` is used and no longer compiles, when the error
    /// is there and not in the region.
    /// `use`: where the declaration at `place` is used and no longer compiles, when the error
    /// is there and not in the region.
    static func playCompilerError(
        at place: String, id: String, stage: String, use: String? = nil
    ) -> Localized {
        let after = Localized(
            en: """
                      Stuck? swift run workbook hint \(id)
                      Or put the reference code back (yours is backed up): swift run workbook restore \(id)
                      When it compiles, then play again: swift run workbook play \(stage)
                """,
            ko: """
                      막히면: swift run workbook hint \(id)
                      또는 기준 코드를 되돌리십시오(여러분의 코드는 백업합니다): swift run workbook restore \(id)
                      컴파일되면 다시 게임을 하십시오: swift run workbook play \(stage)
                """)
        guard let use else {
            return Localized(
                en:
                    "Next: fix the compiler error at \(place), then run: swift run workbook check \(id)\n",
                ko: "다음: \(place)의 컴파일 오류를 고친 뒤 실행하십시오: swift run workbook check \(id)\n")
                + after
        }
        return Localized(
            en: "Next: make your declaration at \(place) fit its use at \(use), then run:"
                + " swift run workbook check \(id)\n",
            ko: "다음: \(place)의 선언을 \(use)의 쓰임에 맞게 고친 뒤 실행하십시오:"
                + " swift run workbook check \(id)\n")
            + after
    }

    // MARK: - Edits outside the regions

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
