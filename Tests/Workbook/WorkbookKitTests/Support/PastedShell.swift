import Foundation

/// A command as a reader sees it, and what a shell does when the command is pasted into it.
///
/// A Mac's Terminal runs zsh, which, typed or pasted into, reads `#` as a word and not as a comment
/// (`INTERACTIVE_COMMENTS` is off by default) and `(…)` as a glob; bash reads both otherwise.
/// So a command is checked by pasting it into an interactive shell whose commands are stubs that
/// record the arguments they receive, and comparing those with the ones the line shows.
struct PastedShell {
    /// One command run: its name and its arguments.
    struct Call: Equatable, CustomStringConvertible {
        var name: String
        var arguments: [String]
        /// Whether an argument holds an unquoted `*`, which the shell expands.
        var isGlob = false

        static func == (left: Call, right: Call) -> Bool {
            left.name == right.name && left.arguments == right.arguments
        }

        var description: String {
            ([name] + arguments).map { "[\($0)]" }.joined(separator: " ")
        }
    }

    /// The shell's path and how it is started interactively without the user's settings.
    let path: String
    let arguments: [String]

    /// The name the shell goes by.
    var name: String { URL(fileURLWithPath: path).lastPathComponent }

    /// zsh as a Mac's Terminal runs it, without any startup file (so `INTERACTIVE_COMMENTS` is off).
    static let zsh = PastedShell.installed(["/bin/zsh", "/usr/bin/zsh"], arguments: ["-f", "-i"])
    /// bash, interactive, without startup files or line editing.
    static let bash = PastedShell.installed(
        ["/bin/bash", "/usr/bin/bash"], arguments: ["--norc", "--noprofile", "--noediting", "-i"])

    private static func installed(_ paths: [String], arguments: [String]) -> PastedShell? {
        paths.first(where: FileManager.default.isExecutableFile(atPath:)).map {
            PastedShell(path: $0, arguments: arguments)
        }
    }

    /// What went wrong with one command: the calls the reader expects, those the shell made, and
    /// what the shell said on its error output.
    struct Problem: CustomStringConvertible {
        var shell: String
        var command: String
        var expected: [Call]
        var received: [Call]
        var errors: String

        var description: String {
            """
            \(shell): \(command)
                the line shows: \(expected.map(\.description).joined(separator: " | "))
                the shell ran:  \(received.map(\.description).joined(separator: " | "))\
            \(errors.isEmpty ? "" : "\n    it said: \(errors)")
            """
        }
    }

    // MARK: - The reader

    /// The calls a reader sees in `command`: each simple command's name and arguments, with
    /// quotes and backslashes taken away, `NAME=value` prefixes and a trailing `# comment` left
    /// out, split at `|`, `||`, `&&` and `;`. `comment` is the comment, if any.
    static func read(_ command: String) -> (calls: [Call], comment: String?) {
        var words: [[String]] = [[]]
        var globs: Set<Int> = []
        var word = ""
        var inWord = false
        var characters = Array(command)[...]
        func endWord() {
            if inWord { words[words.count - 1].append(word) }
            word = ""
            inWord = false
        }
        while let character = characters.popFirst() {
            switch character {
            case " ", "\t", "\n":
                endWord()
            case "\\":
                if let next = characters.popFirst(), next != "\n" {
                    word.append(next)
                    inWord = true
                }
            case "'", "\"":
                inWord = true
                while let next = characters.popFirst(), next != character {
                    if character == "\"", next == "\\", let escaped = characters.first,
                        "\"\\$`".contains(escaped)
                    {
                        word.append(characters.removeFirst())
                    } else {
                        word.append(next)
                    }
                }
            case "#" where !inWord:
                endWord()
                let comment = String(characters).trimmingCharacters(in: .whitespaces)
                return (calls(words, globs: globs), comment)
            case ">", "<":
                // A redirection: the shell takes it and the word after it from the arguments,
                // and a number just before it (`2>&1`).
                if inWord, word.allSatisfy(\.isNumber) { (word, inWord) = ("", false) }
                endWord()
                while let next = characters.first, ">&".contains(next) { characters.removeFirst() }
                words[words.count - 1].append(Self.redirection)
            case "|", "&", ";":
                endWord()
                if let next = characters.first, next == character, character != ";" {
                    characters.removeFirst()
                }
                words.append([])
            default:
                if character == "*" { globs.insert(words.count - 1) }
                word.append(character)
                inWord = true
            }
        }
        endWord()
        return (calls(words, globs: globs), nil)
    }

    /// Stands for a redirection among a command's words, until `calls` drops it and its target.
    private static let redirection = "\u{0}>"

