import WorkbookLanguage

/// What loading the catalog says about a region's stub (see `Catalog+Authoring`).
extension Messages {
    static func stubCrashes(_ id: String, call: String) -> Localized {
        Localized(
            en:
                "the stub of `\(id)` calls `\(call)`, so every test of the lecture crashes while it "
                + "is a stub: return a harmless wrong value instead (`0`, `\"\"`, `[]`, `nil`, "
                + "`false`), so its tests fail and the others still run",
            ko: "`\(id)`의 스텁이 \(Particle.object.after("`\(call)`")) 호출하므로, 스텁인 동안 강의의 모든 테스트가 "
                + "크래시(런타임 오류)로 멈춥니다: 대신 해롭지 않은 틀린 값(`0`, `\"\"`, `[]`, `nil`, "
                + "`false`)을 돌려주어, 그 테스트는 실패하고 나머지는 계속 실행되게 하십시오")
    }

    /// Said after a hint shown in English to a reader of another language: the text is missing,
    /// not lost, and where an author adds it.
    static func hintsNotTranslated(_ id: String, stage: String) -> Localized {
        Localized(
            en: "(The hints of \(id) are not translated yet, so they are shown in English: "
                + "\"translations\" in Lectures/\(stage)/exercises.json.)",
            ko: "(\(id)의 힌트는 아직 한국어로 옮기지 않아 영어로 보여 줍니다. "
                + "Lectures/\(stage)/exercises.json의 \"translations\"에 넣습니다.)")
    }

    static var catalogSamples: [(String, Localized)] {
        [
            ("stubCrashes", stubCrashes("a-greet", call: "fatalError")),
            ("hintsNotTranslated", hintsNotTranslated("a-greet", stage: "StageA")),
        ]
    }
}
