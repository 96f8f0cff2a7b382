extension String {
    /// The index of the bracket that closes the one at `open`, or `nil` when it is never closed.
    ///
    /// Brackets inside comments and string literals do not count (`SwiftCode` tells them apart),
    /// so a call's or a body's end is found in any of the package's Swift.
    package func closingBracket(matching open: Index) -> Index? {
        let opening = self[open]
        let closing: Character =
            switch opening {
            case "(": ")"
            case "{": "}"
            case "[": "]"
            default: opening
            }
        let rest = self[open...]
        var depth = 0
        for (index, isCode) in zip(rest.indices, SwiftCode.mask(rest)) where isCode {
            if self[index] == opening {
                depth += 1
            } else if self[index] == closing {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
