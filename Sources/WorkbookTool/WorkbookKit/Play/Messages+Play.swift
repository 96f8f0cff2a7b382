import WorkbookLanguage

/// The messages of `play`, which builds the game as `check` builds the tests.
extension Messages {
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
        fixBuildOutsideRegions(
            markerDamaged: markerDamaged, editedOutside: editedOutside,
            again: "swift run workbook play \(stage)")
    }

    /// `use`: where the declaration at `place` is used and no longer compiles, when the error
    /// is there and not in the region; `missingName`: the name that use needs and the region at
    /// `place` no longer declares.
    static func playCompilerError(
        at place: String, id: String, stage: String, use: String? = nil,
        missingName: String? = nil
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
        let check = "swift run workbook check \(id)"
        guard let use else {
            return step(
                Localized(
                    en: "Fix the compiler error at \(place).",
                    ko: "\(place)의 컴파일 오류를 고치십시오."),
                again: check, watching: false) + .verbatim("\n") + after
        }
        if let missingName {
            return step(
                Localized(
                    en: "Declare `\(missingName)` again in your region at \(place), as its use at"
                        + " \(use) calls it.",
                    ko: "\(place)의 영역에 \(Particle.object.after("`\(missingName)`")) 다시 선언해"
                        + " \(use)의 쓰임에 맞추십시오."),
                again: check, watching: false) + .verbatim("\n") + after
        }
        return step(
            Localized(
                en: "Make your declaration at \(place) fit its use at \(use).",
                ko: "\(place)의 선언을 \(use)의 쓰임에 맞게 고치십시오."),
            again: check, watching: false) + .verbatim("\n") + after
    }

    // MARK: - Errors

    static let noLectureToPlay = Localized(
        en: "This workbook has no lecture to play.",
        ko: "이 워크북에는 실행할 강의가 없습니다.")

    static func couldNotStart(_ program: String, reason: String) -> Localized {
        Localized(
            en: "Could not start \(program): \(reason).",
            ko: "\(Particle.object.after(program)) 시작하지 못했습니다: \(reason).")
    }

    static func playBuiltNowhere(output: String) -> Localized {
        Localized(
            en: "play built, but swift build --show-bin-path did not say where:\n\(output)",
            ko: "play는 빌드했지만 swift build --show-bin-path가 그 위치를 알려 주지 않았습니다:\n\(output)")
    }
}

// MARK: - Samples

extension Messages {
    /// Every message of this file with sample values, which `LanguageCatalogTests` checks in both
    /// languages; a message without one fails that test.
    static var playSamples: [(String, Localized)] {
        [
            ("buildingGame", buildingGame),
            ("cannotBePlayed", cannotBePlayed("StageA")),
            ("playing", playing("StageA")),
            ("playBuildOutsideRegions", playBuildOutsideRegions("StageA")),
            (
                "playCompilerError",
                playCompilerError(at: "Sources/A.swift:4", id: "a-greet", stage: "StageA")
            ),
            (
                "playCompilerError use",
                playCompilerError(
                    at: "Sources/A.swift:4", id: "a-greet", stage: "StageA", use: "Tests/A.swift:9")
            ),
            (
                "playCompilerError missingName",
                playCompilerError(
                    at: "Sources/A.swift:4", id: "a-greet", stage: "StageA", use: "Tests/A.swift:9",
                    missingName: "greet")
            ),
            ("noLectureToPlay", noLectureToPlay),
            ("couldNotStart", couldNotStart("swift", reason: "denied")),
            ("playBuiltNowhere", playBuiltNowhere(output: "")),
        ]
    }
}
