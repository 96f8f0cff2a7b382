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
        #expect(samples.contains(nil), "The samples should include nil, which is skipped here.")
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
            "The crash should say what was nil, as Swift's own `!` does."
        )
    }
}
