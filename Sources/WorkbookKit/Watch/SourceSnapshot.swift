import Foundation

/// The modification times of the files a student edits, to notice a save by polling.
///
/// Polling every half second is simple, portable and cheap for a few hundred files.
struct SourceSnapshot: Equatable, Sendable {
    /// The folders watched, relative to the root.
    static let folders = ["Sources", "Tests", "Lectures"]

    /// Modification time of every file, by path.
    var times: [String: Date]

    /// Reads the modification time of every file under the watched folders of `root`.
    static func take(of root: URL) -> SourceSnapshot {
        var times: [String: Date] = [:]
        for folder in folders {
            guard
                let files = FileManager.default.enumerator(
                    at: root.appendingPathComponent(folder),
                    includingPropertiesForKeys: [.contentModificationDateKey, .isRegularFileKey])
            else { continue }
            for case let file as URL in files {
                let values = try? file.resourceValues(forKeys: [
                    .contentModificationDateKey, .isRegularFileKey,
                ])
                guard values?.isRegularFile == true else { continue }
                times[file.path] = values?.contentModificationDate ?? .distantPast
            }
        }
        return SourceSnapshot(times: times)
    }
}
