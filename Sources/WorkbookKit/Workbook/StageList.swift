/// The `let stages = [...]` list in `Package.swift`: the one place the stages are named.
///
/// The list is found by scanning Swift tokens, not by matching one line, so it may be wrapped over
/// several lines, end with a trailing comma, and carry `//` or `/* */` comments.
enum StageList {
    /// The stage names of the manifest `text`, in order, or `nil` when it declares no list.
    static func stages(in text: String) -> [String]? {
        scan(text)?.names
    }

    /// `text` with its list replaced by `stages`, written on one line; unchanged when it has none.
    static func replacing(in text: String, with stages: [String]) -> String {
        guard let list = scan(text)?.list else { return text }
        let names = stages.map { "\"\($0)\"" }.joined(separator: ", ")
        return text.replacingCharacters(in: list, with: "[\(names)]")
    }

    /// The bracketed list after `let stages =` (from `[` to its `]`) and the string literals in it.
    private static func scan(_ text: String) -> (list: Range<String.Index>, names: [String])? {
        guard let declaration = declaration(in: text),
            let equals = text[declaration...].firstIndex(of: "="),
            let open = text[equals...].firstIndex(of: "[")
        else { return nil }
        var names: [String] = []
        var depth = 0
        var index = open
        while index < text.endIndex {
            let rest = text[index...]
            if rest.hasPrefix("//") {
                index = rest.firstIndex(of: "\n") ?? text.endIndex
                continue
            }
            if rest.hasPrefix("/*") {
                index = rest.range(of: "*/")?.upperBound ?? text.endIndex
                continue
            }
            switch text[index] {
            case "\"":
                let start = text.index(after: index)
                guard let end = text[start...].firstIndex(of: "\"") else { return nil }
                names.append(String(text[start..<end]))
                index = text.index(after: end)
                continue
            case "[":
                depth += 1
            case "]":
                depth -= 1
                if depth == 0 { return (open..<text.index(after: index), names) }
            default:
                break
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Where `let stages` starts a line of code (not a comment), if anywhere.
    private static func declaration(in text: String) -> String.Index? {
        var lineStart = text.startIndex
        while lineStart < text.endIndex {
            let lineEnd = text[lineStart...].firstIndex(of: "\n") ?? text.endIndex
            let code = text[lineStart..<lineEnd].drop { $0 == " " || $0 == "\t" }
            if code.hasPrefix("let stages"),
                let next = code.dropFirst("let stages".count).first,
                next == " " || next == "=" || next == ":"
            {
                return code.startIndex
            }
            lineStart = lineEnd < text.endIndex ? text.index(after: lineEnd) : text.endIndex
        }
        return nil
    }
}
