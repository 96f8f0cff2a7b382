import Testing

@testable import Lecture4EnumsOptionals

/// Exercise `l4-optional-chaining`: `?.` as `map` and `flatMap`, each a `switch`.
@Suite struct OptionalChainingTests {
    @Test("map transforms a value and passes none along")
    func mapTransforms() {
        #expect(
            Lecture.Optional("four").map { $0.count } == .some(4),
            "In `case .some(let data)`, wrap `transform(data)` in `.some`."
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
        #expect(calls == 0, "`.none` has no value to hand to the transform.")
    }

    @Test("map and flatMap agree with Swift's over thousands of optionals")
    func matchSwifts() {
        let values = EnumSamples.optionalInts(seed: 9)
        let mapDisagreements = values.filter { value in
            Lecture.Optional(value).map { $0 * 2 }.asSwiftOptional != value.map { $0 * 2 }
        }
        #expect(mapDisagreements.isEmpty, "map differs for: \(mapDisagreements.prefix(3))")

        let halfIfEven: (Int) -> Int? = { $0.isMultiple(of: 2) ? $0 / 2 : nil }
        let flatMapDisagreements = values.filter { value in
            Lecture.Optional(value).flatMap { Lecture.Optional(halfIfEven($0)) }.asSwiftOptional
                != value.flatMap(halfIfEven)
        }
        #expect(
            flatMapDisagreements.isEmpty,
            "flatMap returns the transform's own optional, without wrapping it again. It differs for: \(flatMapDisagreements.prefix(3))"
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
            switchDisagreements.isEmpty, "The switches differ for: \(switchDisagreements.prefix(3))"
        )
        #expect(
            chainDisagreements.isEmpty,
            "flatMap then map should match ?.first?.isUppercase. It differs for: \(chainDisagreements.prefix(3))"
        )
        #expect(
            words.contains(nil) && words.contains(""), "Both links should sometimes find nothing.")
    }
}
