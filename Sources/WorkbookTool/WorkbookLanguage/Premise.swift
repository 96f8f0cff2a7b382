/// What an advice text takes the failed expectation's observed value (its left-hand side) to be.
///
/// Advice that says something about the student's result ("`7 / 7` on Ints drops the fraction")
/// is true only of some results; its premise names them, so `workbook verify --mutants` can check
/// that the advice every mistake prints agrees with the value the test saw. The stages' advice
/// (`TestSupport`) writes a premise as a line under its text when `WORKBOOK_PREMISES=1`, which
/// `verify --mutants` sets and reads back: one type for both ends, so the two cannot drift apart.
public enum Premise: Sendable, Equatable {
    /// The observed value is `nil`.
    case observedIsNil
    /// The observed value is not `nil`.
    case observedIsNotNil
    /// The observed value, as Swift Testing prints it, is exactly this text (`1.0`, `"Flips: 1"`).
    case observedIs(String)
    /// The observed value, as Swift Testing prints it, contains this text.
    case observedContains(String)
    /// The observed value, as Swift Testing prints it, does not contain this text.
    case observedLacks(String)
    /// The two sides are strings that differ only in scalars a reader cannot see.
    case sidesDifferInvisibly

    /// The observed value, as Swift Testing prints it, is exactly `text`.
    public static func observed(is text: String) -> Premise { .observedIs(text) }
    /// The observed value, as Swift Testing prints it, contains `text`.
    public static func observed(contains text: String) -> Premise { .observedContains(text) }
    /// The observed value, as Swift Testing prints it, does not contain `text`.
    public static func observed(lacks text: String) -> Premise { .observedLacks(text) }

    /// The environment variable that asks advice to write its premises.
    public static let variable = "WORKBOOK_PREMISES"

    /// What starts a premise's line.
    private static let prefix = "premise: "

    /// What the premise says, the words after `premise: `: `observed is nil`.
    public var statement: String {
        switch self {
        case .observedIsNil: "observed is nil"
        case .observedIsNotNil: "observed is not nil"
        case .observedIs(let text): "observed is " + text
        case .observedContains(let text): "observed contains " + text
        case .observedLacks(let text): "observed lacks " + text
        case .sidesDifferInvisibly: "sides differ only in invisible scalars"
        }
    }

    /// The premise as one line, the form advice writes and `verify` reads: `premise: observed is nil`.
    public var line: String { Self.prefix + statement }

    /// The statement of a line that starts with `premise: ` (spaces around it ignored), whether
    /// or not it is a premise this type knows; `nil` for any other line.
    public static func statement(ofLine line: some StringProtocol) -> String? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix(prefix) else { return nil }
        var statement = Substring(trimmed.dropFirst(prefix.count))
        while statement.last == " " || statement.last == "\t" { statement.removeLast() }
        return String(statement)
    }

    /// The premise whose statement is `statement`; `nil` when it is none of these.
    public init?(statement: String) {
        let fixed: [Premise] = [.observedIsNil, .observedIsNotNil, .sidesDifferInvisibly]
        if let premise = fixed.first(where: { $0.statement == statement }) {
            self = premise
            return
        }
        for (head, premise) in [
            ("observed is ", Premise.observedIs), ("observed contains ", Premise.observedContains),
            ("observed lacks ", Premise.observedLacks),
        ] where statement.hasPrefix(head) {
            self = premise(String(statement.dropFirst(head.count)))
            return
        }
        return nil
    }

    /// Whether the premise holds of an expectation's two sides as Swift Testing prints them
    /// (`nil`, `1.0`, `"🕷"` with its quotes).
    public func holds(observed: String, expected: String) -> Bool {
        switch self {
        case .observedIsNil: observed == "nil"
        case .observedIsNotNil: observed != "nil"
        case .observedIs(let text): observed == text
        case .observedContains(let text): observed.contains(text)
        case .observedLacks(let text): !observed.contains(text)
        case .sidesDifferInvisibly:
            Self.unquoted(observed).flatMap { observed in
                Self.unquoted(expected).map {
                    InvisibleDifference.differOnlyInvisibly(observed, $0)
                }
            } ?? false
        }
    }

    /// The string a printed string literal (`"🕷"`) shows; `nil` for any other printed value.
    private static func unquoted(_ printed: String) -> String? {
        guard printed.count >= 2, printed.hasPrefix("\""), printed.hasSuffix("\"") else {
            return nil
        }
        return String(printed.dropFirst().dropLast())
    }
}
