import WorkbookLanguage

/// Files with started exercises whose lines outside the regions differ from the last commit.
///
/// Only the code between an exercise's markers is the student's answer: grading puts those regions
/// into a clean copy, so an edit anywhere else passes `check` here and is lost when graded.
enum OutsideEdits {
    /// The paths of such files; none when the workbook is not a git checkout.
    static func files(in catalog: Catalog) -> [String] {
        diffs(in: catalog).map(\.path)
    }

    /// Each such file with the diff of its lines outside the regions, last commit to now: every
    /// region is one placeholder line on both sides, so no line of any region is ever shown.
    static func diffs(in catalog: Catalog) -> [(path: String, diff: UnifiedDiff)] {
        catalog.files.filter { $0.regions.contains(where: \.isStarted) }.compactMap { file in
            guard
                let committed = try? Shell.run(
                    ["git", "show", "HEAD:./\(file.path)"], in: catalog.workspace.root),
                committed.status == 0,
                let reference = try? MarkedFile(path: file.path, text: committed.output)
            else { return nil }
            var diff = UnifiedDiff(old: outline(of: reference), new: outline(of: file))
            diff.hunks = diff.hunks.map { renumbered($0, old: reference, new: file) }
            return diff.hunks.isEmpty ? nil : (file.path, diff)
        }
    }

    /// The warning `check` prints for `files`, or nothing.
    static func warning(for files: [String], in language: Language = .en) -> [String] {
        guard !files.isEmpty else { return [] }
        return [Messages.editedOutside(language)]
            + files.map { "    \($0)" }
            + [Messages.moveOrUndo(language)]
    }

    /// `hunk` numbered by the lines of the files, not of their outlines: a region is one line of
    /// the outline and many of the file, so the outline's numbers fall behind after each region.
    static func renumbered(_ hunk: UnifiedDiff.Hunk, old: MarkedFile, new: MarkedFile)
        -> UnifiedDiff.Hunk
    {
        var hunk = hunk
        (hunk.oldStart, hunk.oldCount) = fileRange(hunk.oldStart, hunk.oldCount, of: old)
        (hunk.newStart, hunk.newCount) = fileRange(hunk.newStart, hunk.newCount, of: new)
        return hunk
    }

    /// The file's first line and line count for `count` outline lines from `start` (1-based; with
    /// no line, `start` is the line before, as `diff -u` numbers it).
    private static func fileRange(_ start: Int, _ count: Int, of file: MarkedFile) -> (Int, Int) {
        let spans = lineSpans(of: file)
        guard start >= 1, start <= spans.count else { return (start, count) }
        guard count > 0 else {
            let before = spans[start - 1]
            return (before.first + before.count - 1, 0)
        }
        let covered = spans[(start - 1)..<min(spans.count, start - 1 + count)]
        return (covered.first!.first, covered.reduce(0) { $0 + $1.count })
    }

    /// The file's lines under each line of `outline(of:)`: one for a text line, all of a region's.
    static func lineSpans(of file: MarkedFile) -> [(first: Int, count: Int)] {
        var next = 1
        var spans: [(first: Int, count: Int)] = []
        for segment in file.segments {
            switch segment {
            case .text(let lines):
                spans += lines.indices.map { (next + $0, 1) }
                next += lines.count
            case .region(let region):
                spans.append((next, region.rawLines.count))
                next += region.rawLines.count
            }
        }
        return spans
    }

    /// The file's lines with each region, whatever its form, as one line naming its exercise.
    static func outline(of file: MarkedFile) -> [String] {
        file.segments.flatMap { segment -> [String] in
            switch segment {
            case .text(let lines): lines
            case .region(let region): ["\(region.indentation)… exercise \(region.exerciseID) …"]
            }
        }
    }
}
