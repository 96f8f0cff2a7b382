import Foundation
import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// Promises `GridLayout` keeps for every input: enough cells, no empty row, no trap.
@Suite struct GridLayoutPropertyTests {
    @Test("over thousands of random sizes and counts every item has a cell inside the size")
    func everyItemHasACellInsideTheSize() throws {
        var generator = SeededRandomNumberGenerator(seed: 193)
        for _ in 0..<2000 {
            let itemCount = Int.random(in: 1...300, using: &generator)
            let size = CGSize(
                width: Double.random(in: 0.01...5000, using: &generator),
                height: Double.random(in: 0.01...5000, using: &generator)
            )
            let ratio = Double.random(in: 0.05...5, using: &generator)
            let layout = GridLayout(itemCount: itemCount, nearAspectRatio: ratio, in: size)
            let description =
                "\(itemCount) items in \(size) near \(ratio) gave \(layout.rowCount) rows of "
                + "\(layout.columnCount)"
            try #require(
                layout.rowCount * layout.columnCount >= itemCount,
                "\(description): \(layout.rowCount * layout.columnCount) cells, but every item needs one."
            )
            try #require(
                (layout.rowCount - 1) * layout.columnCount < itemCount,
                "\(description): the last row is empty; use fewer rows.")
            let misplaced = (0..<itemCount).first { index in
                guard let location = layout.location(ofItemAt: index) else { return true }
                return !(location.x > 0 && location.x < size.width)
                    || !(location.y > 0 && location.y < size.height)
            }
            if let misplaced {
                let location = layout.location(ofItemAt: misplaced).map { "\($0)" } ?? "nil"
                Issue.record(
                    "\(description): item \(misplaced) should be inside the size, but it is at \(location)."
                )
                return
            }
        }
    }

    @Test(
        "sizes that are zero, negative, NaN or infinite give the zero layout",
        arguments: [0, -1, -.infinity, .infinity, .nan, -.greatestFiniteMagnitude] as [CGFloat]
    )
    func badSizesGiveTheZeroLayout(badLength: CGFloat) {
        for size in [CGSize(width: badLength, height: 100), CGSize(width: 100, height: badLength)] {
            let layout = GridLayout(itemCount: 10, in: size)
            #expect(
                layout.rowCount == 0 && layout.columnCount == 0,
                "\(size) cannot be split into cells.")
            #expect(layout.itemSize == .zero, "The zero layout has zero item size.")
            #expect(layout.location(ofItemAt: 0) == nil, "The zero layout places nothing.")
        }
    }

    @Test("a count of zero or fewer items gives the zero layout", arguments: [0, -1, Int.min])
    func nonPositiveCountsGiveTheZeroLayout(itemCount: Int) {
        let layout = GridLayout(itemCount: itemCount, in: CGSize(width: 100, height: 100))
        #expect(
            layout.rowCount == 0 && layout.columnCount == 0, "\(itemCount) items need no cells.")
        #expect(layout.itemSize == .zero, "The zero layout has zero item size.")
        #expect(layout.location(ofItemAt: 0) == nil, "The zero layout places nothing.")
    }

    @Test("the layout keeps the size it was given, even a bad one")
    func keepsItsSize() {
        let size = CGSize(width: -3, height: 8)
        #expect(GridLayout(itemCount: 2, in: size).size == size)
    }

    @Test("a million items in a long strip are all given a cell")
    func aMillionItemsInAStrip() {
        let itemCount = 1_000_000
        let layout = GridLayout(
            itemCount: itemCount, nearAspectRatio: 2.0 / 3.0, in: CGSize(width: 1920, height: 1080))
        #expect(layout.rowCount * layout.columnCount >= itemCount, "Every item needs a cell.")
        #expect((layout.rowCount - 1) * layout.columnCount < itemCount, "No row may be empty.")
        #expect(layout.location(ofItemAt: itemCount - 1) != nil, "The last item has a cell too.")
    }
}
