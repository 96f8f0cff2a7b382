/// Turns stage comparisons into text: unified diffs, a `--stat` summary, exercise regions.
///
/// Without colour the output is plain and stable (sorted files, fixed layout), so it can be
/// pasted into lecture notes or compared in a test.
struct DiffFormatter {
    /// Where colour comes from: `styled` is plain unless the console uses colour.
    var console: Console

    // MARK: - Unified diff

    /// Every changed file as a unified diff with `---`/`+++` headers; nothing for equal files.
    func unified(_ comparison: StageComparison) -> [String] {
        var out: [String] = []
        for file in comparison.changedFiles {
            let label = "\(file.name) (\(console.say(Messages.fileChange(file.change))))"
            out.append(console.styled("diff \(label)", .emphasis))
            out.append(console.styled("--- \(file.oldPath ?? "/dev/null")", .emphasis))
            out.append(console.styled("+++ \(file.newPath ?? "/dev/null")", .emphasis))
            for hunk in file.diff.hunks {
                out.append(console.styled(hunk.header, .heading))
                for line in hunk.lines {
                    switch line {
                    case .context(let text): out.append(" " + text)
                    case .removed(let text): out.append(console.styled("-" + text, .removed))
                    case .added(let text): out.append(console.styled("+" + text, .added))
                    }
                }
            }
        }
        return out
    }

    // MARK: - Stat

    /// One line per changed file (`name | +added -removed (change)`), then the totals.
    func stat(_ comparison: StageComparison) -> [String] {
        let files = comparison.changedFiles
        let width = files.map(\.name.count).max() ?? 0
        var out = files.map { file in
            let name = file.name.padded(to: width)
            let counts =
                console.styled("+\(file.diff.added)", .added) + " "
                + console.styled("-\(file.diff.removed)", .removed)
            let note =
                file.change == .changed ? "" : " (\(console.say(Messages.fileChange(file.change))))"
            return " \(name) | \(counts)\(note)"
        }
        let added = files.map(\.diff.added).reduce(0, +)
        let removed = files.map(\.diff.removed).reduce(0, +)
        out.append(
            " "
                + console.say(
                    Messages.diffTotals(files: files.count, added: added, removed: removed)))
        return out
    }

    // MARK: - Exercises

    /// Each region of `stage` with its solution and its stub, side by side when they fit in `width`.
    ///
    /// Wider code is shown one part after the other, so nothing is cut off.
    func exercises(of files: [MarkedFile], stage: String, width: Int = 120) -> [String] {
        var out: [String] = [console.styled(console.say(Messages.exercisesIn(stage)), .heading)]
        var any = false
        for file in files {
            for region in file.regions {
                any = true
                out.append("")
                out.append(
                    console.styled(
                        "\(region.exerciseID)  \(file.path):\(region.firstLine)", .emphasis))
                switch region.form {
                case .reference(let solution, let stub):
                    out += twoColumns(
                        (console.say(Messages.solutionColumn), dedented(solution)),
                        (console.say(Messages.stubColumn), dedented(stub)), width: width)
                case .started(let body):
                    out.append("  " + console.say(Messages.startedHere))
                    out += dedented(body).map { "  " + $0 }
                }
            }
        }
        if !any { out.append("  " + console.say(Messages.noExerciseRegions)) }
        return out
    }

    /// Two titled blocks of lines next to each other, or one after the other if they are too wide.
    func twoColumns(
        _ left: (title: String, lines: [String]), _ right: (title: String, lines: [String]),
        width: Int
    ) -> [String] {
        // In terminal columns, so a Korean title or comment keeps the columns in line.
        let leftWidth = max(left.title.columns, left.lines.map(\.columns).max() ?? 0)
        let rightWidth = max(right.title.columns, right.lines.map(\.columns).max() ?? 0)
        guard 2 + leftWidth + 3 + rightWidth <= width else {
            return ["  \(left.title):"] + left.lines.map { "    " + $0 } + ["  \(right.title):"]
                + right.lines.map { "    " + $0 }
        }
        var out = ["  " + left.title.padded(toColumns: leftWidth) + " | " + right.title]
        out.append(
            "  " + String(repeating: "-", count: leftWidth) + "-+-"
                + String(repeating: "-", count: rightWidth))
        for row in 0..<max(left.lines.count, right.lines.count) {
            let l = row < left.lines.count ? left.lines[row] : ""
            let r = row < right.lines.count ? right.lines[row] : ""
            let line = "  " + l.padded(toColumns: leftWidth) + " | " + r
            out.append(String(line.reversed().drop { $0 == " " }.reversed()))
        }
        return out
    }

    /// `lines` without the indentation they all share, so the columns stay narrow.
    func dedented(_ lines: [String]) -> [String] {
        let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map {
            $0.prefix { $0 == " " || $0 == "\t" }.count
        }
        let common = indents.min() ?? 0
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(common)) }
    }
}
