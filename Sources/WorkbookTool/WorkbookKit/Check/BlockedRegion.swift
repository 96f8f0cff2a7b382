import Foundation
import WorkbookLanguage

/// A region that holds the workbook's own code, reported with compile errors while a started
/// region has errors of its own.
///
/// The workbook's code compiles as written (`verify` proves it), so its errors come from a change
/// elsewhere: saying it "does not compile" would send the student to code they did not write.
/// `check` says it is blocked by the started exercises' errors, and `Next:` goes to those.
enum BlockedRegion {
    /// `entries` with `blockedBy` set on each compile error whose exercise has no started region,
    /// when some exercise with a started region has compile errors too.
    static func marking(_ entries: [CheckReport.Entry], catalog: Catalog) -> [CheckReport.Entry] {
        func isStarted(_ entry: CheckReport.Entry) -> Bool {
            catalog.places(of: entry.exercise.id).contains(where: \.region.isStarted)
        }
        let blockers = entries.filter { entry in
            if case .compileError = entry.verdict { return isStarted(entry) }
            return false
        }.map(\.exercise.id)
        guard !blockers.isEmpty else { return entries }
        return entries.map { entry in
            var entry = entry
            if case .compileError = entry.verdict, !isStarted(entry) {
                entry.blockedBy = blockers
            }
            return entry
        }
    }
}
