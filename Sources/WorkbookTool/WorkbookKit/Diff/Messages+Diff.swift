import WorkbookLanguage

/// The messages of `diff`, which the Korean READMEs show students as well as instructors.
extension Messages {
    static let stagesInOrder = Localized(
        en: "The stages, in teaching order:", ko: "단계(가르치는 순서대로):")

    static let changedLectureToLecture = Localized(
        en: "What changed from one lecture to the next:",
        ko: "한 강의에서 다음 강의로 바뀐 것:")

    static let diffOptionsTip = Localized(
        en: "Add --stat for a summary, --exercises for the exercise regions.",
        ko: "요약은 --stat, 연습 문제 영역은 --exercises를 붙이십시오.")

    static func nameTwoStages(_ stages: [String]) -> Localized {
        Localized(
            en: "Name two stages: swift run workbook diff <stageA> <stageB>\nStages: ",
            ko: "단계 두 개를 지정하십시오: swift run workbook diff <stageA> <stageB>\n단계: ")
            + .verbatim(stages.joined(separator: ", "))
    }

    static func diffNeedsStages(_ name: String, of stage: String, stages: [String]) -> Localized {
        Localized(
            en: "'\(name)' is an exercise of \(stage); diff compares stages: ",
            ko: "'\(name)'\(Particle.topic.form(after: name)) \(stage)의 연습 문제입니다. "
                + "diff는 단계끼리 비교합니다: ")
            + .verbatim(stages.joined(separator: ", "))
    }

    static let contextNeedsCount = Localized(
        en: "--context needs a whole number of lines, such as 3.",
        ko: "--context에는 3처럼 줄 수를 자연수로 지정하십시오.")

    static func sameCode(_ old: String, _ new: String) -> Localized {
        Localized(
            en: "\(old) and \(new) have the same code.",
            ko: "\(Particle.and.after(old)) \(new)의 코드가 같습니다.")
    }

    /// A file's part in a comparison, after its name.
    static func fileChange(_ change: StageComparison.Change) -> Localized {
        switch change {
        case .added: Localized(en: "added", ko: "추가됨")
        case .removed: Localized(en: "removed", ko: "삭제됨")
        case .changed: Localized(en: "changed", ko: "바뀜")
        case .unchanged: Localized(en: "unchanged", ko: "그대로")
        }
    }

    /// The last line of `diff --stat`.
    static func diffTotals(files: Int, added: Int, removed: Int) -> Localized {
        func counted(_ number: Int, _ noun: String) -> String {
            "\(number) \(noun)\(number == 1 ? "" : "s")"
        }
        return Localized(
            en: "\(counted(files, "file")) changed, \(counted(added, "line")) added, "
                + "\(counted(removed, "line")) removed",
            ko: "파일 \(files)개가 바뀌었고, \(added)줄이 추가되고 \(removed)줄이 삭제되었습니다")
    }

    static func exercisesIn(_ stage: String) -> Localized {
        Localized(en: "Exercises in \(stage)", ko: "\(stage)의 연습 문제")
    }

    static let solutionColumn = Localized(en: "solution", ko: "정답")
    static let stubColumn = Localized(en: "stub", ko: "스텁")

    static let startedHere = Localized(
        en: "started here: this copy holds the code written in it, no reference",
        ko: "여기서 시작했습니다: 이 사본에는 기준 코드가 아니라 여기에 쓴 코드가 있습니다")

    static let noExerciseRegions = Localized(
        en: "(no exercise regions)", ko: "(연습 문제 영역 없음)")
}

// MARK: - Samples

extension Messages {
    /// Every message of this file with sample values, which `LanguageCatalogTests` checks in both
    /// languages; a message without one fails that test.
    static var diffSamples: [(String, Localized)] {
        [
            ("stagesInOrder", stagesInOrder),
            ("changedLectureToLecture", changedLectureToLecture),
            ("diffOptionsTip", diffOptionsTip),
            ("nameTwoStages", nameTwoStages(["StageA", "StageB"])),
            ("diffNeedsStages", diffNeedsStages("a-greet", of: "StageA", stages: ["StageA"])),
            ("contextNeedsCount", contextNeedsCount),
            ("sameCode", sameCode("StageA", "StageB")),
            ("fileChange", fileChange(.added)),
            ("diffTotals", diffTotals(files: 2, added: 3, removed: 1)),
            ("exercisesIn", exercisesIn("StageA")),
            ("startedHere", startedHere),
            ("noExerciseRegions", noExerciseRegions),
            ("solutionColumn", solutionColumn),
            ("stubColumn", stubColumn),
        ]
    }
}
