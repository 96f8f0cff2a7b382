import Foundation

/// How much of a lecture the coming check must compile again, told before the build starts: the
/// first check after `start` recompiles the whole lecture and its tests, and a long silence
/// after "Checking:" looks like a hang.
enum PendingBuild {
    /// What the build before the tests will compile of the checked lectures.
    enum Work: Equatable {
        /// None of the lectures' code was ever compiled here (a fresh clone): everything compiles.
        case everything
        /// This many Swift files (code and tests) changed since the compiler last wrote their
        /// object files; the build may recompile more that depends on them, never fewer.
        case changed(Int)
    }

    /// What the build will compile of `stages`: each Swift file of their code and tests is
    /// compared with its own object file, so one edit counts as one, whatever failed to build
    /// before; `.everything` when the package was built here (`swift run workbook` builds the
    /// tool) but no module of `stages` ever was; nil when nothing was ever built here. A module
    /// was compiled once it has an object file: SwiftPM writes every module's folder (its list
    /// of sources) whenever it plans a build, `swift run workbook`'s too.
    static func work(for stages: [String], in root: URL) -> Work? {
        let files = FileManager.default
        let debug = root.appendingPathComponent(".build/debug")
        guard files.fileExists(atPath: debug.path) else { return nil }
        var changed = 0
        var compiledBefore = false
        for stage in stages {
            let modules = [("Sources/\(stage)", stage), ("Tests/\(stage)Tests", "\(stage)Tests")]
            for (folder, module) in modules {
                let objects = debug.appendingPathComponent("\(module).build")
                let enumerator = files.enumerator(
                    at: root.appendingPathComponent(folder),
                    includingPropertiesForKeys: [.contentModificationDateKey])
                while let file = enumerator?.nextObject() as? URL {
                    guard file.pathExtension == "swift" else { continue }
                    let object = objects.appendingPathComponent(file.lastPathComponent + ".o")
                    let compiled = modified(object)
                    compiledBefore = compiledBefore || compiled != nil
                    if let edited = modified(file), let compiled, compiled >= edited { continue }
                    changed += 1
                }
            }
        }
        return compiledBefore || stages.isEmpty ? .changed(changed) : .everything
    }

    /// Enough changed files for the build to be the slow part of the check.
    static let noticeable = 3

    private static func modified(_ url: URL) -> Date? {
        try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
    }
}
