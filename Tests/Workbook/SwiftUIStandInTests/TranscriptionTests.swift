import SwiftUIStandIn
import Testing

/// The write-ups' own view code, compiled as printed (`Transcriptions/`), drawn through the layer:
/// the game they describe must look as the lecture's does.
@MainActor
@Suite struct TranscriptionTests {
    /// The cards of `drawing`: each write-up's `CardView`.
    func cardViews(of drawing: ViewHost<some View>) -> [DrawnView] {
        drawing.tree.all(view: "CardView")
    }

    /// What each card of `drawing` shows, in the cells it covers.
    func pictures(_ drawing: ViewHost<some View>) -> [[String]] {
        let screen = drawing.screen
        return cardViews(of: drawing).map { screen.text(in: $0.cells) }
    }

    func isFilled(_ picture: [String]) -> Bool {
        !picture.isEmpty && picture.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0 == "█" } }
    }

    func isFramed(_ picture: [String], with emoji: String) -> Bool {
        guard let top = picture.first, let bottom = picture.last, picture.count >= 3 else {
            return false
        }
        return top.hasPrefix("╭") && top.hasSuffix("╮") && bottom.hasPrefix("╰")
            && bottom.hasSuffix("╯")
            && picture.dropFirst().dropLast().allSatisfy { $0.hasPrefix("│") }
            && picture.contains { $0.contains(emoji) }
    }

    @Test("the Lecture 2 post's screen draws its four cards in a row, face down, filled")
    func lecture2FaceDown() {
        let drawing = host(
            Lecture2Post.ContentView(viewModel: Lecture2Post.EmojiMemoryGame()), columns: 40,
            rows: 7)
        let cards = pictures(drawing)
        #expect(cards.count == 4)
        #expect(drawing.tree.identified.compactMap(\.id) == [0, 1, 2, 3] as [AnyHashable])
        #expect(cards.allSatisfy(isFilled), "\(drawing.screen)")
        #expect(Set(cardViews(of: drawing).map(\.cells.row)).count == 1, "in one row")
    }

    @Test(
        "a tapped card of the Lecture 2 post is framed with its emoji once the screen is drawn again"
    )
    func lecture2FaceUp() {
        let game = Lecture2Post.EmojiMemoryGame()
        let drawing = host(Lecture2Post.ContentView(viewModel: game), columns: 40, rows: 7)
        let first = cardViews(of: drawing)[0].cells
        #expect(drawing.tap(column: first.column + 1, row: first.row + 1))
        #expect(
            !drawing.needsRedraw, "the post's view model is not observed yet, as in the lecture")
        drawing.root = Lecture2Post.ContentView(viewModel: game)
        let cards = pictures(drawing)
        #expect(isFramed(cards[0], with: "👻"), "\(drawing.screen)")
        #expect(cards.dropFirst().allSatisfy(isFilled))
        #expect(drawing.screen.color(column: first.column, row: first.row) == .orange)
    }

    @Test("the 2021 post's grid draws its six cards face down, and a tap turns one up, framed")
    func lecture4GridTurnsACardUp() {
        let drawing = host(
            Lecture4Post2021.ContentView(viewModel: Lecture4Post2021.EmojiMemoryGame()),
            columns: 80,
            rows: 20)
        #expect(pictures(drawing).count == 6)
        #expect(pictures(drawing).allSatisfy(isFilled), "\(drawing.screen)")
        let third = cardViews(of: drawing)[2].cells
        #expect(drawing.tap(column: third.column + 1, row: third.row + 1))
        #expect(drawing.needsRedraw, "@Published announced the change to the @ObservedObject")
        let cards = pictures(drawing)
        #expect(isFramed(cards[2], with: "😃"), "\(drawing.screen)")
        #expect(cards.enumerated().filter { $0.offset != 2 }.allSatisfy { isFilled($0.element) })
    }

    @Test("a matched pair of the 2021 post's cards is gone, its place left empty")
    func lecture4MatchedCardsGo() {
        let drawing = host(
            Lecture4Post2021.ContentView(viewModel: Lecture4Post2021.EmojiMemoryGame()),
            columns: 80,
            rows: 20)
        for index in [0, 1] {
            let cells = cardViews(of: drawing)[index].cells
            drawing.tap(column: cells.column + 1, row: cells.row + 1)
        }
        let cards = pictures(drawing)
        let blank = { (picture: [String]) in picture.allSatisfy { $0.allSatisfy(\.isWhitespace) } }
        #expect(blank(cards[0]) && blank(cards[1]), "\(drawing.screen)")
        #expect(cards.dropFirst(2).allSatisfy(isFilled))
        let gone = cardViews(of: drawing)[0].cells
        #expect(
            !drawing.tap(column: gone.column + 1, row: gone.row + 1), "a matched card takes no tap")
    }

    @Test("the 2021 post's preview draws the same screen as the app")
    func previewDraws() {
        let preview = host(Lecture4Post2021.ContentView_Previews.previews, columns: 80, rows: 20)
        let app = host(
            Lecture4Post2021.ContentView(viewModel: Lecture4Post2021.EmojiMemoryGame()),
            columns: 80,
            rows: 20)
        #expect(preview.screen == app.screen)
        #expect(pictures(preview).count == 6)
    }
}

extension TranscriptionTests {
    @Test(
        "the 2020 Lecture 4 post's Grid places six cards in two rows of three, through GeometryReader, frame and position"
    )
    func lecture4GridPlacesCards() {
        let game = Lecture4Post2020.EmojiMemoryGame()
        let drawing = host(
            Lecture4Post2020.EmojiMemoryGameView(viewModel: game), columns: 40, rows: 12)
        let cells = cardViews(of: drawing).map(\.cells)
        #expect(cells.count == 6)
        #expect(
            Set(cells.map(\.row)).count == 2 && Set(cells.map(\.column)).count == 3,
            "\(drawing.screen)")
        #expect(pictures(drawing).allSatisfy(isFilled), "\(drawing.screen)")
        let fourth = cells[3]
        #expect(drawing.tap(column: fourth.column + 3, row: fourth.row + 2))
        #expect(isFramed(pictures(drawing)[3], with: "🎃"), "\(drawing.screen)")
    }
}

extension TranscriptionTests {
    @Test("the Lecture 2 post's first views draw four orange cards over 0..<4, face down")
    func lecture2FirstViews() {
        let drawing = host(Lecture2PostFirstViews.ContentView(), columns: 40, rows: 7)
        #expect(drawing.tree.identified.compactMap(\.id) == [0, 1, 2, 3] as [AnyHashable])
        #expect(pictures(drawing).count == 4)
        #expect(pictures(drawing).allSatisfy(isFilled), "\(drawing.screen)")
        let first = cardViews(of: drawing)[0].cells
        #expect(drawing.screen.color(column: first.column, row: first.row) == .orange)
        let faceUp = host(Lecture2PostFirstViews.CardView(isFaceUp: true), columns: 6, rows: 3)
        #expect(faceUp.screen.lines == ["╭────╮", "│ 👻 │", "╰────╯"])
    }
}
