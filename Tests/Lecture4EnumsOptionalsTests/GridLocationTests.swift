import Foundation
import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// Where `GridLayout` puts each item: the centre of its cell, or `nil` when it has no cell.
@Suite("l4-grid-location: Where each item goes")
struct GridLocationTests {
    /// Five items in a 300 by 200 rectangle: two rows of three cells, each 100 by 100.
    let layout = GridLayout(itemCount: 5, nearAspectRatio: 1, in: CGSize(width: 300, height: 200))

    @Test("the layout under test has two rows of three 100 by 100 cells")
    func theLayoutUnderTest() {
        #expect(layout.rowCount == 2)
        #expect(layout.columnCount == 3)
        #expect(layout.itemSize == CGSize(width: 100, height: 100))
    }

    @Test("items fill the first row left to right before the second", arguments: 0..<5)
    func itemsGoLeftToRightThenTopToBottom(index: Int) {
        let column = index % 3
        let row = index / 3
        let centre = CGPoint(x: 100 * Double(column) + 50, y: 100 * Double(row) + 50)
        #expect(
            layout.location(ofItemAt: index) == centre,
            advice(
                en:
                    "Item \(index) sits in row \(row), column \(column); its location is that cell's centre",
                ko: "항목 \(Particle.topic.after(index)) \(row)행 \(column)열에 있습니다. "
                    + "그 위치는 그 칸의 한가운데입니다")
        )
    }

    @Test(
        "an index that is not one of the items has no location",
        arguments: [-1, 5, 6, Int.min, Int.max])
    func indicesOutsideTheItems(index: Int) {
        #expect(
            layout.location(ofItemAt: index) == nil,
            advice(
                en:
                    "Only 0..<itemCount are items; the empty sixth cell and beyond have no item to place.",
                ko: "항목은 0..<itemCount뿐입니다. 비어 있는 여섯 번째 칸부터는 놓을 항목이 없습니다.")
        )
    }

    @Test("in the zero layout nothing has a location")
    func zeroLayout() {
        let zero = GridLayout(itemCount: 5, in: CGSize.zero)
        #expect(
            zero.location(ofItemAt: 0) == nil,
            advice(
                en: """
                    With no cells there is nowhere to put an item: say so with `nil`. The 2020 lecture's \
                    `location(ofItemAt:)` returns `.zero` here, a point in the corner that looks like a real \
                    location; the workbook's `CGPoint?` tells "no location" apart, the Optional lesson of \
                    the same lecture.
                    """,
                ko: """
                    칸이 없으면 항목을 놓을 곳이 없습니다: `nil`로 그렇게 말합니다. 2020년 강의의 \
                    `location(ofItemAt:)`은 여기서 `.zero`를 돌려주는데, 이는 진짜 위치처럼 보이는 구석의 점입니다. \
                    워크북의 `CGPoint?`는 같은 강의의 옵셔널 수업대로 "위치 없음"을 구별해 말합니다.
                    """))
    }

    @Test("a single item sits in the middle of the whole size")
    func singleItem() {
        let single = GridLayout(itemCount: 1, in: CGSize(width: 30, height: 70))
        #expect(single.location(ofItemAt: 0) == CGPoint(x: 15, y: 35))
    }
}
