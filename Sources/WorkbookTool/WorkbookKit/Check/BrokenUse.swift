import Foundation
import WorkbookLanguage

/// A compiler error in code the student did not write (given code, the `Terminal/` files, the
/// tests, a region not started) whose failing line uses a declaration in a started region.
///
/// When the student edited nothing outside the regions, that code compiled with the reference,
/// so the region's declaration is the cause: `check` names the region, shows the declaration
/// beside the use that broke, and says what the use expects.
///
/// An error inside one started region can be another's too: the student's declaration there
/// departs from what the exercise gave, and the region the error is in uses it as given (a
/// relabelled `choose(card:)` and the view model's `model.choose(card)`).
///
/// A name the exercise gave that the student's region no longer declares (renamed or removed) is
/// the cause of an error that says the name is not there (`has no member 'choose'`).
struct BrokenUse: Equatable, Sendable {
    /// One line of the student's code that declares a name the failing line uses.
    struct Declaration: Equatable, Sendable {
        /// The file, relative to the workbook.
        var path: String
        /// The 1-based line.
        var line: Int
        /// The line as written, without its indentation.
        var code: String

        /// `Sources/Stage/File.swift:12`, as the compiler would place it.
        var place: String { "\(path):\(line)" }
    }

    /// The exercise whose region declares what the use needs.
    var exerciseID: String
    /// The student's declarations of the names the failing line uses (usually one); none when
    /// the name the use needs is `missingName`.
    var declarations: [Declaration]
    /// The error at the use.
    var diagnostic: CompilerDiagnostic
    /// The failing line as written, without its indentation, when it could be read.
    var use: String?
    /// The exercise whose started region holds the failing line, when the use is the student's
    /// code too: the error is in one region, its cause the declaration in another.
    var usedIn: String? = nil
    /// For a use in another region: the stub's line that declares the same name, the shape the
    /// use was written for (never the lecture's line, which would be the answer).
    var given: String? = nil
    /// A name the exercise declares (in its stub, or else in its lecture code) that the student's
    /// region no longer does, when the failing line needs it.
    var missingName: String? = nil
    /// Where the region of `exerciseID` begins (`path:line`): where a missing name goes back.
    var regionPlace: String? = nil

    /// Where to send the student: the declaration, or for a missing name the region's start.
    var placeToFix: String? { declarations.first?.place ?? regionPlace }

    /// Whether the use broke because its name is declared twice (see `Redeclaration`): it cannot
    /// tell which declaration it means.
    var isAmbiguity: Bool {
        diagnostic.message.contains("is ambiguous for type lookup")
            || diagnostic.message.hasPrefix("ambiguous use of")
    }

    /// What the use expects, told from the compiler's message.
    var expectation: Localized {
        let message = diagnostic.message
        if isAmbiguity { return Messages.useIsAmbiguous }
        if let missingName {
            return Messages.useNeedsGivenName(missingName, in: usedIn)
        }
        if message.contains("argument label") {
            return usedIn.map(Messages.regionUseExpectsLabels) ?? Messages.useExpectsLabels
        }
        if message.contains("must precede argument") {
            return usedIn.map(Messages.regionUseExpectsMemberOrder)
                ?? Messages.useExpectsMemberOrder
        }
        if message.contains("inaccessible due to") {
            let level = message.contains("'fileprivate'") ? "fileprivate" : "private"
            return usedIn.map { Messages.regionUseExpectsAccess(level, in: $0) }
                ?? Messages.useExpectsAccess(level)
        }
        if message.contains("must have Optional type") {
            return Messages.useExpectsOptional(in: usedIn)
        }
        if message.contains("of optional type") || message.contains("must be unwrapped") {
            return usedIn.map(Messages.regionUseExpectsValueNotOptional)
                ?? Messages.useExpectsValueNotOptional
        }
        return usedIn.map(Messages.regionUseExpectsExerciseShape)
            ?? Messages.useExpectsExerciseShape
    }

