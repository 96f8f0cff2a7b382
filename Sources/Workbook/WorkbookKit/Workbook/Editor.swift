import Foundation
import WorkbookLanguage

/// Rewrites exercise regions in place: stubs for `start`, the reference for `restore`.
///
/// It never loses a student's text: a region that differs from both its stub and its reference is
/// backed up before it is replaced, and every file is written atomically. It holds the workbook's
/// lock while it works and reads the files again under it, so two commands never interleave.
struct Editor {
    /// What a rewrite did, for the command to report.
    struct Outcome: Equatable, Sendable {
        /// Exercises whose regions were rewritten.
        var changed: [String] = []
        /// Exercises that were already in the requested form.
        var unchanged: [String] = []
        /// Copies of files that held the student's own text, made before rewriting them.
        var backups: [URL] = []
        /// The files that were rewritten, relative to the root.
        var files: [String] = []
        /// Damaged regions that `restore` rebuilt, one sentence each.
        var repairs: [Localized] = []
    }

    var catalog: Catalog
    /// Told, in plain words, when the editor waits for another command to finish writing.
    var waiting: (Localized) -> Void = { _ in }

    private var workspace: Workspace { catalog.workspace }

    /// How many lines around a region `start` remembers, to find it again without its markers.
    static let contextLines = 3

    // MARK: - Start

    /// Replaces the reference regions of `exercises` with their stubs and remembers the reference.
    ///
    /// The state is saved before any source file is written: a command killed in between leaves
    /// a reference remembered for a region still in place, which is harmless, and never the other
    /// way round.
    func start(_ exercises: [Exercise]) throws -> Outcome {
        let lock = try WorkbookLock.acquire(in: workspace, for: "start", waiting: waiting)
        defer { lock.release() }
        let catalog = try Catalog(workspace: workspace)
        try catalog.requireIntact(exercises, for: "start")
        var state = try WorkbookState.load(from: workspace)
        var outcome = Outcome()
        var ids: Set<String> = []
        var filesToBackUp: Set<String> = []
        for exercise in exercises {
            let places = catalog.places(of: exercise.id)
            let toStart = places.filter { Self.isToStart($0, of: exercise.id, state: state) }
            guard !toStart.isEmpty else {
                outcome.unchanged.append(exercise.id)
                continue
            }
            ids.insert(exercise.id)
            outcome.changed.append(exercise.id)
            for place in toStart {
                if place.region.isStarted {
                    // Restored: the reference stands between started markers. Anything else there
                    // is the student's own edit of it, kept in a backup before the stub replaces it.
                    let saved = state.saved(exercise.id, file: place.file, ordinal: place.ordinal)
                    if let saved, place.region.body != saved.stub,
                        place.region.body != Self.referenceBody(saved.reference)
                    {
                        filesToBackUp.insert(place.file)
                    }
                    continue
                }
                guard case .reference(_, let stub) = place.region.form,
                    let file = catalog.files.first(where: { $0.path == place.file })
                else { continue }
                let lines = file.text.components(separatedBy: "\n")
                var saved = state.started[exercise.id, default: []]
                saved.removeAll { $0.file == place.file && $0.ordinal == place.ordinal }
                saved.append(
                    .init(
                        file: place.file, ordinal: place.ordinal,
                        reference: place.region.rawLines, stub: stub,
                        before: Self.context(before: place.region.firstLine - 1, in: lines),
                        after: Self.context(after: place.region.lastLine - 1, in: lines)))
                state.started[exercise.id] = saved
            }
            state.passed[exercise.id] = nil
        }
        for file in filesToBackUp.sorted() {
            outcome.backups.append(try SourceWriter.backUp(file, in: workspace))
        }
        let before = state
        for id in ids { state.markRestored(id, false) }
        try state.save(to: workspace)
        outcome.files = try rewrite(ids: ids, in: catalog) { region, place in
            switch region.form {
            case .reference(_, let stub):
                return Region.startedLines(
                    id: region.exerciseID, indentation: region.indentation, body: stub)
            case .started:
                guard before.isRestored(region.exerciseID),
                    let saved = before.saved(
                        region.exerciseID, file: place.file, ordinal: place.ordinal)
                else { return nil }
                return Region.startedLines(
                    id: region.exerciseID, indentation: region.indentation, body: saved.stub)
            }
        }
        return outcome
    }

