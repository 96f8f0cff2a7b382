import SwiftUIStandIn
import Testing

/// `Screen.text(in:)` reads any rectangle, even one partly or wholly off the screen, as a test
/// reads a card that a wrong layout put beyond the edge.
@MainActor
@Suite struct ScreenTextTests {
    @Test("a rectangle beyond the screen's right or left edge reads as empty rows, without a trap")
    func offScreen() {
        let screen = host(Text("ab"), columns: 4, rows: 1).screen
        #expect(screen.text(in: CellRect(column: 10, row: 0, width: 3, height: 1)) == [""])
        #expect(screen.text(in: CellRect(column: -5, row: 0, width: 2, height: 1)) == [""])
        #expect(screen.text(in: CellRect(column: 0, row: 3, width: 2, height: 2)) == ["", ""])
    }

    @Test("a rectangle partly off the screen reads the part on it")
    func partlyOffScreen() {
        let screen = host(Text("abcd"), columns: 4, rows: 1).screen
        #expect(screen.text(in: CellRect(column: 2, row: 0, width: 5, height: 1)) == ["cd"])
        #expect(screen.text(in: CellRect(column: -1, row: 0, width: 3, height: 1)) == ["ab"])
    }
}
