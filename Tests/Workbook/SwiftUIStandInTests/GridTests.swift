import SwiftUIStandIn
import Testing

@MainActor
@Suite struct GridTests {
    @Test("LazyVGrid fits as many adaptive columns as their minimum width allows")
    func adaptiveColumns() {
        let tree = host(
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) {
                ForEach(0..<4) { _ in
                    Rectangle().fill().frame(height: 16)
                }
            }, columns: 20, rows: 3
        ).tree
        let cells = tree.all("frame").map(\.cells)
        #expect(cells.map(\.width) == [6, 6, 6, 6])
        #expect(cells.map(\.row) == [0, 0, 0, 2], "three columns, so the fourth starts a row")
        #expect(cells.map(\.column) == [0, 7, 14, 0])
    }

    @Test("in a ScrollView, cards with aspectRatio(2/3) are as tall as their column's width gives")
    func scrollViewGivesIdealHeight() {
        let tree = host(
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) {
                    ForEach(0..<3) { _ in
                        Rectangle().fill().aspectRatio(2 / 3, contentMode: .fit)
                    }
                }
            }, columns: 20, rows: 10
        ).tree
        let sizes = tree.all("Rectangle.fill").map(\.frame.size)
        #expect(sizes == Array(repeating: CGSize(width: 48, height: 72), count: 3))
        #expect(tree.first("ScrollView")?.frame.size == CGSize(width: 160, height: 160))
    }
}

extension GridTests {
    @Test("a ScrollView shows the top of content taller than the screen, and cuts the rest")
    func scrollViewCutsTheBottom() {
        let drawing = host(
            ScrollView {
                ForEach(0..<5) { row in
                    Text("row \(row)")
                }
            }, columns: 5, rows: 3)
        #expect(drawing.screen.lines == ["row 0", "", "row 1"])
        #expect(drawing.tree.all("Text").count == 5, "laid out, though not all drawn")
    }
}
