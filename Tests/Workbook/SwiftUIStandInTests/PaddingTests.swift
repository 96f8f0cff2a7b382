import SwiftUIStandIn
import Testing

@MainActor
@Suite struct PaddingTests {
    @Test("padding() leaves SwiftUI's 16 points, two columns and one row, on every side")
    func defaultPadding() {
        let drawn = lines(of: Rectangle().fill().padding(), columns: 6, rows: 4)
        #expect(drawn == ["", "  ██", "  ██", ""])
    }

    @Test("padding(_:) leaves the given length on every side: 8 points is one column, half a row")
    func givenPadding() {
        let tree = host(Rectangle().fill().padding(8), columns: 6, rows: 4).tree
        #expect(
            tree.first("Rectangle.fill")?.cells == CellRect(column: 1, row: 1, width: 4, height: 3))
    }

    @Test("a padded view is as big as its content plus the padding")
    func paddingAddsToTheSize() {
        let tree = host(
            HStack(spacing: 0) {
                Text("ab").padding(8)
                Rectangle().fill()
            }, columns: 10, rows: 2
        ).tree
        #expect(tree.first("padding")?.frame.width == 32)
        #expect(tree.first("Rectangle.fill")?.cells.width == 6)
    }
}
