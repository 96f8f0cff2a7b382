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
            let diff = UnifiedDiff(old: outline(of: reference), new: outline(of: file))
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
