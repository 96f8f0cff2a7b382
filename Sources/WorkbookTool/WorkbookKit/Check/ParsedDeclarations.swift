import Foundation

/// What the compiler's parser sees a file declare, read from `swiftc -dump-parse`: every
/// declaration with its name, kind, lines and the types it is nested in.
///
/// The parser reads a student's file that does not type-check, and it sees what a line pattern
/// cannot: `isMatched` inside `struct Card` is a member of `Card`, and `let x` inside a `didSet`
/// is a local no other code can use. `check` parses only after a build failed, the started files
/// and what their exercises gave in one run of about 0.1 s (`docs/tools/benchmark-parse.py`).
struct ParsedDeclarations: Equatable, Sendable {
    /// One declaration the parser found.
    struct Declaration: Equatable, Sendable {
        /// The parser's kind: `var_decl`, `func_decl`, `struct_decl`, `enum_element_decl`, …
        var kind: String
        /// The base name (`touchCard`, not `touchCard(_:)`).
        var name: String
        /// The 1-based line of the name (a variable) or of its introducer (everything else).
        var line: Int
        /// The 1-based last line of the declaration.
        var endLine: Int
        /// The types it is nested in, outermost first (`["MemoryGame", "Card"]` for `isMatched`).
        var parents: [String]
        /// Whether code outside can use it: a member of a type or a global, not a local of a
        /// function, accessor or closure.
        var isMember: Bool

        /// Whether it gives a value (`var`, `let`) rather than a function or a type.
        var isValue: Bool { kind == "var_decl" }
        /// Whether it declares a type, whose braces hold members.
        var isType: Bool { ParsedDeclarations.typeKinds.contains(kind) }
        /// Whether it has a body of statements, whose names are local.
        var hasBody: Bool { ParsedDeclarations.bodyKinds.contains(kind) }
    }

    /// Every declaration, in the order the parser printed them (no repeats).
    var declarations: [Declaration]

    /// The kinds whose braces hold members.
    static let typeKinds: Set<String> = [
        "struct_decl", "class_decl", "enum_decl", "extension_decl", "protocol_decl",
        "actor_decl",
    ]
    /// The kinds of a declaration with a body of statements.
    static let bodyKinds: Set<String> = [
        "func_decl", "constructor_decl", "destructor_decl", "accessor_decl", "subscript_decl",
    ]
    /// The kinds that name something another line can use.
    static let namingKinds: Set<String> = typeKinds.subtracting(["extension_decl"]).union([
        "var_decl", "func_decl", "constructor_decl", "subscript_decl", "enum_element_decl",
        "typealias", "associated_type_decl",
    ])
    /// The nodes members sit in directly: a type, a file, an `enum`'s `case` line, an `#if`.
    static let memberContainers: Set<String> = typeKinds.union([
        "source_file", "enum_case_decl", "if_config_decl",
    ])