    /// The broken uses among `diagnostics`, each tied to the started region it uses; `nil` for a
    /// diagnostic whose failing line uses no declaration of a started region (or cannot be read).
    ///
    /// `source` reads a line of a file the compiler named when its excerpt does not show it.
    ///
    /// `given` (what each started exercise was given, see `given(in:state:)`) tells the names a
    /// region no longer declares; `parsed`, the compiler's parse of both, tells them for members
    /// nested in a type too (`isMatched` in `struct Card`).
    static func attribute(
        _ diagnostics: [CompilerDiagnostic], catalog: Catalog,
        given: [String: (stub: [String], lecture: [String])] = [:],
        parsed: RegionDeclarations? = nil,
        source: (CompilerDiagnostic) -> String? = { _ in nil }
    ) -> [BrokenUse?] {
        let declared = DeclaredNames(catalog: catalog, given: given, parsed: parsed)
        guard !declared.names.isEmpty || !declared.missing.isEmpty else {
            return diagnostics.map { _ in nil }
        }
        return diagnostics.map { diagnostic in
            guard let line = diagnostic.sourceLine ?? source(diagnostic) else { return nil }
            return declared.brokenUse(by: diagnostic, on: line)
        }
    }

    /// The broken uses among `diagnostics` that are errors inside one started region caused by
    /// another's declaration; `nil` for every other diagnostic.
    ///
    /// `region` tells the exercise whose started region holds a diagnostic's line. The error must
    /// name the declaration (quote it, or point at it), and the declaration must depart from what
    /// the exercise gave (`given`: each exercise's stub and lecture code, by `signature`): one the
    /// exercise gave is used wrongly by the region the error is in, which stays to blame. With
    /// nothing known of what the exercise gave, `outsideUses` decides: the exercises whose
    /// declarations also broke code the student did not write.
    static func attributeAcrossRegions(
        _ diagnostics: [CompilerDiagnostic], catalog: Catalog,
        region: (CompilerDiagnostic) -> String?,
        given: [String: (stub: [String], lecture: [String])],
        outsideUses: Set<String>, parsed: RegionDeclarations? = nil,
        source: (CompilerDiagnostic) -> String? = { _ in nil }
    ) -> [BrokenUse?] {
        let declared = DeclaredNames(catalog: catalog, given: given, parsed: parsed)
        guard !declared.names.isEmpty || !declared.missing.isEmpty else {
            return diagnostics.map { _ in nil }
        }
        return diagnostics.map { diagnostic in
            guard let usedIn = region(diagnostic),
                let line = diagnostic.sourceLine ?? source(diagnostic),
                var use = declared.brokenUse(by: diagnostic, on: line, from: usedIn)
            else { return nil }
            use.usedIn = usedIn
            // A name the exercise gave and the region no longer declares departs by its absence.
            guard let declaration = use.declarations.first else { return use }
            guard let code = given[use.exerciseID], !(code.stub + code.lecture).isEmpty else {
                return outsideUses.contains(use.exerciseID) ? use : nil
            }
            let signatures = Set((code.stub + code.lecture).map(signature))
            guard !signatures.contains(signature(declaration.code)) else { return nil }
            // The stub's line that declares the same name: what the use was written for.
            let name = DeclaredNames.declaredName(in: declaration.code)
            use.given = code.stub.first {
                name != nil && DeclaredNames.declaredName(in: $0) == name
            }.map { $0.trimmingCharacters(in: .whitespaces) }
            return use
        }
    }

    /// A declaration's shape as its users see it: the code before its body (`{`) or its value
    /// (`=`), without `mutating` (a use elsewhere cannot tell) and with spaces only between words.
    static func signature(_ line: String) -> String {
        var code = SwiftCode.code(line)
        if let end = code.firstIndex(where: { $0 == "{" || $0 == "=" }) {
            code = String(code[..<end])
        }
        let words = code.replacingOccurrences(
            of: #"\bmutating\b"#, with: "", options: .regularExpression
        )
        .split(whereSeparator: \.isWhitespace)
        var result = ""
        for word in words {
            if let last = result.last, last.isLetter || last.isNumber || last == "_",
                let first = word.first, first.isLetter || first.isNumber || first == "_"
            {
                result += " "
            }
            result += word
        }
        return result
    }

