/// Two strings that look alike and are not: the scalars a reader cannot see (variation selectors,
/// zero-width characters, whitespace at a line's end) are the only difference between them.
///
/// `"🕷" == "🕷️"` fails, and printed side by side the two look the same: the second ends in
/// U+FE0F, the selector that asks for the emoji's colour form. Advice that says "return the right
/// emoji" would send the student looking for a mistake they cannot see. The one rule for the
/// stages' advice (`TestSupport`) and for `verify --mutants`, which checks that advice says so.
public enum InvisibleDifference {
    /// Whether `scalar` draws nothing a reader can tell apart on a line.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        // Variation selectors; zero-width characters, joiners and marks; then whitespace.
        case 0xFE00...0xFE0F, 0xE0100...0xE01EF: true
        case 0x200B...0x200F, 0x2060...0x2064, 0xFEFF, 0x00AD, 0x034F, 0x180E: true
        default: scalar.properties.isWhitespace
        }
    }

    /// What a reader sees of `text`: its lines without the scalars that draw nothing and without
    /// the whitespace at their ends. Spaces inside a line move what follows (a grid drawn as text),
    /// so they are seen.
    public static func seen(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var scalars = String.UnicodeScalarView(
                line.unicodeScalars.filter { !isInvisible($0) || $0.properties.isWhitespace })
            while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
            return String(scalars)
        }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Whether `observed` and `expected` differ, and in nothing a reader sees.
    public static func differOnlyInvisibly(_ observed: String, _ expected: String) -> Bool {
        !observed.unicodeScalars.elementsEqual(expected.unicodeScalars)
            && seen(observed) == seen(expected)
    }

    /// The invisible scalars in `observed` and `expected`, as `U+FE0F` names, each once, when the
    /// two strings differ and differ in nothing else; `nil` otherwise.
    public static func scalars(between observed: String, and expected: String) -> [String]? {
        guard differOnlyInvisibly(observed, expected) else { return nil }
        var names: [String] = []
        let invisibles = (observed.unicodeScalars + expected.unicodeScalars).filter(isInvisible)
        for scalar in invisibles where !names.contains(number(of: scalar)) {
            names.append(number(of: scalar))
        }
        return names
    }

    /// Which side carries the invisible scalars the other lacks.
    public enum Holder: Equatable, Sendable {
        /// Only the observed text has extra ones: they are to be removed.
        case observed
        /// Only the expected text has extra ones (the workbook's `"🕷\u{FE0F}"` against a
        /// student's `"🕷"`): they are to be added, so "remove" would send the student astray.
        case expected
        /// Each side has some the other lacks.
        case both
    }

    /// Which of `observed` and `expected` holds the invisible scalars the other does not, each
    /// scalar counted as often as it occurs; `nil` when they differ in nothing invisible.
    public static func holder(observed: String, expected: String) -> Holder? {
        var balance: [Unicode.Scalar: Int] = [:]
        for scalar in observed.unicodeScalars where isInvisible(scalar) {
            balance[scalar, default: 0] += 1
        }
        for scalar in expected.unicodeScalars where isInvisible(scalar) {
            balance[scalar, default: 0] -= 1
        }
        let observedExtra = balance.values.contains { $0 > 0 }
        let expectedExtra = balance.values.contains { $0 < 0 }
        switch (observedExtra, expectedExtra) {
        case (true, false): return .observed
        case (false, true): return .expected
        case (true, true): return .both
        case (false, false): return nil
        }
    }

    /// `"🕷"` as its scalars, in backticks: `` `🕷 U+FE0F` ``, each invisible one by its number.
    public static func describe(_ text: String) -> String {
        let parts = text.unicodeScalars.map { scalar in
            isInvisible(scalar) ? number(of: scalar) : String(scalar)
        }
        return "`" + parts.joined(separator: " ") + "`"
    }

    /// `U+FE0F`: a scalar's number as Unicode writes it, at least four hex digits.
    public static func number(of scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
