import SwiftUIStandIn
import Testing

@MainActor
@Suite struct ViewBuilderTests {
    struct Card: View {
        var isFaceUp: Bool
        var body: some View {
            ZStack {
                if isFaceUp {
                    RoundedRectangle(cornerRadius: 10.0).stroke(lineWidth: 3.0)
                    Text("A")
                } else {
                    RoundedRectangle(cornerRadius: 10.0).fill()
                }
            }
        }
    }

    struct Badge: View {
        var isShown: Bool
        var body: some View {
            HStack {
                Text("card")
                if isShown {
                    Text("new")
                }
            }
        }
    }

    struct Shared: View {
        var body: some View {
            VStack(spacing: 0) {
                let label = "same"
                Text(label)
                Text(label)
            }
        }
    }

    @Test("if/else draws the branch whose condition holds", arguments: [true, false])
    func ifElse(isFaceUp: Bool) {
        let drawn = lines(of: Card(isFaceUp: isFaceUp), columns: 3, rows: 3)
        #expect(drawn == (isFaceUp ? ["╭─╮", "│A│", "╰─╯"] : ["███", "███", "███"]))
    }

    @Test("if alone draws its view when the condition holds and nothing otherwise")
    func ifAlone() {
        #expect(lines(of: Badge(isShown: true), columns: 8, rows: 1) == ["card new"])
        #expect(lines(of: Badge(isShown: false), columns: 8, rows: 1) == ["  card"])
    }

    @Test("a let inside a block names a value the views after it use")
    func letInsideABlock() {
        #expect(lines(of: Shared(), columns: 4, rows: 2) == ["same", "same"])
    }

    @Test("a block may list more views than SwiftUI's ten")
    func longBlock() {
        let tree = host(
            HStack(spacing: 0) {
                Text("1")
                Text("2")
                Text("3")
                Text("4")
                Text("5")
                Text("6")
                Text("7")
                Text("8")
                Text("9")
                Text("0")
                Text("A")
                Text("B")
            }, columns: 12, rows: 1)
        #expect(tree.screen.lines == ["1234567890AB"])
    }

    @Test("an empty block draws nothing")
    func emptyBlock() {
        let tree = host(HStack {}, columns: 3, rows: 1).tree
        #expect(tree.first("HStack")?.children.isEmpty == true)
    }

    @Test("Group adds its views to the stack around it, and a modifier on it applies to each")
    func groupIsTransparent() {
        let tree = host(
            HStack {
                Group {
                    Text("a")
                    Text("b")
                }.padding(0)
            }, columns: 5, rows: 1
        ).tree
        #expect(tree.first("HStack")?.children.map(\.kind) == ["padding", "padding"])
    }
}

extension ViewBuilderTests {
    @Test("the drawn tree names the written views each node draws, outermost first")
    func treeNamesWrittenViews() {
        let tree = host(
            HStack {
                Card(isFaceUp: true)
                Badge(isShown: false)
            }, columns: 12, rows: 3
        ).tree
        #expect(tree.all(view: "Card").map(\.kind) == ["ZStack"])
        #expect(tree.all(view: "Badge").map(\.kind) == ["HStack"])
        #expect(tree.first("Text")?.views == [])
    }
}
