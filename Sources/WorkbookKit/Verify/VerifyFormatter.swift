/// Turns a `Verifier.Report` into the table maintainers read: exercise × stub fails × reference passes.
struct VerifyFormatter {
    var console: Console

    /// The table, the package-wide rules, and every violation with its reason.
    func lines(for report: Verifier.Report) -> [String] {
        let header = ("exercise", "stub fails", "reference passes")
        let width = max(header.0.count, report.rows.map(\.exercise.count).max() ?? 0)
        var lines = [
            console.styled(
                "\(header.0.padded(to: width))  \(header.1.padded(to: 10))  \(header.2)", .emphasis)
        ]
        for row in report.rows {
            lines.append(
                "\(row.exercise.padded(to: width))  \(mark(row.stubFails))           \(mark(row.referencePasses))"
            )
        }
        lines.append("")
        lines.append("\(mark(report.reference)) with nothing stubbed, every test passes")
        lines.append(
            "\(mark(report.allStubbed)) with everything stubbed, the package and its tests compile and run without a crash"
        )
        var violations: [String] = []
        for row in report.rows {
            if case .violated(let reason) = row.stubFails {
                violations.append("\(row.exercise): stubbed alone, \(reason)")
            }
            if case .violated(let reason) = row.referencePasses {
                violations.append("\(row.exercise): on the reference, \(reason)")
            }
        }
        for finding in [report.reference, report.allStubbed] {
            if case .violated(let reason) = finding { violations.append(reason) }
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

    private func mark(_ finding: Verifier.Finding) -> String {
        finding.holds ? console.styled("✔", .passed) : console.styled("✘", .failed)
    }
}
