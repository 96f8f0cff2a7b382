import WorkbookLanguage

/// Shortens the values a failure message prints, so one failure fits on a screen.
///
/// Swift Testing prints every operand of a failed `#expect` in full: an array of 1,000 cards is one
/// line of 20,000 characters. Each list keeps its first few elements and says how many it hides.
enum ValueCap {
    /// How many elements of a list are kept.
    static let elements = 5
    /// How many characters of a line are kept after the lists are shortened.
    static let characters = 300

    /// `text` with every `[…]` list cut to its first `elements` elements ("… 994 more") and the
    /// whole cut to `characters` characters; what is left out is counted in `language`.
    static func capped(_ text: String, in language: Language = .en) -> String {
        let shortened = listsShortened(text, in: language)
        guard shortened.count > characters else { return shortened }
        return "\(shortened.prefix(characters))"
            + Messages.moreCharacters(shortened.count - characters)(language)
    }

    /// `text` with only its `[…]` lists cut, never a sentence: for the comments that teach, which
    /// are read whole but may quote a long value.
    static func listsShortened(_ text: String, in language: Language = .en) -> String {
        var reader = Reader(characters: Array(text), language: language)
        return reader.pieces(until: nil, splitsAtCommas: false).text.joined()
    }

    /// Reads a value's text once, left to right, keeping brackets and string literals balanced.
    private struct Reader {
        let characters: [Character]
        /// The language that counts the elements left out.
        let language: Language
        var index = 0

        /// The text up to `close` (consumed), split at top-level commas when `splitsAtCommas`;
        /// `closed` is false when the text ended first.
        mutating func pieces(until close: Character?, splitsAtCommas: Bool)
            -> (text: [String], closed: Bool)
        {
            var pieces = [""]
            while index < characters.count {
                let character = characters[index]
                index += 1
                if character == close { return (pieces, true) }
                switch character {
                case "," where splitsAtCommas:
                    pieces.append("")
                case "\"":
                    pieces[pieces.count - 1] += "\"" + stringLiteral()
                case "[":
                    pieces[pieces.count - 1] += "[" + list()
                case "(", "{":
                    let closer: Character = character == "(" ? ")" : "}"
                    let inner = self.pieces(until: closer, splitsAtCommas: false)
                    pieces[pieces.count - 1] +=
                        String(character) + inner.text.joined()
                        + (inner.closed ? String(closer) : "")
                default:
                    pieces[pieces.count - 1].append(character)
                }
            }
            return (pieces, close == nil)
        }

        /// The rest of a list after its `[`, with its `]` when it has one, cut to `elements`.
        mutating func list() -> String {
            let items = pieces(until: "]", splitsAtCommas: true)
            var text = items.text.prefix(elements).joined(separator: ",")
            if items.text.count > elements {
                text += Messages.moreElements(items.text.count - elements)(language)
            }
            return text + (items.closed ? "]" : "")
        }

        /// The rest of a string literal after its opening quote, with the closing quote.
        mutating func stringLiteral() -> String {
            var text = ""
            while index < characters.count {
                let character = characters[index]
                index += 1
                text.append(character)
                if character == "\\", index < characters.count {
                    text.append(characters[index])
                    index += 1
                } else if character == "\"" {
                    break
                }
            }
            return text
        }
    }
}
