import Foundation

@testable import WorkbookKit

/// For the tests that read the workbook's own tree as authored: a maintainer who started an
/// exercise to try it gets a failure that says so, and how to undo it, instead of one about
/// whatever the started region happens to change.
enum CleanTree {
    /// The tree is not as authored: some exercises' regions are in their started form.
    struct Started: Error, CustomStringConvertible {
        var places: [String]
        var ids: [String]

        var description: String {
            """
            This test reads the workbook's own tree as authored, but exercises are started in \
            it: \(places.joined(separator: ", ")). Put them back first: \
            \(ids.map { "swift run workbook restore \($0) --authored" }.joined(separator: "; ")).
            """
        }
    }

    /// Throws `Started`, naming each started region and the command that restores it, when
    /// `workspace` holds a region in its started form.
    static func require(_ workspace: Workspace) throws {
        let catalog = try Catalog(workspace: workspace)
        var places: [String] = []
        var ids: [String] = []
        for file in catalog.files {
            for region in file.regions where region.isStarted {
                places.append("\(file.path):\(region.firstLine) (\(region.exerciseID))")
                if !ids.contains(region.exerciseID) { ids.append(region.exerciseID) }
            }
        }
        if !places.isEmpty { throw Started(places: places, ids: ids) }
    }
}
