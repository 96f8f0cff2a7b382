import Foundation
import WorkbookKit

/// A student's copy of the workbook handed in for grading.
///
/// Grading takes only the student's exercise regions from it: they are laid over a scratch copy
/// of the instructor's package, so the tests, the code around the regions and `Package.swift` are
/// always the instructor's. `integrity(against:)` says which of those the student changed.
struct Submission: Sendable {
    /// What the submission did to the files it was not meant to edit.
    struct Integrity: Codable, Equatable, Sendable {
        /// Protected files whose content differs from the release (or that are missing).
        var changed: [String] = []
        /// Files under `Sources/` or `Tests/` that the release did not contain; never graded.
        var added: [String] = []
        /// Anything else worth telling the grader, such as a region that could not be found.
        var notes: [String] = []
        /// Signs that the copy's code tampered with the record of its test run (`RunIntegrity`).
        var tampering: [String] = []

        /// Whether the student changed nothing they were not meant to, and the run was honest.
        var isClean: Bool { changed.isEmpty && added.isEmpty && tampering.isEmpty }
    }

    /// The student's folder.
    var folder: URL

    /// The student's name: the folder's name.
    var name: String { folder.lastPathComponent }

    /// Every folder inside `parent` (hidden ones excepted), sorted: a class's submissions.
    static func all(in parent: URL) throws -> [Submission] {
        try FileManager.default.contentsOfDirectory(
            at: parent, includingPropertiesForKeys: [.isDirectoryKey]
        )
        .filter {
            !$0.lastPathComponent.hasPrefix(".")
                && (try? $0.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true
        }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
        .map { Submission(folder: $0.standardizedFileURL) }
    }

    /// The release manifest the copy carries, if it has a readable one.
    var manifest: ReleaseManifest? {
        (try? Data(contentsOf: folder.appendingPathComponent(Workspace.releaseMarkerName)))
            .flatMap { try? JSONDecoder().decode(ReleaseManifest.self, from: $0) }
    }

    /// The exercises of `reference` this copy was handed: those its manifest names, or every one.
    func exercises(of reference: Catalog) -> [Exercise] {
        guard let names = manifest.map({ Set($0.exercises) }) else { return reference.exercises }
        return reference.exercises.filter { names.contains($0.id) }
    }

    // MARK: - Integrity

    /// Compares the student's protected files with the checksums their release recorded
    /// (`workbook-checksums.json`), or, without that file, with what `reference` releases now.
    func integrity(against reference: Catalog) throws -> Integrity {
        let stages = manifest?.stages ?? reference.workspace.stages
        let current = try ReleaseChecksums(releasing: stages, of: reference)
        let recorded =
            (try? Data(contentsOf: folder.appendingPathComponent(ReleaseChecksums.fileName)))
            .flatMap { try? JSONDecoder().decode(ReleaseChecksums.self, from: $0) }
        var integrity = Integrity()
        if let recorded, recorded.files != current.files {
            integrity.notes.append(
                "\(ReleaseChecksums.fileName) differs from what this workbook releases now: the copy "
                    + "was released from another version, or the file was edited.")
        }
        let expected = recorded?.files ?? current.files
        for (path, digest) in expected.sorted(by: { $0.key < $1.key }) {
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(path)) else {
                integrity.changed.append("\(path) (missing)")
                continue
            }
            if ReleaseChecksums.digest(of: data) != digest { integrity.changed.append(path) }
        }
        let known = Set(expected.keys)
        for top in ["Sources", "Tests"] {
            let files = FileList.regularFiles(in: folder.appendingPathComponent(top))
            for path in files.map({ top + "/" + $0 })
            where !known.contains(path) && !HiddenSuites.isHidden(path) {
                integrity.added.append(path)
            }
        }
        return integrity
    }

    // MARK: - Overlay

    /// The text of each of `reference`'s files with regions, with the student's code in the
    /// regions of `exercises` (in the started form), and notes on regions that could not be read.
    ///
    /// A region the student's copy lacks (file missing, markers damaged) gets its stub, so the
    /// exercise is graded as unsolved rather than taken from the reference; so do the regions of
    /// the exercises in `stubbing`, whose code does not compile.
    func overlaid(on reference: Catalog, exercises: [Exercise], stubbing: Set<String> = []) -> (
        texts: [String: String], notes: [String]
    ) {
        let graded = Set(exercises.map(\.id))
        var texts: [String: String] = [:]
        var notes: [String] = []
        for file in reference.files
        where file.regions.contains(where: { graded.contains($0.exerciseID) }) {
            var student: [String: [[String]]] = [:]
            if let text = try? String(
                contentsOf: folder.appendingPathComponent(file.path), encoding: .utf8)
            {
                do {
                    for region in try MarkedFile(path: file.path, text: text).regions {
                        student[region.exerciseID, default: []].append(region.body)
                    }
                } catch {
                    notes.append(
                        "\(file.path): the exercise markers are damaged (\(error)); its stubs were graded."
                    )
                }
            } else {
                notes.append("\(file.path): missing; its stubs were graded.")
            }
            let rewritten = try? file.rewritingNumberedRegions { region, ordinal in
                let id = region.exerciseID
                guard graded.contains(id) else { return nil }
                let body: [String]
                if !stubbing.contains(id), let bodies = student[id], ordinal < bodies.count {
                    body = bodies[ordinal]
                } else {
                    if !stubbing.contains(id), !student.isEmpty {
                        notes.append(
                            "\(file.path): region \(ordinal + 1) of \(id) not found; its stub was graded."
                        )
                    }
                    switch region.form {
                    case .reference(_, let stub): body = stub
                    case .started(let started): body = started
                    }
                }
                return Region.startedLines(id: id, indentation: region.indentation, body: body)
            }
            if let rewritten { texts[file.path] = rewritten.text }
        }
        return (texts, notes)
    }
}
