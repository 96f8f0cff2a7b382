/// Swift source text seen as the compiler sees its code: comments and string literals masked.
///
/// The one scanner the tool uses whenever it asks "is this written as code?" (a mutation's token,
/// a declared construct, a bracket's partner), so a word inside a comment or a string never counts.
/// It knows `//` and nested `/* */` comments, `"…"` and `"""…"""` literals with their escapes, and
/// raw strings (`#"…"#`). An interpolation (`\(name)`) is part of its string unless asked for:
/// a mutation inside one would be a new kind of mistake, a construct written in one is code.
package enum SwiftCode {
    /// A comment or a string literal: a stretch of text the compiler does not read as code.
    struct Span: Equatable {
        enum Kind { case comment, string }
        var kind: Kind
        /// Character offsets into the scanned text, delimiters included.
        var range: Range<Int>
    }

    /// Every comment and string literal of `text`, in order.
    static func spans(in text: some StringProtocol) -> [Span] {
        let characters = Array(text)
        var spans: [Span] = []
        var index = 0
        func starts(with token: String, at position: Int) -> Bool {
            let token = Array(token)
            guard position + token.count <= characters.count else { return false }
            return Array(characters[position..<position + token.count]) == token
        }
        while index < characters.count {
            if starts(with: "//", at: index) {
                let end = characters[index...].firstIndex(of: "\n") ?? characters.count
                spans.append(Span(kind: .comment, range: index..<end))
                index = end
            } else if starts(with: "/*", at: index) {
                var depth = 0
                var position = index
                repeat {
                    if starts(with: "/*", at: position) {
                        depth += 1
                        position += 2
                    } else if starts(with: "*/", at: position) {
                        depth -= 1
                        position += 2
                    } else {
                        position += 1
                    }
                } while depth > 0 && position < characters.count
                let end = min(position, characters.count)
                spans.append(Span(kind: .comment, range: index..<end))
                index = end
            } else if characters[index] == "\"" || characters[index] == "#" {
                guard let end = stringEnd(in: characters, from: index) else {
                    index += 1  // a `#` that opens no string: `#if`, `#expect`…
                    continue
                }
                spans.append(Span(kind: .string, range: index..<end))
                index = end
            } else {
                index += 1
            }
        }
        return spans
    }

    /// For each character of `text`: `true` when it is code, `false` inside a comment or a string;
    /// with `interpolations`, the `\(…)` of a string and the code inside it count as code.
    package static func mask(_ text: some StringProtocol, interpolations: Bool = false) -> [Bool] {
        let characters = Array(text)
        var mask = [Bool](repeating: true, count: characters.count)
        for span in spans(in: text) {
            for position in span.range { mask[position] = false }
            guard interpolations, span.kind == .string else { continue }
            for range in interpolationRanges(
                in: characters, from: span.range.lowerBound, to: span.range.upperBound)
            {
                for position in range { mask[position] = true }
            }
        }
        return mask
    }

    /// `text` with every character of a comment or string literal replaced by a space (line
    /// breaks kept), so positions and line numbers still match the original.
    static func code(_ text: some StringProtocol) -> String {
        String(
            zip(text, mask(text)).map { character, isCode in
                isCode || character == "\n" ? character : " "
            })
    }

    /// The spans of `\(…)` (delimiters included) in the string literal at `start..<end`.
    private static func interpolationRanges(
        in characters: [Character], from start: Int, to end: Int
    )
        -> [Range<Int>]
    {
        var hashes = 0
        while start + hashes < end, characters[start + hashes] == "#" { hashes += 1 }
        let opening = ["\\"] + [Character](repeating: "#", count: hashes) + ["("]
        var ranges: [Range<Int>] = []
        var position = start
        while position + opening.count <= end {
            guard Array(characters[position..<position + opening.count]) == opening else {
                position += characters[position] == "\\" && hashes == 0 ? 2 : 1
                continue
            }
            var depth = 0
            var close = position + opening.count - 1
            while close < end {
                if characters[close] == "(" { depth += 1 }
                if characters[close] == ")" {
                    depth -= 1
                    if depth == 0 { break }
                }
                close += 1
            }
            ranges.append(position..<min(close + 1, end))
            position = close + 1
        }
        return ranges
    }

    /// The position just after the string literal opening at `start` (a `"` or the `#`s of a raw
    /// string), or `nil` when no literal opens there.
    private static func stringEnd(in characters: [Character], from start: Int) -> Int? {
        var position = start
        var hashes = 0
        while position < characters.count, characters[position] == "#" {
            hashes += 1
            position += 1
        }
        guard position < characters.count, characters[position] == "\"" else { return nil }
        let multiline =
            position + 2 < characters.count && characters[position + 1] == "\""
            && characters[position + 2] == "\""
        let quotes = multiline ? 3 : 1
        position += quotes
        let closing =
            [Character](repeating: "\"", count: quotes) + [Character](repeating: "#", count: hashes)
        while position < characters.count {
            let character = characters[position]
            if character == "\\" && hashes == 0 {
                position += 2
                continue
            }
            // An unterminated one-line literal ends with its line.
            if !multiline && character == "\n" { return position }
            if position + closing.count <= characters.count,
                Array(characters[position..<position + closing.count]) == closing
            {
                return position + closing.count
            }
            position += 1
        }
        return characters.count
    }

    /// Whether `construct` is written as code in `text` (interpolations included): comments and
    /// strings ignored, runs of
    /// whitespace equal to one space, and a construct that starts or ends with a word character
    /// (`static`, `if let`) matched as whole words only, so `let` is not found in `letters`.
    package static func contains(_ construct: String, in text: some StringProtocol) -> Bool {
        let code = squeezed(
            String(
                zip(text, mask(text, interpolations: true)).map { character, isCode in
                    isCode ? character : " "
                }))
        let wanted = squeezed(construct).trimmingCharacters(in: .whitespaces)
        guard !wanted.isEmpty else { return false }
        let characters = Array(code)
        let token = Array(wanted)
        let wordStart = token.first.map(isWordCharacter) ?? false
        let wordEnd = token.last.map(isWordCharacter) ?? false
        var start = 0
        while start + token.count <= characters.count {
            defer { start += 1 }
            guard Array(characters[start..<start + token.count]) == token else { continue }
            if wordStart, start > 0, isWordCharacter(characters[start - 1]) { continue }
            let after = start + token.count
            if wordEnd, after < characters.count, isWordCharacter(characters[after]) { continue }
            return true
        }
        return false
    }

    /// Letters, digits and `_`, which continue a Swift identifier or keyword.
    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// `text` with each run of whitespace (line breaks included) made one space.
    private static func squeezed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
