import Foundation
import Testing

@testable import WorkbookKit

/// Every path the notes and guides name is in a fresh clone: a student has only what git tracks,
/// so a folder beside the workbook (`../shared/…`) or an ignored file is a dead end.
@Suite struct NotePathTests {
    /// The workbook's tracked files, relative to its root; `nil` outside a git checkout.
    static func trackedFiles(in root: URL) throws -> Set<String>? {
        let listed = try Shell.run(["git", "ls-files"], in: root)
        guard listed.status == 0 else { return nil }
        return Set(listed.output.split(separator: "\n").map(String.init))
    }

    /// The paths `text` names: relative link targets, and code spans that look like a path (a
    /// slash, no spaces, beginning with `..`, `.` or a top-level folder of the workbook).
    static func paths(in text: String, topLevel: Set<String>) -> [String] {
        var found: [String] = []
        let link = /\]\(([^)\s#]+)(#[^)]*)?\)/
        for match in text.matches(of: link) {
            let target = String(match.output.1)
            if !target.contains("://") && !target.hasPrefix("mailto:") { found.append(target) }
        }
        let code = /`([^`\s]+)`/
        for match in text.matches(of: code) {
            let span = String(match.output.1)
            // A pattern (`<Stage>`, `*`, `…`, `File.swift:line`) names no one file.
            guard span.contains("/"), !span.contains("<"), !span.contains("*"),
                !span.contains("…"), !span.contains(":"), !span.hasPrefix("www.")
            else { continue }
            let first = String(span.split(separator: "/", omittingEmptySubsequences: false)[0])
            // `.github/…` in the guides is where an instructor puts a file in their own repository.
            if first == ".." || first == "." || (topLevel.contains(first) && first != ".github") {
                found.append(span)
            }
        }
        return found
    }

    /// `path` as named in the note at `note`, relative to the root, or `nil` when it leaves it.
    static func resolve(_ path: String, from note: String) -> [String] {
        let folder = URL(fileURLWithPath: note).deletingLastPathComponent().relativePath
        let candidates = [folder == "." ? path : "\(folder)/\(path)", path]
        return candidates.compactMap { candidate in
            var parts: [String] = []
            for part in candidate.split(separator: "/") {
                switch part {
                case ".": continue
                case "..":
                    guard !parts.isEmpty else { return nil }
                    parts.removeLast()
                default: parts.append(String(part))
                }
            }
            return parts.joined(separator: "/")
        }
    }

    @Test("every path the notes and guides name exists in a fresh clone")
    func namedPathsExist() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = try Workspace.locate(from: here.deletingLastPathComponent()).root
        let tracked = try #require(
            try Self.trackedFiles(in: root), "the workbook is a git checkout")
        let folders = Set(
            tracked.flatMap { file in
                let parts = file.split(separator: "/").dropLast()
                return parts.indices.map { parts[...$0].joined(separator: "/") }
            })
        let topLevel = Set(tracked.compactMap { $0.split(separator: "/").first.map(String.init) })
        let notes = tracked.filter {
            $0.hasSuffix(".md")
                && ($0.hasPrefix("Lectures/") || $0.hasPrefix("docs/") || !$0.contains("/"))
        }
        #expect(notes.count > 6)
        for note in notes.sorted() {
            let text = try String(contentsOf: root.appendingPathComponent(note), encoding: .utf8)
            for path in Self.paths(in: text, topLevel: topLevel) {
                let exists = Self.resolve(path, from: note).contains { candidate in
                    let trimmed =
                        candidate.hasSuffix("/") ? String(candidate.dropLast()) : candidate
                    return tracked.contains(trimmed) || folders.contains(trimmed) || trimmed.isEmpty
                }
                #expect(exists, "\(note) names `\(path)`, which a fresh clone does not have")
            }
        }
    }

    @Test("a path beside the workbook is caught")
    func outsidePathCaught() {
        let paths = Self.paths(
            in: "The write-ups in `../shared/seeds/` and [notes](README.md).", topLevel: [])

        #expect(paths == ["README.md", "../shared/seeds/"])
        // Beside the note it is not there; from the root it leaves the workbook.
        #expect(
            Self.resolve("../shared/seeds/", from: "Lectures/L4/README.md") == [
                "Lectures/shared/seeds"
            ])
    }
}
