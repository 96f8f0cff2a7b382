import WorkbookLanguage

/// What `check` says under a compiler error that one of its rules explains from evidence: a
/// name declared twice (`Redeclaration`), a name the workbook declares outside the region
/// (`WorkbookDeclaration`), the 2020 course's `ObservableObject` spelling (`PublishedSpelling`).
extension Messages {
    // MARK: - A name declared twice

    /// Under `invalid redeclaration of 'name'`: where the first declaration is, in the region of
    /// `id`, or in the workbook's own code (`code`, its line) when `id` is `nil`.
    static func declaredTwice(
        _ name: String, first place: String, in id: String?, code: String? = nil
    ) -> Localized {
        Localized(
            en: "This is a second declaration of `\(name)`: the first is at \(place)"
                + (id.map { " (in the region of \($0))" }
                    ?? " (the workbook's code, outside your region"
                    + (code.map { ": `\($0)`" } ?? "") + ")")
                + ". A copied file brings its declarations along; delete the copy here and keep"
                + " the first.",
            ko: "이것은 `\(name)`의 두 번째 선언입니다. 첫 선언은 \(place)"
                + (id.map { "(\($0)의 영역)" }
                    ?? "(영역 밖의 워크북 코드" + (code.map { ": `\($0)`" } ?? "") + ")")
                + "에 있습니다. 파일을 통째로 복사하면 그 선언도 함께 옵니다. 여기의 복사본을 지우고 첫 선언을"
                + " 남기십시오.")
    }

    /// The header of the uses a second declaration made ambiguous: in the region of `id`, or
    /// outside the regions when `id` is `nil`.
    static func copyMakesUsesAmbiguous(_ count: Int, in id: String?) -> Localized {
        let whereEn = id.map { "your code of \($0)" } ?? "the code outside your region"
        let whereKo = id.map { "\($0)에 쓴 코드" } ?? "영역 밖의 코드"
        return Localized(
            en: "Your code here declares a name a second time, and "
                + (count == 1
                    ? "a use of the name in \(whereEn) no longer compiles."
                    : "\(count) uses of the name in \(whereEn) no longer compile.")
                + " Your declaration:",
            ko: "여기에 쓴 코드가 이름을 두 번째로 선언해서, \(whereKo)에서 그 이름을 쓰는 곳 \(count)군데가 더는"
                + " 컴파일되지 않습니다. 여러분의 선언:")
    }

    /// What a use of a name declared twice needs: one declaration, so it can tell which it means.
    static let useIsAmbiguous = Localized(
        en: "With two declarations of the name, a use cannot tell which one it means: delete your"
            + " copy, and every use finds the first.",
        ko: "이름의 선언이 둘이면 쓰는 곳에서 어느 것을 뜻하는지 알 수 없습니다. 여러분의 복사본을 지우면 모든"
            + " 쓰임이 첫 선언을 찾습니다.")

    // MARK: - A name of the workbook's, outside the region

    /// Under `value of type 'Card' has no member 'isSeen'`: the type is the workbook's, declared
    /// outside the region at `place` as `code`, and it has no such member.
    static func workbookTypeLacksMember(
        _ type: String, member: String, at place: String, code: String
    ) -> Localized {
        Localized(
            en: "`\(type)` is the workbook's, declared outside your region at \(place): `\(code)`."
                + " It has no `\(member)`: code written for another version of `\(type)` (an"
                + " assignment's, a later lecture's) needs what that version added; here, use only"
                + " what the workbook's `\(type)` declares.",
            ko: "\(Particle.topic.after("`\(type)`")) 워크북의 것으로, 영역 밖 \(place)에"
                + " \(Particle.toward.after("`\(code)`")) 선언되어 있습니다. 여기에는"
                + " \(Particle.subject.after("`\(member)`")) 없습니다. 다른 버전의 `\(type)`(과제나 뒤"
                + " 강의의 것)에 맞춰 쓴 코드는 그 버전이 더한 것이 필요합니다. 여기서는 워크북의"
                + " \(Particle.subject.after("`\(type)`")) 선언하는 것만 쓰십시오.")
    }

    /// Under `variable 'self.cards' used before being initialized`: the property is the
    /// workbook's, declared outside the region at `place` as `code`, without a value.
    static func workbookPropertyHasNoValue(_ name: String, at place: String, code: String)
        -> Localized
    {
        Localized(
            en: "`\(name)` is the workbook's, declared outside your region at \(place): `\(code)`,"
                + " with no value until an initializer gives it one. Your initializer uses it (or"
                + " returns) before giving it a value: give it one first.",
            ko: "\(Particle.topic.after("`\(name)`")) 워크북의 것으로, 영역 밖 \(place)에"
                + " \(Particle.toward.after("`\(code)`")) 선언되어 있고,"
                + " 이니셜라이저가 값을 주기 전에는 값이 없습니다. 여러분의 이니셜라이저는 값을 주기 전에"
                + " 그것을 쓰거나 반환합니다. 먼저 값을 주십시오.")
    }

    // MARK: - The 2020 course's ObservableObject spelling

    /// Under `unknown attribute 'Published'` (or, when `objectWillChange`, under `cannot find
    /// 'objectWillChange' in scope`): the view model `type` is `@Observable` at `place`.
    static func observableNeedsNoPublishing(
        _ type: String, at place: String, objectWillChange: Bool
    ) -> Localized {
        Localized(
            en: "`\(type)` is `@Observable` in this stage (\(place)): Observation notices every"
                + " change of its stored properties by itself, so it needs neither `@Published`"
                + " nor `objectWillChange.send()`, the 2020 lecture's `ObservableObject` spelling. "
                + (objectWillChange
                    ? "Delete the `objectWillChange.send()` line."
                    : "Delete `@Published` and keep the `var`."),
            ko: "이 단계에서 \(Particle.topic.after("`\(type)`")) `@Observable`입니다(\(place))."
                + " Observation은 저장 프로퍼티가 바뀔 때마다 스스로 알아채므로, 2020 강의의"
                + " `ObservableObject` 표기인 `@Published`도 `objectWillChange.send()`도 필요 없습니다. "
                + (objectWillChange
                    ? "`objectWillChange.send()` 줄을 지우십시오."
                    : "`@Published`를 지우고 `var`는 남기십시오."))
    }

