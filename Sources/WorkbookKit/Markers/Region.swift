/// A marked exercise region inside a source file, in one of its two forms.
///
/// The *reference* form is what authors write: the solution, then its commented-out stub.
/// The *started* form is what `workbook start` leaves for the student: only their code.
public struct Region: Equatable, Sendable {
    /// The two shapes a region can have on disk.
    public enum Form: Equatable, Sendable {
        /// `// BEGIN SOLUTION id` … `// STUB` … `// END SOLUTION`: the complete reference.
        case reference(solution: [String], stub: [String])
        /// `// BEGIN EXERCISE id` … `// END EXERCISE id`: whatever the student has written.
        case started(body: [String])
    }

    /// The exercise this region belongs to.
    public var exerciseID: String
    /// The whitespace in front of the markers, reused when the region is rewritten.
    public var indentation: String
    /// The region's current shape and content.
    public var form: Form
    /// The region's lines exactly as read, markers included, so a reference can be put back byte for byte.
    public var rawLines: [String]
    /// The 1-based line of the opening marker.
    public var firstLine: Int

    /// The 1-based line of the closing marker.
    public var lastLine: Int { firstLine + rawLines.count - 1 }

    /// Whether the student has started this region.
    public var isStarted: Bool {
        if case .started = form { return true }
        return false
    }

    /// The code between the markers as the compiler sees it: the solution, or the student's text.
    public var body: [String] {
        switch form {
        case .reference(let solution, _): solution
        case .started(let body): body
        }
    }

    /// The lines of this region in its started form with `body` as the student's code.
    public static func startedLines(id: String, indentation: String, body: [String]) -> [String] {
        ["\(indentation)\(Marker.beginExercise) \(id)"] + body
            + ["\(indentation)\(Marker.endExercise) \(id)"]
    }
}

/// The comment markers of `docs/authoring-exercises.md`.
public enum Marker {
    public static let beginSolution = "// BEGIN SOLUTION"
    public static let stub = "// STUB"
    public static let endSolution = "// END SOLUTION"
    public static let beginExercise = "// BEGIN EXERCISE"
    public static let endExercise = "// END EXERCISE"

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
