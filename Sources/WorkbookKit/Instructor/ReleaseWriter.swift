import Foundation

/// What `workbook release` writes as `workbook-release.json` at the root of a student copy.
///
/// Its presence is what makes `restore`, `verify` and `release` refuse clearly in the copy.
public struct ReleaseManifest: Codable, Equatable, Sendable {
    /// One sentence for anyone who opens the file.
    public var explanation: String
    /// The stages the copy contains, in teaching order.
    public var stages: [String]
    /// The exercises the copy contains, all stubbed.
    public var exercises: [String]

    /// The sentence every release carries.
    public static let standardExplanation =
        "A student copy of the Concentration Workbook made by 'workbook release': every exercise "
        + "is stubbed and no reference solution is included, so 'restore', 'verify' and 'release' "
        + "do not work here."
}

/// Writes a student copy of the workbook: every exercise stubbed, no solution text anywhere.
///
/// It copies an explicit list of folders (never `.git`, `.build` or `.workbook/`, which could
/// hold solutions), writes only inside the destination, and finally searches everything it wrote
/// for solution lines, failing loudly if one slipped through.
public struct ReleaseWriter {
    /// What a release contains and where it went.
    public struct Outcome: Equatable, Sendable {
        /// The folder written, as an absolute path.
        public var destination: URL
        /// What `workbook-release.json` says: the stages and exercises released.
        public var manifest: ReleaseManifest
        /// Paths written, relative to the destination, sorted.
        public var files: [String]
        /// Places where a later stage repeats an earlier solution line as plain code.
        public var warnings: [String] = []
    }

    /// Top-level files and folders a release may contain; everything else stays behind.
    public static let releasedTopLevel: Set<String> = [
        "Package.swift", "README.md", "docs", "Sources", "Tests", "Lectures", ".swift-format",
        ".gitignore",
    ]

    /// The validated workbook to release; it must hold the reference code.
    public var catalog: Catalog

    /// A writer for the workbook described by `catalog`.
    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    private var workspace: Workspace { catalog.workspace }

    // MARK: - Choosing what to release

    /// The stages up to and including `last` (all stages when `nil`).
    public func stages(through last: String?) -> [String] {
        guard let last, let index = workspace.stages.firstIndex(of: last) else {
            return workspace.stages
        }
        return Array(workspace.stages[...index])
    }

    /// Every file of the release, relative to the root, sorted: the chosen stages and the tool.
    public func files(forStages released: [String]) -> [String] {
        let left = Set(workspace.stages).subtracting(released)
        let leftFolders =
            Set(left.map { "Sources/\($0)" }).union(left.map { "Tests/\($0)Tests" })
            .union(left.map { "Lectures/\($0)" })
        let top =
            (try? FileManager.default.contentsOfDirectory(atPath: workspace.root.path)) ?? []
        var paths: [String] = []
        for name in top where Self.releasedTopLevel.contains(name) || name.hasPrefix("LICENSE") {
            var isFolder: ObjCBool = false
            guard
                FileManager.default.fileExists(
                    atPath: workspace.url(name).path, isDirectory: &isFolder)
            else { continue }
            if !isFolder.boolValue {
                paths.append(name)
                continue
            }
            // Hidden files and folders (build products, editor state) are skipped by fileNames.
            paths += StageComparison.fileNames(in: workspace.url(name)).map { "\(name)/\($0)" }
                .filter { path in
                    let parts = path.split(separator: "/")
                    return parts.count < 2 || !leftFolders.contains("\(parts[0])/\(parts[1])")
                }
        }
        return paths.filter { !HiddenSuites.isHidden($0) }.sorted()
    }

    // MARK: - Writing

