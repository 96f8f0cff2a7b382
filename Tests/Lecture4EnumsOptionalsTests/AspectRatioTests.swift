import Testing

@testable import Lecture4EnumsOptionals

/// `l4-aspect-ratio`: convert `Int` to `Double` before dividing.
@Suite struct AspectRatioTests {
    @Test(
        "the ratio is columns divided by lines, with the fraction kept",
        arguments: [(4, 1, 4.0), (3, 2, 1.5), (1, 3, 1.0 / 3.0), (2, 4, 0.5), (7, 7, 1.0)])
    func ratio(columns: Int, lines: Int, expected: Double) {
        #expect(
            aspectRatio(columns: columns, lines: lines) == expected,
            "`\(columns) / \(lines)` on Ints drops the fraction: divide `Double(columns)` by `Double(lines)`."
        )
    }

    @Test(
        "a block with no positive width or height has no ratio",
        arguments: [(0, 1), (1, 0), (0, 0), (-2, 1), (2, -1), (-2, -1)])
    func noRatio(columns: Int, lines: Int) {
        #expect(
            aspectRatio(columns: columns, lines: lines) == nil,
            "Return nil unless both `columns` and `lines` are greater than 0.")
    }
}