    /// The lines each started exercise was given, by exercise: its stubs and, where kept, its
    /// lecture code, as `start` remembered them in `state`.
    static func given(in catalog: Catalog, state: WorkbookState)
        -> [String: (stub: [String], lecture: [String])]
    {
        var lines: [String: (stub: [String], lecture: [String])] = [:]
        for file in catalog.files {
            for region in file.regions where region.isStarted {
                let ordinal = catalog.places(of: region.exerciseID).first {
                    $0.file == file.path && $0.region.firstLine == region.firstLine
                }?.ordinal
                guard let ordinal,
                    let saved = state.saved(region.exerciseID, file: file.path, ordinal: ordinal)
                else { continue }
                lines[region.exerciseID, default: ([], [])].stub += saved.stub
                lines[region.exerciseID, default: ([], [])].lecture +=
                    Editor.referenceBody(saved.reference) ?? []
            }
        }
        return lines
    }

    /// A line of the file the compiler named, read from disk: for output without an excerpt.
    static func line(of diagnostic: CompilerDiagnostic, in catalog: Catalog) -> String? {
        let path = catalog.relativePath(diagnostic.path)
        let url =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path) : catalog.workspace.url(path)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        let lines = text.components(separatedBy: "\n")
        guard diagnostic.line >= 1, diagnostic.line <= lines.count else { return nil }
        return lines[diagnostic.line - 1]
    }
}

/// The names declared in the started regions: what the student's code gives the rest of the
/// workbook, each with the line that declares it.
private struct DeclaredNames {
    /// A declaration of a name, and how strongly a use of the name points at it.
    struct Name {
        var exerciseID: String
        var declaration: BrokenUse.Declaration
        /// A parameter's label, a weaker sign than a declared name: labels such as `card` are
        /// common words.
        var isLabel: Bool
    }

    /// Every declared name, by name.
    var names: [String: [Name]] = [:]

    /// A name a started exercise declares in what it gave (its stub, or else its lecture code)
    /// that the student's region no longer declares.
    struct Missing {
        var exerciseID: String
        /// The stub's line that declares it, when the stub does: what may be shown.
        var given: String?
        /// Where the exercise's first started region begins.
        var regionPlace: String
        /// Whether it names a value (`var`, `let`) rather than a function or a type.
        var isValue: Bool
        /// The type whose braces hold the exercise's region, as the parser sees the student's
        /// file (its path, and the type's first line): a use in the same type may call a
        /// missing value by its bare name (`cannot find 'flipCount' in scope`).
        var enclosingType: (path: String, line: Int)? = nil
    }

    /// The compiler's parse of the started files and of what their exercises gave.
    var parsed: RegionDeclarations?
    /// How a path the compiler printed reads relative to the workbook.
    var relativePath: (String) -> String = { $0 }

    /// The names the started regions no longer declare, by name.
    var missing: [String: Missing] = [:]

    /// The keywords that introduce a name.
    static let introducers: Set<String> = [
        "func", "var", "let", "class", "struct", "enum", "protocol", "typealias", "case",
    ]

    /// The keywords whose braces hold members, visible outside; any other braces (a function's,
    /// a closure's, an observer's) hold local names, which no code outside can use.
    static let typeKeywords: Set<String> = ["struct", "class", "enum", "extension", "protocol"]

    init(
        catalog: Catalog, given: [String: (stub: [String], lecture: [String])] = [:],
        parsed: RegionDeclarations? = nil
    ) {
        self.parsed = parsed
        relativePath = catalog.relativePath
        var regionPlaces: [String: String] = [:]
        // Each exercise's started regions, for the parse's questions about them.
        var regions: [String: [(path: String, region: Region)]] = [:]
        for file in catalog.files {
            for region in file.regions where region.isStarted {
                if regionPlaces[region.exerciseID] == nil {
                    regionPlaces[region.exerciseID] = "\(file.path):\(region.firstLine + 1)"
                }
                regions[region.exerciseID, default: []].append((file.path, region))
                addParsed(region, in: file.path)
                let code = SwiftCode.code(region.body.joined(separator: "\n"))
                    .components(separatedBy: "\n")
                // For each brace open around the current place: whether it is a type's body.
                var scopes: [Bool] = []
                var sinceBrace = ""
                for (offset, line) in code.enumerated() {
                    let declaration = BrokenUse.Declaration(
                        path: file.path, line: region.firstLine + 1 + offset,
                        code: region.body[offset].trimmingCharacters(in: .whitespaces))
                    // Whether each character of the line is in a local scope.
                    var local: [Bool] = []
                    for character in line {
                        local.append(scopes.contains(false))
                        switch character {
                        case "{":
                            let words = Self.words(in: sinceBrace).map(\.text)
                            scopes.append(words.contains(where: Self.typeKeywords.contains))
                            sinceBrace = ""
                        case "}":
                            _ = scopes.popLast()
                            sinceBrace = ""
                        default:
                            sinceBrace.append(character)
                        }
                    }
                    sinceBrace.append(" ")
                    let words = Self.words(in: line)
                    for (index, word) in words.enumerated()
                    where index + 1 < words.count && !local[word.range.lowerBound] {
                        if Self.introducers.contains(word.text) {
                            add(words[index + 1].text, region.exerciseID, declaration, label: false)
                        }
                        if word.text == "func" || word.text == "init" {
                            for label in Self.labels(in: line) {
                                add(label, region.exerciseID, declaration, label: true)
                            }
                        }
                    }
                }
            }
        }
        addMissing(given: given, regionPlaces: regionPlaces)
        addParsedMissing(given: given, regionPlaces: regionPlaces, regions: regions)
    }

