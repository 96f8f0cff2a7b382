import Foundation
import WorkbookLanguage

/// The authors' mistakes loading finds, each with its file, line and what to write instead: a
/// stub that crashes instead of returning a wrong value (which stops every command, like a
/// malformed marker), and a translation left incomplete (which `verify` reports: the tool still
/// works, falling back to English, so a fixture or a fork may translate only part).
extension Catalog {
    /// The calls that stop a program: a stub holding one crashes every test of its lecture.
    static var crashingCall: Regex<(Substring, Substring)> {
        /\b(fatalError|preconditionFailure|precondition\s*\(\s*false)\b/
    }

    /// For each language any exercise is translated into, every exercise (of `only`, when given)
    /// has a title, a concept and one hint per English hint in it; a workbook translated into
    /// none needs none.
    package func translationProblems(only: Set<String>? = nil) -> [String] {
        let languages = Set(exercises.flatMap(\.translations.keys)).sorted()
        var problems: [String] = []
        for exercise in exercises where only?.contains(exercise.id) ?? true {
            let path = "Lectures/\(exercise.stage)/exercises.json"
            let place = "\(path):\(line(ofExercise: exercise.id, in: path))"
            for language in languages {
                let translation = exercise.translations[language]
                var missing: [String] = []
                if translation?.title?.isEmpty ?? true { missing.append("\"title\"") }
                if translation?.concept?.isEmpty ?? true { missing.append("\"concept\"") }
                let hints = translation?.hints?.count ?? 0
                if hints != exercise.hints.count {
                    missing.append(
                        "\"hints\" (\(hints) for \(exercise.hints.count) English: one per English "
                            + "hint, in the same order)")
                }
                guard !missing.isEmpty else { continue }
                problems.append(
                    "\(place): `\(exercise.id)` lacks in \"translations\": {\"\(language)\": …} "
                        + missing.joined(separator: ", ")
                        + "; without them `list` and `hint --lang \(language)` show English")
            }
        }
        return problems
    }

    /// The 1-based line of exercise `id`'s `"id"` in the file at `path`, or 1 when it is not found.
    private func line(ofExercise id: String, in path: String) -> Int {
        guard let text = try? String(contentsOf: workspace.url(path), encoding: .utf8) else {
            return 1
        }
        let lines = text.components(separatedBy: "\n")
        let quoted = "\"\(id)\""
        return (lines.firstIndex { $0.contains("\"id\"") && $0.contains(quoted) } ?? 0) + 1
    }

    /// Stub lines (after `// STUB`) that call `fatalError`, `preconditionFailure` or
    /// `precondition(false…)`, at their own line.
    func crashingStubs() -> [Localized] {
        var problems: [Localized] = []
        for file in files {
            for region in file.regions {
                guard case .reference = region.form else { continue }
                var inStub = false
                for (offset, raw) in region.rawLines.enumerated() {
                    let code = raw.trimmingCharacters(in: .whitespaces)
                    if code == Marker.stub {
                        inStub = true
                        continue
                    }
                    guard inStub, let match = code.firstMatch(of: Self.crashingCall) else {
                        continue
                    }
                    let call = String(match.1).replacingOccurrences(of: " ", with: "")
                    problems.append(
                        .verbatim("\(file.path):\(region.firstLine + offset): ")
                            + Messages.stubCrashes(region.exerciseID, call: call))
                }
            }
        }
        return problems
    }
}
