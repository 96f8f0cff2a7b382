import Foundation
import WorkbookKit

/// The files of a package outside its build folder, with their sizes and change times, to find
/// what a test run wrote where it should not have.
struct PackageSnapshot: Equatable {
    private var entries: [String: String] = [:]

    /// Every file and folder under `root`, except the build folder and the tools' own state
    /// (`.build`, `.workbook`, `.git`, `.swiftpm`); or, given `folder`, everything inside it.
    init(of root: URL, inside folder: String? = nil) {
        guard let folder else {
            self.init(everythingBut: root)
            return
        }
        // Inside one folder (the build folder): every file, by the same size and times.
        self.init(everythingBut: root.appendingPathComponent(folder), skipping: [])
    }

    private init(everythingBut root: URL, skipping: Set<String> = Self.toolFolders) {
        let keys: [URLResourceKey] = [
            .fileSizeKey, .contentModificationDateKey, .attributeModificationDateKey,
        ]
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: keys)
        else { return }
        let base = root.standardizedFileURL.path + "/"
        for case let url as URL in enumerator {
            let path = String(url.standardizedFileURL.path.dropFirst(base.count))
            if skipping.contains(path) {
                enumerator.skipDescendants()
                continue
            }
            let values = try? url.resourceValues(forKeys: Set(keys))
            entries[path] =
                "\(values?.fileSize ?? -1) \(values?.contentModificationDate?.timeIntervalSince1970 ?? 0) "
                + "\(values?.attributeModificationDate?.timeIntervalSince1970 ?? 0)"
        }
    }

    /// The folders of the tools, left out of a snapshot of the package.
    static let toolFolders: Set<String> = [".build", ".workbook", ".git", ".swiftpm"]

    /// The paths added, removed or changed since `earlier`.
    func changes(since earlier: PackageSnapshot) -> [String] {
        Set(entries.keys).union(earlier.entries.keys)
            .filter { entries[$0] != earlier.entries[$0] }.sorted()
    }
}
