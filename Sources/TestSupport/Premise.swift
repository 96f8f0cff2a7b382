import Foundation

/// What an advice text takes the failed expectation's observed value (its left-hand side) to be.
///
/// Advice that says something about the student's result ("`7 / 7` on Ints drops the fraction")
/// is true only of some results; its premise names them, so `workbook verify --mutants` can check
/// that the advice every mistake prints agrees with the value the test saw. The premise is written
/// under the advice only when `WORKBOOK_PREMISES=1` (which `verify --mutants` sets), so a student
/// never reads it.
public struct Premise: Sendable, Equatable {
    /// The premise as one line, the form the tool reads: `premise: observed is nil`.
    public let line: String

    private init(_ statement: String) { line = "premise: " + statement }

    /// The observed value is `nil`.
    public static let observedIsNil = Premise("observed is nil")
    /// The observed value is not `nil`.
    public static let observedIsNotNil = Premise("observed is not nil")
    /// The observed value, as Swift Testing prints it, is exactly `text` (`1.0`, `"Flips: 1"`).
    public static func observed(is text: String) -> Premise { Premise("observed is \(text)") }
    /// The observed value, as Swift Testing prints it, contains `text`.
    public static func observed(contains text: String) -> Premise {
        Premise("observed contains \(text)")
    }
    /// The observed value, as Swift Testing prints it, does not contain `text`.
    public static func observed(lacks text: String) -> Premise {
        Premise("observed lacks \(text)")
    }
    /// The two sides are strings that differ only in scalars a reader cannot see.
    public static let sidesDifferInvisibly = Premise("sides differ only in invisible scalars")

    /// The environment variable that asks advice to write its premises.
    public static let variable = "WORKBOOK_PREMISES"

    /// Whether this test process writes premises under its advice.
    static let written = ProcessInfo.processInfo.environment[variable] == "1"
}