    /// Writes the release of `released` stages into `destination`.
    ///
    /// Refuses a non-empty destination unless `allowNonEmpty`, a destination inside the workbook,
    /// a workbook that is itself a release, and started exercises (their reference is not on disk).
    public func write(stages released: [String], to destination: URL, allowNonEmpty: Bool = false)
        throws -> Outcome
    {
        try workspace.requireReference(for: "release")
        let destination = destination.absoluteURL.standardizedFileURL
        try checkDestination(destination, allowNonEmpty: allowNonEmpty)
        let paths = files(forStages: released)
        let marked = Dictionary(uniqueKeysWithValues: catalog.files.map { ($0.path, $0) })
        let started = paths.compactMap { marked[$0] }.flatMap { file in
            file.regions.filter(\.isStarted).map { "\(file.path):\($0.firstLine) \($0.exerciseID)" }
        }
        guard started.isEmpty else {
            throw WorkbookError.failed(
                "These exercises are started in this workbook, so their reference is not in the sources:\n"
                    + started.map { "    \($0)" }.joined(separator: "\n")
                    + "\nRun 'swift run workbook restore <exercise>' for each, then release again.")
        }
        var contents: [String: Data] = [:]
        var state = WorkbookState()
        for path in paths {
            if path == "Package.swift" {
                let text = try String(contentsOf: workspace.url(path), encoding: .utf8)
                contents[path] = Data(Self.manifest(text, stages: released).utf8)
            } else if let file = marked[path] {
                let (text, saved) = try stubbed(file)
                contents[path] = Data(text.utf8)
                for region in saved { state.started[region.id, default: []].append(region.saved) }
            } else {
                contents[path] = try Data(contentsOf: workspace.url(path))
            }
        }
        let exercises = catalog.exercises.filter { released.contains($0.stage) }.map(\.id)
        let manifest = ReleaseManifest(
            explanation: ReleaseManifest.standardExplanation, stages: released, exercises: exercises
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        contents[Workspace.releaseMarkerName] = try encoder.encode(manifest) + Data("\n".utf8)
        contents[".workbook/state.json"] = try encoder.encode(state) + Data("\n".utf8)
        contents[ReleaseChecksums.fileName] = try ReleaseChecksums.releaseFile(for: contents)
        for (path, data) in contents {
            try Self.write(data, to: path, in: destination)
        }
        let leaks = try Self.leaks(
            of: secretLines(in: paths), in: destination, paths: contents.keys.sorted())
        guard leaks.isEmpty else {
            throw WorkbookError.failed(
                "Solution text was found in the release; do not hand out \(destination.path):\n"
                    + leaks.map { "    \($0)" }.joined(separator: "\n"))
        }
        return Outcome(
            destination: destination, manifest: manifest, files: contents.keys.sorted(),
            warnings: try unmarkedCarriedForward(in: paths, stages: released))
    }

    private func checkDestination(_ destination: URL, allowNonEmpty: Bool) throws {
        let root = workspace.root.resolvingSymlinksInPath().path
        let target = destination.resolvingSymlinksInPath().path
        if target == root || target.hasPrefix(root + "/") {
            throw WorkbookError.failed(
                "\(destination.path) is inside the workbook; choose a folder outside it, such as ../student-copy"
            )
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: destination.path, isDirectory: &isFolder)
        else { return }
        guard isFolder.boolValue else {
            throw WorkbookError.failed("\(destination.path) is a file, not a folder.")
        }
        let entries = try FileManager.default.contentsOfDirectory(atPath: destination.path)
        if !entries.isEmpty && !allowNonEmpty {
            throw WorkbookError.failed(
                """
                \(destination.path) is not empty (\(entries.count) entries); nothing was written.
                Choose an empty or new folder, or add --force to write into it anyway (files the \
                release contains are replaced, others are left as they are).
                """)
        }
    }

    /// The file with every region in its started form holding the stub, and what `state.json` records.
    private func stubbed(_ file: MarkedFile) throws -> (
        String, [(id: String, saved: WorkbookState.SavedRegion)]
    ) {
        var ordinals: [String: Int] = [:]
        var saved: [(id: String, saved: WorkbookState.SavedRegion)] = []
        let rewritten = try file.rewritingRegions { region in
            guard case .reference(_, let stub) = region.form else { return nil }
            let ordinal = ordinals[region.exerciseID, default: 0]
            ordinals[region.exerciseID] = ordinal + 1
            saved.append(
                (
                    region.exerciseID,
                    .init(file: file.path, ordinal: ordinal, reference: nil, stub: stub)
                ))
            return Region.startedLines(
                id: region.exerciseID, indentation: region.indentation, body: stub)
        }
        return (rewritten.text, saved)
    }

    /// `Package.swift` with its `let stages = [...]` line listing only `stages`.
    public static func manifest(_ text: String, stages: [String]) -> String {
        text.components(separatedBy: "\n").map { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("let stages = [") else { return line }
            let indentation = line.prefix { $0 == " " || $0 == "\t" }
            let list = stages.map { "\"\($0)\"" }.joined(separator: ", ")
            return "\(indentation)let stages = [\(list)]"
        }.joined(separator: "\n")
    }

    /// Writes `data` to `path` under `folder`, refusing any path that would land outside it.
    static func write(_ data: Data, to path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path).standardizedFileURL
        guard url.path.hasPrefix(folder.standardizedFileURL.path + "/"),
            !path.split(separator: "/").contains("..")
        else {
            throw WorkbookError.failed("Refusing to write \(path) outside \(folder.path).")
        }
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let parent = url.deletingLastPathComponent().resolvingSymlinksInPath().path + "/"
        guard parent.hasPrefix(folder.resolvingSymlinksInPath().path + "/") else {
            throw WorkbookError.failed(
                "Refusing to write \(path) through a link outside \(folder.path).")
        }
        try data.write(to: url, options: .atomic)
    }

