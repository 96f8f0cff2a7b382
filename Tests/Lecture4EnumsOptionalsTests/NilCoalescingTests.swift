import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// Exercise `l4-nil-coalescing`: `??` for the hand-written Optional, with an `@autoclosure` default.
@Suite("l4-nil-coalescing: ?? for the hand-written Optional")
struct NilCoalescingTests {
    @Test("?? gives the wrapped value when there is one, and the default otherwise")
    func valueOrDefault() {
        #expect(
            Lecture.Optional("Hello World") ?? "no value" == "Hello World",
            advice(
                en: "In the `.some` case, return the value it carries and leave the default alone.",
                ko: "`.some` 케이스에서는 그 케이스가 담은 값을 반환하고 기본값은 건드리지 않습니다.")
        )
        #expect(Lecture.Optional<String>.none ?? "no value" == "no value")
    }

    @Test("?? agrees with Swift's ?? over thousands of optionals")
    func matchesTheSugar() {
        let disagreements = EnumSamples.optionalInts(seed: 6).filter { value in
            Lecture.Optional(value) ?? -1 != value ?? -1
        }
        #expect(
            disagreements.isEmpty,
            advice(
                en: "The two ?? differ for: \(disagreements.prefix(3))",
                ko: "두 ??의 결과가 다른 값: \(disagreements.prefix(3))"))
    }

    @Test("the default is evaluated only when there is no value")
    func defaultIsLazy() {
        for value in [42, nil] as [Int?] {
            var evaluations = 0
            func fallback() -> Int {
                evaluations += 1
                return 0
            }
            _ = Lecture.Optional(value) ?? fallback()
            #expect(
                evaluations == (value == nil ? 1 : 0),
                advice(
                    en:
                        "Call `defaultValue()` only in the `.none` case; `@autoclosure` makes it a closure.",
                    ko: "`defaultValue()`는 `.none` 케이스에서만 호출합니다. `@autoclosure`가 그것을 클로저로 만들어 줍니다.")
            )
        }
    }

    @Test("in a chain, an optional default too is evaluated only when there is no value")
    func optionalDefaultIsLazy() {
        for value in [42, nil] as [Int?] {
            var evaluations = 0
            func fallback() -> Lecture.Optional<Int> {
                evaluations += 1
                return .none
            }
            let _: Lecture.Optional<Int> = Lecture.Optional(value) ?? fallback()
            #expect(
                evaluations == (value == nil ? 1 : 0),
                advice(
                    en: """
                        The `??` whose default is itself optional works it out before looking at \
                        the value: call `defaultValue()` only in its `.none` case too.
                        """,
                    ko: """
                        기본값도 옵셔널인 `??`가 값을 보기 전에 기본값부터 계산합니다. 이 `??`에서도 \
                        `defaultValue()`는 `.none` 케이스에서만 호출합니다.
                        """))
        }
    }

    @Test("a ?? b ?? c agrees with Swift's chain over thousands of triples")
    func chainsLikeTheSugar() {
        let a = EnumSamples.optionalInts(seed: 61)
        let b = EnumSamples.optionalInts(seed: 62)
        let c = EnumSamples.optionalInts(seed: 63)
        let (lectureA, lectureB, lectureC) = (
            a.map { Lecture.Optional($0) }, b.map { Lecture.Optional($0) },
            c.map { Lecture.Optional($0) }
        )
        let disagreements = a.indices.filter { index in
            let sugar = a[index] ?? b[index] ?? c[index] ?? 0
            let enumSide = lectureA[index] ?? lectureB[index] ?? lectureC[index] ?? 0
            let twoLinks = Lecture.firstAvailable(lectureA[index], lectureB[index], otherwise: 0)
            return enumSide != sugar || twoLinks != a[index] ?? b[index] ?? 0
        }
        #expect(
            disagreements.isEmpty,
            advice(
                en:
                    "The chains differ for: \(disagreements.prefix(3).map { (a[$0], b[$0], c[$0]) })",
                ko: "두 연쇄의 결과가 다른 값: \(disagreements.prefix(3).map { (a[$0], b[$0], c[$0]) })")
        )
    }

    @Test("a chain of optionals can still end in none")
    func chainOfOptionalsStaysOptional() {
        let nothing: Lecture.Optional<Int> = nil
        #expect(nothing ?? nothing ?? nothing == .none)
        #expect(nothing ?? Lecture.Optional(7) ?? nothing == .some(7))
        #expect(
            Lecture.Optional(1) ?? Lecture.Optional(7) == .some(1),
            advice(en: "The first value wins.", ko: "첫 번째 값이 이깁니다."))
    }

    @Test("the emoji lookup falls back to ? exactly when the dictionary has no entry")
    func emojiLookup() {
        var generator = SeededRandomNumberGenerator(seed: 64)
        let choices = ["👻", "🎃", "🙀", "😈", "🦇"]
        var disagreements: [String] = []
        for _ in 0..<500 {
            var emoji: [Int: String] = [:]
            for identifier in 0..<8 where Bool.random(using: &generator) {
                emoji[identifier] = choices.randomElement(using: &generator)
            }
            for identifier in 0..<10
            where Lecture.emoji(for: identifier, in: emoji) != emoji[identifier] ?? "?" {
                disagreements.append("\(identifier) in \(emoji)")
            }
        }
        #expect(
            disagreements.isEmpty,
            advice(
                en: "Wrong emoji for: \(disagreements.prefix(2))",
                ko: "이모지가 틀린 값: \(disagreements.prefix(2))"))
    }
}
