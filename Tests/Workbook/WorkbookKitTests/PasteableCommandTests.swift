import Foundation
import Testing

@testable import WorkbookKit

/// Every command the README, the docs, the lecture notes, `list` and `start` show can be pasted
/// into a shell as it reads: each goes through `bash -n` (and `zsh -n` where zsh is installed).
@Suite struct PasteableCommandTests {
    /// The workbook these tests are part of.
    static let workspace: Workspace? = try? Workspace.locate(
        from: URL(fileURLWithPath: #filePath).deletingLastPathComponent())

    /// Every Markdown file a reader meets: the README, `docs/` and the notes under `Lectures/`.
    static var markdownFiles: [String] {
        guard let workspace else { return [] }
        var paths = ["README.md"]
        for folder in ["docs", "Lectures"] {
            let enumerator = FileManager.default.enumerator(
                at: workspace.url(folder), includingPropertiesForKeys: nil)
            while let file = enumerator?.nextObject() as? URL {
                if file.pathExtension == "md" { paths.append(workspace.relativePath(of: file)) }
            }
        }
        return paths.sorted()
    }

    /// The shell commands a Markdown text shows: lines of its code blocks and inline code spans
    /// that run `swift`, as they render (a table cell's `\|` is a `|`), without a `$ ` prompt or
    /// a trailing `# comment`.
    static func commands(inMarkdown text: String) -> [String] {
        var commands: [String] = []
        var inBlock = false
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                inBlock.toggle()
                continue
            }
            if inBlock {
                var command = line.trimmingCharacters(in: .whitespaces)
                if command.hasPrefix("$ ") { command.removeFirst(2) }
                commands += runnable(command)
                continue
            }
            let rendered =
                line.hasPrefix("|") ? line.replacingOccurrences(of: "\\|", with: "|") : line
            let spans = rendered.components(separatedBy: "`")
            for index in stride(from: 1, to: spans.count, by: 2) {
                commands += runnable(spans[index])
            }
        }
        return commands
    }

    /// The commands a tool's output shows: from each `swift run` or `swift test` to two spaces,
    /// a ` (` or the end of the line, without the sentence's closing punctuation.
    static func commands(inOutput text: String) -> [String] {
        var commands: [String] = []
        for line in text.components(separatedBy: "\n") {
            var rest = Substring(line)
            while let start = rest.range(of: "swift run ") ?? rest.range(of: "swift test") {
                var command = rest[start.lowerBound...]
                for end in ["  ", " (", "\t"] {
                    if let cut = command.range(of: end) { command = command[..<cut.lowerBound] }
                }
                rest = rest[command.endIndex...]
                var text = String(command)
                while let last = text.last, ".,;:".contains(last) { text.removeLast() }
                if text.last == ")", !text.contains("(") { text.removeLast() }
                commands.append(text)
            }
        }
        return commands
    }

    /// `text` when it is a command to paste: it runs `swift`, and has no `<placeholder>`.
    private static func runnable(_ text: String) -> [String] {
        var command = text.trimmingCharacters(in: .whitespaces)
        guard command.hasPrefix("swift ") else { return [] }
        if let comment = command.range(of: " #") {
            command = String(command[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces)
        }
        let placeholder = command.range(of: #"<[A-Za-z]"#, options: .regularExpression)
        return placeholder == nil ? [command] : []
    }

    /// The shells on this machine that check syntax with `-n`.
    static let shells = ["/bin/bash", "/usr/bin/bash", "/bin/zsh", "/usr/bin/zsh"].filter {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The commands a shell's `-n` rejects, with its message.
    static func rejected(_ commands: [String]) throws -> [String] {
        var problems: [String] = []
        var seen: Set<String> = []
        for shell in shells {
            let name = URL(fileURLWithPath: shell).lastPathComponent
            guard seen.insert(name).inserted else { continue }
            for command in commands {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: shell)
                process.arguments = ["-n", "-c", command]
                let errors = Pipe()
                process.standardError = errors
                process.standardOutput = FileHandle.nullDevice
                try process.run()
                let message = errors.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                if process.terminationStatus != 0 {
                    problems.append(
                        "\(name) -n: \(command)\n    \(String(decoding: message, as: UTF8.self))")
                }
            }
        }
        return problems
    }

    @Test("the command extraction sees a table's rendered filter and drops comments and prompts")
    func extraction() {
        let text = """
            | a | `swift test --filter A\\.(B\\|C)/` |
            ```sh
            $ swift run workbook check x   # a comment
            swift run workbook hint <exercise>
            ```
            """
        #expect(
            Self.commands(inMarkdown: text) == [
                "swift test --filter A\\.(B|C)/", "swift run workbook check x",
            ])
        #expect(
            Self.commands(
                inOutput: "Next: swift run workbook check a   (stuck? swift run workbook hint a)")
                == ["swift run workbook check a", "swift run workbook hint a"])
    }

    @Test("bash -n rejects the unquoted filter the issue found, and takes it quoted")
    func shellCatchesUnquotedFilter() throws {
        #expect(!Self.shells.isEmpty, "no bash to check with")
        #expect(try Self.rejected(["swift test --filter A\\.(B|C)/"]).count == Self.shellCount)
        #expect(try Self.rejected(["swift test --filter 'A\\.(B|C)/'"]).isEmpty)
    }

    /// How many distinct shells check the commands.
    static var shellCount: Int {
        Set(shells.map { URL(fileURLWithPath: $0).lastPathComponent }).count
    }

    @Test(
        "every command a Markdown file shows can be pasted into the shell", arguments: markdownFiles
    )
    func markdownCommandsPaste(_ path: String) throws {
        let workspace = try #require(Self.workspace)
        let text = try String(contentsOf: workspace.url(path), encoding: .utf8)
        let problems = try Self.rejected(Self.commands(inMarkdown: text))
        #expect(problems.isEmpty, "\(path):\n\(problems.joined(separator: "\n"))")
    }

    @Test("every command list and start print can be pasted into the shell")
    func outputCommandsPaste() throws {
        let original = try #require(Self.workspace)
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-paste-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        for item in ["Package.swift", "Sources", "Lectures"] {
            try FileManager.default.copyItem(
                at: original.url(item), to: root.appendingPathComponent(item))
        }
        var printed = runWorkbook(["list"], in: root).output
        for stage in original.stages {
            printed += runWorkbook(["start", stage], in: root).output
            printed += runWorkbook(["list"], in: root).output
        }
        let commands = Self.commands(inOutput: printed)
        #expect(commands.count > original.stages.count)
        let problems = try Self.rejected(commands)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
