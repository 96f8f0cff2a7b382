import Foundation

/// Mistakes inside a result-builder block as a student types them into a card, a screen or a
/// Grid, each with the compiler's real output for it (Swift 6.3.1, Linux, against
/// `SwiftUIStandIn` beside a small `MemoryGame` and `EmojiMemoryGame`: `swiftc -emit-sil`, whose
/// words `swift build` prints too). `ROOT` stands for the workbook; each source is the file the
/// output names, `Sources/StageA/<name>.swift`, with its region started as `a-greet`.
enum BuilderBlockCases {
    /// One mistake: the file as typed, and what the compiler printed for it.
    struct Case: Sendable {
        /// The file's name in `Sources/StageA/`.
        var name: String
        /// The file as the student left it.
        var source: String
        /// The compiler's output, `ROOT` for the workbook.
        var output: String

        /// The file's path in the workbook.
        var path: String { "Sources/StageA/\(name).swift" }
    }

    /// `print(…)` among the card's views.
    static let statement = Case(
        name: "Statement",
        source: #"""
            import SwiftUIStandIn

            struct CardView: View {
                var card: MemoryGame<String>.Card
                var body: some View {
                    // BEGIN EXERCISE a-greet
                    ZStack {
                        if card.isFaceUp {
                            RoundedRectangle(cornerRadius: 10.0).fill(Color.white)
                            RoundedRectangle(cornerRadius: 10.0).stroke(lineWidth: 3.0)
                            print("face up: \(card.content)")
                            Text(card.content)
                        } else {
                            RoundedRectangle(cornerRadius: 10.0).fill()
                        }
                    }
                    // END EXERCISE a-greet
                }
            }
            """#,
        output: #"""
            ROOT/Sources/StageA/Statement.swift:11:17: error: type '()' cannot conform to 'View' [#ProtocolTypeNonConformance]
             9 |                 RoundedRectangle(cornerRadius: 10.0).fill(Color.white)
            10 |                 RoundedRectangle(cornerRadius: 10.0).stroke(lineWidth: 3.0)
            11 |                 print("face up: \(card.content)")
               |                 |- error: type '()' cannot conform to 'View' [#ProtocolTypeNonConformance]
               |                 `- note: only concrete types such as structs, enums and classes can conform to protocols
            12 |                 Text(card.content)
            13 |             } else {

            ROOT/Sources/SwiftUIStandIn/View/ViewBuilder.swift:28:24: note: required by static method 'buildPartialBlock(accumulated:next:)' where 'Next' = '()'
            26 | 
            27 |     /// The views so far, followed by the next one.
            28 |     public static func buildPartialBlock<Accumulated: View, Next: View>(
               |                        `- note: required by static method 'buildPartialBlock(accumulated:next:)' where 'Next' = '()'
            29 |         accumulated: Accumulated, next: Next
            30 |     ) -> ViewPair<Accumulated, Next> {

            [#ProtocolTypeNonConformance]: <https://docs.swift.org/compiler/documentation/diagnostics/protocol-type-non-conformance>
            """#)

    /// The intent called among the screen's views.
    static let intentCall = Case(
        name: "IntentCall",
        source: #"""
            import SwiftUIStandIn

            struct ContentView: View {
                var viewModel: EmojiMemoryGame
                var body: some View {
                    // BEGIN EXERCISE a-greet
                    HStack {
                        ForEach(viewModel.cards) { card in
                            CardView(card: card)
                        }
                        viewModel.choose(card: viewModel.cards[0])
                    }
                    // END EXERCISE a-greet
                }
            }

            struct CardView: View {
                var card: MemoryGame<String>.Card
                var body: some View {
                    Text(card.content)
                }
            }
            """#,
        output: #"""
            ROOT/Sources/StageA/IntentCall.swift:11:13: error: type '()' cannot conform to 'View' [#ProtocolTypeNonConformance]
             9 |                 CardView(card: card)
            10 |             }
            11 |             viewModel.choose(card: viewModel.cards[0])
               |             |- error: type '()' cannot conform to 'View' [#ProtocolTypeNonConformance]
               |             `- note: only concrete types such as structs, enums and classes can conform to protocols
            12 |         }
            13 |         // END EXERCISE a-greet

            ROOT/Sources/SwiftUIStandIn/View/ViewBuilder.swift:28:24: note: required by static method 'buildPartialBlock(accumulated:next:)' where 'Next' = '()'
            26 | 
            27 |     /// The views so far, followed by the next one.
            28 |     public static func buildPartialBlock<Accumulated: View, Next: View>(
               |                        `- note: required by static method 'buildPartialBlock(accumulated:next:)' where 'Next' = '()'
            29 |         accumulated: Accumulated, next: Next
            30 |     ) -> ViewPair<Accumulated, Next> {

            [#ProtocolTypeNonConformance]: <https://docs.swift.org/compiler/documentation/diagnostics/protocol-type-non-conformance>
            """#)

    /// A `for` loop where `ForEach` repeats a view.
    static let loop = Case(
        name: "Loop",
        source: #"""
            import SwiftUIStandIn

            struct ContentView: View {
                var viewModel: EmojiMemoryGame
                var body: some View {
                    // BEGIN EXERCISE a-greet
                    HStack {
                        for card in viewModel.cards {
                            CardView(card: card)
                        }
                    }
                    .padding()
                    // END EXERCISE a-greet
                }
            }

            struct CardView: View {
                var card: MemoryGame<String>.Card
                var body: some View {
                    Text(card.content)
                }
            }
            """#,
        output: #"""
            ROOT/Sources/StageA/Loop.swift:8:13: error: closure containing control flow statement cannot be used with result builder 'ViewBuilder'
             6 |         // BEGIN EXERCISE a-greet
             7 |         HStack {
             8 |             for card in viewModel.cards {
               |             `- error: closure containing control flow statement cannot be used with result builder 'ViewBuilder'
             9 |                 CardView(card: card)
            10 |             }

            ROOT/Sources/SwiftUIStandIn/View/ViewBuilder.swift:16:13: note: enum 'ViewBuilder' declared here
            14 | @MainActor
            15 | @resultBuilder
            16 | public enum ViewBuilder {
               |             `- note: enum 'ViewBuilder' declared here
            17 |     /// An empty block draws nothing.
            18 |     public static func buildBlock() -> EmptyView {
            """#)

    /// `break` in a `switch`'s case that draws nothing.
    static let switchBreak = Case(
        name: "SwitchBreak",
        source: #"""
            import SwiftUIStandIn

            struct CardView: View {
                var card: MemoryGame<String>.Card
                var body: some View {
                    // BEGIN EXERCISE a-greet
                    ZStack {
                        switch card.isFaceUp {
                        case true:
                            Text(card.content)
                        default:
                            break
                        }
                    }
                    // END EXERCISE a-greet
                }
            }
            """#,
        output: #"""
            ROOT/Sources/StageA/SwitchBreak.swift:12:17: error: closure containing control flow statement cannot be used with result builder 'ViewBuilder'
            10 |                 Text(card.content)
            11 |             default:
            12 |                 break
               |                 `- error: closure containing control flow statement cannot be used with result builder 'ViewBuilder'
            13 |             }
            14 |         }

            ROOT/Sources/SwiftUIStandIn/View/ViewBuilder.swift:16:13: note: enum 'ViewBuilder' declared here
            14 | @MainActor
            15 | @resultBuilder
            16 | public enum ViewBuilder {
               |             `- note: enum 'ViewBuilder' declared here
            17 |     /// An empty block draws nothing.
            18 |     public static func buildBlock() -> EmptyView {
            """#)

    /// `guard … else { return }` in the card's block.
    static let guardReturn = Case(
        name: "Guard",
        source: #"""
            import SwiftUIStandIn

            struct CardView: View {
                var card: MemoryGame<String>.Card
                var body: some View {
                    // BEGIN EXERCISE a-greet
                    ZStack {
                        guard !card.isMatched else { return }
                        RoundedRectangle(cornerRadius: 10.0).stroke(lineWidth: 3.0)
                        Text(card.content)
                    }
                    // END EXERCISE a-greet
                }
            }
            """#,
        output: #"""
            ROOT/Sources/StageA/Guard.swift:7:9: error: generic parameter 'Content' could not be inferred
             5 |     var body: some View {
             6 |         // BEGIN EXERCISE a-greet
             7 |         ZStack {
               |         |- error: generic parameter 'Content' could not be inferred
               |         `- note: explicitly specify the generic arguments to fix this issue
             8 |             guard !card.isMatched else { return }
             9 |             RoundedRectangle(cornerRadius: 10.0).stroke(lineWidth: 3.0)

            ROOT/Sources/StageA/Guard.swift:8:42: error: cannot use explicit 'return' statement in the body of result builder 'ViewBuilder'
             6 |         // BEGIN EXERCISE a-greet
             7 |         ZStack {
             8 |             guard !card.isMatched else { return }
               |                                          |- error: cannot use explicit 'return' statement in the body of result builder 'ViewBuilder'
               |                                          `- note: remove 'return' statements to apply the result builder
             9 |             RoundedRectangle(cornerRadius: 10.0).stroke(lineWidth: 3.0)
            10 |             Text(card.content)
            """#)

    /// `return` before the last view of a branch.
    static let returnInBlock = Case(
        name: "ReturnInBlock",
        source: #"""
            import SwiftUIStandIn

            struct CardView: View {
                var card: MemoryGame<String>.Card
                var body: some View {
                    // BEGIN EXERCISE a-greet
                    ZStack {
                        if card.isFaceUp {
                            RoundedRectangle(cornerRadius: 10.0).stroke(lineWidth: 3.0)
                            return Text(card.content)
                        } else {
                            RoundedRectangle(cornerRadius: 10.0).fill()
                        }
                    }
                    // END EXERCISE a-greet
                }
            }
            """#,
        output: #"""
            ROOT/Sources/StageA/ReturnInBlock.swift:9:54: warning: result of call to 'stroke(lineWidth:)' is unused [#no-usage]
             7 |         ZStack {
             8 |             if card.isFaceUp {
             9 |                 RoundedRectangle(cornerRadius: 10.0).stroke(lineWidth: 3.0)
               |                                                      `- warning: result of call to 'stroke(lineWidth:)' is unused [#no-usage]
            10 |                 return Text(card.content)
            11 |             } else {

            ROOT/Sources/StageA/ReturnInBlock.swift:12:54: warning: result of call to 'fill()' is unused [#no-usage]
            10 |                 return Text(card.content)
            11 |             } else {
            12 |                 RoundedRectangle(cornerRadius: 10.0).fill()
               |                                                      `- warning: result of call to 'fill()' is unused [#no-usage]
            13 |             }
            14 |         }

            ROOT/Sources/StageA/ReturnInBlock.swift:14:9: error: missing return in closure expected to return 'Text'
            12 |                 RoundedRectangle(cornerRadius: 10.0).fill()
            13 |             }
            14 |         }
               |         `- error: missing return in closure expected to return 'Text'
            15 |         // END EXERCISE a-greet
            16 |     }
            """#)

    /// `card.content`, a `String`, where a view is needed.
    static let notAView = Case(
        name: "NotAView",
        source: #"""
            import SwiftUIStandIn

            struct CardView: View {
                var card: MemoryGame<String>.Card
                var body: some View {
                    // BEGIN EXERCISE a-greet
                    ZStack {
                        RoundedRectangle(cornerRadius: 10.0).stroke(lineWidth: 3.0)
                        card.content
                    }
                    // END EXERCISE a-greet
                }
            }
            """#,
        output: #"""
            ROOT/Sources/StageA/NotAView.swift:9:13: error: static method 'buildPartialBlock(accumulated:next:)' requires that 'String' conform to 'View'
             7 |         ZStack {
             8 |             RoundedRectangle(cornerRadius: 10.0).stroke(lineWidth: 3.0)
             9 |             card.content
               |             `- error: static method 'buildPartialBlock(accumulated:next:)' requires that 'String' conform to 'View'
            10 |         }
            11 |         // END EXERCISE a-greet

            ROOT/Sources/SwiftUIStandIn/View/ViewBuilder.swift:28:24: note: where 'Next' = 'String'
            26 | 
            27 |     /// The views so far, followed by the next one.
            28 |     public static func buildPartialBlock<Accumulated: View, Next: View>(
               |                        `- note: where 'Next' = 'String'
            29 |         accumulated: Accumulated, next: Next
            30 |     ) -> ViewPair<Accumulated, Next> {
            """#)

    /// `ForEach`'s closure ending in the intent's call (the 2021 screen).
    static let forEachStatement = Case(
        name: "ForEachStatement",
        source: #"""
            import SwiftUIStandIn

            struct ContentView: View {
                var viewModel: EmojiMemoryGame
                var body: some View {
                    // BEGIN EXERCISE a-greet
                    ScrollView {
                        LazyVGrid(columns: [GridItem(.adaptive(minimum: 65))]) {
                            ForEach(viewModel.cards) { card in
                                CardView(card: card)
                                    .aspectRatio(2/3, contentMode: .fit)
                                viewModel.choose(card: card)
                            }
                        }
                        .foregroundColor(.orange)
                    }
                    // END EXERCISE a-greet
                }
            }

            struct CardView: View {
                var card: MemoryGame<String>.Card
                var body: some View {
                    Text(card.content)
                }
            }
            """#,
        output: #"""
            ROOT/Sources/StageA/ForEachStatement.swift:9:35: error: cannot convert value of type '[MemoryGame<String>.Card]' to expected argument type 'Range<Int>'
             7 |         ScrollView {
             8 |             LazyVGrid(columns: [GridItem(.adaptive(minimum: 65))]) {
             9 |                 ForEach(viewModel.cards) { card in
               |                                   `- error: cannot convert value of type '[MemoryGame<String>.Card]' to expected argument type 'Range<Int>'
            10 |                     CardView(card: card)
            11 |                         .aspectRatio(2/3, contentMode: .fit)

            ROOT/Sources/StageA/ForEachStatement.swift:10:36: error: cannot convert value of type 'Int' to expected argument type 'MemoryGame<String>.Card'
             8 |             LazyVGrid(columns: [GridItem(.adaptive(minimum: 65))]) {
             9 |                 ForEach(viewModel.cards) { card in
            10 |                     CardView(card: card)
               |                                    `- error: cannot convert value of type 'Int' to expected argument type 'MemoryGame<String>.Card'
            11 |                         .aspectRatio(2/3, contentMode: .fit)
            12 |                     viewModel.choose(card: card)
            """#)

    /// The Grid's `body(for:in:)` of several lines without `return`.
    static let gridWithoutReturn = Case(
        name: "GridWithoutReturn",
        source: #"""
            import SwiftUIStandIn

            struct Grid<Item: Identifiable, ItemView: View>: View {
                var items: [Item]
                var viewForItem: (Item) -> ItemView

                var body: some View {
                    GeometryReader { geometry in
                        ForEach(items) { item in
                            body(for: item, in: geometry.size)
                        }
                    }
                }

                // BEGIN EXERCISE a-greet
                func body(for item: Item, in size: CGSize) -> some View {
                    let index = items.firstIndex { $0.id == item.id } ?? 0
                    viewForItem(item)
                        .frame(width: size.width / 2, height: size.height / 2)
                        .position(CGPoint(x: CGFloat(index) * 10, y: 10))
                }
                // END EXERCISE a-greet
            }
            """#,
        output: #"""
            ROOT/Sources/StageA/GridWithoutReturn.swift:20:14: warning: result of call to 'position' is unused [#no-usage]
            18 |         viewForItem(item)
            19 |             .frame(width: size.width / 2, height: size.height / 2)
            20 |             .position(CGPoint(x: CGFloat(index) * 10, y: 10))
               |              `- warning: result of call to 'position' is unused [#no-usage]
            21 |     }
            22 |     // END EXERCISE a-greet

            ROOT/Sources/StageA/GridWithoutReturn.swift:16:10: error: function declares an opaque return type, but has no return statements in its body from which to infer an underlying type [#OpaqueTypeInference]
            14 | 
            15 |     // BEGIN EXERCISE a-greet
            16 |     func body(for item: Item, in size: CGSize) -> some View {
               |          `- error: function declares an opaque return type, but has no return statements in its body from which to infer an underlying type [#OpaqueTypeInference]
            17 |         let index = items.firstIndex { $0.id == item.id } ?? 0
            18 |         viewForItem(item)

            [#OpaqueTypeInference]: <https://docs.swift.org/compiler/documentation/diagnostics/opaque-type-inference>
            """#)

    /// `.stroke` after `.padding()`.
    static let strokeAfterPadding = Case(
        name: "ShapeModifier",
        source: #"""
            import SwiftUIStandIn

            struct CardView: View {
                var card: MemoryGame<String>.Card
                var body: some View {
                    // BEGIN EXERCISE a-greet
                    ZStack {
                        if card.isFaceUp {
                            RoundedRectangle(cornerRadius: 10.0).fill(Color.white)
                            RoundedRectangle(cornerRadius: 10.0).padding().stroke(lineWidth: 3.0)
                            Text(card.content).fill(Color.orange)
                        } else {
                            RoundedRectangle(cornerRadius: 10.0).fill()
                        }
                    }
                    // END EXERCISE a-greet
                }
            }
            """#,
        output: #"""
            ROOT/Sources/StageA/ShapeModifier.swift:10:64: error: value of type 'ModifiedContent<RoundedRectangle, PaddingModifier>' has no member 'stroke'
             8 |             if card.isFaceUp {
             9 |                 RoundedRectangle(cornerRadius: 10.0).fill(Color.white)
            10 |                 RoundedRectangle(cornerRadius: 10.0).padding().stroke(lineWidth: 3.0)
               |                                                                `- error: value of type 'ModifiedContent<RoundedRectangle, PaddingModifier>' has no member 'stroke'
            11 |                 Text(card.content).fill(Color.orange)
            12 |             } else {
            """#)

    /// `.fill` on `Text`.
    static let fillOnText = Case(
        name: "FillOnText",
        source: #"""
            import SwiftUIStandIn

            struct CardView: View {
                var card: MemoryGame<String>.Card
                var body: some View {
                    // BEGIN EXERCISE a-greet
                    ZStack {
                        RoundedRectangle(cornerRadius: 10.0).stroke(lineWidth: 3.0)
                        Text(card.content).fill(Color.orange)
                    }
                    // END EXERCISE a-greet
                }
            }
            """#,
        output: #"""
            ROOT/Sources/StageA/FillOnText.swift:9:32: error: value of type 'Text' has no member 'fill'
             7 |         ZStack {
             8 |             RoundedRectangle(cornerRadius: 10.0).stroke(lineWidth: 3.0)
             9 |             Text(card.content).fill(Color.orange)
               |                                `- error: value of type 'Text' has no member 'fill'
            10 |         }
            11 |         // END EXERCISE a-greet
            """#)

    /// `? :` choosing between a `Text` and a filled shape.
    static let ternary = Case(
        name: "Ternary",
        source: #"""
            import SwiftUIStandIn

            struct CardView: View {
                var card: MemoryGame<String>.Card
                var body: some View {
                    // BEGIN EXERCISE a-greet
                    ZStack {
                        card.isFaceUp ? Text(card.content) : RoundedRectangle(cornerRadius: 10.0).fill()
                    }
                    // END EXERCISE a-greet
                }
            }
            """#,
        output: #"""
            ROOT/Sources/StageA/Ternary.swift:8:29: error: result values in '? :' expression have mismatching types 'Text' and 'ShapeView<RoundedRectangle>'
             6 |         // BEGIN EXERCISE a-greet
             7 |         ZStack {
             8 |             card.isFaceUp ? Text(card.content) : RoundedRectangle(cornerRadius: 10.0).fill()
               |                             `- error: result values in '? :' expression have mismatching types 'Text' and 'ShapeView<RoundedRectangle>'
             9 |         }
            10 |         // END EXERCISE a-greet
            """#)

    /// `if`/`else` between views in a function that is no block of views.
    static let functionIfElse = Case(
        name: "FunctionIfElse",
        source: #"""
            import SwiftUIStandIn

            struct CardView: View {
                var card: MemoryGame<String>.Card
                var body: some View {
                    face(of: card)
                }

                // BEGIN EXERCISE a-greet
                func face(of card: MemoryGame<String>.Card) -> some View {
                    if card.isFaceUp {
                        Text(card.content)
                    } else {
                        RoundedRectangle(cornerRadius: 10.0).fill()
                    }
                }
                // END EXERCISE a-greet
            }
            """#,
        output: #"""
            ROOT/Sources/StageA/FunctionIfElse.swift:12:13: error: branches have mismatching types 'Text' and 'ShapeView<RoundedRectangle>'
            10 |     func face(of card: MemoryGame<String>.Card) -> some View {
            11 |         if card.isFaceUp {
            12 |             Text(card.content)
               |             `- error: branches have mismatching types 'Text' and 'ShapeView<RoundedRectangle>'
            13 |         } else {
            14 |             RoundedRectangle(cornerRadius: 10.0).fill()
            """#)

    /// Errors inside a block that are not the block's: a misspelt member, an assignment to `self`.
    static let notBuilder = Case(
        name: "NotBuilderErrors",
        source: #"""
            import SwiftUIStandIn

            struct CardView: View {
                var card: MemoryGame<String>.Card
                var body: some View {
                    // BEGIN EXERCISE a-greet
                    ZStack {
                        if card.isFaceUp {
                            RoundedRectangle(cornerRadius: 10.0).stroke(lineWidth: 3.0)
                            Text(card.contnt)
                            Text(card.id).font(.titel)
                        } else {
                            RoundedRectangle().fill()
                        }
                    }
                    .onTapGesture { card.isFaceUp = true }
                    // END EXERCISE a-greet
                }
            }
            """#,
        output: #"""
            ROOT/Sources/StageA/NotBuilderErrors.swift:10:27: error: value of type 'MemoryGame<String>.Card' has no member 'contnt'
             8 |             if card.isFaceUp {
             9 |                 RoundedRectangle(cornerRadius: 10.0).stroke(lineWidth: 3.0)
            10 |                 Text(card.contnt)
               |                           `- error: value of type 'MemoryGame<String>.Card' has no member 'contnt'
            11 |                 Text(card.id).font(.titel)
            12 |             } else {

            ROOT/Sources/StageA/NotBuilderErrors.swift:16:30: error: cannot assign to property: 'self' is immutable
            14 |             }
            15 |         }
            16 |         .onTapGesture { card.isFaceUp = true }
               |                              `- error: cannot assign to property: 'self' is immutable
            17 |         // END EXERCISE a-greet
            18 |     }
            """#)

}
