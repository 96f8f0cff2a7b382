import Foundation
import WorkbookKit

/// Region-level edits of the scratch copy, for proofs that change one region rather than an exercise.
///
/// `Editor` starts and restores whole exercises and keeps state; the coverage and mutation proofs
/// need one region at a time with any body, and put the file's reference text straight back.
struct ScratchEdit {
    /// The scratch copy's catalog, read while every region holds its reference.
    var catalog: Catalog

    /// Writes `place`'s region in its started form holding `body`; other regions stay as they are.
    func write(_ place: Catalog.Place, body: [String]) throws {
        guard let file = catalog.files.first(where: { $0.path == place.file }) else { return }
        var ordinal = 0
        let rewritten = try file.rewritingRegions { region in
            guard region.exerciseID == place.region.exerciseID else { return nil }
            defer { ordinal += 1 }
            guard ordinal == place.ordinal else { return nil }
            return Region.startedLines(
                id: region.exerciseID, indentation: region.indentation, body: body)
        }
        try SourceWriter.write([catalog.workspace.url(place.file): rewritten.text])
    }

    /// Puts the reference text of `place`'s file back, as the catalog read it.
    func restore(_ place: Catalog.Place) throws {
        guard let file = catalog.files.first(where: { $0.path == place.file }) else { return }
        try SourceWriter.write([catalog.workspace.url(place.file): file.text])
    }
}
