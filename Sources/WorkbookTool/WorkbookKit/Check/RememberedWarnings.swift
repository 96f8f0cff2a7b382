import Foundation

/// The compiler's warnings, remembered between checks in `.workbook/warnings.json`.
///
/// A build prints a file's warnings only when it compiles that file: a check that follows
/// another with nothing changed compiles nothing and prints nothing, and the warning about a
/// `weak` outlet would vanish though the code still has it. So what each compiled file printed
/// (nothing, too) is kept with a digest of its text and of every file with a started region (a
/// warning in given code may come from the student's), and shown again while neither changed.
///
/// A file with a started region that no check has seen compiled (the student built it before,
/// in Xcode or with `swift build`) is marked changed before the build (`compileUnknown`), so
/// that the build compiles it and prints its warnings: nothing is claimed without having been
/// seen. `watch` does not mark it (a new date would count as a save); the next save does.
enum RememberedWarnings {
    /// What one file printed when last compiled, and the digest of the text it was compiled as.
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

    /// The remembered files, or none.
    static func load(in workspace: Workspace) -> [String: File] {
        (try? Data(contentsOf: url(in: workspace))).flatMap {
            try? JSONDecoder().decode([String: File].self, from: $0)
        } ?? [:]
    }

    /// Gives each file with a started region that is not remembered as it is now a new
    /// modification date, so that the coming build compiles it and prints its warnings.
    static func compileUnknown(in catalog: Catalog) {
        for path in unknown(in: catalog, stored: load(in: catalog.workspace), read: read(catalog)) {
            try? FileManager.default.setAttributes(
                [.modificationDate: Date()], ofItemAtPath: catalog.workspace.url(path).path)
        }
    }

    /// The files with a started region whose remembered digest is not the one they have now.
    static func unknown(
        in catalog: Catalog, stored: [String: File], read: @escaping (String) -> String?
    ) -> [String] {
        let digest = digester(catalog, read: read)
        return catalog.files.filter { $0.regions.contains(where: \.isStarted) }.map(\.path)
            .filter { path in stored[path]?.digest == nil || stored[path]?.digest != digest(path) }
    }

    /// The warnings `printed` now, and for a file the build did not compile, those it printed
    /// when it was last compiled as it is now. Saves what it knows (best effort: a workbook that
    /// cannot be written to only forgets).
    static func merge(_ printed: [CompilerDiagnostic], output: String, catalog: Catalog)
        -> [CompilerDiagnostic]
    {
        let stored = load(in: catalog.workspace)
        let (kept, merged) = merge(
            printed, compiled: compiledFiles(in: output), catalog: catalog, stored: stored,
            read: read(catalog))
        if kept != stored, let data = try? JSONEncoder().encode(kept) {
            try? FileManager.default.createDirectory(
                at: catalog.workspace.stateFolder, withIntermediateDirectories: true)
            try? data.write(to: url(in: catalog.workspace))
        }
        return merged
    }

    /// `merge` without the file: what to keep, and the warnings to show. `compiled` names the
    /// files the build compiled (`Module File.swift`); `read` gives a file of the workbook.
    static func merge(
        _ printed: [CompilerDiagnostic], compiled: Set<String>, catalog: Catalog,
        stored: [String: File], read: @escaping (String) -> String?
    ) -> (kept: [String: File], warnings: [CompilerDiagnostic]) {
        let digest = digester(catalog, read: read)
        var paths: [String] = []
        let candidates =
            printed.map { catalog.relativePath($0.path) }
            + catalog.files.filter { $0.regions.contains(where: \.isStarted) }.map(\.path)
            + stored.keys.sorted()
        for path in candidates where !path.hasPrefix("/") && !paths.contains(path) {
            paths.append(path)
        }
        var kept: [String: File] = [:]
        var warnings: [CompilerDiagnostic] = []
        for path in paths {
            guard let digest = digest(path) else { continue }
            let now = printed.filter { catalog.relativePath($0.path) == path }
            if !now.isEmpty || compiled.contains(compiledName(of: path)) {
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

    /// The files a build compiled, from its `[3/9] Compiling Module File.swift` lines (a batch
    /// names several files, separated by commas), each as `Module File.swift`.
    static func compiledFiles(in output: String) -> Set<String> {
        var files: Set<String> = []
        for line in output.withoutTerminalStyles.components(separatedBy: "\n") {
            guard let range = line.range(of: "Compiling ") else { continue }
            let words = line[range.upperBound...].split(separator: " ", maxSplits: 1)
            guard words.count == 2 else { continue }
            for file in words[1].split(separator: ",") {
                files.insert("\(words[0]) \(file.trimmingCharacters(in: .whitespaces))")
            }
        }
        return files
    }

    /// `Module File.swift` for a file of the workbook: a stage's sources are in
    /// `Sources/<Stage>/`, its tests in `Tests/<Stage>Tests/`, each its own module.
    static func compiledName(of path: String) -> String {
        let parts = path.split(separator: "/")
        guard parts.count > 2 else { return path }
        return "\(parts[1]) \(parts[parts.count - 1])"
    }

    /// The digest a file is remembered with: its text and that of every file with a started
    /// region, so that a change to the student's code forgets warnings it may have caused.
    private static func digester(_ catalog: Catalog, read: @escaping (String) -> String?)
        -> (String) -> String?
    {
        let students = catalog.files.filter { $0.regions.contains(where: \.isStarted) }
            .map(\.text).joined(separator: "\n")
        return { path in read(path).map { SHA256.hex(of: $0 + "\n" + students) } }
    }

    /// Reads a file of the workbook.
    private static func read(_ catalog: Catalog) -> (String) -> String? {
        { path in try? String(contentsOf: catalog.workspace.url(path), encoding: .utf8) }
    }
}
