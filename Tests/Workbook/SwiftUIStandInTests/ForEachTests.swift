import SwiftUIStandIn
import Testing

@MainActor
@Suite struct ForEachTests {
    struct Card: Identifiable {
        let id: Int
        let content: String
    }

    @Test("ForEach over Identifiable elements gives each view its element's id")
    func identifiableElements() {
        let cards = [Card(id: 7, content: "A"), Card(id: 3, content: "B")]
        let tree = host(
            HStack {
                ForEach(cards) { card in
                    Text(card.content)
                }
            }, columns: 5, rows: 1
        ).tree
        #expect(tree.identified.compactMap(\.id) == [7, 3] as [AnyHashable])
        #expect(tree.all("Text").map(\.text) == ["A", "B"])
    }

    @Test("a view's identity follows its element, not its place, when the elements move")
    func identityFollowsTheElement() {
        let cards = [Card(id: 1, content: "A"), Card(id: 2, content: "B")]
        let tree = host(
            HStack {
                ForEach(cards.reversed()) { card in
                    Text(card.content).padding(0)
                }
            }, columns: 5, rows: 1
        ).tree
        let first = tree.identified.first
        #expect(first?.id == AnyHashable(2))
        #expect(first?.all("Text").first?.text == "B")
    }

    @Test("ForEach over 0..<n makes n views known by their numbers")
    func rangeOfNumbers() {
        let tree = host(
            HStack {
                ForEach(0..<4) { index in
                    Text("\(index)")
                }
            }, columns: 10, rows: 1
        ).tree
        #expect(tree.identified.compactMap(\.id) == [0, 1, 2, 3] as [AnyHashable])
    }

    @Test("ForEach(_:id:) knows each view by the key path it is given")
    func explicitIdentity() {
        let tree = host(
            VStack {
                ForEach(["x", "y"], id: \.self) { name in
                    Text(name)
                }
            }, columns: 1, rows: 3
        ).tree
        #expect(tree.identified.compactMap(\.id) == ["x", "y"] as [AnyHashable])
    }
}
