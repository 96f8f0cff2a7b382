import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// Exercise `l4-optional-unwrap`: `if let` written as a `switch` on the enum.
@Suite("l4-optional-unwrap: if let is a switch")
struct OptionalUnwrapTests {
    @Test("ifLet runs the body with the value when there is one")
    func someRunsTheBody() {
        let hello = Lecture.Optional("hello")
        let greeting = hello.ifLet({ data in "got \(data)" }, else: { "nothing" })
        #expect(
            greeting == "got hello",
            advice(
                en:
                    "In the `.some` case, give the value it carries to `body` and return what `body` returns.",
                ko: "`.some` 케이스에서는 그 케이스가 담은 값을 `body`에 넘기고 `body`의 반환값을 반환합니다.")
        )
    }

    @Test("ifLet runs the else branch when there is none")
    func noneRunsTheElseBranch() {
        let nothing: Lecture.Optional<String> = nil
        #expect(nothing.ifLet({ data in "got \(data)" }, else: { "nothing" }) == "nothing")
    }

    @Test("ifLet runs exactly one branch, exactly once")
    func runsOneBranch() {
        for value in [3, nil] as [Int?] {
            var bodyRuns = 0
            var elseRuns = 0
            Lecture.Optional(value).ifLet({ _ in bodyRuns += 1 }, else: { elseRuns += 1 })
            #expect(
                bodyRuns == (value == nil ? 0 : 1),
                advice(en: "The body runs only for `.some`.", ko: "body는 `.some`일 때만 실행됩니다."))
            #expect(
                elseRuns == (value == nil ? 1 : 0),
                advice(
                    en: "The else branch runs only for `.none`.", ko: "else 쪽은 `.none`일 때만 실행됩니다."))
        }
    }

    @Test("ifLet agrees with if let over thousands of optionals")
    func matchesTheSugar() {
        let disagreements = EnumSamples.optionalInts(seed: 5).filter { value in
            let sugar: String
            if let data = value {
                sugar = "some \(data)"
            } else {
                sugar = "none"
            }
            let enumSide = Lecture.Optional(value).ifLet(
                { data in "some \(data)" }, else: { "none" })
            return enumSide != sugar
        }
        #expect(
            disagreements.isEmpty,
            advice(
                en: "ifLet and if let differ for: \(disagreements.prefix(3))",
                ko: "ifLet과 if let의 결과가 다른 값: \(disagreements.prefix(3))"))
    }
}
