import Foundation
import WorkbookKit
import WorkbookLanguage

/// Writes a student copy of the workbook: every exercise stubbed, no solution text anywhere.
///
/// It copies an explicit list of folders (never `.git`, `.build` or `.workbook/`, which could
/// hold solutions), writes only inside the destination, and finally searches everything it wrote
/// for solution lines, failing loudly if one slipped through.
struct ReleaseWriter {
    /// What a release contains and where it went.
    struct Outcome: Equatable, Sendable {
        /// The folder written, as an absolute path.
        var destination: URL
        /// What `workbook-release.json` says: the stages and exercises released.
        var manifest: ReleaseManifest
        /// Paths written, relative to the destination, sorted.
        var files: [String]
        /// Places where a later stage repeats an earlier solution line as plain code.
        var warnings: [String] = []
    }

    /// The validated workbook to release; it must hold the reference code.
    var catalog: Catalog
    /// The students' language, in which the stubs state their rules (see `StubRule`).
    var language: Language = .en

    var workspace: Workspace { catalog.workspace }

    // MARK: - Writing

    /// Writes the release of `released` stages into `destination`.
    ///
    /// Refuses a non-empty destination unless `allowNonEmpty`, a destination inside the workbook,
    /// a workbook that is itself a release, and started exercises (their reference is not on disk).
    func write(stages released: [String], to destination: URL, allowNonEmpty: Bool = false)
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
            // `Package.swift` is copied as it is: it declares the stages `workbook-release.json`
            // names, so a copy of the first lectures builds with no switch set.
            if let file = marked[path] {
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
        var leaks = try Self.leaks(
            of: secretLines(in: paths), in: destination, paths: contents.keys.sorted())
        let givenCode = paths.filter { $0.hasPrefix("Sources/") && marked[$0] == nil }
            .compactMap { contents[$0].map { String(decoding: $0, as: UTF8.self) } }
        let answers = AnswerLeakSearch(
            files: paths.compactMap { marked[$0] }, givenCode: givenCode)
        // Every file shipped, notes and guides included: a student reads them while working.
        for (path, data) in contents.sorted(by: { $0.key < $1.key }) {
            let text = String(decoding: data, as: UTF8.self)
            leaks += answers.leaks(in: text, path: path)
            if path.hasSuffix(".md") {
                leaks += answers.leaks(inProse: text, path: path)
            }
        }
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
        var saved: [(id: String, saved: WorkbookState.SavedRegion)] = []
        let lines = file.text.components(separatedBy: "\n")
        let rewritten = try file.rewritingNumberedRegions { region, ordinal in
            guard case .reference(_, let authored) = region.form else { return nil }
            let rules =
                catalog.exercises.first { $0.id == region.exerciseID }?.stubRules(in: language)
                ?? [:]
            let stub = StubRule.stub(
                authored, above: Array(lines[..<(region.firstLine - 1)]),
                indentation: region.indentation, rules: rules, language: language)
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
}
