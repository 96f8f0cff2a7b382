/// What the started regions declare and what their exercises gave them to declare, as the
/// compiler's parser sees both (see `ParsedDeclarations`).
///
/// A line pattern sees only the outermost lines of what an exercise gave, so `isMatched` inside
/// the given `struct Card` was never a name a region could lose; the parser sees every member,
/// nested or not, and tells a member from a local.
struct RegionDeclarations: Sendable {
    /// The parse of every file that holds a started region, by its path in the workbook.
    var files: [String: ParsedDeclarations]
    /// The parse of what each started exercise was given: its stub's lines and its lecture
    /// code's lines, each parsed as a file of its own.
    var given: [String: (stub: ParsedDeclarations, lecture: ParsedDeclarations)]

    /// The parse of `catalog`'s files with started regions and of `given` (see
    /// `BrokenUse.given(in:state:)`), in one run of the parser; `nil` when it cannot be run.
    static func reading(
        _ catalog: Catalog, given: [String: (stub: [String], lecture: [String])]
    ) -> RegionDeclarations? {
        let started = catalog.files.filter { $0.regions.contains(where: \.isStarted) }
        guard !started.isEmpty else { return nil }
        let ids = given.keys.sorted()
        let texts =
            started.map(\.text)
            + ids.flatMap { id in
                [
                    given[id]!.stub.joined(separator: "\n"),
                    given[id]!.lecture.joined(separator: "\n"),
                ]
            }
        guard let parsed = ParsedDeclarations.parsing(texts) else { return nil }
        var files: [String: ParsedDeclarations] = [:]
        for (file, parse) in zip(started, parsed) { files[file.path] = parse }
        var givenParse: [String: (stub: ParsedDeclarations, lecture: ParsedDeclarations)] = [:]
        for (offset, id) in ids.enumerated() {
            let index = started.count + 2 * offset
            givenParse[id] = (parsed[index], parsed[index + 1])
        }
        return RegionDeclarations(files: files, given: givenParse)
    }

    /// Whether the code of `region` in the file at `path` sits in a type's braces (or at the
    /// top of the file), so what it declares is a member; inside a function's body it is local.
    func holdsMembers(_ region: Region, in path: String) -> Bool {
        guard let parse = files[path] else { return false }
        return !parse.isInBody(region.firstLine)
    }

    /// The start (`path:line`) of the region among `regions` that declares a type named `type`:
    /// where a member of that type goes back.
    func place(ofType type: String, among regions: [(path: String, region: Region)]) -> String? {
        regions.first { path, region in
            files[path]?.declarations.contains {
                $0.isType && $0.name == type && region.firstLine < $0.line
                    && $0.line < region.lastLine
            } == true
        }.map { "\($0.path):\($0.region.firstLine + 1)" }
    }

    /// A name other code can use, from what an exercise gave.
    struct GivenMember {
        var name: String
        /// The stub's line that declares it, when the stub does: what may be shown.
        var stubLine: String?
        /// Whether it gives a value (`var`, `let`).
        var isValue: Bool
        /// The types of the given code it is nested in (`["Card"]` for `isMatched`).
        var parents: [String]
    }

    /// The names of what exercise `id` gave that other code can use (not its initializers).
    func givenMembers(of id: String, stub: [String]) -> [GivenMember] {
        guard let parse = given[id] else { return [] }
        var found: [GivenMember] = []
        var seen: Set<String> = []
        let stubDeclarations = parse.stub.declarations.filter(\.isMember)
        for declaration in stubDeclarations + parse.lecture.declarations.filter(\.isMember)
        where !declaration.name.isEmpty && declaration.kind != "constructor_decl"
            && declaration.kind != "subscript_decl" && seen.insert(declaration.name).inserted
        {
            let inStub = stubDeclarations.first { $0.name == declaration.name }
            let stubLine = inStub.flatMap { found in
                stub.indices.contains(found.line - 1) ? stub[found.line - 1] : nil
            }
            found.append(
                GivenMember(
                    name: declaration.name, stubLine: stubLine, isValue: declaration.isValue,
                    parents: declaration.parents))
        }
        return found
    }
}