    /// Records the members the parser sees `region` declare that the line reading missed (a
    /// declaration over several lines, a member of a nested type).
    private mutating func addParsed(_ region: Region, in path: String) {
        guard let parse = parsed?.files[path], region.lastLine - 1 > region.firstLine else {
            return
        }
        for found in parse.members(on: (region.firstLine + 1)...(region.lastLine - 1)) {
            let offset = found.line - region.firstLine - 1
            guard region.body.indices.contains(offset),
                !(names[found.name] ?? []).contains(where: {
                    $0.exerciseID == region.exerciseID && !$0.isLabel
                })
            else { continue }
            let declaration = BrokenUse.Declaration(
                path: path, line: found.line,
                code: region.body[offset].trimmingCharacters(in: .whitespaces))
            add(found.name, region.exerciseID, declaration, label: false)
        }
    }

    /// Records, from the parse, the members an exercise gave (nested ones too) that its regions
    /// no longer declare, and for every missing name the type that holds its region.
    private mutating func addParsedMissing(
        given: [String: (stub: [String], lecture: [String])], regionPlaces: [String: String],
        regions: [String: [(path: String, region: Region)]]
    ) {
        guard let parsed else { return }
        for (id, code) in given {
            guard let regionPlace = regionPlaces[id], let first = regions[id]?.first,
                parsed.holdsMembers(first.region, in: first.path)
            else { continue }
            for member in parsed.givenMembers(of: id, stub: code.stub)
            where missing[member.name] == nil
                && !(names[member.name] ?? []).contains(where: {
                    $0.exerciseID == id && !$0.isLabel
                })
            {
                // A member of a type the exercise declares goes back into the region with it.
                let place = member.parents.last.flatMap {
                    parsed.place(ofType: $0, among: regions[id] ?? [])
                }
                missing[member.name] = Missing(
                    exerciseID: id,
                    given: member.stubLine.map { $0.trimmingCharacters(in: .whitespaces) },
                    regionPlace: place ?? regionPlace, isValue: member.isValue)
            }
        }
        for (name, gone) in missing {
            guard let first = regions[gone.exerciseID]?.first,
                let type = parsed.files[first.path]?.enclosingType(of: first.region.firstLine)
            else { continue }
            missing[name]?.enclosingType = (first.path, type.line)
        }
    }

    /// Records the names `given` declares for a started exercise that its regions do not.
    private mutating func addMissing(
        given: [String: (stub: [String], lecture: [String])], regionPlaces: [String: String]
    ) {
        for (id, code) in given {
            guard let regionPlace = regionPlaces[id] else { continue }
            for line in Self.outermostLines(of: code.stub) + Self.outermostLines(of: code.lecture) {
                guard let name = Self.declaredName(in: line), missing[name] == nil,
                    !(names[name] ?? []).contains(where: { $0.exerciseID == id && !$0.isLabel })
                else { continue }
                let stubLine = code.stub.first { Self.declaredName(in: $0) == name }
                missing[name] = Missing(
                    exerciseID: id,
                    given: stubLine.map { $0.trimmingCharacters(in: .whitespaces) },
                    regionPlace: regionPlace, isValue: Self.declaresValue(line))
            }
        }
    }

