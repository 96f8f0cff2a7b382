import Foundation

/// What the tool remembers between runs, in `.workbook/state.json` (never committed).
///
/// Starting an exercise records each region's reference and stub here, so `restore` can put the
/// reference back even after the student has committed their own version.
struct WorkbookState: Codable, Equatable, Sendable {
    /// One started region: where it is, what it was, and the stub it began as.
    struct SavedRegion: Codable, Equatable, Sendable {
        var file: String
        var ordinal: Int
        /// The reference region's lines, markers included; `nil` in a released copy.
        var reference: [String]?
        var stub: [String]
    }

    /// Started regions by exercise id.
    var started: [String: [SavedRegion]] = [:]
    /// How many hints of each exercise the student has seen.
    var hintsShown: [String: Int] = [:]
    /// For each exercise whose check passed: a fingerprint of the code that passed.
    var passed: [String: String] = [:]

    init() {}

    /// Reads the state of `workspace`, or an empty state if there is none yet.
    static func load(from workspace: Workspace) throws -> WorkbookState {
        let url = workspace.stateFolder.appendingPathComponent("state.json")
        guard let data = try? Data(contentsOf: url) else { return WorkbookState() }
        do {
            return try JSONDecoder().decode(WorkbookState.self, from: data)
        } catch {
            throw WorkbookError.failed(
                "\(url.path) is damaged (\(error)). Move it away and run the command again.")
        }
    }

    /// Writes the state atomically.
    func save(to workspace: Workspace) throws {
        try FileManager.default.createDirectory(
            at: workspace.stateFolder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(
            to: workspace.stateFolder.appendingPathComponent("state.json"), options: .atomic)
    }

    /// The saved region of exercise `id` at `place`, if the exercise was started here.
    func saved(_ id: String, file: String, ordinal: Int) -> SavedRegion? {
        started[id]?.first { $0.file == file && $0.ordinal == ordinal }
    }
}