    /// Whether `start` rewrites `place` of exercise `id`: a reference region, or a started one
    /// into which `restore` put the reference (and which `start` can turn back into its stub).
    static func isToStart(_ place: Catalog.Place, of id: String, state: WorkbookState) -> Bool {
        guard place.region.isStarted else { return true }
        return state.isRestored(id)
            && state.saved(id, file: place.file, ordinal: place.ordinal) != nil
    }

    /// The solution lines of a saved reference region (its markers and stub left out).
    static func referenceBody(_ reference: [String]?) -> [String]? {
        guard let reference else { return nil }
        return (try? MarkedFile(path: "reference", text: reference.joined(separator: "\n")))?
            .regions.first?.body
    }

    // MARK: - Restore

    /// Puts the reference back into the started regions of `exercises`, backing up the student's
    /// text; regions whose markers were damaged are rebuilt first.
    ///
    /// By default each region gets its reference form back, byte for byte, as before `start`.
    /// `keepingStartedForm` puts the reference code between the started markers instead, so the
    /// file still reads as the student started it and `start` makes that exercise a stub again.
    func restore(_ exercises: [Exercise], keepingStartedForm: Bool = false) throws -> Outcome {
        let lock = try WorkbookLock.acquire(in: workspace, for: "restore", waiting: waiting)
        defer { lock.release() }
        var outcome = Outcome()
        var catalog = try Catalog(workspace: workspace)
        let ids = Set(exercises.map(\.id))
        if catalog.damage.contains(where: { ids.contains($0.exerciseID) }) {
            try repair(catalog.damage.filter { ids.contains($0.exerciseID) }, in: catalog, &outcome)
            catalog = try Catalog(workspace: workspace)
        }
        var state = try WorkbookState.load(from: workspace)
        var restored: Set<String> = []
        var replacements: [RegionKey: [String]] = [:]
        var filesToBackUp: Set<String> = []
        for exercise in exercises {
            let started = catalog.places(of: exercise.id).filter(\.region.isStarted)
            var holdsReference = !started.isEmpty
            for place in started {
                let saved = state.saved(exercise.id, file: place.file, ordinal: place.ordinal)
                guard
                    let reference = saved?.reference
                        ?? committedReference(exercise.id, in: place.file, ordinal: place.ordinal)
                else { throw Self.noReference(exercise.id) }
                let referenceBody = try MarkedFile(
                    path: place.file, text: reference.joined(separator: "\n")
                ).regions.first?.body
                let key = RegionKey(
                    exerciseID: exercise.id, file: place.file, ordinal: place.ordinal)
                if keepingStartedForm {
                    replacements[key] = Region.startedLines(
                        id: exercise.id, indentation: place.region.indentation,
                        body: referenceBody ?? [])
                    if saved == nil {
                        // Remembered, so that `start` can make this region a stub again.
                        guard
                            case .reference(_, let stub)? = try MarkedFile(
                                path: place.file, text: reference.joined(separator: "\n")
                            ).regions.first?.form
                        else { throw Self.noReference(exercise.id) }
                        state.started[exercise.id, default: []].append(
                            .init(
                                file: place.file, ordinal: place.ordinal, reference: reference,
                                stub: stub, before: nil, after: nil))
                    }
                } else {
                    replacements[key] = reference
                }
                if place.region.body != referenceBody {
                    holdsReference = false
                    if place.region.body != saved?.stub { filesToBackUp.insert(place.file) }
                }
            }
            guard !started.isEmpty, !(keepingStartedForm && holdsReference) else {
                if !outcome.changed.contains(exercise.id) {
                    outcome.unchanged.append(exercise.id)
                }
                if keepingStartedForm && holdsReference {
                    state.markRestored(exercise.id, true)
                } else if started.isEmpty {
                    // A restore killed after writing the files leaves their references behind.
                    state.started[exercise.id] = nil
                    state.markRestored(exercise.id, false)
                }
                continue
            }
            restored.insert(exercise.id)
            if !outcome.changed.contains(exercise.id) { outcome.changed.append(exercise.id) }
        }
        for file in filesToBackUp.sorted() {
            outcome.backups.append(try SourceWriter.backUp(file, in: workspace))
        }
        if keepingStartedForm {
            // Saved first, like `start`: a kill before the files are written leaves a region
            // still as the student had it, with its reference remembered.
            for id in restored {
                state.passed[id] = nil
                state.markRestored(id, true)
            }
            try state.save(to: workspace)
        }
        outcome.files += try rewrite(ids: restored, in: catalog) { region, place in
            guard region.isStarted else { return nil }
            return replacements[
                RegionKey(exerciseID: region.exerciseID, file: place.file, ordinal: place.ordinal)]
        }
        if !keepingStartedForm {
            for id in restored {
                state.started[id] = nil
                state.passed[id] = nil
                state.markRestored(id, false)
            }
            try state.save(to: workspace)
        }
        return outcome
    }

