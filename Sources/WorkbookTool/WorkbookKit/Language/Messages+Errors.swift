import WorkbookLanguage

/// The errors a student can meet on their own paths (`start`, `check`, `restore`…), rendered
/// from `WorkbookError`'s cases in one place, in both languages.
extension Messages {
    static func damagedMarkers(command: String, damage: [MarkerDamage]) -> Localized {
        let names = Set(damage.map(\.exerciseID)).sorted().joined(separator: ", ")
        return Localized(
            en: "'\(command)' needs the exercise markers of \(names), "
                + "and some were deleted or changed, so nothing was done:\n",
            ko: "'\(command)'에는 \(names)의 연습 문제 표시 줄이 필요한데, "
                + "그 가운데 일부가 지워지거나 바뀌어서 아무것도 하지 않았습니다:\n")
            + .lines(damage.map { .verbatim("    ") + $0.message })
    }

    static func lockUnopenable(_ path: String, reason: String) -> Localized {
        Localized(
            en: "Cannot open \(path) to take the workbook's lock: \(reason).",
            ko: "워크북의 잠금을 얻으려고 \(Particle.object.after(path)) 열 수 없습니다: \(reason).")
    }

    static let reviewUnreadable = Localized(
        en: """
            .workbook/review.json cannot be read, and it holds your code from before the review. \
            Nothing was changed. Open the file to copy your code out, then delete it.
            """,
        ko: """
            .workbook/review.json을 읽을 수 없는데, 이 파일에는 복습 전의 여러분 코드가 들어 있습니다. \
            아무것도 바꾸지 않았습니다. 파일을 열어 코드를 옮겨 둔 다음 파일을 지우십시오.
            """)

    static func studentCopy(command: String) -> Localized {
        Localized(
            en: """
                This is a student copy of the workbook: it has no reference solutions, so \
                'workbook \(command)' cannot run here. Your code is untouched.
                Instructors run '\(command)' in the full workbook.
                """,
            ko: """
                이 워크북은 학생용 사본이라 기준 코드가 없으므로 \
                \(Particle.object.after("'workbook \(command)'")) 여기서 실행할 수 없습니다. \
                여러분의 코드는 그대로입니다.
                \(Particle.object.after("'\(command)'")) 실행하는 것은 전체 워크북을 가진 강사입니다.
                """)
    }

    static func noReferenceToRestore(_ id: String) -> Localized {
        Localized(
            en: """
                This copy of the workbook has no reference code for '\(id)' \
                (it is a student release, or .workbook/ was deleted), so it cannot be restored.
                Your code is untouched. Ask your instructor for the reference.
                """,
            ko: """
                이 워크북 사본에는 '\(id)'의 기준 코드가 없어서(학생용 사본이거나 .workbook/을 \
                지웠습니다) 되돌릴 수 없습니다.
                여러분의 코드는 그대로입니다. 강사에게 기준 코드를 요청하십시오.
                """)
    }

    static func regionEndUnknown(_ damage: MarkerDamage) -> Localized {
        let id = damage.exerciseID
        let after = damage.kind == .unclosed
        return Localized(
            en: """
                Cannot tell where the code of \(id) ends in \(damage.path): the lines around it \
                changed too. Nothing was written.
                Put the line `\(damage.missingMarker)` back by hand (\
                \(after ? "after" : "before") your code), then run \
                'swift run workbook restore \(id)' again.
                """,
            ko: """
                \(damage.path)에서 \(id)의 코드가 어디서 끝나는지 알 수 없습니다. 그 주변 줄도 \
                바뀌었기 때문입니다. 아무것도 쓰지 않았습니다.
                `\(damage.missingMarker)` 줄을 여러분의 코드 \(after ? "뒤" : "앞")에 직접 되살린 \
                다음, 'swift run workbook restore \(id)'를 다시 실행하십시오.
                """)
    }

    static func stateUnreadable(_ problem: Localized) -> Localized {
        Localized(
            en: ".workbook/state.json \(problem.en). "
                + "Run the command again: the tool will set the file aside and go on without it.",
            ko: ".workbook/state.json이 \(problem.ko). "
                + "명령을 다시 실행하십시오. 도구가 이 파일을 옆으로 옮겨 두고 이 파일 없이 계속합니다.")
    }
}

// MARK: - Samples

extension Messages {
    /// Every message of this file with sample values, which `LanguageCatalogTests` checks in both
    /// languages; a message without one fails that test.
    static var errorSamples: [(String, Localized)] {
        [
            ("lockUnopenable", lockUnopenable("/x/.workbook/lock", reason: "denied")),
            ("reviewUnreadable", reviewUnreadable),
            (
                "damagedMarkers",
                damagedMarkers(
                    command: "check",
                    damage: [
                        MarkerDamage(
                            exerciseID: "a-greet", kind: .unclosed, path: "Sources/A.swift", line: 3
                        )
                    ])
            ),
            ("studentCopy", studentCopy(command: "restore")),
            ("noReferenceToRestore", noReferenceToRestore("a-greet")),
            (
                "regionEndUnknown",
                regionEndUnknown(
                    MarkerDamage(
                        exerciseID: "a-greet", kind: .unclosed, path: "Sources/A.swift", line: 3))
            ),
            ("stateUnreadable", stateUnreadable(stateIsEmpty)),
        ]
    }
}
