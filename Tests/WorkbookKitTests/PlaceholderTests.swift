import Testing

@testable import WorkbookKit

@Suite struct PlaceholderTests {
    @Test func placeholder() { #expect(Bool(true)) }
}
