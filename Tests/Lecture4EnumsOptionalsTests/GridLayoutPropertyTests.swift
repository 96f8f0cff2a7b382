import Foundation
import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// Promises `GridLayout` keeps for every input: enough cells, no empty row, no trap.
@Suite("l4-grid-location: Where each item goes")
struct GridLayoutPropertyTests {
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
            let description = Localized(
                en: "\(itemCount) items in \(size) near \(ratio) gave \(layout.rowCount) rows of "
                    + "\(layout.columnCount)",
                ko: "\(size)에 \(ratio)에 가깝게 항목 \(itemCount)개를 놓았더니 "
                    + "\(layout.rowCount)행 \(layout.columnCount)열이 되었습니다")
            try #require(
                layout.rowCount * layout.columnCount >= itemCount,
                advice(
                    en:
                        "\(description.en): \(layout.rowCount * layout.columnCount) cells, but every item needs one.",
                    ko:
                        "\(description.ko): 칸이 \(layout.rowCount * layout.columnCount)개인데, 항목마다 칸이 하나씩 필요합니다."
                )
            )
            try #require(
                (layout.rowCount - 1) * layout.columnCount < itemCount,
                advice(
                    en: "\(description.en): the last row is empty; use fewer rows.",
                    ko: "\(description.ko): 마지막 행이 비어 있습니다. 행을 줄입니다."))
            let misplaced = (0..<itemCount).first { index in
                guard let location = layout.location(ofItemAt: index) else { return true }
                return !(location.x > 0 && location.x < size.width)
                    || !(location.y > 0 && location.y < size.height)
            }
            if let misplaced {
                let location = layout.location(ofItemAt: misplaced).map { "\($0)" } ?? "nil"
                Issue.record(
                    advice(
                        en:
                            "\(description.en): item \(misplaced) should be inside the size, but it is at \(location).",
                        ko:
                            "\(description.ko): 항목 \(Particle.topic.after(misplaced)) 크기 안에 있어야 하는데 \(location)에 있습니다."
                    )
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
            expectZeroLayout(
                layout,
                advice(
                    en: "\(size) cannot be split into cells.",
                    ko: "\(Particle.topic.after(String(describing: size))) 칸으로 나눌 수 없습니다."))
        }
    }

    @Test("a count of zero or fewer items gives the zero layout", arguments: [0, -1, Int.min])
    func nonPositiveCountsGiveTheZeroLayout(itemCount: Int) {
        let layout = GridLayout(itemCount: itemCount, in: CGSize(width: 100, height: 100))
        expectZeroLayout(
            layout,
            advice(en: "\(itemCount) items need no cells.", ko: "항목 \(itemCount)개에는 칸이 필요 없습니다."))
    }

    /// The zero layout: no rows or columns (`why` says why there are none), no item size, no place.
    private func expectZeroLayout(
        _ layout: GridLayout, _ why: Comment, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            layout.rowCount == 0 && layout.columnCount == 0, why, sourceLocation: sourceLocation)
        #expect(
            layout.itemSize == .zero,
            advice(en: "The zero layout has zero item size.", ko: "빈 레이아웃의 항목 크기는 0입니다."),
            sourceLocation: sourceLocation)
        #expect(
            layout.location(ofItemAt: 0) == nil,
            advice(
                en: """
                    The zero layout places nothing: `nil`, where the 2020 lecture's \
                    `location(ofItemAt:)` returns `.zero`, a point that looks like a real one.
                    """,
                ko: """
                    빈 레이아웃은 아무것도 놓지 않습니다: `nil`입니다. 2020년 강의의 \
                    `location(ofItemAt:)`은 여기서 진짜 위치처럼 보이는 점인 `.zero`를 돌려줍니다.
                    """),
            sourceLocation: sourceLocation)
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
        #expect(
            layout.rowCount * layout.columnCount >= itemCount,
            advice(en: "Every item needs a cell.", ko: "항목마다 칸이 필요합니다."))
        #expect(
            (layout.rowCount - 1) * layout.columnCount < itemCount,
            advice(en: "No row may be empty.", ko: "빈 행이 있으면 안 됩니다."))
        #expect(
            layout.location(ofItemAt: itemCount - 1) != nil,
            advice(en: "The last item has a cell too.", ko: "마지막 항목에도 칸이 있습니다."))
    }
}
