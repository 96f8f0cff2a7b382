import Testing

@testable import Lecture2MVVM

@Suite struct Lecture2MVVMPlaceholderTests {
    @Test func placeholder() { #expect(Bool(true)) }
}