    private static func calls(_ commands: [[String]], globs: Set<Int>) -> [Call] {
        commands.enumerated().compactMap { index, all in
            var words: [String] = []
            var redirected = false
            for word in all {
                if word == redirection {
                    redirected = true
                } else if redirected {
                    redirected = false
                } else {
                    words.append(word)
                }
            }
            let run = words.drop(while: {
                $0.range(of: #"^[A-Za-z_][A-Za-z0-9_]*="#, options: .regularExpression) != nil
            })
            guard let name = run.first, !unstubbed.contains(name) else { return nil }
            return Call(
                name: name, arguments: Array(run.dropFirst()), isGlob: globs.contains(index))
        }
    }

    /// Builtins that change the shell itself: they run as they are, and record nothing.
    static let unstubbed: Set<String> = ["export"]

    // MARK: - The shell

    /// Pastes each of `commands` into the shell, one after another, every command it names
    /// replaced by a stub, and returns those whose calls differ from the reader's or that made
    /// the shell say anything on its error output.
    func problems(pasting commands: [String]) throws -> [Problem] {
        guard !commands.isEmpty else { return [] }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-paste-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = folder.appendingPathComponent(".calls").path

        // A call's record: a line of fields, the name first, each ended by the unit separator,
        // appended in one write: the commands of a pipeline run at once, and two writes each
        // would interleave. (A stub script runs in sh, whose printf is the shells' builtin's.)
        let scriptRecording =
            "line=$(printf '%s\\037' \"$@\"); printf '%s\\n' \"$line\" >> '\(record)'"
        let recording =
            "local line; line=$(builtin printf '%s\\037' \"$@\"); builtin printf '%s\\n' \"$line\" >> '\(record)'"
        var names: Set<String> = []
        for command in commands {
            for call in Self.read(command).calls { names.insert(call.name) }
        }
        var script = "PS1=''; PS2=''\n"
        if name == "zsh" { script += "unsetopt PROMPT_SP PROMPT_CR\n" }
        for name in names.sorted() {
            if name.contains("/") {
                // A path (`.ci/run`) is a script the shell looks for, not a function.
                let stub = folder.appendingPathComponent(name)
                try FileManager.default.createDirectory(
                    at: stub.deletingLastPathComponent(), withIntermediateDirectories: true)
                try "#!/bin/sh\nset -- \(Self.quoted(name)) \"$@\"\n\(scriptRecording)\n"
                    .write(to: stub, atomically: true, encoding: .utf8)
                try FileManager.default.setAttributes(
                    [.posixPermissions: 0o755], ofItemAtPath: stub.path)
            } else {
                script += "\(name)() { set -- \(Self.quoted(name)) \"$@\"; \(recording); }\n"
            }
        }
        // Before each command, a mark in the record and on the error output, to tell them apart.
        func mark(_ index: Int) -> String {
            "builtin printf '\\035%d\\n' \(index) >> '\(record)'; builtin printf '\\035%d\\n' \(index) >&2\n"
        }
        for (index, command) in commands.enumerated() {
            script += mark(index) + command + "\n"
        }
        script += mark(commands.count) + "exit\n"
        FileManager.default.createFile(atPath: record, contents: nil)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(script.utf8))
        try input.fileHandleForWriting.close()
        let said = String(
            decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let recorded = try String(contentsOfFile: record, encoding: .utf8)

        let calls = Self.sections(recorded, count: commands.count).map { lines in
            lines.split(separator: "\n").map { line in
                let fields = line.split(separator: "\u{1F}", omittingEmptySubsequences: false)
                    .dropLast().map(String.init)
                return Call(name: fields.first ?? "", arguments: Array(fields.dropFirst()))
            }
        }
        let messages = Self.sections(said, count: commands.count)
        return commands.indices.compactMap { index in
            let expected = Self.read(commands[index]).calls
            let message = messages[index].trimmingCharacters(in: .whitespacesAndNewlines)
            // The commands of a pipeline run at once: their order in the record is not theirs.
            let ran = calls[index].sorted { $0.description < $1.description }
            let shown = expected.sorted { $0.description < $1.description }
            guard ran != shown || !message.isEmpty else { return nil }
            return Problem(
                shell: name, command: commands[index], expected: expected, received: calls[index],
                errors: message)
        }
    }

    /// The text between mark `i` and mark `i + 1`, for each of `count` commands.
    private static func sections(_ text: String, count: Int) -> [String] {
        var sections = Array(repeating: "", count: count)
        var current: Int?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("\u{1D}") {
                current = Int(line.dropFirst()).flatMap { $0 < count ? $0 : nil }
            } else if let current {
                sections[current] += line + "\n"
            }
        }
        return sections
    }

    /// `text` in single quotes, for a shell.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
