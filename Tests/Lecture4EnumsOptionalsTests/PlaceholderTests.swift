import Testing

@testable import Lecture4EnumsOptionals

@Suite struct Lecture4EnumsOptionalsPlaceholderTests {
    @Test func placeholder() { #expect(Bool(true)) }
}
