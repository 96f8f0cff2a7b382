import Foundation
import WorkbookKit

/// The proofs that an exercise teaches its lecture: the student writes each declared construct,
/// and each compile check's snippet is rejected by the reference and accepted by the stub.
extension Verifier {
    /// Every declared `teaches` construct is code in the solution and is not in the stub; an
    /// exercise that declares none is a violation too.
    static func judgeTeaches(of exercise: Exercise, catalog: Catalog) -> Finding {
        let file = "Lectures/\(exercise.stage)/exercises.json"
        guard !exercise.teaches.isEmpty else {
            return .violated(
                "declares no \"teaches\": name in \(file) the Swift constructs the student writes "
                    + "in its region (\"static\", \"private(set)\", \"if let\"…)")
        }
        var solution: [String] = []
        var stub: [String] = []
        for place in catalog.places(of: exercise.id) {
            guard case .reference(let lines, let stubLines) = place.region.form else { continue }
            solution.append(lines.joined(separator: "\n"))
            stub.append(stubLines.joined(separator: "\n"))
        }
        // Regions are joined by a line break, so no construct is found across two of them.
        let solutionCode = solution.joined(separator: "\n")
        let stubCode = stub.joined(separator: "\n")
        var reasons: [String] = []
        for construct in exercise.teaches {
            if !SwiftCode.contains(construct, in: solutionCode) {
                reasons.append(
                    "teaches `\(construct)`, but its solution does not write it as code "
                        + "(comments and strings do not count): write it in the region, or remove "
                        + "it from \"teaches\" in \(file)")
            }
            if SwiftCode.contains(construct, in: stubCode) {
                reasons.append(
                    "teaches `\(construct)`, but its stub already holds it, so the student never "
                        + "writes it: leave it out of the stub, or move it into the region")
            }
        }
        return .all(reasons)
    }

    /// Every compile check of `exercise` fails to compile against the reference with its declared
    /// error, and compiles with only `exercise` stubbed (the mistake it guards against).
    func proveCompileChecks(of exercise: Exercise, catalog: Catalog, scratch: Workspace) throws
        -> Finding
    {
        let checks = catalog.compileChecks(of: exercise.id)
        guard !checks.isEmpty else { return .satisfied }
        progress(
            "Compile checks of \(exercise.id): the reference must reject each snippet, its stub accept it"
        )
        var reasons: [String] = []
        for check in checks {
            let snippet = scratch.url(check.path)
            let verdict = check.verdict(
                try compiler.typecheck(snippet, stage: check.stage, in: scratch.root))
            if case .compiled = verdict {
                reasons.append(
                    "\(check.path) compiles against the reference; it must fail with "
                        + "“\(check.expectedError)”")
            } else if case .rejectedOtherwise(let errors) = verdict {
                reasons.append(
                    "\(check.path) fails against the reference, but not with "
                        + "“\(check.expectedError)”: "
                        + (errors.first ?? Messages.compilerStoppedWithoutError.en))
            }
        }
        let stubbed = try withStubbed([exercise], in: scratch) {
            try checks.map { check in
                (
                    check,
                    try compiler.typecheck(
                        scratch.url(check.path), stage: check.stage, in: scratch.root)
                )
            }
        }
        for (check, compilation) in stubbed where !compilation.compiled {
            let first = compilation.errors.first.map { " (\($0.message))" } ?? ""
            reasons.append(
                "\(check.path) does not compile with \(exercise.id) stubbed\(first), so it cannot "
                    + "tell the stub from the answer: the snippet must compile against the stub")
        }
        return .all(reasons)
    }
}
