/// Draws buttons as text, so a game can be read in test output, in the notes, or in a terminal.
///
/// It is a view-side helper like the buttons themselves: it reads only titles and colours, and
/// knows nothing about cards or games. It reads views, which live on the main actor, so it does too.
@MainActor
enum TextRenderer {

    /// Renders `buttons` as rows of `columns` cells, followed by the label's text if there is one.
    ///
    /// A cell shows the button's title in brackets, `[##]` for an untitled coloured button (a card
    /// back) and `[  ]` for a clear one (a matched card that has left the table). For example:
    ///
    ///     [🎃][##][  ][##]
    ///     [##][##][👻][##]
    ///     Flips: 5
    ///
    /// - Precondition: `columns` is positive.
    static func render(_ buttons: [UIButton], columns: Int, label: UILabel? = nil) -> String {
        precondition(
            columns > 0, "TextRenderer.render(columns: \(columns)): need at least 1 column")
        var lines = [String]()
        for rowStart in stride(from: 0, to: buttons.count, by: columns) {
            let row = buttons[rowStart..<min(rowStart + columns, buttons.count)]
            lines.append(row.map(cell).joined())
        }
        if let label {
            lines.append(label.text ?? "")
        }
        return lines.joined(separator: "\n")
    }

    /// One button as a bracketed cell.
    private static func cell(for button: UIButton) -> String {
        if let title = button.currentTitle, !title.isEmpty {
            return "[\(title)]"
        } else if button.backgroundColor == .clear {
            return "[  ]"
        } else {
            return "[##]"
        }
    }
}
