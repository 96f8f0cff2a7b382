import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// Exercise `l4-optional-chaining`: `?.` as `map` and `flatMap`, each a `switch`.
@Suite("l4-optional-chaining: Optional chaining with map and flatMap")
struct OptionalChainingTests {
    @Test("map transforms a value and passes none along")
    func mapTransforms() {
        #expect(
            Lecture.Optional("four").map { $0.count } == .some(4),
            advice(
                en:
                    "In the `.some` case, give the value it carries to `transform` and wrap the result in `.some` again.",
                ko: "`.some` 케이스에서는 그 케이스가 담은 값을 `transform`에 넘기고, 결과를 다시 `.some`으로 감쌉니다.")
        )
        #expect(Lecture.Optional<String>.none.map { $0.count } == .none)
    }

    @Test("map and flatMap never call the transform on none")
    func noneSkipsTheTransform() {
        var calls = 0
        let nothing: Lecture.Optional<Int> = nil
        _ = nothing.map { value in
            calls += 1
            return value
        }
        _ = nothing.flatMap { value in
            calls += 1
            return Lecture.Optional(value)
        }
        #expect(
            calls == 0,
            advice(
                en: "`.none` has no value to hand to the transform.",
                ko: "`.none`에는 변환에 넘겨줄 값이 없습니다."))
    }

    @Test("map and flatMap agree with Swift's over thousands of optionals")
    func matchSwifts() {
        let values = EnumSamples.optionalInts(seed: 9)
        let mapDisagreements = values.filter { value in
            Lecture.Optional(value).map { $0 * 2 }.asSwiftOptional != value.map { $0 * 2 }
        }
        #expect(
            mapDisagreements.isEmpty,
            advice(
                en: "map differs for: \(mapDisagreements.prefix(3))",
                ko: "map의 결과가 다른 값: \(mapDisagreements.prefix(3))"))

        let halfIfEven: (Int) -> Int? = { $0.isMultiple(of: 2) ? $0 / 2 : nil }
        let flatMapDisagreements = values.filter { value in
            Lecture.Optional(value).flatMap { Lecture.Optional(halfIfEven($0)) }.asSwiftOptional
                != value.flatMap(halfIfEven)
        }
        #expect(
            flatMapDisagreements.isEmpty,
            advice(
                en:
                    "flatMap returns the transform's own optional, without wrapping it again. It differs for: \(flatMapDisagreements.prefix(3))",
                ko:
                    "flatMap은 변환이 돌려준 옵셔널을 다시 감싸지 않고 그대로 반환합니다. 결과가 다른 값: \(flatMapDisagreements.prefix(3))"
            )
        )
    }

    @Test("word?.first?.isUppercase agrees with its chain of switches and its map/flatMap chain")
    func chainMatchesTheSugar() {
        let words = EnumSamples.optionalWords(seed: 10)
        let switchDisagreements = words.filter { word in
            Lecture.firstLetterIsUppercaseBySwitching(Lecture.Optional(word)).asSwiftOptional
                != word?.first?.isUppercase
        }
        let chainDisagreements = words.filter { word in
            Lecture.firstLetterIsUppercase(Lecture.Optional(word)).asSwiftOptional
                != word?.first?.isUppercase
        }
        #expect(
            switchDisagreements.isEmpty,
            advice(
                en: "The switches differ for: \(switchDisagreements.prefix(3))",
                ko: "두 switch의 결과가 다른 값: \(switchDisagreements.prefix(3))")
        )
        #expect(
            chainDisagreements.isEmpty,
            advice(
                en:
                    "flatMap then map should match ?.first?.isUppercase. It differs for: \(chainDisagreements.prefix(3))",
                ko:
                    "flatMap 다음 map은 ?.first?.isUppercase와 같아야 합니다. 결과가 다른 값: \(chainDisagreements.prefix(3))"
            )
        )
        #expect(
            words.contains(nil) && words.contains(""),
            advice(
                en: "Both links should sometimes find nothing.", ko: "두 고리 모두 가끔은 아무것도 찾지 못해야 합니다.")
        )
    }
}
