import Foundation

/// The compiler's warnings, remembered between checks in `.workbook/warnings.json`.
///
/// A build prints a file's warnings only when it compiles that file: a check that follows
/// another with nothing changed compiles nothing and prints nothing, and the warning about a
/// `weak` outlet would vanish though the code still has it. So each file's warnings are kept with
/// a digest of its text and of every file with a started region (a warning in given code may come
/// from the student's), and shown again while neither changed. When they changed and the file
/// printed no warning, it was compiled again without one, or not at all because the build stopped
/// first: either way nothing is claimed for it.
enum RememberedWarnings {
    /// One file's warnings and the digest of the text they were printed for.
    struct File: Codable, Equatable {
        var digest: String
        var warnings: [Warning]
    }

    /// A warning as stored: its place in the file and the compiler's words.
    struct Warning: Codable, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    /// The file `.workbook/warnings.json`.
    static func url(in workspace: Workspace) -> URL {
        workspace.stateFolder.appendingPathComponent("warnings.json")
    }

    /// The warnings `printed` now, and for a file that printed none and whose digest is the
    /// one it had when it last did, those it printed then. Saves what it returns (best effort: a
    /// workbook that cannot be written to only forgets).
    static func merge(_ printed: [CompilerDiagnostic], catalog: Catalog) -> [CompilerDiagnostic] {
        let url = url(in: catalog.workspace)
        let stored =
            (try? Data(contentsOf: url)).flatMap {
                try? JSONDecoder().decode([String: File].self, from: $0)
            } ?? [:]
        let (kept, merged) = merge(printed, catalog: catalog, stored: stored) { path in
            try? String(contentsOf: catalog.workspace.url(path), encoding: .utf8)
        }
        if kept != stored, let data = try? JSONEncoder().encode(kept) {
            try? FileManager.default.createDirectory(
                at: catalog.workspace.stateFolder, withIntermediateDirectories: true)
            try? data.write(to: url)
        }
        return merged
    }

    /// `merge` without the file: what to keep, and the warnings to show; `read` gives the text
    /// of a file of the workbook.
    static func merge(
        _ printed: [CompilerDiagnostic], catalog: Catalog, stored: [String: File],
        read: (String) -> String?
    ) -> (kept: [String: File], warnings: [CompilerDiagnostic]) {
        let students = catalog.files.filter { $0.regions.contains(where: \.isStarted) }
            .map(\.text).joined(separator: "\n")
        func digest(_ path: String) -> String? {
            read(path).map { SHA256.hex(of: $0 + "\n" + students) }
        }
        var kept: [String: File] = [:]
        var warnings: [CompilerDiagnostic] = []
        var paths: [String] = []
        for path in printed.map({ catalog.relativePath($0.path) }) + stored.keys.sorted()
        where !path.hasPrefix("/") && !paths.contains(path) {
            paths.append(path)
        }
        for path in paths {
            let now = printed.filter { catalog.relativePath($0.path) == path }
            guard let digest = digest(path) else { continue }
            if !now.isEmpty {
                kept[path] = File(
                    digest: digest,
                    warnings: now.map {
                        Warning(line: $0.line, column: $0.column, message: $0.message)
                    })
                warnings += now
            } else if let old = stored[path], old.digest == digest {
                kept[path] = old
                warnings += old.warnings.map {
                    CompilerDiagnostic(
                        path: path, line: $0.line, column: $0.column, message: $0.message)
                }
            }
        }
        return (kept, warnings)
    }
}
