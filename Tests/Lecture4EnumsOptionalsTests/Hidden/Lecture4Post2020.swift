// swift-format-ignore-file
// (the write-ups' code stays as they print it)
import SwiftUIStandIn

@testable import Lecture4EnumsOptionals

/// The 2020 Lecture 4 post's `Grid`, `GridLayout`, `firstIndex(matching:)` and screen body
/// ("SwiftUI Lecture 4 : Grid, Enum, Optionals", `seeds/lecture4-grid-enum-optionals.txt`), as
/// printed there but for `import SwiftUI`, compiled against this stage's `EmojiMemoryGame`,
/// `MemoryGame` and `CardView`. The enum keeps the post's `Grid`, `GridLayout` and screen apart
/// from the stage's; one name is renamed: the post's `firstIndex(matching:)`, which answers a bogus
/// `0` where the stage's answers `Int?`, is `postFirstIndex(matching:)` here, in its declaration
/// and its one call, since Swift cannot tell two methods apart by their result. The post prints the
/// screen's `body` alone, so the struct around it is a stand-in, with the `@ObservedObject` the
/// lecture gives it.
enum Lecture4Post2020 {
    /// The stand-in screen around the post's `body`.
    struct EmojiMemoryGameView: View {
        @ObservedObject var viewModel: EmojiMemoryGame

    var body: some View {
            Grid(items: viewModel.cards) { element in
                CardView(card: element).onTapGesture {
                    self.viewModel.choose(card: element)
                }.padding()
            }.foregroundColor(Color.orange)
        }
    }

    // 두개의 argument를 받는 Grid. 하나는 cards 배열이고, 다른 하나는 ForEach와 비슷한 기능을 해줄 함수.
    struct Grid<Item, ItemView>: View where Item: Identifiable, ItemView: View {
        var items: [Item]
        var viewForItem: (Item) -> ItemView
        
        init(items: [Item], viewForItem: @escaping (Item) -> ItemView) {
            self.items = items
            self.viewForItem = viewForItem
            }
        
        var body: some View {
            GeometryReader{ geometry in
                self.body(for: GridLayout(itemCount: self.items.count, in: geometry.size))
            }
        }
        
        
        func body(for layout: GridLayout) -> some View {
            ForEach(items) { item in
                self.body(for: item, in: layout)
            }
        }
        
        func body(for item: Item, in layout: GridLayout) -> some View{
            let index = items.postFirstIndex(matching: item)
            return viewForItem(item).frame(width: layout.itemSize.width, height: layout.itemSize.height)
                .position(layout.location(ofItemAt: index))
        }
    }

    struct GridLayout {
        var size: CGSize
        var rowCount: Int = 0
        var columnCount: Int = 0
        
        init(itemCount: Int, nearAspectRatio desiredAspectRatio: Double = 1, in size: CGSize) {
            self.size = size
            // if our size is zero width or height or the itemCount is not > 0
            // then we have no work to do (because our rowCount & columnCount will be zero)
            guard size.width != 0, size.height != 0, itemCount > 0 else { return }
            // find the bestLayout
            // i.e., one which results in cells whose aspectRatio
            // has the smallestVariance from desiredAspectRatio
            // not necessarily most optimal code to do this, but easy to follow (hopefully)
            var bestLayout: (rowCount: Int, columnCount: Int) = (1, itemCount)
            var smallestVariance: Double?
            let sizeAspectRatio = abs(Double(size.width/size.height))
            for rows in 1...itemCount {
                let columns = (itemCount / rows) + (itemCount % rows > 0 ? 1 : 0)
                if (rows - 1) * columns < itemCount {
                    let itemAspectRatio = sizeAspectRatio * (Double(rows)/Double(columns))
                    let variance = abs(itemAspectRatio - desiredAspectRatio)
                    if smallestVariance == nil || variance < smallestVariance! {
                        smallestVariance = variance
                        bestLayout = (rowCount: rows, columnCount: columns)
                    }
                }
            }
            rowCount = bestLayout.rowCount
            columnCount = bestLayout.columnCount
        }
        
        var itemSize: CGSize {
            if rowCount == 0 || columnCount == 0 {
                return CGSize.zero
            } else {
                return CGSize(
                    width: size.width / CGFloat(columnCount),
                    height: size.height / CGFloat(rowCount)
                )
            }
        }
        
        func location(ofItemAt index: Int) -> CGPoint {
            if rowCount == 0 || columnCount == 0 {
                return CGPoint.zero
            } else {
                return CGPoint(
                    x: (CGFloat(index % columnCount) + 0.5) * itemSize.width,
                    y: (CGFloat(index / columnCount) + 0.5) * itemSize.height
                )
            }
        }
    }
}

fileprivate extension Array where Element: Identifiable {
    func postFirstIndex(matching: Element) -> Int {
        for index in 0..<self.count {
            if self[index].id == matching.id {
                return index
            }
        }
        return 0 // TODO: bogus
    }
}
