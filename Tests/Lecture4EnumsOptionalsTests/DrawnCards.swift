import Foundation
import SwiftUIStandIn

@testable import Lecture4EnumsOptionals

/// Reading cards off a drawn screen, for the tests of the screen, the card and the write-ups.
@MainActor
enum DrawnCards {
    /// The cards `host` drew: every view that draws a `CardView`, in drawing order.
    static func cardViews(of host: ViewHost<some View>) -> [DrawnView] {
        host.tree.all(view: "CardView")
    }

    /// What each card of `host` shows, row by row, in the cells it covers.
    static func pictures(_ host: ViewHost<some View>) -> [[String]] {
        let screen = host.screen
        return cardViews(of: host).map { screen.text(in: $0.cells) }
    }

    /// The picture of the card with `id`, which `ForEach` gave the view it made for that card.
    static func picture(ofCard id: Int, in host: ViewHost<some View>) -> [String] {
        let screen = host.screen
        guard
            let card = host.tree.identified.first(where: { $0.id == AnyHashable(id) })?
                .all(view: "CardView").first
        else { return [] }
        return screen.text(in: card.cells)
    }

    /// Whether `picture` is a card's back: every cell filled.
    static func isFilled(_ picture: [String]) -> Bool {
        !picture.isEmpty && picture.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0 == "█" } }
    }

    /// Whether `picture` is a face-up card: a rounded frame with `emoji` inside.
    static func isFramed(_ picture: [String], with emoji: String) -> Bool {
        guard let top = picture.first, let bottom = picture.last, picture.count >= 3 else {
            return false
        }
        return top.hasPrefix("╭") && top.hasSuffix("╮") && bottom.hasPrefix("╰")
            && bottom.hasSuffix("╯")
            && picture.dropFirst().dropLast().allSatisfy { $0.hasPrefix("│") }
            && picture.contains { $0.contains(emoji) }
    }

    /// Whether `picture` is blank: a card that is gone.
    static func isBlank(_ picture: [String]) -> Bool {
        picture.allSatisfy { $0.allSatisfy(\.isWhitespace) }
    }

    /// The middle cell of `view`, where a finger taps it.
    static func center(of view: DrawnView) -> (column: Int, row: Int) {
        (view.cells.column + view.cells.width / 2, view.cells.row + view.cells.height / 2)
    }
}
