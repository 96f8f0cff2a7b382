import Foundation
import SwiftUIStandIn
import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// `l4-card-size`: a card learns the space it is given from its own `GeometryReader`, and its
/// emoji's font follows that size.
@MainActor
@Suite("l4-card-size: Size the card with its own GeometryReader")
struct CardSizeTests {
    /// A space to draw a card in, in columns and rows of 8 by 16 points.
    struct Space: CustomTestStringConvertible, Sendable {
        var columns: Int
        var rows: Int

        /// The space in points.
        var size: CGSize {
            CGSize(width: columns * 8, height: rows * 16)
        }

        /// The lecture's font: three quarters of the card's shorter side.
        var font: Font {
            Font.system(size: min(size.width, size.height) * 0.75)
        }

        var testDescription: String { "\(columns) by \(rows)" }
    }

    /// A tall card, a larger one, and a wide one.
    nonisolated static let spaces = [
        Space(columns: 10, rows: 6), Space(columns: 20, rows: 12), Space(columns: 24, rows: 3),
    ]

    /// A face-up ghost, as the screen would show it.
    private let card = MemoryGame<String>.Card(isFaceUp: true, content: "👻", id: 0)

    /// The name of the font the card drawn in `space` chose, or `none`.
    private func fontName(in space: Space) -> String {
        let host = ViewHost(CardView(card: card), columns: space.columns, rows: space.rows)
        return host.tree.all("font").first?.font?.name ?? "none"
    }

    @Test("the emoji's font is three quarters of the card's shorter side", arguments: spaces)
    func fontFollowsTheSize(space: Space) {
        let name = fontName(in: space)
        let expected = space.font.name
        let longer = Font.system(size: max(space.size.width, space.size.height) * 0.75).name
        let why: Comment
        if name == "none" {
            why = advice(
                en: "The card sets no font: its text should get one worked out from its size.",
                ko: "카드가 글꼴을 정하지 않습니다: 텍스트에 크기로 계산한 글꼴을 주어야 합니다.",
                premise: .observed(contains: "none"))
        } else if name == Font.system(size: 0).name || name == Font.system(size: 0.75).name {
            why = advice(
                en:
                    "The card chose \(name), the font of a card of no size: work the font out from the size its `GeometryReader` reports, \(space.size).",
                ko:
                    "카드가 크기 없는 카드의 글꼴 \(name)을 골랐습니다: 글꼴은 `GeometryReader`가 알려 주는 크기 \(space.size)로 계산합니다.",
                premise: .observed(contains: name))
        } else if name == longer, longer != expected {
            why = advice(
                en:
                    "The font follows the card's longer side, \(longer): on a \(space.testDescription) card the emoji would not fit the shorter one.",
                ko:
                    "글꼴이 카드의 긴 변을 따릅니다(\(longer)): \(space.testDescription) 카드에서는 이모지가 짧은 변에 들어가지 않습니다.",
                premise: .observed(contains: longer))
        } else {
            why = advice(
                en:
                    "The font should be three quarters of the shorter side of the size the card is given, \(space.size): \(expected).",
                ko:
                    "글꼴은 카드가 받은 크기 \(space.size)의 짧은 변의 4분의 3인 \(expected)이어야 합니다.")
        }
        #expect(name == expected, why)
    }

    @Test("a bigger card gets a bigger emoji")
    func biggerCardBiggerFont() {
        let small = fontName(in: Self.spaces[0])
        let large = fontName(in: Self.spaces[1])
        #expect(
            small != large,
            advice(
                en:
                    "A card twice as large chose the same font, \(small): the card should read its size from its own `GeometryReader`.",
                ko:
                    "두 배 큰 카드가 같은 글꼴 \(small)을 골랐습니다: 카드는 자기 `GeometryReader`에서 크기를 읽어야 합니다.",
                premise: .observed(contains: small)))
    }
}
