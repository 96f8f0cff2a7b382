import Testing

/// Two strings that look alike and are not: the scalars a reader cannot see (variation selectors,
/// zero-width characters, whitespace) are the only difference between them.
///
/// `"🕷" == "🕷️"` fails, and printed side by side the two look the same: the second ends in
/// U+FE0F, the selector that asks for the emoji's colour form. Advice that says "return the right
/// emoji" would send the student looking for a mistake they cannot see.
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

    /// The invisible scalars in `observed` and `expected` that the other lacks, as `U+FE0F` names,
    /// when the two strings differ and differ in nothing else; `nil` otherwise.
    public static func scalars(between observed: String, and expected: String) -> [String]? {
        guard observed.unicodeScalars.elementsEqual(expected.unicodeScalars) == false,
            seen(observed) == seen(expected)
        else { return nil }
        var names: [String] = []
        let invisibles = (observed.unicodeScalars + expected.unicodeScalars).filter(isInvisible)
        for scalar in invisibles where !names.contains(number(of: scalar)) {
            names.append(number(of: scalar))
        }
        return names
    }

    /// Advice for two strings that differ only invisibly, naming the scalars and where each
    /// side has them; `nil` when they differ visibly (or not at all).
    public static func advice(observed: String, expected: String) -> Advice? {
        guard let names = scalars(between: observed, and: expected) else { return nil }
        let list = names.map { "`\($0)`" }.joined(separator: ", ")
        let observedScalars = Self.describe(observed)
        let expectedScalars = Self.describe(expected)
        return Advice(
            en: """
                The two texts look the same but differ only in invisible scalars (\(list)): \
                yours is \(observedScalars), the test wants \(expectedScalars). Copy the expected \
                text exactly, or remove the invisible scalar (an emoji picker often adds `U+FE0F`).
                """,
            ko: """
                두 텍스트는 똑같아 보이지만 보이지 않는 스칼라(\(list))만 다릅니다: \
                작성한 값은 \(observedScalars), 테스트가 원하는 값은 \(expectedScalars)입니다. \
                기대하는 텍스트를 그대로 복사하거나 보이지 않는 스칼라를 지웁니다(이모지 선택기가 \
                `U+FE0F`를 덧붙이는 일이 많습니다).
                """,
            premises: [.sidesDifferInvisibly])
    }

    /// `"🕷"` as its scalars: `🕷 U+FE0F`, each invisible one by its number.
    static func describe(_ text: String) -> String {
        let parts = text.unicodeScalars.map { scalar in
            isInvisible(scalar) ? number(of: scalar) : String(scalar)
        }
        return "`" + parts.joined(separator: " ") + "`"
    }
}

extension InvisibleDifference {
    /// `U+FE0F`: a scalar's number as Unicode writes it, at least four hex digits.
    static func number(of scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

/// The advice for a failed comparison of two strings: the invisible difference when that is all
/// there is, else `otherwise`. Every string comparison whose advice names what to write uses it:
/// `#expect(text == wanted, advice(comparing: text, with: wanted, otherwise: …))`.
public func advice(comparing observed: String, with expected: String, otherwise: Advice) -> Comment
{
    (InvisibleDifference.advice(observed: observed, expected: expected) ?? otherwise).comment
}