    /// The lines of `code` outside its braces: declarations there are the region's own, where a
    /// line inside a body declares a local name no other code can use.
    static func outermostLines(of code: [String]) -> [String] {
        var depth = 0
        var outermost: [String] = []
        for line in code {
            if depth == 0 { outermost.append(line) }
            for character in SwiftCode.code(line) {
                if character == "{" { depth += 1 }
                if character == "}" { depth = max(depth - 1, 0) }
            }
        }
        return outermost
    }

    private mutating func add(
        _ name: String, _ id: String, _ declaration: BrokenUse.Declaration, label: Bool
    ) {
        guard name != "_", name.first?.isLetter == true || name.first == "_" else { return }
        names[name, default: []].append(
            Name(exerciseID: id, declaration: declaration, isLabel: label))
    }

    /// The broken use `diagnostic` is, on the failing source `line`, if it uses a declared name.
    ///
    /// A name the compiler's message quotes points hardest, then the word at the error's column,
    /// then any other word of the line; a declared name before a parameter's label.
    ///
    /// For a line inside the started region of `region`, only the other regions' declarations
    /// count: one the error names (quotes, or points at), or a declared name on the line when the
    /// error is about the type of the value that name gives (an `if let` on a plain value, an
    /// optional used as a value, a value of another type). Any other error on such a line (a
    /// missing `mutating`, a misspelt name) is the line's own, whatever the line also uses; and
    /// a label the line merely shares with another region says nothing about the cause.
    func brokenUse(by diagnostic: CompilerDiagnostic, on line: String, from region: String? = nil)
        -> BrokenUse?
    {
        let quoted = Set(Self.quoted(in: diagnostic.message))
        let words = Self.words(in: SwiftCode.code(line))
        let atColumn = words.first { $0.range.contains(diagnostic.column - 1) }?.text
        let aboutTheValue = Self.valueTypeErrors.contains { diagnostic.message.contains($0) }
        if let use = missingUse(by: diagnostic, on: line, words: words.map(\.text), from: region) {
            return use
        }
        var best: (rank: Int, name: Name)?
        for word in words {
            for name in names[word.text] ?? [] where name.exerciseID != region {
                var rank = name.isLabel ? 0 : 1
                if word.text == atColumn { rank += 2 }
                if quoted.contains(word.text) { rank += 4 }
                if region != nil && (rank == 0 || (rank == 1 && !aboutTheValue)) { continue }
                if best == nil || rank > best!.rank { best = (rank, name) }
            }
        }
        guard let found = best else { return nil }
        let chosen = found.name
        // Every quoted name the same region declares (both sides of a member order), in order.
        let shown = quoted.flatMap { quotedName in
            (names[quotedName] ?? []).filter {
                $0.exerciseID == chosen.exerciseID && !$0.isLabel
            }.map(\.declaration)
        }
        // A name the error neither quotes nor points at (`flipCountLabel` on a line whose error is
        // about the `flipCount` interpolated in its string) is not the cause when a quoted one is.
        var declarations = shown.isEmpty || found.rank >= 2 ? [chosen.declaration] : []
        for declaration in shown where !declarations.contains(declaration) {
            declarations.append(declaration)
        }
        declarations.sort { ($0.path, $0.line) < ($1.path, $1.line) }
        let use = line.trimmingCharacters(in: .whitespaces)
        return BrokenUse(
            exerciseID: chosen.exerciseID, declarations: declarations, diagnostic: diagnostic,
            use: use.isEmpty ? nil : use)
    }

    /// The use of a name the exercise gave and the region no longer declares, when `diagnostic`
    /// says that name is not there (`has no member 'choose'`, `cannot find 'choose' in scope`).
    ///
    /// A `var` or `let` counts only as a member (`has no member`): in scope, the same name may be
    /// a local the use itself lacks.
    private func missingUse(
        by diagnostic: CompilerDiagnostic, on line: String, words: [String], from region: String?
    ) -> BrokenUse? {
        let message = diagnostic.message
        for name in Self.quoted(in: message) where words.contains(name) {
            guard let gone = missing[name], gone.exerciseID != region else { continue }
            let asMember = message.contains("has no member '\(name)'")
            let inScope =
                message.contains("cannot find '\(name)' in scope")
                || message.contains("cannot find type '\(name)' in scope")
            // A bare value's name is the missing member's when the use is in the same type.
            let inSameType =
                gone.enclosingType.map { type in
                    let path = relativePath(diagnostic.path)
                    return path == type.path
                        && parsed?.files[path]?.enclosingType(of: diagnostic.line)?.line
                            == type.line
                } ?? false
            guard asMember || (inScope && (!gone.isValue || inSameType)) else { continue }
            let use = line.trimmingCharacters(in: .whitespaces)
            return BrokenUse(
                exerciseID: gone.exerciseID, declarations: [], diagnostic: diagnostic,
                use: use.isEmpty ? nil : use, given: gone.given, missingName: name,
                regionPlace: gone.regionPlace)
        }
        return nil
    }