    // MARK: - Repairing damaged markers

    /// Rebuilds each damaged region as its reference, after backing its file up.
    ///
    /// The region's lost edge is found again from the lines around it when it was started (kept
    /// in the state) or around it in the last commit: between the surviving marker and those
    /// lines is the student's text, which the backup keeps.
    private func repair(_ damage: [MarkerDamage], in catalog: Catalog, _ outcome: inout Outcome)
        throws
    {
        var state = try WorkbookState.load(from: workspace)
        for (path, damaged) in Dictionary(grouping: damage, by: \.path).sorted(by: {
            $0.key < $1.key
        }) {
            guard let file = catalog.files.first(where: { $0.path == path }) else { continue }
            var lines = file.text.components(separatedBy: "\n")
            let committed = committedFile(path)
            // From the bottom up, so line numbers above stay valid while we replace.
            for damage in damaged.sorted(by: { $0.line > $1.line }) {
                let id = damage.exerciseID
                // A marker typed twice: the second line goes, and the region it repeats stays.
                if let duplicate = Self.duplicatedMarker(damage, in: lines) {
                    if !outcome.backups.contains(where: { $0.path.hasSuffix("/" + path) }) {
                        outcome.backups.append(try SourceWriter.backUp(path, in: workspace))
                    }
                    outcome.repairs.append(
                        Messages.removedDuplicateMarker(
                            lines[duplicate].trimmingCharacters(in: .whitespaces), in: path,
                            line: duplicate + 1))
                    lines.remove(at: duplicate)
                    if !outcome.changed.contains(id) { outcome.changed.append(id) }
                    continue
                }
                let ordinal = regionOrdinal(of: damage, in: file)
                let saved = state.saved(id, file: path, ordinal: ordinal)
                let fromCommit = committed.map { Self.region(id, ordinal: ordinal, in: $0) } ?? nil
                guard
                    let reference = saved?.reference
                        ?? fromCommit.flatMap({ $0.region.isStarted ? nil : $0.region.rawLines })
                else { throw Self.noReference(id) }
                let before = saved?.before ?? fromCommit?.before ?? []
                let after = saved?.after ?? fromCommit?.after ?? []
                // The lines around a region can recur inside it (a blank line, a `}`): of the
                // places they resume, the first that leaves every brace closed is the region's end.
                let candidates = Self.extents(of: damage, in: lines, before: before, after: after)
                guard
                    let range = candidates.first(where: {
                        Self.bracesBalance(lines, replacing: $0, with: reference)
                    }) ?? candidates.first
                else {
                    throw WorkbookError.regionEndUnknown(damage)
                }
                if !outcome.backups.contains(where: { $0.path.hasSuffix("/" + path) }) {
                    outcome.backups.append(try SourceWriter.backUp(path, in: workspace))
                }
                lines.replaceSubrange(range, with: reference)
                state.started[id]?.removeAll { $0.file == path && $0.ordinal == ordinal }
                state.passed[id] = nil
                outcome.repairs.append(
                    Messages.rebuiltRegion(
                        id, in: path, firstLine: range.lowerBound + 1, lastLine: range.upperBound,
                        missing: damage.missingMarker, from: saved?.reference != nil))
                if !outcome.changed.contains(id) { outcome.changed.append(id) }
            }
            // Parse before writing, so a repair never leaves a file worse than it was.
            let repaired = try MarkedFile(path: path, text: lines.joined(separator: "\n"))
            try SourceWriter.write([workspace.url(path): repaired.text])
            outcome.files.append(path)
        }
        for (id, regions) in state.started where regions.isEmpty { state.started[id] = nil }
        try state.save(to: workspace)
    }

