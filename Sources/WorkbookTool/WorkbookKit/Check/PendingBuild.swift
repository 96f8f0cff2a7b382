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

    /// What the build will compile of `stages`: each Swift file of their code and tests that the
    /// build compiles is compared with its own object file, so one edit counts as one, whatever
    /// failed to build before; `.everything` when the package was built here (`swift run
    /// workbook` builds the tool) but no module of `stages` ever was; nil when nothing was ever
    /// built here. A module was compiled once it has an object file: SwiftPM writes every
    /// module's folder (its list of sources) whenever it plans a build, `swift run workbook`'s
    /// too. A file newer than its object but with the text it was compiled with (`remember`)
    /// has only a new date: the compiler compares texts, and does not compile it again.
    static func work(for stages: [String], in root: URL) -> Work? {
        let debug = root.appendingPathComponent(".build/debug")
        guard FileManager.default.fileExists(atPath: debug.path) else { return nil }
        let compiledAs = remembered(in: root)
        var changed = 0
        var compiledBefore = false
        for file in files(of: stages, in: root) {
            let compiled = modified(file.object)
            compiledBefore = compiledBefore || compiled != nil
            if let edited = modified(file.source), let compiled, compiled >= edited { continue }
            if compiled != nil, let digest = compiledAs[file.path], digest == self.digest(file) {
                continue
            }
            changed += 1
        }
        return compiledBefore || stages.isEmpty ? .changed(changed) : .everything
    }

    /// Keeps the digest of each file of `stages` as the build compiled it, for `work` to tell a
    /// new date from a change: after a build that `succeeded`, every file as it is now; after
    /// one that failed, those whose object file is not older. Best effort: a workbook that
    /// cannot be written to only counts more.
    static func remember(_ stages: [String], in root: URL, succeeded: Bool) {
        var digests = remembered(in: root)
        for file in files(of: stages, in: root) {
            guard let compiled = modified(file.object), let edited = modified(file.source),
                succeeded || compiled >= edited
            else { continue }
            digests[file.path] = digest(file)
        }
        let url = recordURL(in: root)
        guard let data = try? JSONEncoder().encode(digests) else { return }
        try? FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }

    /// `.workbook/compiled.json`: each file's module and name, and the digest of its text when
    /// last compiled.
    static func recordURL(in root: URL) -> URL {
        root.appendingPathComponent(".workbook/compiled.json")
    }

    private static func remembered(in root: URL) -> [String: String] {
        (try? Data(contentsOf: recordURL(in: root))).flatMap {
            try? JSONDecoder().decode([String: String].self, from: $0)
        } ?? [:]
    }

    /// A Swift file the build compiles: its module and name, where it is, and its object file.
    private struct CompiledFile {
        var path: String
        var source: URL
        var object: URL
    }

    /// The Swift files of `stages`' code and tests that the build compiles: those SwiftPM lists
    /// in the module's `sources`, once it has; a compile check, which the build leaves out, is
    /// never counted.
    private static func files(of stages: [String], in root: URL) -> [CompiledFile] {
        let debug = root.appendingPathComponent(".build/debug")
        var found: [CompiledFile] = []
        for stage in stages {
            let modules = [("Sources/\(stage)", stage), ("Tests/\(stage)Tests", "\(stage)Tests")]
            for (folder, module) in modules {
                let objects = debug.appendingPathComponent("\(module).build")
                let listed = listedSources(in: objects)
                let enumerator = FileManager.default.enumerator(
                    at: root.appendingPathComponent(folder),
                    includingPropertiesForKeys: [.contentModificationDateKey])
                while let file = enumerator?.nextObject() as? URL {
                    guard file.pathExtension == "swift",
                        listed?.contains(file.lastPathComponent) ?? true
                    else { continue }
                    found.append(
                        CompiledFile(
                            path: "\(module)/\(file.lastPathComponent)", source: file,
                            object: objects.appendingPathComponent(file.lastPathComponent + ".o")))
                }
            }
        }
        return found
    }

    /// The names of the files SwiftPM lists in a module's `sources` (a path a line), or nil
    /// before it has planned a build of the module.
    private static func listedSources(in objects: URL) -> Set<String>? {
        let text = try? String(
            contentsOf: objects.appendingPathComponent("sources"), encoding: .utf8)
        return text.map {
            Set(
                $0.split(separator: "\n").compactMap {
                    $0.split(separator: "/").last.map(String.init)
                })
        }
    }

    private static func digest(_ file: CompiledFile) -> String? {
        (try? Data(contentsOf: file.source)).map(SHA256.hex(of:))
    }

    /// Enough changed files for the build to be the slow part of the check.
    static let noticeable = 3

    private static func modified(_ url: URL) -> Date? {
        try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
    }
}
