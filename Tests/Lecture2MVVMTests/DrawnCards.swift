import SwiftUIStandIn

@testable import Lecture2MVVM

/// How the tests read a drawn screen: the cards' views in the tree, and what each shows.
@MainActor
enum DrawnCards {
    /// The views `ForEach` made, one per card, in drawing order.
    static func views(in drawing: ViewHost<some View>) -> [DrawnView] {
        drawing.tree.identified
    }

    /// What each card of `drawing` shows, in the cells it covers, row by row.
    static func pictures(_ drawing: ViewHost<some View>) -> [[String]] {
        let screen = drawing.screen
        return views(in: drawing).map { screen.text(in: $0.cells) }
    }

    /// Whether `picture` is filled in every cell, as a face-down card is.
    static func isFilled(_ picture: [String]) -> Bool {
        !picture.isEmpty && picture.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0 == "█" } }
    }

    /// Whether `picture` is a rounded frame with `content` inside, as a face-up card is.
    static func isFramed(_ picture: [String], with content: String) -> Bool {
        guard let top = picture.first, let bottom = picture.last, picture.count >= 3 else {
            return false
        }
        return top.hasPrefix("╭") && top.hasSuffix("╮") && bottom.hasPrefix("╰")
            && bottom.hasSuffix("╯")
            && picture.dropFirst().dropLast().allSatisfy { $0.hasPrefix("│") && $0.hasSuffix("│") }
            && picture.contains { $0.contains(content) }
    }

    /// Taps the middle of the cells `view` was drawn in, and says whether a tap gesture was there.
    @discardableResult
    static func tap(_ view: DrawnView, in drawing: ViewHost<some View>) -> Bool {
        drawing.tap(
            column: view.cells.column + view.cells.width / 2,
            row: view.cells.row + view.cells.height / 2)
    }
}
