import SwiftUIStandIn
import Testing

/// What `Lectures/SwiftUIStandIn.md` tells a student the stand-in does where it parts from
/// SwiftUI, checked on the code: a terminal's cell is the thinnest line and its letters have one
/// size, a tap is one tap, and a block may hold a `switch` and an `if let`.
@MainActor
@Suite struct NotesClaimsTests {
    @Test("stroke and strokeBorder draw the same cells at any width; the tree tells them apart")
    func strokeAndStrokeBorderDrawAlike() {
        let stroke = host(
            RoundedRectangle(cornerRadius: 10).stroke(lineWidth: 3), columns: 5, rows: 3)
        let border = host(
            RoundedRectangle(cornerRadius: 10).strokeBorder(lineWidth: 1), columns: 5, rows: 3)
        #expect(stroke.screen.lines == ["╭───╮", "│   │", "╰───╯"])
        #expect(border.screen == stroke.screen)
        #expect(stroke.tree.first("RoundedRectangle.stroke") != nil)
        #expect(border.tree.first("RoundedRectangle.strokeBorder") != nil)
    }

    @Test("a font changes nothing drawn: a terminal has one size of letters")
    func fontDrawsNothingDifferent() {
        let plain = host(Text("AB"), columns: 6, rows: 1)
        for font in [Font.largeTitle, .title, .caption, .system(size: 40)] {
            let styled = host(Text("AB").font(font), columns: 6, rows: 1)
            #expect(styled.screen == plain.screen, "\(font.name)")
            #expect(styled.tree.first("font") != nil, "the tree shows where \(font.name) is set")
        }
    }

    @Test("onTapGesture(count: 2) runs its action on one tap")
    func tapCountIsOneTap() {
        var taps = 0
        let drawing = host(
            Rectangle().fill().onTapGesture(count: 2) { taps += 1 }, columns: 2, rows: 1)
        #expect(drawing.tap(column: 0, row: 0))
        #expect(taps == 1)
    }

    /// A card drawn by a `switch` over its state, and its emoji by an `if let`.
    struct SwitchCard: View {
        enum Face { case up, down }
        var face: Face
        var emoji: String?

        var body: some View {
            switch face {
            case .up:
                if let emoji {
                    Text(emoji)
                }
            case .down:
                Rectangle().fill()
            }
        }
    }

    @Test("a block may hold a switch and an if let, each drawing the branch that ran")
    func switchAndIfLet() {
        #expect(lines(of: SwitchCard(face: .up, emoji: "A"), columns: 3, rows: 1) == [" A"])
        #expect(lines(of: SwitchCard(face: .up, emoji: nil), columns: 3, rows: 1) == [""])
        #expect(lines(of: SwitchCard(face: .down, emoji: "A"), columns: 3, rows: 1) == ["███"])
    }
}
