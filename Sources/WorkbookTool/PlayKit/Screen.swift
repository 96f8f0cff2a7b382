import WorkbookLanguage

/// Draws frames on a terminal: escape codes for the highlight and the colours, and only the lines
/// that changed since the previous frame, so the screen does not flicker.
struct Screen {
    /// Whether to use colour: only on a terminal, and never when `NO_COLOR` is set.
    let usesColour: Bool
    /// The lines on screen now, as written; `nil` before the first frame and after a resize.
    private var shown: [String]?

    /// A screen that will clear itself before its first frame.
    init(usesColour: Bool) {
        self.usesColour = usesColour
    }

    /// Forgets what is on screen, so the next frame clears it and draws every line.
    mutating func invalidate() {
        shown = nil
    }

    /// The bytes that turn the screen into `frame`, cut to `width` columns and `height` lines.
    mutating func update(to frame: [FrameLine], width: Int, height: Int) -> String {
        let lines = frame.prefix(max(0, height)).map { style($0, width: width) }
        var output = ""
        let previous = shown ?? []
        if shown == nil {
            output += "\u{1B}[H\u{1B}[2J"
        }
        for row in 0..<max(lines.count, previous.count) {
            let line = row < lines.count ? lines[row] : ""
            if shown == nil || row >= previous.count || previous[row] != line {
                output += "\u{1B}[\(row + 1);1H" + line + "\u{1B}[0m\u{1B}[K"
            }
        }
        shown = lines
        return output
    }

    /// One line with its escape codes: the highlight in reverse video, which is not colour and so
    /// stays with `NO_COLOR`, and colours by the kind of line and, on the table, card backs.
    func style(_ line: FrameLine, width: Int) -> String {
        let characters = Array(TerminalColumns.prefix(of: line.text, fitting: width))
        let base = usesColour ? Self.colour(of: line.kind) : ""
        var output = base
        var current = base
        for (offset, character) in characters.enumerated() {
            var wanted = base
            if usesColour, line.kind == .table, character == "#" || character == "▓" {
                wanted += "\u{1B}[38;5;208m"
            }
            if line.highlight.contains(where: { $0.contains(offset) }) {
                wanted += "\u{1B}[7m"
            }
            if wanted != current {
                output += "\u{1B}[0m" + wanted
                current = wanted
            }
            output.append(character)
        }
        return output + (current.isEmpty ? "" : "\u{1B}[0m")
    }

    /// The colour of a kind of line.
    private static func colour(of kind: FrameLine.Kind) -> String {
        switch kind {
        case .title: "\u{1B}[1m"
        case .won: "\u{1B}[1;32m"
        case .diagnosis: "\u{1B}[33m"
        case .message: "\u{1B}[31m"
        case .help: "\u{1B}[2m"
        case .blank, .table, .status: ""
        }
    }
}
