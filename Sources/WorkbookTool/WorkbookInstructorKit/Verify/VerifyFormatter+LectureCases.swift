import WorkbookKit

/// The lecture's code (the write-ups', the course's demo) and the known bypasses, one line per case, then every case that ended
/// otherwise than it should.
extension VerifyFormatter {
    func lines(for cases: [LectureCaseProver.Result]) -> [String] {
        var lines = [
            console.styled(
                "The lecture's code and the known bypasses, put into their regions", .emphasis)
        ]
        for result in cases {
            let mark =
                result.finding.holds ? console.styled("✔", .passed) : console.styled("✘", .failed)
            lines.append(
                "\(mark) \(result.kind.rawValue.padded(to: 7)) \(result.path): \(result.outcome)")
        }
        let violations = cases.compactMap { result -> String? in
            guard case .violated(let reason) = result.finding else { return nil }
            return "\(result.path): \(reason)"
        }
        lines.append("")
        if violations.isEmpty {
            lines.append(
                console.styled(
                    "cases passed: the lecture's code ends as its case says, every bypass fails.",
                    .passed))
        } else {
            lines.append(console.styled("cases failed: \(violations.count) violation(s)", .failed))
            lines += violations.map { "    \($0)" }
        }
        return lines
    }
}