    // MARK: - Proving nothing leaks

    /// The lines (trimmed, non-empty) that occur only inside solution parts of the files at `paths`.
    ///
    /// A line that also occurs outside a solution (a closing brace, a stub, plain code) reveals
    /// nothing, so only the rest must never appear in a release.
    public func secretLines(in paths: [String]) throws -> Set<String> {
        let marked = Dictionary(uniqueKeysWithValues: catalog.files.map { ($0.path, $0) })
        var solution: Set<String> = []
        var elsewhere: Set<String> = []
        for path in paths {
            // Only the catalog's sources hold regions; marker-like text elsewhere (the authoring
            // guide, the tool's own tests) is plain text that the release keeps.
            guard let file = marked[path] else {
                let data = try Data(contentsOf: workspace.url(path))
                elsewhere.formUnion(Self.trimmedLines(String(decoding: data, as: UTF8.self)))
                continue
            }
            for segment in file.segments {
                switch segment {
                case .text(let lines):
                    elsewhere.formUnion(lines.map(Self.trimmed))
                case .region(let region):
                    if case .reference(let lines, let stub) = region.form {
                        solution.formUnion(lines.map(Self.trimmed))
                        elsewhere.formUnion(stub.map(Self.trimmed))
                    } else {
                        elsewhere.formUnion(region.rawLines.map(Self.trimmed))
                    }
                }
            }
        }
        return solution.subtracting(elsewhere).subtracting([""])
    }

    /// Later stages' plain code that repeats a line found only in an earlier stage's solutions.
    ///
    /// Carried-forward code must be marked with the earlier exercise's id, or a release of both
    /// stages hands out the answer; this finds copies that were not marked.
    public func unmarkedCarriedForward(in paths: [String], stages released: [String]) throws
        -> [String]
    {
        let marked = Dictionary(uniqueKeysWithValues: catalog.files.map { ($0.path, $0) })
        var warnings: [String] = []
        for (index, stage) in released.enumerated() {
            let secrets = try secretLines(in: paths.filter { $0.hasPrefix("Sources/\(stage)/") })
            guard !secrets.isEmpty else { continue }
            for later in released.dropFirst(index + 1) {
                for path in paths where path.hasPrefix("Sources/\(later)/") {
                    for (number, line) in try plainLines(of: path, marked: marked)
                    where secrets.contains(Self.trimmed(line)) {
                        warnings.append(
                            "\(path):\(number): repeats a line of a \(stage) solution outside any "
                                + "exercise region (\(Self.trimmed(line))); if it is carried-forward "
                                + "code, mark it with that exercise's id (docs/authoring-exercises.md, "
                                + "section 5).")
                    }
                }
            }
        }
        return warnings
    }

    /// The lines of the file at `path` that are outside every region, with their 1-based numbers.
    private func plainLines(of path: String, marked: [String: MarkedFile]) throws -> [(Int, String)]
    {
        guard let file = marked[path] else {
            let text = String(decoding: try Data(contentsOf: workspace.url(path)), as: UTF8.self)
            return text.components(separatedBy: "\n").enumerated().map {
                ($0.offset + 1, $0.element)
            }
        }
        var lines: [(Int, String)] = []
        var number = 1
        for segment in file.segments {
            switch segment {
            case .text(let text):
                for line in text {
                    lines.append((number, line))
                    number += 1
                }
            case .region(let region):
                number += region.rawLines.count
            }
        }
        return lines
    }

    /// `path:line: text` for every line of the files at `paths` under `folder` that is in `secrets`.
    public static func leaks(of secrets: Set<String>, in folder: URL, paths: [String]) throws
        -> [String]
    {
        var found: [String] = []
        for path in paths {
            let data = try Data(contentsOf: folder.appendingPathComponent(path))
            let lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
            for (number, line) in lines.enumerated() where secrets.contains(trimmed(line)) {
                found.append("\(path):\(number + 1): \(trimmed(line))")
            }
        }
        return found
    }

    private static func trimmed(_ line: String) -> String {
        line.trimmingCharacters(in: .whitespaces)
    }

    private static func trimmedLines(_ text: String) -> [String] {
        text.components(separatedBy: "\n").map(trimmed)
    }
}