    /// The position of a damaged region among all regions of its exercise in the file, damaged or not,
    /// as `start` numbered them.
    private func regionOrdinal(of damage: MarkerDamage, in file: MarkedFile) -> Int {
        let intact = file.regions.filter {
            $0.exerciseID == damage.exerciseID && $0.firstLine < damage.line
        }
        let damaged = file.damage.filter {
            $0.exerciseID == damage.exerciseID && $0.line < damage.line
        }
        return intact.count + damaged.count
    }

    /// The lines a damaged region spans in `lines`: from its surviving marker to where the
    /// remembered lines around it resume; `nil` when they cannot be found.
    static func extent(
        of damage: MarkerDamage, in lines: [String], before: [String], after: [String]
    ) -> Range<Int>? {
        extents(of: damage, in: lines, before: before, after: after).first
    }

    /// Every span `extent` could mean, nearest the surviving marker first: each place where the
    /// remembered lines around the region resume.
    static func extents(
        of damage: MarkerDamage, in lines: [String], before: [String], after: [String]
    ) -> [Range<Int>] {
        let marker = damage.line - 1
        var found: [Range<Int>] = []
        switch damage.kind {
        case .unclosed:
            guard !after.isEmpty else { return [] }
            var end = marker + 1
            while end + after.count <= lines.count {
                if Array(lines[end..<(end + after.count)]) == after { found.append(marker..<end) }
                end += 1
            }
        case .unopened:
            guard !before.isEmpty else { return [] }
            var start = marker
            while start - before.count >= 0 {
                if Array(lines[(start - before.count)..<start]) == before {
                    found.append(start..<(marker + 1))
                }
                start -= 1
            }
        }
        return found
    }

    /// Whether `lines`, with `range` replaced by `replacement`, closes every `{` it opens, and
    /// no `}` comes before its `{`: comments and strings do not count.
    static func bracesBalance(
        _ lines: [String], replacing range: Range<Int>, with replacement: [String]
    ) -> Bool {
        var lines = lines
        lines.replaceSubrange(range, with: replacement)
        let text = lines.joined(separator: "\n")
        var depth = 0
        for (character, isCode) in zip(text, SwiftCode.mask(text)) where isCode {
            if character == "{" { depth += 1 }
            if character == "}" {
                depth -= 1
                if depth < 0 { return false }
            }
        }
        return depth == 0
    }

