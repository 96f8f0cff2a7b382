extension String {
    /// The index of the bracket that closes the one at `open`, skipping string literals (and the
    /// escaped quotes inside them), or `nil` when it is never closed.
    ///
    /// Enough to find a call's or a body's end in the package's own Swift: it does not know about
    /// comments or multi-line and raw strings, which the manifest and test bodies it reads avoid.
    func closingBracket(matching open: Index) -> Index? {
        let opening = self[open]
        let closing: Character =
            switch opening {
            case "(": ")"
            case "{": "}"
            case "[": "]"
            default: opening
            }
        var depth = 0
        var inString = false
        var escaped = false
        var index = open
        while index < endIndex {
            let character = self[index]
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == opening {
                depth += 1
            } else if character == closing {
                depth -= 1
                if depth == 0 { return index }
            }
            index = self.index(after: index)
        }
        return nil
    }
}
