import Foundation
import WorkbookKit

/// An exercise's regions as someone other than the reference writes them, for `verify` to try.
///
/// Two kinds: the lecture's own code, transcribed from the write-ups or from the course's demo as
/// a student typed it along the videos (a student following either types it, so `check` must pass
/// it, or fail it with advice that names the departure and why),
/// and a *bypass*, a known way to pass the tests without writing the construct the exercise is
/// about (`check` must fail it). Each is a file `Lectures/<Stage>/Cases/<name>.swift`: outside
/// every target, so SwiftPM never compiles it, and left out of releases, since it holds answers.
///
/// ```swift
/// // exercise: mvc-lazy-game
/// // kind: lecture
/// // expect: fail: Pass `&randomNumberGenerator`
/// // why: the write-up makes the game without the controller's generator.
/// // region: 1
/// lazy var game = Concentration(numberOfPairsOfCards: (cardButtons.count + 1) / 2)
/// ```
///
/// The header is `// key: value` lines; `expect` is `pass` or `fail: <words the failure shows>`
/// (a lecture case only: a bypass must always fail). `// region: N` starts the body of the
/// exercise's N-th region in file order; a region no body names keeps its reference.
///
/// A case taken from someone's repository, a file named `<exercise>.<who>.course.swift`, says
/// where with `// source: owner/repo path@commit` (the full 40-digit commit), so anyone can
/// compare the transcription with what was typed.
struct LectureCase: Equatable, Sendable {
    enum Kind: String, Equatable, Sendable {
        /// The write-ups' version of the regions.
        case lecture
        /// A way around the exercise's point, which must fail.
        case bypass
    }

    enum Expectation: Equatable, Sendable {
        /// `check` passes.
        case passes
        /// `check` fails, and a failing test's message (or the compiler's) contains these words.
        case fails(showing: String)
    }

    /// The file, relative to the package root.
    var path: String
    var exercise: String
    var kind: Kind
    var expectation: Expectation
    /// Why the case exists or why it ends as it does, for the report.
    var why: String
    /// Where the code was typed, `owner/repo path@commit`, for a case from someone's repository.
    var source: String? = nil
    /// The body of each named region, by 1-based position among the exercise's regions.
    var bodies: [Int: [String]]

    /// The folder of a stage's cases.
    static func folder(of stage: String) -> String { "Lectures/\(stage)/Cases" }

    /// Whether `path` (relative to the root) is a case file, which a release leaves out.
    static func isCase(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        return parts.count > 3 && parts[0] == "Lectures" && parts[2] == "Cases"
    }

    /// Every case of every stage of `workspace`, stage by stage and by file name.
    static func all(in workspace: Workspace) throws -> [LectureCase] {
        try workspace.stages.flatMap { stage in
            let folder = folder(of: stage)
            return try FileList.regularFiles(in: workspace.url(folder))
                .filter { $0.hasSuffix(".swift") }.sorted()
                .map { name in
                    let path = "\(folder)/\(name)"
                    let text = try String(contentsOf: workspace.url(path), encoding: .utf8)
                    return try parse(text, path: path)
                }
        }
    }

    /// Whether `text` reads `owner/repo path@commit`: a repository, a path in it, a full commit.
    static func isSource(_ text: String) -> Bool {
        guard let space = text.firstIndex(of: " "), let at = text.lastIndex(of: "@"), space < at
        else { return false }
        let repository = text[..<space].split(separator: "/", omittingEmptySubsequences: false)
        let path = text[text.index(after: space)..<at].trimmingCharacters(in: .whitespaces)
        let commit = text[text.index(after: at)...]
        return repository.count == 2 && repository.allSatisfy { !$0.isEmpty } && !path.isEmpty
            && commit.count == 40 && commit.allSatisfy(\.isHexDigit)
    }

    /// Reads one case file; a missing or unknown header is a clear error naming the file.
    static func parse(_ text: String, path: String) throws -> LectureCase {
        var header: [String: String] = [:]
        var bodies: [Int: [String]] = [:]
        var current: Int?
        var lastKey: String?
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        for (number, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// region:") {
                let value = trimmed.dropFirst("// region:".count).trimmingCharacters(
                    in: .whitespaces)
                guard let ordinal = Int(value), ordinal >= 1, bodies[ordinal] == nil else {
                    throw WorkbookError.failed(
                        "\(path):\(number + 1): `// region: N` needs a new position, 1 or more")
                }
                current = ordinal
                bodies[ordinal] = []
            } else if let ordinal = current {
                bodies[ordinal, default: []].append(line)
            } else if trimmed.hasPrefix("//") {
                // `// key: value`, or a comment line that carries on the previous key's value.
                let text = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
                var key = lastKey
                var value = text
                if let colon = text.firstIndex(of: ":"),
                    text[..<colon].allSatisfy({ $0.isLetter })
                {
                    key = String(text[..<colon])
                    value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
                guard let key else {
                    throw WorkbookError.failed(
                        "\(path):\(number + 1): a header line is `// key: value`")
                }
                lastKey = key
                header[key] = header[key].map { "\($0) \(value)" } ?? value
            } else if !trimmed.isEmpty {
                throw WorkbookError.failed(
                    "\(path):\(number + 1): code before the first `// region: N` line")
            }
        }
        guard let exercise = header["exercise"] else {
            throw WorkbookError.failed(
                "\(path): no `// exercise: <id>` line")
        }
        guard let kind = header["kind"].flatMap(Kind.init(rawValue:)) else {
            throw WorkbookError.failed(
                "\(path): `// kind:` must be `lecture` or `bypass`")
        }
        guard !bodies.isEmpty else {
            throw WorkbookError.failed(
                "\(path): no `// region: N` line")
        }
        let expectation: Expectation
        switch (kind, header["expect"]) {
        case (.bypass, nil): expectation = .fails(showing: "")
        case (.lecture, "pass"): expectation = .passes
        case (.lecture, let value?) where value.hasPrefix("fail:"):
            expectation = .fails(
                showing: value.dropFirst("fail:".count).trimmingCharacters(in: .whitespaces))
        default:
            throw WorkbookError.failed(
                "\(path): a lecture case says `// expect: pass` or `// expect: fail: <words>`; "
                    + "a bypass says none (it must fail)")
        }
        let source = header["source"]
        if let source, !isSource(source) {
            throw WorkbookError.failed(
                "\(path): `// source:` is `owner/repo path@commit`, with the 40-digit commit")
        }
        if path.hasSuffix(".course.swift"), source == nil {
            throw WorkbookError.failed(
                "\(path): a case from the course's code says where it was typed: "
                    + "`// source: owner/repo path@commit`")
        }
        return LectureCase(
            path: path, exercise: exercise, kind: kind, expectation: expectation,
            why: header["why"] ?? "", source: source, bodies: bodies)
    }
}