    // MARK: - Randomness the student added

    /// Under a failure of an exercise whose region calls `call` at `place`, a random source the
    /// exercise's own code does not use.
    static func resultVariesFromRun(_ call: String, at place: String) -> Localized {
        Localized(
            en: "Your code calls `\(call)` at \(place): what it makes differs from run to run, so"
                + " these tests can fail differently, or pass by chance, on the next check of the"
                + " same code. The tests check what every run must give.",
            ko: "여러분의 코드는 \(place)에서 \(Particle.object.after("`\(call)`")) 부릅니다. 그 결과는"
                + " 실행할 때마다 달라지므로, 같은 코드라도 다음 검사에서 이 테스트들이 다르게 실패하거나"
                + " 우연히 통과할 수 있습니다. 테스트는 모든 실행이 내야 하는 결과를 확인합니다.")
    }

    /// Under a failure whose tests, run a second time in the same check, gave another result:
    /// `tests` are those that passed in one run and failed in the other.
    static func resultVaried(_ tests: [String]) -> Localized {
        let names = tests.map { "\"\($0)\"" }.joined(separator: ", ")
        return Localized(
            en: "The result varies from run to run: run twice in this check, these tests passed"
                + " once and failed once: \(names). The exercise counts as failed until every run"
                + " passes.",
            ko: "결과가 실행할 때마다 달라집니다. 이번 검사에서 두 번 실행했더니 다음 테스트는 한 번은"
                + " 통과하고 한 번은 실패했습니다: \(names). 모든 실행이 통과할 때까지 이 연습 문제는"
                + " 실패로 봅니다.")
    }

    // MARK: - A region blocked by another's error

    /// The verdict of an exercise whose regions hold the workbook's code, when the started
    /// exercises `blockers` have compile errors: that code compiles as written.
    static func blockedBy(_ blockers: [String]) -> Localized {
        let names = blockers.joined(separator: ", ")
        return Localized(
            en: "blocked by the compiler error in \(names): this region holds the workbook's code,"
                + " which compiles as written",
            ko: "\(names)의 컴파일 오류로 막힘: 이 영역은 워크북의 코드이며, 쓰인 그대로 컴파일됩니다")
    }

    // MARK: - Division before a sum

    /// Under a failure of an exercise whose region writes `written` at `place`, where its own
    /// code divides the whole sum (which is not shown: it would be the answer).
    static func divisionBeforeSum(_ written: String, at place: String) -> Localized {
        Localized(
            en: "At \(place) your code writes `\(written)`: Swift divides before it adds or"
                + " subtracts, so the division takes only the number beside it, and in whole"
                + " numbers `1 / 2` is 0. To divide the sum, put the sum in parentheses.",
            ko: "\(place)에서 여러분의 코드는 `\(written)`입니다. Swift는 더하거나 빼기 전에 나누므로"
                + " 나눗셈은 바로 옆의 수에만 적용되고, 정수에서 `1 / 2`는 0입니다. 합을 나누려면 합을"
                + " 괄호로 묶으십시오.")
    }
}

// MARK: - Samples

extension Messages {
    /// Every message of this file with sample values, which `LanguageCatalogTests` checks in both
    /// languages; a message without one fails that test.
    static var compileRuleSamples: [(String, Localized)] {
        [
            (
                "declaredTwice",
                declaredTwice("Size", first: "Sources/A.swift:6", in: "a-greet")
            ),
            (
                "declaredTwice workbook",
                declaredTwice(
                    "cards", first: "Sources/A.swift:7", in: nil, code: "var cards: [Card]")
            ),
            ("copyMakesUsesAmbiguous", copyMakesUsesAmbiguous(1, in: "a-greet")),
            ("copyMakesUsesAmbiguous outside", copyMakesUsesAmbiguous(2, in: nil)),
            ("useIsAmbiguous", useIsAmbiguous),
            (
                "resultVaried",
                resultVaried(["a new game has four pairs", "each emoji is on two cards"])
            ),
            ("blockedBy", blockedBy(["mvvm-flip-card"])),
            (
                "divisionBeforeSum",
                divisionBeforeSum("cardButtons.count + 1 / 2", at: "Sources/A.swift:5")
            ),
            (
                "resultVariesFromRun",
                resultVariesFromRun("Int.random(in:", at: "Sources/A.swift:12")
            ),
            (
                "workbookTypeLacksMember",
                workbookTypeLacksMember(
                    "Card", member: "isSeen", at: "Sources/A.swift:5", code: "struct Card {")
            ),
            (
                "observableNeedsNoPublishing",
                observableNeedsNoPublishing(
                    "EmojiMemoryGame", at: "Sources/A.swift:10", objectWillChange: false)
            ),
            (
                "observableNeedsNoPublishing objectWillChange",
                observableNeedsNoPublishing(
                    "EmojiMemoryGame", at: "Sources/A.swift:10", objectWillChange: true)
            ),
            (
                "workbookPropertyHasNoValue",
                workbookPropertyHasNoValue(
                    "cards", at: "Sources/A.swift:7", code: "private(set) var cards: [Card]")
            ),
        ]
    }
}
