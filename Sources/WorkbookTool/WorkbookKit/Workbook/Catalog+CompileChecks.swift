import Foundation

/// Finding the compile checks: `Tests/<Stage>Tests/CompileChecks/<exercise-id>/<name>.swift`.
extension Catalog {
    /// The compile checks of exercise `id`, in file-name order.
    package func compileChecks(of id: String) -> [CompileCheck] {
        compileChecks.filter { $0.exerciseID == id }
    }

    /// Reads every stage's compile checks; problems name the file and the fix.
    static func loadCompileChecks(in workspace: Workspace, exercises: [Exercise]) -> (
        checks: [CompileCheck], problems: [String]
    ) {
        var checks: [CompileCheck] = []
        var problems: [String] = []
        for stage in workspace.stages {
            let folder = CompileCheck.folder(of: stage)
            let ids = Set(exercises.filter { $0.stage == stage }.map(\.id))
            for file in FileList.regularFiles(in: workspace.url(folder)).sorted() {
                let path = "\(folder)/\(file)"
                let parts = file.split(separator: "/").map(String.init)
                guard parts.count == 2, parts[1].hasSuffix(".swift") else {
                    problems.append(
                        "\(path): a compile check is a file <exercise-id>/<name>.swift in \(folder)/"
                    )
                    continue
                }
                guard ids.contains(parts[0]) else {
                    problems.append(
                        "\(path): `\(parts[0])` is not an exercise of \(stage) "
                            + "(Lectures/\(stage)/exercises.json)")
                    continue
                }
                guard let text = try? String(contentsOf: workspace.url(path), encoding: .utf8)
                else {
                    problems.append("\(path): cannot be read as UTF-8 text")
                    continue
                }
                do {
                    checks.append(
                        try CompileCheck(path: path, stage: stage, exerciseID: parts[0], text: text)
                    )
                } catch {
                    if case .malformed(let reasons) = error { problems += reasons.map(\.en) }
                }
            }
        }
        return (checks, problems)
    }
}
