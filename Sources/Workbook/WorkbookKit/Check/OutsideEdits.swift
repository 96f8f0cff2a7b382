import WorkbookLanguage

/// Files with started exercises whose lines outside the regions differ from the last commit.
///
/// Only the code between an exercise's markers is the student's answer: grading puts those regions
/// into a clean copy, so an edit anywhere else passes `check` here and is lost when graded.
enum OutsideEdits {
    /// The paths of such files; none when the workbook is not a git checkout.
    static func files(in catalog: Catalog) -> [String] {
        catalog.files.filter { $0.regions.contains(where: \.isStarted) }.compactMap { file in
            guard
                let committed = try? Shell.run(
                    ["git", "show", "HEAD:./\(file.path)"], in: catalog.workspace.root),
                committed.status == 0,
                let reference = try? MarkedFile(path: file.path, text: committed.output)
            else { return nil }
            return outside(file) == outside(reference) ? nil : file.path
        }
    }

    /// The warning `check` prints for `files`, or nothing.
    static func warning(for files: [String], in language: Language = .en) -> [String] {
        guard !files.isEmpty else { return [] }
        return [Messages.editedOutside(language)]
            + files.map { "    \($0)" }
            + [Messages.moveOrUndo(language)]
    }

    /// The plain text between the regions, run by run.
    private static func outside(_ file: MarkedFile) -> [[String]] {
        file.segments.compactMap { segment in
            if case .text(let lines) = segment { return lines }
            return nil
        }
    }
}
