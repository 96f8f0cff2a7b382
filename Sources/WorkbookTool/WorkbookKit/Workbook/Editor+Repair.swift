import Foundation
import WorkbookLanguage

/// Rebuilding regions whose markers a student damaged, before `restore` puts the reference back.
extension Editor {
    /// Rebuilds each damaged region as its reference, after backing its file up.
    ///
    /// The region's lost edge is found again from the lines around it when it was started (kept
    /// in the state) or around it in the last commit: between the surviving marker and those
    /// lines is the student's text, which the backup keeps.
    func repair(_ damage: [MarkerDamage], in catalog: Catalog, _ outcome: inout Outcome)
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
            if after.allSatisfy({ $0.allSatisfy(\.isWhitespace) }) {
                // The region ended the file: blank lines recur anywhere, the file's end does not.
                let last = lines.lastIndex { !$0.allSatisfy(\.isWhitespace) } ?? marker
                return [marker..<max(last + 1, marker + 1)]
            }
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
}