    /// Whether `line` declares a stored or computed value (`var`, `let`), not a function or type.
    static func declaresValue(_ line: String) -> Bool {
        let words = words(in: SwiftCode.code(line)).map(\.text)
        return words.first(where: introducers.contains).map { $0 == "var" || $0 == "let" } ?? false
    }

    /// Compiler messages about the type of a value a line gets: when one is on a line of one
    /// region, the declaration in another that gives the value may be what changed.
    static let valueTypeErrors = [
        "must have Optional type", "must be unwrapped", "of optional type",
        "cannot convert value of type", "cannot convert return expression",
    ]

    /// The name `line` declares (the word after its first introducer), if it declares one.
    static func declaredName(in line: String) -> String? {
        let words = words(in: SwiftCode.code(line)).map(\.text)
        guard let index = words.firstIndex(where: introducers.contains), index + 1 < words.count
        else { return nil }
        return words[index + 1]
    }

    /// The identifiers of `code` with their character offsets.
    static func words(in code: String) -> [(text: String, range: Range<Int>)] {
        var found: [(String, Range<Int>)] = []
        var current = ""
        var start = 0
        for (offset, character) in code.enumerated() {
            if character.isLetter || character.isNumber || character == "_" {
                if current.isEmpty { start = offset }
                current.append(character)
            } else if !current.isEmpty {
                found.append((current, start..<offset))
                current = ""
            }
        }
        if !current.isEmpty { found.append((current, start..<code.count)) }
        return found.filter { $0.0.first?.isNumber == false }
    }

    /// The names a compiler message quotes: `'game'`, `'card:'` (a label, without its colon).
    static func quoted(in message: String) -> [String] {
        message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }
            .map { $0.element.trimmingCharacters(in: CharacterSet(charactersIn: ":?!")) }
            .filter { !$0.isEmpty }
    }

    /// The argument labels a `func` or `init` declared on `line` gives its parameters.
    static func labels(in line: String) -> [String] {
        let code = SwiftCode.code(line)
        guard
            code.range(of: #"\b(func\s+\w+|init)\s*(<[^>]*>)?\s*\("#, options: .regularExpression)
                != nil,
            let open = code.firstIndex(of: "(")
        else { return [] }
        var depth = 0
        var parameter = ""
        var parameters: [String] = []
        var previous: Character = " "
        for character in code[code.index(after: open)...] {
            defer { previous = character }
            if character == "(" || character == "[" || character == "<" { depth += 1 }
            // The `>` of a function type's `->` closes nothing.
            if character == ")" || character == "]" || (character == ">" && previous != "-") {
                if depth == 0 { break }
                depth -= 1
            }
            if character == "," && depth == 0 {
                parameters.append(parameter)
                parameter = ""
            } else {
                parameter.append(character)
            }
        }
        parameters.append(parameter)
        return parameters.compactMap { parameter in
            guard let colon = parameter.firstIndex(of: ":") else { return nil }
            return parameter[..<colon].split(separator: " ").first.map(String.init)
        }
    }
}

extension CompilerDiagnostic {
    /// The failing line as the compiler's excerpt shows it (`  46 |     model.choose(card)`).
    var sourceLine: String? {
        for line in excerpt {
            guard let bar = line.firstIndex(of: "|") else { continue }
            let gutter = line[..<bar].trimmingCharacters(in: .whitespaces)
            guard gutter == String(self.line) else { continue }
            var code = line[line.index(after: bar)...]
            if code.first == " " { code = code.dropFirst() }
            return String(code)
        }
        return nil
    }
}
