import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// `Lecture.Optional` itself: `nil`, and the trip to and from Swift's `T?`.
@Suite struct HandWrittenOptionalTests {
    @Test("nil is the none case")
    func nilIsNone() {
        let nothing: Lecture.Optional<String> = nil
        #expect(
            nothing == .none,
            advice(
                en: "`init(nilLiteral:)` should produce `.none`.",
                ko: "`init(nilLiteral:)`은 `.none`을 만들어야 합니다."))
        #expect(
            nothing != .some(""),
            advice(
                en: "An empty string is something, not nothing.",
                ko: "빈 문자열도 값이 있는 것이지, 없는 것이 아닙니다."))
    }

    @Test("converting from Swift's T? keeps the case and the value")
    func convertsFromSwift() {
        for value in EnumSamples.optionalInts(seed: 1) {
            switch (value, Lecture.Optional(value)) {
            case (.none, .none):
                break
            case (.some(let swift), .some(let lecture)):
                #expect(swift == lecture)
            default:
                Issue.record(
                    advice(
                        en: "\(String(describing: value)) changed its case on the way in.",
                        ko: "\(Particle.object.after(String(describing: value))) "
                            + "넣는 동안 케이스가 바뀌었습니다."))
            }
        }
    }

    @Test("a round trip through Lecture.Optional gives back the same T?")
    func roundTrips() {
        for value in EnumSamples.optionalInts(seed: 2) {
            #expect(Lecture.Optional(value).asSwiftOptional == value)
        }
    }

    @Test("the hand-written Optional does not hide Swift's Optional from the module")
    func swiftsOptionalIsStillOptional() {
        #expect(
            Optional<Int>.self == Int?.self,
            advice(
                en: "Outside the `Lecture` namespace, `Optional` must still be Swift's own.",
                ko: "`Lecture` 네임스페이스 밖에서 `Optional`은 여전히 Swift의 것이어야 합니다.")
        )
        #expect(Lecture.Optional<Int>.self != Optional<Int>.self)
    }
}
