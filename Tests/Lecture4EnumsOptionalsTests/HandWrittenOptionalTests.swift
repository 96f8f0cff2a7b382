import Testing

@testable import Lecture4EnumsOptionals

/// `Lecture.Optional` itself: `nil`, and the trip to and from Swift's `T?`.
@Suite struct HandWrittenOptionalTests {
    @Test("nil is the none case")
    func nilIsNone() {
        let nothing: Lecture.Optional<String> = nil
        #expect(nothing == .none, "`init(nilLiteral:)` should produce `.none`.")
        #expect(nothing != .some(""), "An empty string is something, not nothing.")
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
                Issue.record("\(String(describing: value)) changed its case on the way in.")
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
            "Outside the `Lecture` namespace, `Optional` must still be Swift's own."
        )
        #expect(Lecture.Optional<Int>.self != Optional<Int>.self)
    }
}
