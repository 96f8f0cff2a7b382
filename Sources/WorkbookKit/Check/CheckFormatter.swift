/// Turns a `CheckReport` into the lines a student reads: one verdict per exercise, then details.
struct CheckFormatter {
    /// The most source lines of a compiler excerpt to show; the message itself is always shown.
    static let excerptLimit = 6

    var console: Console
    /// Makes absolute paths relative to the workbook.
    var catalog: Catalog

    /// The report's lines, without the closing "Next:" advice.
    func lines(for report: CheckReport) -> [String] {
        let width = report.entries.map(\.exercise.id.count).max() ?? 0
        var lines: [String] = []
        for entry in report.entries {
            let id = entry.exercise.id.padded(to: width)
            switch entry.verdict {
            case .passed(let tests):
                let note =
                    catalog.places(of: entry.exercise.id).contains(where: \.region.isStarted)
                    ? "" : " (reference code; not started)"
                lines.append(
                    "\(console.styled("✔", .passed)) \(id)  passed (\(plural(tests, "test")))\(note)"
                )
            case .failed(let failed, let total, let test, let issue):
                lines.append(
                    "\(console.styled("✘", .failed)) \(id)  failed (\(failed) of \(plural(total, "test")))"
                )
                lines.append("      Test \"\(test)\"")
                if let issue {
                    lines.append("      \(place(of: issue)): \(issue.message)")
                    lines += issue.details.map { "      ↳ \($0)" }
                }
                lines += alsoUsed(by: entry.exercise)
            case .compileError(let diagnostics):
                lines.append("\(console.styled("✘", .failed)) \(id)  does not compile")
                lines += diagnostics.flatMap { describe($0, indent: "      ") }
            case .crashed(let crash):
                lines.append(
                    "\(console.styled("✘", .failed)) \(id)  crashed the test process: \(crash.reason)"
                )
                if let file = crash.file, let line = crash.line {
                    lines.append("      at \(catalog.relativePath(file)):\(line)")
                }
            case .notRun(let reason):
                lines.append("\(console.styled("·", .dim)) \(id)  not run: \(reason)")
            case .noTests:
                let suites = entry.exercise.suites.joined(separator: ", ")
                lines.append(
                    "\(console.styled("?", .failed)) \(id)  no test of \(suites) ran; tell your instructor"
                )
            }
        }
        lines += report.dependents.flatMap(describeDependent)
        for other in report.otherSuites {
            var line = "Other tests of \(other.stage): \(other.passed) passed"
            if let first = other.failed.first {
                line += ", " + console.styled("\(other.failed.count) failed", .failed)
                line += " (first: \"\(first.displayName)\""
                if let issue = first.issues.first {
                    line += " at \(place(of: issue)): \(issue.message)"
                }
                line += ")"
            }
            lines.append(line + ".")
        }
        if !report.unplacedErrors.isEmpty {
            lines.append(console.styled("Compiler errors outside every exercise region:", .failed))
            lines += report.unplacedErrors.flatMap { describe($0, indent: "    ") }
        }
        if !report.otherErrors.isEmpty {
            lines.append(console.styled("The build failed:", .failed))
            lines += report.otherErrors.map { "    \($0)" }
        }
        if let crash = report.crash, report.crashedExercise == nil {
            var line = console.styled("The test process crashed: ", .failed) + crash.reason
            if let file = crash.file, let number = crash.line {
                line += " (at \(catalog.relativePath(file)):\(number))"
            }
            lines.append(line)
        }
        return lines
    }

    /// A note that a failed exercise's tests also use the code of started exercises it requires.
    private func alsoUsed(by exercise: Exercise) -> [String] {
        let started = exercise.requires.filter { id in
            catalog.places(of: id).contains(where: \.region.isStarted)
        }
        guard !started.isEmpty else { return [] }
        return [
            "      These tests also use \(started.joined(separator: ", ")): a mistake there can be the cause too."
        ]
    }

    /// A not-started exercise whose tests use the checked code: "your code also feeds …".
    private func describeDependent(_ entry: CheckReport.Entry) -> [String] {
        let yours = entry.fedBy.joined(separator: ", ")
        let feeds = "your code in \(yours) also feeds \(entry.exercise.id)'s tests"
        switch entry.verdict {
        case .passed(let tests):
            return ["\(console.styled("✔", .passed)) \(feeds): passed (\(plural(tests, "test")))"]
        case .failed(let failed, let total, let test, let issue):
            var lines = [
                "\(console.styled("✘", .failed)) \(feeds), and \(failed) of \(plural(total, "test")) fail",
                "      (\(entry.exercise.id) is not started: its reference code is right, so fix \(yours))",
                "      Test \"\(test)\"",
            ]
            if let issue {
                lines.append("      \(place(of: issue)): \(issue.message)")
                lines += issue.details.map { "      ↳ \($0)" }
            }
            return lines
        case .crashed(let crash):
            return ["\(console.styled("✘", .failed)) \(feeds), and they crash: \(crash.reason)"]
        case .compileError, .notRun, .noTests:
            return []
        }
    }

    /// A diagnostic as `file:line:col: error: message` and a few lines of the compiler's excerpt.
    private func describe(_ diagnostic: CompilerDiagnostic, indent: String) -> [String] {
        let path = catalog.relativePath(diagnostic.path)
        return [
            "\(indent)\(path):\(diagnostic.line):\(diagnostic.column): error: \(diagnostic.message)"
        ]
            + diagnostic.excerpt.prefix(Self.excerptLimit).map { indent + $0 }
    }

    /// `Tests/Target/File.swift:12` for an issue whose file ID is `Target/File.swift`.
    private func place(of issue: TestIssue) -> String {
        let file =
            issue.file.hasPrefix("/") ? catalog.relativePath(issue.file) : "Tests/\(issue.file)"
        return "\(file):\(issue.line)"
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
