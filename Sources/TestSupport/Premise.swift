import Foundation
import WorkbookLanguage

/// What an advice text takes the failed expectation's observed value to be (`.observedIsNil`,
/// `.observed(is: "1.0")`): the workbook's one vocabulary, which `verify --mutants` reads back.
///
/// The premise is written under the advice only when `WORKBOOK_PREMISES=1` (which
/// `verify --mutants` sets), so a student never reads it.
public typealias Premise = WorkbookLanguage.Premise

extension Premise {
    /// Whether this test process writes premises under its advice.
    static let written = ProcessInfo.processInfo.environment[variable] == "1"
}
