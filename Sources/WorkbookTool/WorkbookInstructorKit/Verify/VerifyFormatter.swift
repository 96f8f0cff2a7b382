import WorkbookKit

/// Turns a `Verifier.Report` into the table maintainers read (an exercise per row, a rule per
/// column), and the mutation scores into one line per exercise and one per survivor.
struct VerifyFormatter {
    var console: Console

    /// The table, the package-wide rules, and every violation with its reason.
    func lines(for report: Verifier.Report) -> [String] {
        let rules = report.rows.first?.findings.map(\.rule) ?? []
        let width = max("exercise".count, report.rows.map(\.exercise.count).max() ?? 0)
        var lines = [
            console.styled(
                (["exercise".padded(to: width)] + rules).joined(separator: "  "), .emphasis)
        ]
        for row in report.rows {
            let marks = row.findings.map { mark($0.finding).padded(to: $0.rule.count) }
            lines.append(([row.exercise.padded(to: width)] + marks).joined(separator: "  "))
        }
        lines.append("")
        lines.append("\(mark(report.reference)) with nothing stubbed, every test passes")
        lines.append(
            "\(mark(report.allStubbed)) with everything stubbed, the package and its tests compile and run without a crash"
        )
        lines.append(
            "\(mark(report.independentStages)) no stage imports another, so the course's order proves each lecture's"
        )
        var violations: [String] = []
        for row in report.rows {
            for (rule, finding) in row.findings {
                guard case .violated(let reasons) = finding else { continue }
                for reason in reasons.components(separatedBy: "\n") {
                    violations.append("\(row.exercise) (\(rule)): \(reason)")
                }
            }
        }
        for finding in [report.reference, report.allStubbed, report.independentStages] {
            if case .violated(let reason) = finding {
                violations += reason.components(separatedBy: "\n")
            }
        }
        lines.append("")
        if violations.isEmpty {
            lines.append(console.styled("verify passed: every exercise is sound.", .passed))
        } else {
            lines.append(console.styled("verify failed: \(violations.count) violation(s)", .failed))
            lines += violations.map { "    \($0)" }
        }
        return lines
    }

    /// One line per exercise with its kill score, then every survivor and stale declaration.
    func lines(for scores: [MutationTester.Score]) -> [String] {
        let width = max("exercise".count, scores.map(\.exercise.count).max() ?? 0)
        var lines = [
            console.styled(
                "\("exercise".padded(to: width))  mutants  killed  by compiler  equivalent  survived  score  seconds",
                .emphasis)
        ]
        for score in scores {
            let cells = [
                "\(score.results.count)".padded(to: 7), "\(score.count(.killed))".padded(to: 6),
                "\(score.count(.killedByCompiler))".padded(to: 11),
                "\(score.count(.equivalent))".padded(to: 10),
                "\(score.survivors.count)".padded(to: 8),
                "\(Int((score.killRatio * 100).rounded(.down)))%".padded(to: 5),
                "\(Int(score.seconds.rounded()))",
            ]
            lines.append(([score.exercise.padded(to: width)] + cells).joined(separator: "  "))
        }
        var problems: [String] = []
        for score in scores {
            for survivor in score.survivors {
                let change =
                    survivor.mutant.replacement.map {
                        "\($0.trimmingCharacters(in: .whitespaces))"
                    } ?? "(line deleted)"
                problems.append(
                    "\(score.exercise): \(survivor.file):\(survivor.line): \(survivor.mutant.mutation) survived: "
                        + "\(survivor.mutant.original.trimmingCharacters(in: .whitespaces)) → \(change)"
                )
            }
            for escape in score.escapes {
                let change =
                    escape.mutant.replacement.map { $0.trimmingCharacters(in: .whitespaces) }
                    ?? "(line deleted)"
                problems.append(
                    "\(score.exercise): \(escape.file):\(escape.line): \(escape.mutant.mutation) "
                        + "passes check \(score.exercise) but \(escape.broke.joined(separator: "; ")): "
                        + "\(escape.mutant.original.trimmingCharacters(in: .whitespaces)) → \(change)"
                )
            }
            for misadvised in score.misadvised {
                let change =
                    misadvised.mutant.replacement.map { $0.trimmingCharacters(in: .whitespaces) }
                    ?? "(line deleted)"
                for contradiction in misadvised.contradictions {
                    problems.append(
                        "\(score.exercise): \(misadvised.file):\(misadvised.line): \(misadvised.mutant.mutation) "
                            + "is told what its result contradicts (\(contradiction)): "
                            + "\(misadvised.mutant.original.trimmingCharacters(in: .whitespaces)) → \(change)"
                    )
                }
            }
            for stale in score.staleEquivalents {
                problems.append(
                    "\(score.exercise): equivalentMutants entry matches no survivor (stale): "
                        + "\(stale.mutation) on \"\(stale.line)\"")
            }
        }
        lines.append("")
        if problems.isEmpty {
            lines.append(
                console.styled("verify --mutants passed: every mistake is caught.", .passed))
        } else {
            lines.append(
                console.styled("verify --mutants failed: \(problems.count) problem(s)", .failed))
            lines += problems.map { "    \($0)" }
            lines.append(
                "    A survivor needs a test that fails on it, or, if the mistake is correct under the "
                    + "exercise's specification, an \"equivalentMutants\" entry with a reason "
                    + "(docs/authoring-exercises.md). An escape means a suite that runs the "
                    + "exercise's code is missing from its check: run verify, whose callers rule "
                    + "names it. Advice that contradicts its result must be chosen by the value "
                    + "the test saw (a `Premise` says which values it is true of).")
        }
        return lines
    }

    func mark(_ finding: Verifier.Finding) -> String {
        finding.holds ? console.styled("✔", .passed) : console.styled("✘", .failed)
    }
}
