import Foundation
import WorkbookKit

/// Which source lines each test suite of a stage executes: the measured fact behind the rule that
/// every suite running an exercise's code is part of that exercise's check.
protocol CoverageMeasuring: Sendable {
    /// For each of `suites` (`Target.Suite`) of `stage`: the lines it executed, by source path
    /// relative to `root`. A suite that executed nothing of the stage may be left out.
    func executedLines(of suites: [String], stage: String, in root: URL) throws
        -> [String: [String: Set<Int>]]
}
