import SwiftUIStandIn
import Testing

@MainActor
@Suite struct ShapeDrawingTests {
    @Test("stroke(lineWidth:) draws a rounded rectangle's outline with round corners")
    func strokeDrawsTheOutline() {
        let drawn = lines(
            of: RoundedRectangle(cornerRadius: 10).stroke(lineWidth: 3), columns: 4, rows: 3)
        #expect(drawn == ["╭──╮", "│  │", "╰──╯"])
    }

    @Test("strokeBorder(lineWidth:) on a Rectangle draws square corners")
    func strokeBorderOfARectangle() {
        let drawn = lines(of: Rectangle().strokeBorder(lineWidth: 1), columns: 3, rows: 2)
        #expect(drawn == ["┌─┐", "└─┘"])
    }

    @Test("fill() paints every cell in the foreground colour")
    func fillPaintsEveryCell() {
        let screen = host(
            RoundedRectangle(cornerRadius: 10).fill().foregroundColor(.orange), columns: 3, rows: 2
        ).screen
        #expect(screen.lines == ["███", "███"])
        #expect(screen.color(column: 2, row: 1) == .orange)
    }

    @Test("a shape on its own is filled, as in SwiftUI")
    func aShapeAloneIsFilled() {
        #expect(lines(of: RoundedRectangle(cornerRadius: 10), columns: 2, rows: 1) == ["██"])
    }

    @Test("fill(Color.white) leaves blank paper, on which a stroke and an emoji are drawn")
    func faceUpCard() {
        let screen = host(
            ZStack {
                RoundedRectangle(cornerRadius: 10.0).fill(Color.white)
                RoundedRectangle(cornerRadius: 10.0).stroke(lineWidth: 3.0)
                Text("👻")
            }.foregroundColor(Color.orange), columns: 6, rows: 3
        ).screen
        #expect(screen.lines == ["╭────╮", "│ 👻 │", "╰────╯"])
        #expect(screen.color(column: 0, row: 0) == .orange)
        #expect(screen.color(column: 1, row: 1) == .white)
    }

    @Test("the innermost foregroundColor wins")
    func innermostColourWins() {
        let screen = host(
            Rectangle().fill().foregroundColor(.white).foregroundColor(.yellow), columns: 2, rows: 1
        ).screen
        #expect(screen.lines == [""])
        #expect(screen.color(column: 0, row: 0) == .white)
    }

    @Test(
        "text is measured as a terminal draws it: an emoji or a Hangul syllable takes two columns")
    func wideCharacters() {
        let tree = host(
            VStack(spacing: 0) {
                Text("👻🍪")
                Text("카드")
                Text("card")
            }, columns: 8, rows: 3
        ).tree
        #expect(tree.all("Text").map(\.cells.width) == [4, 4, 4])
    }
}

extension ShapeDrawingTests {
    @Test("drawing over half of an emoji rubs out all of it, as a terminal does")
    func halfAnEmojiIsRubbedOut() {
        let drawn = lines(
            of: ZStack {
                Text("👻")
                Text("a")
            }, columns: 2, rows: 1)
        #expect(drawn == [" a"])
    }
}
