/// The `let stages = [...]` list in `Package.swift`: the one place the stages are named.
///
/// It is only read: the tool chooses which stages a build declares through the manifest's own
/// switches (`ManifestSwitches`), and a student copy names its stages in `workbook-release.json`.
///
/// The list is read through `SwiftCode`, not by matching one line, so it may be wrapped over
/// several lines, end with a trailing comma, and carry `//` or `/* */` comments.
enum StageList {
    /// The stage names of the manifest `text`, in order, or `nil` when it declares no list.
    static func stages(in text: String) -> [String]? {
        scan(text)?.names
    }

    /// The bracketed list after `let stages =` (from `[` to its `]`) and the string literals in it.
    private static func scan(_ text: String) -> (list: Range<String.Index>, names: [String])? {
        let characters = Array(text)
        let isCode = SwiftCode.mask(text)
        let code = characters.indices.filter { isCode[$0] }
        guard let declaration = declaration(in: characters, isCode: isCode),
            let equals = code.first(where: { $0 > declaration && characters[$0] == "=" }),
            let open = code.first(where: { $0 > equals && characters[$0] == "[" }),
            let close = text.closingBracket(matching: text.index(text.startIndex, offsetBy: open))
        else { return nil }
        let end = text.distance(from: text.startIndex, to: close)
        let names = SwiftCode.spans(in: text)
            .filter {
                $0.kind == .string && $0.range.lowerBound > open && $0.range.upperBound <= end
            }
            .map { String(characters[$0.range.dropFirst().dropLast()]) }
        let start = text.index(text.startIndex, offsetBy: open)
        return (start..<text.index(after: close), names)
    }

    /// The offset where `let stages` starts a line of code (not a comment or a string), if any.
    private static func declaration(in characters: [Character], isCode: [Bool]) -> Int? {
        let keyword = Array("let stages")
        var lineStart = 0
        while lineStart < characters.count {
            var first = lineStart
            while first < characters.count, characters[first] == " " || characters[first] == "\t" {
                first += 1
            }
            let after = first + keyword.count
            if after < characters.count, isCode[first],
                Array(characters[first..<after]) == keyword,
                [" ", "=", ":"].contains(characters[after])
            {
                return first
            }
            lineStart = (characters[lineStart...].firstIndex(of: "\n") ?? characters.count) + 1
        }
        return nil
    }
}
