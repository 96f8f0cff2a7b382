import Foundation
import Testing

@testable import WorkbookKit

/// Every command the README, the docs, the lecture notes, `list` and `start` show can be pasted
/// into a Mac's zsh and into bash as it reads: each is pasted into an interactive shell whose
/// commands are stubs, and the arguments they receive must be the ones the line shows (see
/// `PastedShell`).
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

    /// The shell commands a Markdown text shows, as they render (a table cell's `\|` is a `|`):
    /// every line of a `sh` block (a line ending in `\` goes on), the `$ ` lines of a `console`
    /// block, the lines of other blocks that start with `swift`, and the inline code spans that
    /// run `swift`, `python3`, `bash` or `export`. A trailing `# comment` stays: it is part of
    /// what a reader pastes.
    static func commands(inMarkdown text: String) -> [String] {
        var commands: [String] = []
        var block: String?
        var pending = ""
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                block = block == nil ? String(trimmed.dropFirst(3)) : nil
                continue
            }
            if let block {
                switch block {
                case "sh", "bash", "zsh", "shell":
                    pending += pending.isEmpty ? trimmed : "\n" + line
                    if trimmed.hasSuffix("\\") { continue }
                    if !pending.isEmpty { commands += runnable(pending, anyCommand: true) }
                    pending = ""
                case "console":
                    if trimmed.hasPrefix("$ ") {
                        commands += runnable(String(trimmed.dropFirst(2)), anyCommand: true)
                    }
                default:
                    commands += runnable(trimmed)
                }
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

    /// The commands an inline span or a line of prose may start with (after `NAME=value`s).
    static let commandNames: Set<String> = ["swift", "python3", "bash", "export"]

    /// `text` when it is a command to paste: any line of a shell block (`anyCommand`), else one
    /// that runs one of `commandNames`; and it has no `<placeholder>`.
    static func runnable(_ text: String, anyCommand: Bool = false) -> [String] {
        let command = text.trimmingCharacters(in: .whitespaces)
        guard !command.isEmpty else { return [] }
        if !anyCommand {
            let words = command.split(separator: " ").drop(while: {
                $0.range(of: #"^[A-Z_]+=\S*$"#, options: .regularExpression) != nil
            })
            guard let first = words.first, commandNames.contains(String(first)),
                words.count > 1
            else { return [] }
        }
        let placeholder = command.range(of: #"<[A-Za-z]"#, options: .regularExpression)
        return placeholder == nil ? [command] : []
    }

    /// The shells to paste into: zsh as a Mac runs it, and bash. CI installs zsh when missing.
    static let shells = [PastedShell.zsh, PastedShell.bash].compactMap { $0 }

    /// What goes wrong when `commands` are pasted into each shell, and each command a reader
    /// would take for one with a comment at its end.
    static func problems(_ commands: [String]) throws -> [String] {
        var problems = commands.compactMap { command in
            PastedShell.read(command).comment.map {
                "\(command)\n    ends in a comment (# \($0)), which zsh takes for arguments: put it in the text around the command"
            }
        }
        // A glob (`/tmp/suite-*.profraw`) matches what files there are when it is run, which
        // zsh turns into an error where there are none: such a command is only read.
        let pasted = commands.filter { PastedShell.read($0).calls.allSatisfy { !$0.isGlob } }
        for shell in shells {
            problems += try shell.problems(pasting: pasted).map(\.description)
        }
        return problems
    }

    @Test("the command extraction keeps what a reader pastes, comments too, and drops placeholders")
    func extraction() {
        let text = """
            | a | `swift test --filter A\\.(B\\|C)/` |
            Run `swift run workbook list --lang ko`, not `swift test` alone or `workbook check`.
            ```sh
            swift run workbook check x   # a comment
            swift run workbook hint <exercise>
            llvm-cov report \\
                Sources
            ```
            ```console
            $ printf '1\\n' | swift run play
            Pairs: 0
            ```
            """
        #expect(
            Self.commands(inMarkdown: text) == [
                "swift test --filter A\\.(B|C)/", "swift run workbook list --lang ko", "swift test",
                "swift run workbook check x   # a comment", "llvm-cov report \\\n    Sources",
                "printf '1\\n' | swift run play",
            ])
        #expect(
            Self.commands(
                inOutput: "Next: swift run workbook check a   (stuck? swift run workbook hint a)")
                == ["swift run workbook check a", "swift run workbook hint a"])
    }

    @Test("the reader sees quotes, backslashes, pipes, NAME=value and a comment as a person does")
    func reader() {
        let read = PastedShell.read(
            "printf '1\\n2' | X=1 swift test --filter \"A B\" a\\ b >x 2>&1 && cd - # list (MVC); rm"
        )
        #expect(
            read.calls == [
                .init(name: "printf", arguments: ["1\\n2"]),
                .init(name: "swift", arguments: ["test", "--filter", "A B", "a b"]),
                .init(name: "cd", arguments: ["-"]),
            ])
        #expect(read.comment == "list (MVC); rm")
        #expect(PastedShell.read("swift run a#b").comment == nil)
    }

    @Test("zsh is here to paste into: a Mac's shell is what most students use")
    func zshIsInstalled() {
        #expect(PastedShell.zsh != nil, "install zsh (apt-get install zsh): CI's .ci/run does")
    }

    @Test(
        "pasting catches what a Mac's zsh does to a comment and to an unquoted filter",
        arguments: [
            // zsh passes `#` and the comment's words to the command.
            "swift run workbook start Lecture2MVC   # every exercise",
            // zsh runs what follows a `;` in a comment.
            "swift run workbook check x   # build; test",
            // zsh reads `(MVC)` as a glob qualifier, and fails on it.
            "swift run workbook start Lecture2MVC   # Lecture 2 (MVC)",
            // bash rejects the parenthesis; zsh finds no file matching the pattern.
            "swift test --filter A\\.(B|C)/",
        ])
    func shellsCatchWhatBreaks(_ command: String) throws {
        // bash takes a comment as one; the reader's check is what catches it there.
        let bashCatches = !command.contains("#")
        for shell in Self.shells {
            let caught = try !shell.problems(pasting: [command]).isEmpty
            #expect(caught == (shell.name == "zsh" || bashCatches), "\(shell.name): \(command)")
        }
        #expect(try Self.problems([command]).count == 2)
    }

    @Test("a command as it should be written pastes into both shells")
    func shellsTakeWhatWorks() throws {
        #expect(Self.shells.count == 2, "zsh and bash are both needed")
        let commands = [
            "swift test --filter 'A\\.(B|C)/'",
            "printf '1\\n2\\n' | swift run play Lecture2MVC --seed 1",
            "WORKBOOK_LANG=ko swift run workbook list",
            "cd ../autograder && zip -r ../autograder.zip . && cd -",
            ".ci/check-release.sh",
            "swift build \\\n    --filter x",
        ]
        #expect(try Self.problems(commands) == [])
    }

    @Test(
        "every command a Markdown file shows can be pasted into zsh and bash",
        arguments: markdownFiles
    )
    func markdownCommandsPaste(_ path: String) throws {
        let workspace = try #require(Self.workspace)
        let text = try String(contentsOf: workspace.url(path), encoding: .utf8)
        let problems = try Self.problems(Self.commands(inMarkdown: text))
        #expect(problems.isEmpty, "\(path):\n\(problems.joined(separator: "\n"))")
    }

    @Test(
        "no table cell holds a command with a `|`: its source reads `\\|`, which runs no test",
        arguments: markdownFiles
    )
    func noPipeInTableCells(_ path: String) throws {
        let workspace = try #require(Self.workspace)
        let text = try String(contentsOf: workspace.url(path), encoding: .utf8)
        let rows = text.components(separatedBy: "\n").filter { $0.hasPrefix("|") }
        let commands = rows.filter { row in
            row.components(separatedBy: "`").enumerated().contains { index, span in
                index % 2 == 1 && span.contains("\\|") && !Self.runnable(span).isEmpty
            }
        }
        #expect(commands.isEmpty, "\(path):\n\(commands.joined(separator: "\n"))")
    }

    @Test("every command list and start print can be pasted into zsh and bash")
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
        let problems = try Self.problems(commands)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
