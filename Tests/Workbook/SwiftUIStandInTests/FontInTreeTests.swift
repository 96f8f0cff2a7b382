import SwiftUIStandIn
import Testing

/// A font chosen with `font(_:)` is kept in the drawn tree, on that modifier's view, so a test can
/// read which font a view chose for the size it was given; a terminal draws every font alike.
@MainActor
@Suite struct FontInTreeTests {
    @Test("font(_:) is read back from the drawn tree, the innermost on its own view")
    func fontIsInTheTree() {
        let drawn = host(
            VStack {
                Text("a").font(.title)
                Text("b")
            }
            .font(Font.system(size: 12)), columns: 4, rows: 2
        ).tree
        #expect(drawn.all("font").map(\.font) == [Font.system(size: 12), Font.title])
        #expect(drawn.all("Text").allSatisfy { $0.font == nil })
    }

    @Test("a font worked out from a GeometryReader's size follows the size it is given")
    func fontFromTheSize() {
        let card = GeometryReader { geometry in
            Text("👻").font(Font.system(size: min(geometry.size.width, geometry.size.height) / 2))
        }
        #expect(host(card, columns: 10, rows: 6).tree.first("font")?.font == .system(size: 40))
        #expect(host(card, columns: 4, rows: 6).tree.first("font")?.font == .system(size: 16))
    }

    @Test("a font still draws its text as before: one cell per column")
    func drawingIsUnchanged() {
        #expect(lines(of: Text("ab").font(.largeTitle), columns: 4, rows: 1) == [" ab"])
    }
}
