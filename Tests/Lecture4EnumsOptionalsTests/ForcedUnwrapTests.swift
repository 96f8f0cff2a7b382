import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// Forced unwrapping: the sugar `x!` and the enum's `forceUnwrap()` side by side.
@Suite struct ForcedUnwrapTests {
    @Test("forceUnwrap() gives the same value as ! for every optional that holds one")
    func matchesTheSugar() {
        let samples = EnumSamples.optionalInts(seed: 3)
        // The `where` clause keeps `!` away from nil: here `!` is the sugar under test.
        for sample in samples where sample != nil {
            #expect(Lecture.Optional(sample).forceUnwrap() == sample!)
        }
        #expect(
            samples.contains(nil),
            advice(
                en: "The samples should include nil, which is skipped here.",
                ko: "예시 값에 nil이 들어 있어야 합니다. 여기서는 nil을 건너뜁니다."))
    }

    @Test("force-unwrapping none stops the program with a message naming the type")
    func noneStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            let nothing: Lecture.Optional<Int> = nil
            _ = nothing.forceUnwrap()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Unexpectedly found nil while force-unwrapping a Lecture.Optional<Int>"),
            advice(
                en: "The crash should say what was nil, as Swift's own `!` does.",
                ko: "Swift의 `!`처럼, 크래시 메시지는 무엇이 nil이었는지 말해야 합니다.")
        )
    }
}
