import SwiftUIStandIn
import Testing

@MainActor
@Suite struct FrameAndPositionTests {
    @Test("frame(width:height:) gives a view that size whatever its parent offers")
    func frameFixesTheSize() {
        let tree = host(Rectangle().fill().frame(width: 24, height: 32), columns: 10, rows: 4).tree
        let shape = tree.first("Rectangle.fill")
        #expect(shape?.frame.size == CGSize(width: 24, height: 32))
        #expect(shape?.cells == CellRect(column: 4, row: 1, width: 3, height: 2))
    }

    @Test("position(_:) puts a view's center at that point of the space its parent offers")
    func positionPlacesTheCenter() {
        let drawn = lines(
            of: Rectangle().fill().frame(width: 16, height: 16).position(CGPoint(x: 24, y: 24)),
            columns: 8, rows: 3)
        #expect(drawn == ["", "  ██", ""])
    }

    @Test("aspectRatio(2/3, contentMode: .fit) keeps the largest 2:3 size that fits")
    func aspectRatioFits() {
        let tree = host(
            Rectangle().fill().aspectRatio(2 / 3, contentMode: .fit), columns: 20, rows: 3
        ).tree
        #expect(tree.first("Rectangle.fill")?.frame.size == CGSize(width: 32, height: 48))
    }

    @Test("opacity(0) keeps a view's place but draws nothing")
    func opacityZeroHides() {
        let drawing = host(
            HStack {
                Text("a").opacity(0)
                Text("b")
            }, columns: 3, rows: 1)
        #expect(drawing.screen.lines == ["  b"])
        #expect(drawing.tree.first("Text")?.cells.column == 0)
    }
}

extension FrameAndPositionTests {
    @Test("a frame of infinite width is drawn, cut to the screen, instead of stopping the program")
    func infiniteFrame() {
        let drawing = host(
            Rectangle().fill().frame(width: .infinity, height: 16).position(x: 0, y: 8),
            columns: 3, rows: 1)
        #expect(drawing.screen.lines.count == 1)
    }
}
