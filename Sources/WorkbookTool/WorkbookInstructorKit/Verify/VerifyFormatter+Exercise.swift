import WorkbookKit

/// `verify <exercise>`'s report: one line per rule with what it proved, the exercise's cases, every
/// violation, and what only the full `verify` proves.
extension VerifyFormatter {
    /// What each rule proved of one exercise, by the name the table prints.
    static let exerciseRules: [String: String] = [
        "stub fails": "stubbed alone, one of its tests fails and nothing crashes",
        "reference passes": "its tests pass on the reference",
        "isolation": "stubbed alone, it fails only tests its check runs",
        "requires": "each exercise requiring it has a test that fails on its stub",
        "coverage": "each region stubbed alone fails its check; none lies in another stage",
        "callers": "not measured here",
        "order": "with the later exercises of its stage stubbed, its check passes",
        "teaches": "each construct of \"teaches\" is in its solution, not in its stub",
        "compile checks": "each snippet is rejected by the reference, accepted by the stub",
        "points": "the reference makes each point; each alternative passes and is noticed",
        "translations": "its title, concept and hints are in every language of the workbook",
    ]

    /// What a full `verify` proves and `verify <exercise>` does not.
    static let onlyFullVerify = [
        "callers: every suite that runs the exercise's code (measured with code coverage) is one its check runs",
        "the rules of every other exercise, including those this change may break",
        "with everything stubbed, the package and its tests compile and run without a crash",
        "the order of the whole course, and that no stage imports another",
    ]

    func lines(for report: Verifier.ExerciseReport) -> [String] {
        let row = report.row
        var lines = [console.styled("verify \(row.exercise): its own rules", .emphasis)]
        let width = row.findings.map(\.rule.count).max() ?? 0
        for (rule, finding) in row.findings where rule != "callers" {
            // A dependent whose tests pass on the stub may still run its code: not judged here.
            let unproven = rule == "requires" && finding.holds && !report.unprovenDependents.isEmpty
            lines.append(
                "\(unproven ? "?" : mark(finding)) \(rule.padded(to: width))  "
                    + (unproven ? "not proven here (see below)" : Self.exerciseRules[rule] ?? ""))
        }
        lines.append(
            "\(mark(report.stageReference)) \("stage".padded(to: width))  "
                + "with nothing stubbed, every test of its stage passes")
        for result in report.cases {
            lines.append(
                "\(mark(result.finding)) \(result.kind.rawValue.padded(to: width))  "
                    + "\(result.path): \(result.outcome)")
        }
        var violations: [String] = []
        for (rule, finding) in row.findings {
            guard case .violated(let reasons) = finding else { continue }
            violations += reasons.components(separatedBy: "\n").map { "\(rule): \($0)" }
        }
        if case .violated(let reason) = report.stageReference {
            violations += reason.components(separatedBy: "\n")
        }
        for result in report.cases {
            if case .violated(let reason) = result.finding {
                violations.append("\(result.path): \(reason)")
            }
        }
        lines.append("")
        if violations.isEmpty {
            lines.append(
                console.styled("verify \(row.exercise) passed: its own rules hold.", .passed))
        } else {
            lines.append(
                console.styled(
                    "verify \(row.exercise) failed: \(violations.count) violation(s)", .failed))
            lines += violations.map { "    \($0)" }
        }
        lines.append("")
        for dependent in report.unprovenDependents {
            lines.append(
                "Not proven here: \(dependent) requires \(row.exercise), but none of its tests "
                    + "fails on \(row.exercise)'s stub; only the full verify measures whether one "
                    + "of its suites runs \(row.exercise)'s code (callers), or the declaration "
                    + "is stale.")
        }
        lines.append("Only a full 'swift run workbook-instructor verify' proves:")
        lines += Self.onlyFullVerify.map { "  - \($0)" }
        return lines
    }
}
