import Foundation

/// How much of a lecture the coming check must compile again, told before the build starts: the
/// first check after `start` recompiles the whole lecture and its tests, and a long silence
/// after "Checking:" looks like a hang.
enum PendingBuild {
    /// How many Swift files of `stages` (their code and their tests) changed since the test bundle
    /// of the package was last linked; `nil` when nothing was built yet.
    static func changedFiles(of stages: [String], in root: URL) -> Int? {
        let files = FileManager.default
        let debug = root.appendingPathComponent(".build/debug")
        guard
            let bundle = try? files.contentsOfDirectory(atPath: debug.path)
                .first(where: { $0.hasSuffix("PackageTests.xctest") }),
            let built = modified(linkedBinary(of: debug.appendingPathComponent(bundle)))
        else { return nil }
        var changed = 0
        for folder in stages.flatMap({ ["Sources/\($0)", "Tests/\($0)Tests"] }) {
            let enumerator = files.enumerator(
                at: root.appendingPathComponent(folder),
                includingPropertiesForKeys: [.contentModificationDateKey])
            while let file = enumerator?.nextObject() as? URL {
                if file.pathExtension == "swift", let date = modified(file), date > built {
                    changed += 1
                }
            }
        }
        return changed
    }

    /// Enough changed files for the build to be the slow part of the check.
    static let noticeable = 3

    /// The file the linker writes: the bundle itself on Linux, the binary inside it on macOS,
    /// where relinking does not touch the bundle folder's own date.
    private static func linkedBinary(of bundle: URL) -> URL {
        let name = bundle.deletingPathExtension().lastPathComponent
        let inside = bundle.appendingPathComponent("Contents/MacOS/\(name)")
        return FileManager.default.fileExists(atPath: inside.path) ? inside : bundle
    }

    private static func modified(_ url: URL) -> Date? {
        try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
    }
}
