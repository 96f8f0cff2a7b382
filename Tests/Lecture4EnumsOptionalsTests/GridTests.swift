import Foundation
import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// `Grid`: each item's view drawn in the cell `GridLayout` gives it.
@MainActor
@Suite("l4-grid-location: Where each item goes")
struct GridTests {
    /// An item with an identity and a name to show.
    struct Item: Identifiable {
        var id: Int
        var name: String
    }

    /// A view that draws a fixed piece of text.
    struct Label: View {
        var text: String
        var body: String { text }
    }

    /// A grid of `names` in `size`, each item drawn as its name.
    private func grid(_ names: [String], size: CGSize, aspectRatio: Double = 1) -> Grid<Item, Label>
    {
        let items = names.enumerated().map { Item(id: $0.offset, name: $0.element) }
        return Grid(items: items, size: size, nearAspectRatio: aspectRatio) { Label(text: $0.name) }
    }

    @Test("four items in a four by four square fill two rows of two, left to right")
    func fourItemsInASquare() {
        // Cells are 2 by 2 with centres at 1 and 3; a one-character label centred on 1 starts at 0.
        let text = grid(["A", "B", "C", "D"], size: CGSize(width: 4, height: 4)).body
        #expect(text == "A B \n    \nC D \n    ")
    }

    @Test("each item is drawn once, wherever the layout puts it")
    func eachItemOnce() {
        let names = (0..<12).map { String(UnicodeScalar(UInt8(65 + $0))) }
        let text = grid(names, size: CGSize(width: 30, height: 6), aspectRatio: 2).body
        for name in names {
            #expect(
                text.filter { String($0) == name }.count == 1,
                advice(
                    en: "\(name) should appear exactly once.",
                    ko: "\(Particle.topic.after(name)) 정확히 한 번 나와야 합니다.")
            )
        }
    }

    @Test("a view too wide for its cell is cut at the cell's edges, keeping its middle")
    func wideViewsAreClipped() {
        let text = grid(
            ["LONGWORD", "LONGWORD"], size: CGSize(width: 4, height: 1), aspectRatio: 2
        ).body
        #expect(
            text == "GWGW",
            advice(
                en: "Each 2-column cell shows the middle two letters of its label.",
                ko: "2칸짜리 칸마다 레이블의 가운데 두 글자를 보여 줍니다."))
    }

    @Test("no items, or no room, draw nothing and never trap")
    func nothingToDraw() {
        #expect(grid([], size: CGSize(width: 3, height: 2)).body == "   \n   ")
        #expect(grid(["A"], size: .zero).body == "")
        #expect(grid(["A"], size: CGSize(width: CGFloat.nan, height: -4)).body == "")
    }
}
