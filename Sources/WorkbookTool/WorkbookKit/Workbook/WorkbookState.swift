import Foundation
import WorkbookLanguage

/// What the tool remembers between runs, in `.workbook/state.json` (never committed).
///
/// Starting an exercise records each region's reference and stub here, so `restore` can put the
/// reference back even after the student has committed their own version.
package struct WorkbookState: Codable, Equatable, Sendable {
    /// One started region: where it is, what it was, and the stub it began as.
    package struct SavedRegion: Codable, Equatable, Sendable {
        var file: String
        var ordinal: Int
        /// The reference region's lines, markers included; `nil` in a released copy.
        var reference: [String]?
        var stub: [String]
        /// A few lines just before and just after the region when it was started, so `restore`
        /// can find the region again if the student deleted one of its markers.
        var before: [String]?
        var after: [String]?

        /// Written out so the instructor's `release` can save a stub, which it must see.
        package init(
            file: String, ordinal: Int, reference: [String]? = nil, stub: [String],
            before: [String]? = nil, after: [String]? = nil
        ) {
            self.file = file
            self.ordinal = ordinal
            self.reference = reference
            self.stub = stub
            self.before = before
            self.after = after
        }
    }

    /// Started regions by exercise id.
    package var started: [String: [SavedRegion]] = [:]
    /// How many hints of each exercise the student has seen.
    var hintsShown: [String: Int] = [:]
    /// For each exercise whose check passed: a fingerprint of the code that passed.
    var passed: [String: String] = [:]
    /// Exercises that `restore` gave the reference code back to inside their started markers,
    /// so that `start` turns them into stubs again; absent from files written before it existed.
    var restored: [String]? = nil
    /// The exercise id or lecture name the student last started or checked by name: where every
    /// "Next:" line continues from; absent from files written before it existed.
    var workingOn: String? = nil

    package init() {}

    /// The file of `workspace` that holds its state.
    static func url(in workspace: Workspace) -> URL {
        workspace.stateFolder.appendingPathComponent("state.json")
    }

    /// Reads the state of `workspace`, or an empty state if there is none yet.
    ///
    /// A damaged file stops the command with a plain message; `setAsideIfDamaged` is what every
    /// command runs first, so this only happens if the file is damaged while a command runs.
    package static func load(from workspace: Workspace) throws -> WorkbookState {
        guard let data = try? Data(contentsOf: url(in: workspace)) else { return WorkbookState() }
        do {
            return try JSONDecoder().decode(WorkbookState.self, from: data)
        } catch {
            throw WorkbookError.stateUnreadable(Self.problem(with: data, error))
        }
    }

    /// Loads the state, lets `change` edit it and saves it, all under the workbook's lock, so two
    /// commands that record something at the same moment both keep their change.
    static func update(
        in workspace: Workspace, for command: String, _ change: (inout WorkbookState) -> Void
    ) throws {
        let lock = try WorkbookLock.acquire(in: workspace, for: command)
        defer { lock.release() }
        var state = try load(from: workspace)
        change(&state)
        try state.save(to: workspace)
    }

    /// Writes the state atomically: a reader sees the old file or the new one, never half of one.
    package func save(to workspace: Workspace) throws {
        try FileManager.default.createDirectory(
            at: workspace.stateFolder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: Self.url(in: workspace), options: .atomic)
    }

    /// Whether `restore` put the reference code of exercise `id` into its started regions.
    func isRestored(_ id: String) -> Bool {
        restored?.contains(id) ?? false
    }

    /// Records whether exercise `id` holds the reference code that `restore` put back.
    mutating func markRestored(_ id: String, _ isRestored: Bool) {
        var ids = Set(restored ?? [])
        if isRestored { ids.insert(id) } else { ids.remove(id) }
        restored = ids.isEmpty ? nil : ids.sorted()
    }

    /// The saved region of exercise `id` at `place`, if the exercise was started here.
    func saved(_ id: String, file: String, ordinal: Int) -> SavedRegion? {
        started[id]?.first { $0.file == file && $0.ordinal == ordinal }
    }

    // MARK: - Damage

    /// Moves a state file that cannot be read out of the way, keeping it, and says in plain words
    /// what was wrong and how the tool goes on; `nil` when the state is fine or absent.
    static func setAsideIfDamaged(in workspace: Workspace) -> Localized? {
        let url = url(in: workspace)
        guard let data = try? Data(contentsOf: url) else { return nil }
        let problem: Localized
        do {
            _ = try JSONDecoder().decode(WorkbookState.self, from: data)
            return nil
        } catch {
            problem = Self.problem(with: data, error)
        }
        let kept = workspace.stateFolder.appendingPathComponent(
            "state.damaged-\(Date().fileStamp).json")
        let moved = (try? FileManager.default.moveItem(at: url, to: kept)) != nil
        return Messages.stateSetAside(
            problem, movedTo: moved ? ".workbook/\(kept.lastPathComponent)" : nil)
    }

    /// What is wrong with `data`, for a student: no decoder's wording, no coding paths.
    private static func problem(with data: Data, _ error: any Error) -> Localized {
        if data.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) {
            return Messages.stateIsEmpty
        }
        if case DecodingError.dataCorrupted = error {
            return Messages.stateIsNotJSON
        }
        return Messages.stateHasOtherShape
    }
}