    /// The declarations in `dump`, the output of `swiftc -dump-parse` for one or more files;
    /// lines of the compiler's diagnostics in between are skipped.
    init(dump: String) {
        var found: [Declaration] = []
        var seen: Set<String> = []
        // The open nodes: indentation, kind, and the type name when it is a type.
        var open: [(indent: Int, kind: String, typeName: String?)] = []
        for line in dump.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == " " }.count
            let rest = line.dropFirst(indent)
            guard rest.first == "(" else { continue }
            let kind = String(rest.dropFirst().prefix { $0.isLetter || $0 == "_" })
            guard !kind.isEmpty else { continue }
            while let last = open.last, last.indent >= indent { open.removeLast() }
            if kind == "source_file" { open.removeAll() }
            let name = Self.name(in: rest)
            let lines = Self.lines(in: rest)
            let isType = Self.typeKinds.contains(kind)
            if Self.namingKinds.contains(kind), let name, let lines {
                let parents = open.compactMap(\.typeName)
                let isMember = open.last.map { Self.memberContainers.contains($0.kind) } ?? true
                let key = "\(kind) \(name) \(lines.first) \(lines.last)"
                if seen.insert(key).inserted {
                    found.append(
                        Declaration(
                            kind: kind, name: name, line: lines.first, endLine: lines.last,
                            parents: parents, isMember: isMember))
                }
            } else if kind == "extension_decl" || kind == "accessor_decl", let lines {
                // An extension names no new thing; an accessor's body holds locals.
                let key = "\(kind) \(lines.first) \(lines.last)"
                if seen.insert(key).inserted {
                    found.append(
                        Declaration(
                            kind: kind, name: name ?? "", line: lines.first, endLine: lines.last,
                            parents: open.compactMap(\.typeName), isMember: false))
                }
            }
            open.append((indent, kind, isType ? (name ?? "") : nil))
        }
        declarations = found
    }

    /// The first quoted name of a node's line, without a function's labels: `"touchCard(_:)"`
    /// gives `touchCard`; `nil` when the line quotes none (an accessor: `<anonymous @ 0x…>`).
    static func name(in line: Substring) -> String? {
        // Quoted values of attributes (`range=[…]`, `id="Card"`) come after `=`; a name does not.
        var index = line.startIndex
        while let quote = line[index...].firstIndex(of: "\"") {
            let before = quote > line.startIndex ? line[line.index(before: quote)] : " "
            guard let close = line[line.index(after: quote)...].firstIndex(of: "\"") else {
                return nil
            }
            if before == " " {
                let quoted = line[line.index(after: quote)..<close]
                let base = quoted.prefix { $0 != "(" }
                return base.isEmpty ? nil : String(base)
            }
            index = line.index(after: close)
        }
        return nil
    }

    /// The first and last line of a node's `range=[file:12:5 - line:14:1]`.
    static func lines(in line: Substring) -> (first: Int, last: Int)? {
        guard let range = line.range(of: "range=[") else { return nil }
        let text = line[range.upperBound...].prefix { $0 != "]" }
        let parts = text.components(separatedBy: " - ")
        guard parts.count == 2 else { return nil }
        // `file:12:5`: the line is the second field from the end (a path may hold colons).
        let start = parts[0].split(separator: ":")
        let end = parts[1].split(separator: ":")
        guard start.count >= 3, end.count == 3, let first = Int(start[start.count - 2]),
            let last = Int(end[1])
        else { return nil }
        return (first, last)
    }

    /// The declarations the parser sees in `text`, parsed as one Swift file; `nil` when the
    /// compiler cannot be run (then `check` falls back to reading the lines).
    static func parsing(_ text: String) -> ParsedDeclarations? {
        parsing([text])?.first
    }

    /// The declarations of each of `texts`, each parsed as a Swift file of its own, in one run
    /// of the parser; `nil` when the compiler cannot be run.
    ///
    /// One frontend job parses every file and writes each file's dump to a file of its own
    /// (`-o`, one per `-primary-file`), so no diagnostic is printed into a dump; the driver
    /// would start a job per file, five to ten times slower.
    static func parsing(_ texts: [String]) -> [ParsedDeclarations]? {
        guard !texts.isEmpty else { return [] }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-parse-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var sources: [String] = []
            var dumps: [URL] = []
            for (index, text) in texts.enumerated() {
                let url = folder.appendingPathComponent("file\(index).swift")
                try text.write(to: url, atomically: true, encoding: .utf8)
                sources += ["-primary-file", url.path]
                dumps.append(folder.appendingPathComponent("file\(index).dump"))
            }
            _ = try Shell.run(
                SwiftcTypechecker.compiler + ["-frontend", "-dump-parse"] + sources
                    + dumps.flatMap { ["-o", $0.path] },
                in: folder)
            return try dumps.map {
                ParsedDeclarations(dump: try String(contentsOf: $0, encoding: .utf8))
            }
        } catch {
            return nil
        }
    }

    // MARK: - Questions check asks

    /// The declarations other code can use whose name is on a line of `lines`.
    func members(on lines: ClosedRange<Int>) -> [Declaration] {
        declarations.filter { $0.isMember && lines.contains($0.line) && !$0.name.isEmpty }
    }

    /// Whether `line` is inside the body of a function, accessor or initializer: a name declared
    /// there is local.
    func isInBody(_ line: Int) -> Bool {
        declarations.contains { $0.hasBody && $0.line < line && line <= $0.endLine }
    }

    /// The innermost type (or extension) whose braces hold `line`, by its first and last line.
    func enclosingType(of line: Int) -> Declaration? {
        declarations.filter { $0.isType && $0.line <= line && line <= $0.endLine }
            .max { $0.line < $1.line }
    }
}