    /// The index of the line to remove when `damage` is a marker typed twice: an `// END
    /// EXERCISE` right after its region's own (blank lines between), or a `// BEGIN EXERCISE`
    /// right before its region's own; `nil` for any other damage.
    static func duplicatedMarker(_ damage: MarkerDamage, in lines: [String]) -> Int? {
        let marker = damage.line - 1
        let step = damage.kind == .unopened ? -1 : 1
        let repeated =
            damage.kind == .unopened
            ? "\(Marker.endExercise) \(damage.exerciseID)"
            : "\(Marker.beginExercise) \(damage.exerciseID)"
        var index = marker + step
        while lines.indices.contains(index) {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                index += step
                continue
            }
            return trimmed == repeated ? marker : nil
        }
        return nil
    }

    /// Up to `contextLines` lines before line index `index`, stopping at another region's marker
    /// (which `start` or `restore` may rewrite later).
    static func context(before index: Int, in lines: [String]) -> [String] {
        var result: [String] = []
        var position = index - 1
        while position >= 0, result.count < contextLines, !isMarker(lines[position]) {
            result.insert(lines[position], at: 0)
            position -= 1
        }
        return result
    }

    /// Up to `contextLines` lines after line index `index`, stopping at another region's marker.
    static func context(after index: Int, in lines: [String]) -> [String] {
        var result: [String] = []
        var position = index + 1
        while position < lines.count, result.count < contextLines, !isMarker(lines[position]) {
            result.append(lines[position])
            position += 1
        }
        return result
    }

    private static func isMarker(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return [Marker.beginSolution, Marker.beginExercise, Marker.endSolution, Marker.endExercise]
            .contains { trimmed.hasPrefix($0) }
    }

    // MARK: - Internals

    /// One region of one exercise: the key under which `restore` keeps its reference.
    private struct RegionKey: Hashable {
        var exerciseID: String
        var file: String
        var ordinal: Int
    }

    private static func noReference(_ id: String) -> WorkbookError {
        WorkbookError.noReferenceToRestore(id: id)
    }

    /// Rewrites, in every file, the regions of `ids` for which `transform` gives new lines.
    private func rewrite(
        ids: Set<String>, in catalog: Catalog, _ transform: (Region, Catalog.Place) -> [String]?
    ) throws -> [String] {
        guard !ids.isEmpty else { return [] }
        var contents: [URL: String] = [:]
        var paths: [String] = []
        for file in catalog.files
        where file.regions.contains(where: { ids.contains($0.exerciseID) }) {
            var ordinals: [String: Int] = [:]
            let rewritten = try file.rewritingRegions { region in
                let ordinal = ordinals[region.exerciseID, default: 0]
                ordinals[region.exerciseID] = ordinal + 1
                guard ids.contains(region.exerciseID) else { return nil }
                return transform(
                    region, Catalog.Place(file: file.path, ordinal: ordinal, region: region))
            }
            if rewritten.text != file.text {
                contents[workspace.url(file.path)] = rewritten.text
                paths.append(file.path)
            }
        }
        try SourceWriter.write(contents)
        return paths
    }

    /// The last committed version of `file`, parsed; `nil` outside git or when it is not there.
    private func committedFile(_ file: String) -> MarkedFile? {
        guard
            let result = try? Shell.run(["git", "show", "HEAD:./\(file)"], in: workspace.root),
            result.status == 0
        else { return nil }
        return try? MarkedFile(path: file, text: result.output)
    }

    /// Region `ordinal` of exercise `id` in `file`, with the lines around it.
    private static func region(_ id: String, ordinal: Int, in file: MarkedFile) -> (
        region: Region, before: [String], after: [String]
    )? {
        let regions = file.regions.filter { $0.exerciseID == id }
        guard ordinal < regions.count else { return nil }
        let region = regions[ordinal]
        let lines = file.text.components(separatedBy: "\n")
        return (
            region, context(before: region.firstLine - 1, in: lines),
            context(after: region.lastLine - 1, in: lines)
        )
    }

    /// The reference form of a region as last committed to git, for a workbook whose state was lost.
    private func committedReference(_ id: String, in file: String, ordinal: Int) -> [String]? {
        guard
            let region = committedFile(file).flatMap({ Self.region(id, ordinal: ordinal, in: $0) }),
            !region.region.isStarted
        else { return nil }
        return region.region.rawLines
    }
}
