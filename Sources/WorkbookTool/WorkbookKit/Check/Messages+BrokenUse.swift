import WorkbookLanguage

/// What `check` and `play` say when an error inside one started region comes from another
/// started region's declaration (see `BrokenUse.attributeAcrossRegions`).
extension Messages {
    static func yourCodeIsUsedInRegion(_ count: Int, in id: String) -> Localized {
        Localized(
            en: "Your declaration here differs from the one the exercise gave, and "
                + (count == 1
                    ? "a use of it in your code of \(id) no longer compiles."
                    : "\(count) uses of it in your code of \(id) no longer compile.")
                + " Your declaration:",
            ko: "여기의 선언이 연습 문제가 준 것과 다르고, \(id)에 쓴 코드에서 그것을 쓰는 곳"
                + " \(count)군데가 더는 컴파일되지 않습니다. 여러분의 선언:")
    }

    static let exerciseGaveDeclaration = Localized(
        en: "The exercise gave: ", ko: "연습 문제가 준 선언: ")

    static func regionUseExpectsLabels(_ id: String) -> Localized {
        Localized(
            en: "A call names each argument with its parameter's label: your code in \(id) calls"
                + " it with labels your declaration does not give.",
            ko: "호출은 각 인자를 매개변수의 인자 레이블로 부릅니다. \(id)에 쓴 코드는 여러분의 선언이"
                + " 주지 않는 레이블로 호출합니다.")
    }

    static func regionUseExpectsMemberOrder(_ id: String) -> Localized {
        Localized(
            en: "The memberwise initializer takes the properties in the order they are declared:"
                + " your code in \(id) passes them in another order than yours declares.",
            ko: "멤버와이즈 이니셜라이저는 프로퍼티를 선언한 순서대로 받습니다. \(id)에 쓴 코드는"
                + " 여러분이 선언한 것과 다른 순서로 넘깁니다.")
    }

    static func regionUseExpectsAccess(_ level: String, in id: String) -> Localized {
        Localized(
            en: "`\(level)` hides it from code outside "
                + (level == "private" ? "its declaration" : "its file")
                + ", and your code in \(id) uses it.",
            ko: "`\(level)`은 "
                + (level == "private" ? "선언 밖의" : "파일 밖의")
                + " 코드에서 그것을 감추는데, \(id)에 쓴 코드가 그것을 씁니다.")
    }

    static func regionUseExpectsValueNotOptional(_ id: String) -> Localized {
        Localized(
            en: "Your code in \(id) uses it as a value, without unwrapping: an optional (`?`) must"
                + " be unwrapped at every use; an implicitly unwrapped optional (`!`) unwraps"
                + " itself.",
            ko: "\(id)에 쓴 코드는 언래핑 없이 그것을 값으로 씁니다. 옵셔널(`?`)은 쓸 때마다 언래핑해야"
                + " 하고, 암시적 언래핑 옵셔널(`!`)은 스스로 언래핑됩니다.")
    }

    static func regionUseExpectsExerciseShape(_ id: String) -> Localized {
        Localized(
            en: "Your code in \(id) uses it in a way your declaration does not allow: make your"
                + " declaration fit that use.",
            ko: "\(id)에 쓴 코드는 여러분의 선언이 허락하지 않는 방식으로 그것을 씁니다. 여러분의 선언을"
                + " 그 쓰임에 맞추십시오.")
    }

    /// An `if let` or `guard let` on what the student's declaration gives as a plain value:
    /// written in a region of `id`, or outside the regions when `id` is `nil`.
    static func useExpectsOptional(in id: String?) -> Localized {
        Localized(
            en: (id.map { "Your code in \($0)" } ?? "The code outside your region")
                + " unwraps it with `if let` or `guard let`, which needs an optional: your"
                + " declaration gives a plain value.",
            ko: (id.map { "\($0)에 쓴 코드는" } ?? "영역 밖의 코드는")
                + " `if let`이나 `guard let`으로 그것을 언래핑하는데, 그러려면 옵셔널이어야 합니다. 여러분의"
                + " 선언은 옵셔널이 아닌 값을 줍니다.")
    }

