import Foundation

/// An open review, in `.workbook/review.json`: the student's own code of each reviewed region,
/// kept until it goes back in.
///
/// It is written, atomically, before any region is stubbed and shrinks only after a region holds
/// the kept code again, so a command killed at any moment leaves each piece of the student's code
/// in its region, in this file, or in both.
struct ReviewSession: Codable, Equatable, Sendable {
    /// One reviewed region and the code the student had written there.
    struct Kept: Codable, Equatable, Sendable {
        var exercise: String
        var file: String
        var ordinal: Int
        /// The student's code between the markers, as it passed.
        var body: [String]
        /// The fingerprint of the exercise's code as it passed, recorded again when it is back.
        var passed: String?
    }

    var kept: [Kept] = []

    /// The exercises under review, in the order they were picked.
    var exercises: [String] {
        var ids: [String] = []
        for entry in kept where !ids.contains(entry.exercise) { ids.append(entry.exercise) }
        return ids
    }

    /// The file of `workspace` that holds the open review.
    static func url(in workspace: Workspace) -> URL {
        workspace.stateFolder.appendingPathComponent("review.json")
    }

    /// The open review of `workspace`, or `nil` when none is open.
    ///
    /// A file that cannot be read stops the command rather than being taken for no review: it
    /// holds the student's code, and only a person should decide to set it aside.
    static func load(from workspace: Workspace) throws -> ReviewSession? {
        guard let data = try? Data(contentsOf: url(in: workspace)) else { return nil }
        do {
            let session = try JSONDecoder().decode(ReviewSession.self, from: data)
            return session.kept.isEmpty ? nil : session
        } catch {
            throw WorkbookError.failure(Messages.reviewUnreadable)
        }
    }

    /// Writes the review atomically, or removes the file once nothing is kept.
    func save(to workspace: Workspace) throws {
        let url = Self.url(in: workspace)
        guard !kept.isEmpty else {
            if FileManager.default.fileExists(atPath: url.path) {
                try FileManager.default.removeItem(at: url)
            }
            return
        }
        try FileManager.default.createDirectory(
            at: workspace.stateFolder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(self).write(to: url, options: .atomic)
    }
}
