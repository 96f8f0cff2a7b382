/// The comment markers of `docs/authoring-exercises.md`.
package enum Marker {
    package static let beginSolution = "// BEGIN SOLUTION"
    static let stub = "// STUB"
    static let endSolution = "// END SOLUTION"
    package static let beginExercise = "// BEGIN EXERCISE"
    static let endExercise = "// END EXERCISE"

    /// Turns a commented stub line back into code: drops the first `//` and one space after it.
    ///
    /// Returns `nil` for a line that is not a comment, which the parser reports as malformed.
    static func uncomment(_ line: String) -> String? {
        let indentation = line.prefix { $0 == " " || $0 == "\t" }
        var rest = line.dropFirst(indentation.count)
        guard rest.hasPrefix("//") else {
            return line.allSatisfy(\.isWhitespace) ? "" : nil
        }
        rest = rest.dropFirst(2)
        if rest.first == " " { rest = rest.dropFirst() }
        return rest.isEmpty ? "" : String(indentation) + rest
    }
}
