import Foundation

/// Listing the files of a folder, for `diff` (which pairs them) and `release` (which copies them).
package enum FileList {
    /// The regular files under `folder`, as sorted paths relative to it; none if it does not exist.
    ///
    /// Hidden files and folders (build products, editor state, `.git`) are skipped.
    package static func regularFiles(in folder: URL) -> [String] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles])
        else { return [] }
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        var names: [String] = []
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
            else { continue }
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            if path.hasPrefix(base) { names.append(String(path.dropFirst(base.count))) }
        }
        return names.sorted()
    }
}
