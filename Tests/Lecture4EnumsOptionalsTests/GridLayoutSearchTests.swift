import Foundation
import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// What `GridLayout` must choose: the lecture's layout, row count for row count.
@Suite struct GridLayoutSearchTests {
    @Test("four items in a square with square cells make two rows of two")
    func fourItemsInASquare() {
        let layout = GridLayout(
            itemCount: 4, nearAspectRatio: 1, in: CGSize(width: 100, height: 100))
        #expect(layout.rowCount == 2, "Two rows of two give square cells in a square.")
        #expect(layout.columnCount == 2, "Two rows of two give square cells in a square.")
    }

    @Test("items in a wide strip with square cells go side by side in one row")
    func itemsInAWideStrip() {
        let itemCount = 5
        let size = CGSize(width: 50 * Double(itemCount), height: 50)
        let layout = GridLayout(itemCount: itemCount, nearAspectRatio: 1, in: size)
        #expect(
            layout.rowCount == 1, "A strip exactly five squares wide fits five squares in a row.")
        #expect(layout.columnCount == itemCount, "Every item should get its own column.")
    }

    @Test("items in a tall strip with square cells are stacked in one column")
    func itemsInATallStrip() {
        let itemCount = 7
        let size = CGSize(width: 30, height: 30 * Double(itemCount))
        let layout = GridLayout(itemCount: itemCount, nearAspectRatio: 1, in: size)
        #expect(layout.rowCount == itemCount, "Every item should get its own row.")
        #expect(layout.columnCount == 1, "A strip one square wide has one column.")
    }

    @Test("a million items in a square with square cells make a thousand by a thousand")
    func aMillionItems() {
        let layout = GridLayout(
            itemCount: 1_000_000, nearAspectRatio: 1, in: CGSize(width: 1000, height: 1000))
        #expect(layout.rowCount == 1000, "A thousand rows of a thousand gives square cells.")
        #expect(layout.columnCount == 1000, "A thousand rows of a thousand gives square cells.")
    }

    @Test("the chosen layout is the lecture's for thousands of random sizes, counts and ratios")
    func matchesTheLecture() {
        var generator = SeededRandomNumberGenerator(seed: 4)
        var checks: [LayoutCheck] = []
        for _ in 0..<3000 {
            checks.append(
                LayoutCheck(
                    itemCount: Int.random(in: 1...60, using: &generator),
                    size: CGSize(
                        width: Double.random(in: 1...2000, using: &generator),
                        height: Double.random(in: 1...2000, using: &generator)
                    ),
                    ratio: Double.random(in: 0.1...4, using: &generator)
                ))
        }
        expectTheLecturesLayout(for: checks)
    }

    @Test("ties go to the first row count tried, as in the lecture")
    func tiesGoToTheFirstRowCount() {
        // Two items in a square: one row of two gives cells of aspect ratio 1/2, two rows of one
        // give 2, and both are exactly 0.75 away from 1.25, so the first one tried must win.
        let layout = GridLayout(
            itemCount: 2, nearAspectRatio: 1.25, in: CGSize(width: 10, height: 10))
        #expect(layout.rowCount == 1, "On a tie the smaller row count, tried first, wins.")
        #expect(layout.columnCount == 2, "One row holding two items has two columns.")
    }

    @Test("extreme but valid sizes and ratios still give the lecture's layout")
    func extremeValues() {
        let lengths: [CGFloat] = [
            .leastNonzeroMagnitude, 1e-300, 0.001, 1, 1e300, .greatestFiniteMagnitude,
        ]
        let ratios: [Double] = [0, 1e-300, 1, 1e300, .infinity, -.infinity, -1, .nan]
        var checks: [LayoutCheck] = []
        for width in lengths {
            for height in lengths {
                for ratio in ratios {
                    let size = CGSize(width: width, height: height)
                    checks.append(LayoutCheck(itemCount: 12, size: size, ratio: ratio))
                }
            }
        }
        expectTheLecturesLayout(for: checks)
    }

    /// One input to compare with the lecture's code.
    struct LayoutCheck {
        var itemCount: Int
        var size: CGSize
        var ratio: Double
    }

    /// Expects `GridLayout` to agree with the lecture on every check, reporting one summary
    /// instead of thousands of failures.
    private func expectTheLecturesLayout(for checks: [LayoutCheck]) {
        let disagreements = checks.filter { check in
            let layout = GridLayout(
                itemCount: check.itemCount, nearAspectRatio: check.ratio, in: check.size)
            let expected = lectureLayout(
                itemCount: check.itemCount, desiredAspectRatio: check.ratio, size: check.size)
            return layout.rowCount != expected.rowCount
                || layout.columnCount != expected.columnCount
        }
        if let first = disagreements.first {
            let expected = lectureLayout(
                itemCount: first.itemCount, desiredAspectRatio: first.ratio, size: first.size)
            Issue.record(
                """
                \(disagreements.count) of \(checks.count) layouts differ from the lecture's. First: \
                \(first.itemCount) items in \(first.size) near \(first.ratio) should be \
                \(expected.rowCount) rows of \(expected.columnCount).
                """
            )
        }
    }
}

/// The lecture's search, transcribed as it was shown, to compare against for valid input.
private func lectureLayout(
    itemCount: Int,
    desiredAspectRatio: Double,
    size: CGSize
) -> (rowCount: Int, columnCount: Int) {
    var bestLayout: (rowCount: Int, columnCount: Int) = (1, itemCount)
    var smallestVariance: Double?
    let sizeAspectRatio = abs(Double(size.width / size.height))
    for rows in 1...itemCount {
        let columns = (itemCount / rows) + (itemCount % rows > 0 ? 1 : 0)
        if (rows - 1) * columns < itemCount {
            let itemAspectRatio = sizeAspectRatio * (Double(rows) / Double(columns))
            let variance = abs(itemAspectRatio - desiredAspectRatio)
            if smallestVariance == nil || variance < smallestVariance! {
                smallestVariance = variance
                bestLayout = (rowCount: rows, columnCount: columns)
            }
        }
    }
    return bestLayout
}
