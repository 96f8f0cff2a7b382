import Testing

@testable import Lecture2MVC

@Suite struct Lecture2MVCPlaceholderTests {
    @Test func placeholder() { #expect(Bool(true)) }
}