    // MARK: - A name the exercise gave, no longer declared

    /// The header of the uses that need a name the student's region of `exercise` no longer
    /// declares: in the region of `id`, or outside the regions when `id` is `nil`.
    static func givenNameMissing(_ name: String, uses count: Int, in id: String?) -> Localized {
        let whereEn = id.map { "your code of \($0)" } ?? "the code outside your region"
        let whereKo = id.map { "\($0)에 쓴 코드" } ?? "영역 밖의 코드"
        return Localized(
            en: "Your code here no longer declares `\(name)`, which the exercise declares, and "
                + (count == 1
                    ? "a use of it in \(whereEn) no longer compiles."
                    : "\(count) uses of it in \(whereEn) no longer compile."),
            ko:
                "여기에 쓴 코드가 연습 문제가 선언하는 \(Particle.object.after("`\(name)`")) 더는 선언하지 않아서, \(whereKo)에서"
                + " 그것을 쓰는 곳 \(count)군데가 더는 컴파일되지 않습니다.")
    }

    /// What a use of a name the region no longer declares needs: the name back, as it was given.
    static func useNeedsGivenName(_ name: String, in id: String?) -> Localized {
        Localized(
            en: (id.map { "Your code in \($0)" } ?? "The code outside your region")
                + " calls it `\(name)`: if you renamed it, keep the exercise's name; if you removed"
                + " it, declare it again.",
            ko: (id.map { "\($0)에 쓴 코드는" } ?? "영역 밖의 코드는")
                + " 그것을 \(Particle.called.after("`\(name)`")) 이름으로 부릅니다. 이름을 바꿨다면 연습 문제의 이름을 쓰고,"
                + " 지웠다면 다시 선언하십시오.")
    }

    static func declareGivenName(
        _ name: String, at place: String, in id: String?, use: String, again: String,
        watching: Bool = false
    ) -> Localized {
        step(
            Localized(
                en: "Declare `\(name)` again in your region at \(place)"
                    + (id.map { " (in \($0))" } ?? "") + ", as its use at \(use) calls it.",
                ko:
                    "\(place)\(id.map { "(\($0) 안)" } ?? "")의 영역에 \(Particle.object.after("`\(name)`")) 다시 선언해"
                    + " \(use)의 쓰임에 맞추십시오."),
            again: again, watching: watching)
    }
}

// MARK: - Samples

extension Messages {
    /// Every message of this file with sample values, which `LanguageCatalogTests` checks in both
    /// languages; a message without one fails that test.
    static var brokenUseSamples: [(String, Localized)] {
        [
            ("yourCodeIsUsedInRegion", yourCodeIsUsedInRegion(1, in: "a-greet")),
            ("yourCodeIsUsedInRegion many", yourCodeIsUsedInRegion(3, in: "a-greet")),
            ("exerciseGaveDeclaration", exerciseGaveDeclaration),
            ("regionUseExpectsLabels", regionUseExpectsLabels("a-greet")),
            ("regionUseExpectsMemberOrder", regionUseExpectsMemberOrder("a-greet")),
            ("regionUseExpectsAccess", regionUseExpectsAccess("private", in: "a-greet")),
            ("regionUseExpectsValueNotOptional", regionUseExpectsValueNotOptional("a-greet")),
            ("regionUseExpectsExerciseShape", regionUseExpectsExerciseShape("a-greet")),
            ("useExpectsOptional", useExpectsOptional(in: "a-greet")),
            ("useExpectsOptional outside", useExpectsOptional(in: nil)),
            ("givenNameMissing", givenNameMissing("choose", uses: 1, in: "a-greet")),
            ("givenNameMissing outside", givenNameMissing("choose", uses: 2, in: nil)),
            ("useNeedsGivenName", useNeedsGivenName("choose", in: "a-greet")),
            ("useNeedsGivenName outside", useNeedsGivenName("choose", in: nil)),
            (
                "declareGivenName",
                declareGivenName(
                    "choose", at: "Sources/A.swift:4", in: "a-greet", use: "Sources/B.swift:9",
                    again: "swift run workbook check b-call")
            ),
        ]
    }
}
