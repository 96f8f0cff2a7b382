import WorkbookLanguage

/// The lecture's drawing of the table with every card's number written under it, so that a
/// player can pick a card by number, and where each card and number ended up.
///
/// A number goes into the blank line under its card when there is one (Lecture 4's grid leaves
/// space around its cards); otherwise a line of numbers is added under the row (the MVC and MVVM
/// drawings have rows right under each other).
struct NumberedTable {
    /// The drawing's lines with the numbers added.
    private(set) var lines: [String] = []
    /// Each card's line and column after the numbers were added, or `nil` when it is not drawn.
    private(set) var places: [(line: Int, column: Int)?] = []
    /// For each card, the characters that show it: the card itself and its number.
    private(set) var highlights: [[(line: Int, characters: Range<Int>)]] = []

    /// One card where the lecture drew it: its line, its columns and its characters.
    private struct DrawnCard {
        var line: Int
        var columns: Range<Int>
        var characters: Range<Int>
    }

    /// Numbers the cards of `drawing`, as `PlayableTable.render` returns it.
    init(_ drawing: (lines: [String], cards: [(line: Int, offset: Int, length: Int)?])) {
        let cards = drawing.cards.map { place in Self.locate(place, in: drawing.lines) }
        var columnLines = drawing.lines.map(ColumnLine.init)
        var addedBelow: [Int: ColumnLine] = [:]
        var numbers: [Int: (line: Int, isAdded: Bool, columns: Range<Int>)] = [:]
        let cardLines = Set(cards.compactMap { $0?.line })

        for line in cardLines.sorted() {
            let labels = Self.numbers(for: cards, on: line)
            let below = line + 1
            let fitsBelow =
                below < columnLines.count && !cardLines.contains(below)
                && labels.allSatisfy { columnLines[below].isBlank($0.columns) }
            var numberLine = fitsBelow ? columnLines[below] : ColumnLine("")
            for label in labels {
                numberLine.write(String(label.card + 1), at: label.columns.lowerBound)
                numbers[label.card] = (fitsBelow ? below : line, !fitsBelow, label.columns)
            }
            if fitsBelow {
                columnLines[below] = numberLine
            } else {
                addedBelow[line] = numberLine
            }
        }

        // Lay the lines out, remembering where each drawn line and each added line went.
        var newLine: [Int] = []
        var addedLine: [Int: Int] = [:]
        for (index, line) in columnLines.enumerated() {
            newLine.append(lines.count)
            lines.append(line.text)
            if let added = addedBelow[index] {
                addedLine[index] = lines.count
                lines.append(added.text)
            }
        }

        places = cards.map { card in card.map { (newLine[$0.line], $0.columns.lowerBound) } }
        highlights = cards.indices.map { index in
            var ranges: [(line: Int, characters: Range<Int>)] = []
            if let card = cards[index], !card.characters.isEmpty {
                ranges.append((newLine[card.line], card.characters))
            }
            if let number = numbers[index],
                let line = number.isAdded ? addedLine[number.line] : newLine[number.line]
            {
                let start = ColumnLine(lines[line]).characterOffset(
                    ofColumn: number.columns.lowerBound)
                ranges.append((line, start..<start + number.columns.count))
            }
            return ranges
        }
    }

    /// Where the card at `place` is, in columns as well as characters; `nil` if it is not drawn.
    private static func locate(
        _ place: (line: Int, offset: Int, length: Int)?, in lines: [String]
    ) -> DrawnCard? {
        guard let place, lines.indices.contains(place.line) else { return nil }
        let characters = Array(lines[place.line])
        let start = min(max(0, place.offset), characters.count)
        let end = start + min(max(0, place.length), characters.count - start)
        let firstColumn = TerminalColumns.of(String(characters[..<start]))
        let width = TerminalColumns.of(String(characters[start..<end]))
        return DrawnCard(
            line: place.line, columns: firstColumn..<firstColumn + width, characters: start..<end)
    }

    /// The numbers of the cards on `line`, each centred under its card; a number that would touch
    /// the one before it (cards drawn as nothing) is left out.
    private static func numbers(
        for cards: [DrawnCard?], on line: Int
    ) -> [(card: Int, columns: Range<Int>)] {
        let cardsOnLine = cards.indices.compactMap { index in
            cards[index].flatMap { $0.line == line ? (index, $0) : nil }
        }
        var numbers: [(card: Int, columns: Range<Int>)] = []
        for (index, card) in cardsOnLine.sorted(by: {
            $0.1.columns.lowerBound < $1.1.columns.lowerBound
        }) {
            let width = String(index + 1).count
            let start = card.columns.lowerBound + max(0, (card.columns.count - width) / 2)
            if let last = numbers.last, start <= last.columns.upperBound { continue }
            numbers.append((index, start..<start + width))
        }
        return numbers
    }
}
