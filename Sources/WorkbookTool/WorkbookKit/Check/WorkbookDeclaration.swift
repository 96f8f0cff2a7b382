import WorkbookLanguage

/// A student's region that leans on a name the workbook declares outside the regions, in a way
/// the workbook's declaration does not allow: a member the workbook's type lacks (an
/// assignment's `isSeen` on the given `Card`), or a property the workbook declares without a
/// value that the student's initializer uses first (the lecture's `cards` had a default).
///
/// The student never saw that declaration, so `check` says the name is the workbook's, where it
/// is declared and what it is there, found in the compiler's parse of the stage's files.
struct WorkbookDeclaration: Equatable, Sendable {
    /// How the student's code departs from the workbook's declaration.
    enum Departure: Equatable, Sendable {
        /// The workbook's type has no member of this name.
        case noMember(String)
        /// The workbook's property has no value until an initializer gives it one.
        case noValue
    }

    /// The workbook's name: the type, or the property.
    var name: String
    var departure: Departure
    /// Where the workbook declares it (`path:line`).
    var place: String
    /// The declaring line, trimmed: what the name is there.
    var code: String
    /// The compiler's error in the student's region.
    var diagnostic: CompilerDiagnostic

    /// What `check` says under the error.
    var explanation: Localized {
        switch departure {
        case .noMember(let member):
            Messages.workbookTypeLacksMember(name, member: member, at: place, code: code)
        case .noValue:
            Messages.workbookPropertyHasNoValue(name, at: place, code: code)
        }
    }

    /// The type and member of `value of type 'MemoryGame<String>.Card' has no member 'isSeen'`:
    /// the type's own name (`Card`, without generic arguments or the types it is nested in).
    static func missingMember(in message: String) -> (type: String, member: String)? {
        guard let start = message.range(of: "value of type '"),
            let end = message.range(
                of: "' has no member '", range: start.upperBound..<message.endIndex)
        else { return nil }
        var type = String(message[start.upperBound..<end.lowerBound])
        // `MemoryGame<String>.Card` → `Card`; `[Card]` is no type of the workbook's.
        while let open = type.firstIndex(of: "<"), let close = type.lastIndex(of: ">"),
            open < close
        {
            type.removeSubrange(open...close)
        }
        type = String(type.split(separator: ".").last ?? "")
        let member = message[end.upperBound...].prefix { $0 != "'" }
        guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            !member.isEmpty
        else { return nil }
        return (type, String(member))
    }

    /// The property of `variable 'self.cards' used before being initialized`, or of the note
    /// `'self.cards' not initialized` under `return from initializer without initializing all
    /// stored properties`.
    static func uninitialized(in diagnostic: CompilerDiagnostic) -> String? {
        let texts = [diagnostic.message] + diagnostic.excerpt
        for text in texts {
            guard let start = text.range(of: "'self.") else { continue }
            guard
                text.contains("used before being initialized") || text.contains("not initialized")
            else { continue }
            let name = text[start.upperBound...].prefix { $0 != "'" }
            if !name.isEmpty { return String(name) }
        }
        return nil
    }

    /// The departures from the workbook's declarations among `diagnostics` in started regions.
    static func find(in diagnostics: [CompilerDiagnostic], catalog: Catalog, stages: StageParses)
        -> [WorkbookDeclaration]
    {
        var found: [WorkbookDeclaration] = []
        for diagnostic in diagnostics {
            let path = catalog.relativePath(diagnostic.path)
            guard stages.isStudents(diagnostic.line, in: path) else { continue }
            let member = missingMember(in: diagnostic.message)
            let property = member == nil ? uninitialized(in: diagnostic) : nil
            guard member != nil || property != nil, let files = stages.files(around: path)
            else { continue }
            // The workbook's declaration: outside every started region.
            let declared = files.keys.sorted().flatMap { file in
                (files[file]?.declarations ?? []).filter {
                    !stages.isStudents($0.line, in: file) && $0.isMember
                }.map { (file: file, declaration: $0) }
            }
            let match: (file: String, declaration: ParsedDeclarations.Declaration)?
            if let member {
                match = declared.first {
                    $0.declaration.isType && $0.declaration.kind != "extension_decl"
                        && $0.declaration.name == member.type
                }
            } else if let property {
                // The property of the type that holds the failing initializer.
                let owner = files[path]?.enclosingType(of: diagnostic.line)
                match = declared.first {
                    $0.declaration.isValue && $0.declaration.name == property
                        && (owner == nil || $0.declaration.parents.last == owner?.name)
                }
            } else {
                match = nil
            }
            guard let match,
                let code = stages.line(match.declaration.line, of: match.file)
            else { continue }
            let use = WorkbookDeclaration(
                name: match.declaration.name,
                departure: member.map { .noMember($0.member) } ?? .noValue,
                place: "\(match.file):\(match.declaration.line)", code: code,
                diagnostic: diagnostic)
            // One explanation for each name and departure: the second error says no more.
            guard
                !found.contains(where: { $0.name == use.name && $0.departure == use.departure })
            else { continue }
            found.append(use)
        }
        return found
    }
}
