import WorkbookLanguage

/// A line inside a block of views (a `body`, the braces after `ZStack`, `ForEach` or
/// `GeometryReader`) that the block cannot hold: where SwiftUI's students meet the compiler's
/// worst words (`type '()' cannot conform to 'View'`, a `ForEach` said to want a `Range<Int>`,
/// an error at the `ZStack {` line instead of the student's).
///
/// The evidence is the compiler's message, one the result builder gives only for such a line;
/// where it names the wrong line (the block's, or `ForEach(…)`'s), the student's line is read
/// from the file. The explanation names that line and what a block may hold, never the exercise's
/// views. Errors inside a block that are not the block's (a misspelt name) are left alone.
struct BuilderBlock: Equatable, Sendable {
    /// What the line is that the block cannot hold.
    enum Mistake: Equatable, Sendable {
        /// A statement (`print(…)`, `count += 1`, a call that returns nothing) among the views.
        case statement
        /// A `for` or `while` loop among the views.
        case loop
        /// Another control-flow statement among the views: `break` in a `switch`'s case.
        case controlFlow
        /// `return` inside the block; `missingReturnAt` is the closing brace's line when the
        /// compiler, taking the braces for an ordinary closure, asked for a `return` there.
        case explicitReturn(missingReturnAt: Int?)
        /// A value of a type that is not a view, such as `card.content`, a `String`.
        case notAView(type: String)
        /// A line of `ForEach`'s closure that is not a view, which the compiler blames on
        /// `ForEach(…)` itself, at `forEachLine`.
        case forEachContent(forEachLine: Int)
        /// A function returning `some View` whose body has several lines and no `return`.
        case functionWithoutReturn
        /// A shape's `modifier` (`fill`, `stroke`, `strokeBorder`) on `type`, which is no shape.
        case shapeModifier(String, on: String)
        /// Views of two types given by `? :` (`ternary`), or by the branches of an `if`/`else`
        /// in a function that is no block of views.
        case mismatchedViews(String, String, ternary: Bool)
    }

    var mistake: Mistake
    /// The student's line, which is not always the one the compiler names.
    var line: Int
    /// The code on that line, trimmed, when it could be read.
    var code: String?
    /// The error it explains.
    var diagnostic: CompilerDiagnostic
    /// Lines of the compiler's other errors that follow from this mistake.
    var following: [Int] = []

    /// The shape modifiers: a `Shape` has them, a view made from one no longer does.
    static let shapeModifiers: Set<String> = ["fill", "stroke", "strokeBorder"]

    /// The builder-block mistakes among `diagnostics`, one per line, `source` giving the lines of
    /// the file a diagnostic names (nil when it cannot be read: then only the compiler's line is
    /// used, and a mistake that needs the file is not claimed).
    static func find(
        in diagnostics: [CompilerDiagnostic], source: (CompilerDiagnostic) -> [String]?
    ) -> [BuilderBlock] {
        var found: [BuilderBlock] = []
        for diagnostic in diagnostics {
            let lines = source(diagnostic)
            guard var mistake = mistake(in: diagnostic, lines: lines) else { continue }
            var line = diagnostic.line
            switch mistake {
            case .forEachContent:
                guard let lines, let inside = statementInClosure(opening: line, in: lines)
                else { continue }
                line = inside
            case .explicitReturn(missingReturnAt: .some(let end)):
                guard let lines, let returned = returnLine(before: end, in: lines) else {
                    continue
                }
                line = returned
                mistake = .explicitReturn(missingReturnAt: end)
            case .functionWithoutReturn:
                let declaration = lines.flatMap { code(at: line, in: $0) } ?? diagnostic.sourceLine
                guard declaration?.contains("some View") == true else { continue }
            case .loop:
                let typed = lines.flatMap { code(at: line, in: $0) } ?? diagnostic.sourceLine ?? ""
                let loops = ["for ", "while ", "repeat "]
                if !loops.contains(where: {
                    typed.trimmingCharacters(in: .whitespaces).hasPrefix($0)
                }) {
                    mistake = .controlFlow
                }
            default: break
            }
            guard
                !found.contains(where: { $0.diagnostic.path == diagnostic.path && $0.line == line })
            else { continue }
            let typed =
                lines.flatMap { code(at: line, in: $0) }
                ?? (line == diagnostic.line ? diagnostic.sourceLine : nil)
            found.append(
                BuilderBlock(
                    mistake: mistake, line: line,
                    code: typed?.trimmingCharacters(in: .whitespaces), diagnostic: diagnostic))
        }
        // The errors a mistake brings with it: the block's `Content` that could not be inferred
        // (at the `ZStack {` above a `return`), and the closure's parameter taken for an `Int`
        // once `ForEach` was read as the one over `0..<n`.
        for index in found.indices {
            let mistake = found[index]
            found[index].following = diagnostics.filter { other in
                other.path == mistake.diagnostic.path && other != mistake.diagnostic
                    && follows(other, from: mistake)
            }.map(\.line)
        }
        return found
    }

    /// The mistake the compiler's `diagnostic` reports, if it is a builder block's.
    static func mistake(in diagnostic: CompilerDiagnostic, lines: [String]?) -> Mistake? {
        let message = diagnostic.message
        if message.hasPrefix("type '()' cannot conform to 'View'") { return .statement }
        if message.hasPrefix("closure containing control flow statement cannot be used with")
            && message.contains("'ViewBuilder'")
        {
            return .loop
        }
        if message.hasPrefix("cannot use explicit 'return' statement in the body of result builder")
        {
            return .explicitReturn(missingReturnAt: nil)
        }
        if message.hasPrefix("missing return in closure expected to return") {
            return .explicitReturn(missingReturnAt: diagnostic.line)
        }
        if let match = message.firstMatch(
            of: /static method 'build\w+\([^)]*\)' requires that '(.+)' conform to 'View'/)
        {
            return .notAView(type: String(match.1))
        }
        if message.hasPrefix("cannot convert value of type"),
            message.hasSuffix("to expected argument type 'Range<Int>'"),
            (lines.flatMap { code(at: diagnostic.line, in: $0) } ?? diagnostic.sourceLine ?? "")
                .contains("ForEach(")
        {
            return .forEachContent(forEachLine: diagnostic.line)
        }
        if message.hasPrefix("function declares an opaque return type, but has no return") {
            return .functionWithoutReturn
        }
        if let match = message.firstMatch(
            of:
                /^(result values in '\? :' expression|branches) have mismatching types '(.+)' and '(.+)'$/
        ),
            isView(String(match.2), lines: lines), isView(String(match.3), lines: lines)
        {
            return .mismatchedViews(
                String(match.2), String(match.3), ternary: match.1 != "branches")
        }
        if let match = message.firstMatch(of: /^value of type '(.+)' has no member '(\w+)'$/),
            shapeModifiers.contains(String(match.2)), isView(String(match.1), lines: lines)
        {
            return .shapeModifier(String(match.2), on: String(match.1))
        }
        return nil
    }

    /// Whether `other` is an error that `mistake` brings with it.
    static func follows(_ other: CompilerDiagnostic, from mistake: BuilderBlock) -> Bool {
        switch mistake.mistake {
        case .explicitReturn(missingReturnAt: nil):
            return other.message.hasPrefix("generic parameter 'Content' could not be inferred")
                && other.line < mistake.line
        case .forEachContent(let forEachLine):
            return other.message.hasPrefix("cannot convert value of type 'Int'")
                && forEachLine < other.line && other.line <= mistake.line
        default:
            return false
        }
    }

    /// The trimmed code of the 1-based `line` of `lines`.
    static func code(at line: Int, in lines: [String]) -> String? {
        lines.indices.contains(line - 1)
            ? lines[line - 1].trimmingCharacters(in: .whitespaces) : nil
    }

    /// The line in the closure that opens on `line` (`ForEach(items) { item in`) that is most
    /// likely its statement: the first that reads as one (`print(`, an assignment, a call on the
    /// view model), else the closure's last line, since a view's closure ends in its view.
    static func statementInClosure(opening line: Int, in lines: [String]) -> Int? {
        var depth = 0
        var started = false
        var topLevel: [Int] = []
        var number = line
        while let code = code(at: number, in: lines) {
            if started, depth == 1, !code.isEmpty, !code.hasPrefix("."), !code.hasPrefix("}"),
                !code.hasPrefix("//")
            {
                topLevel.append(number)
            }
            for character in code {
                if character == "{" {
                    depth += 1
                    started = true
                } else if character == "}" {
                    depth -= 1
                }
            }
            if started, depth <= 0 { break }
            number += 1
        }
        guard started, let last = topLevel.last else { return nil }
        return topLevel.first { looksLikeStatement(code(at: $0, in: lines) ?? "") } ?? last
    }

    /// Whether a line of a block reads as a statement rather than a view.
    static func looksLikeStatement(_ code: String) -> Bool {
        if code.hasPrefix("print(") || code.hasPrefix("for ") || code.hasPrefix("var ") {
            return true
        }
        if code.contains("+=") || code.contains("-=") || code.hasSuffix(".toggle()") {
            return true
        }
        // `viewModel.choose(card)`: an intent, which changes the model and draws nothing.
        if code.hasPrefix("viewModel.") || code.hasPrefix("self.viewModel.") { return true }
        // `x = 1`, an assignment: an `=` outside parentheses that is no comparison.
        var depth = 0
        var previous: Character = " "
        for (offset, character) in code.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            let next = code.dropFirst(offset + 1).first ?? " "
            if character == "=", depth == 0, !"=!<>".contains(previous), next != "=" {
                return !code.hasPrefix("let ")
            }
            previous = character
        }
        return false
    }

    /// The line of the `return` above `end` (the closing brace the compiler named), within the
    /// closure it closes, when that closure opens a block of views (`ZStack {`, `var body …`):
    /// a `return` missing from an ordinary closure is no block's mistake.
    static func returnLine(before end: Int, in lines: [String]) -> Int? {
        var depth = 0
        var returned: Int?
        var number = end - 1
        while number >= 1, let code = code(at: number, in: lines) {
            if returned == nil, code == "return" || code.hasPrefix("return ") { returned = number }
            depth += code.filter { $0 == "}" }.count - code.filter { $0 == "{" }.count
            if depth < 0 {
                return opensBlockOfViews(code) ? returned : nil
            }
            number -= 1
        }
        return nil
    }

    /// The views whose trailing closure is a block of views, and `body`.
    static let blockOpeners = [
        "ZStack", "HStack", "VStack", "ForEach(", "Group", "GeometryReader", "ScrollView",
        "LazyVGrid(", "var body", "var previews",
    ]

    /// Whether the line `code` opens a block of views.
    static func opensBlockOfViews(_ code: String) -> Bool {
        blockOpeners.contains { code.contains($0) }
    }

    /// The stand-in's views that a shape's modifier may be tried on: in a file that imports
    /// neither SwiftUI nor the stand-in, only these are taken for views.
    static let viewTypes = [
        "Text", "Color", "Spacer", "EmptyView", "ModifiedContent<", "ShapeView<", "HStack<",
        "VStack<",
        "ZStack<", "ForEach<", "Group<", "GeometryReader<", "ScrollView<", "LazyVGrid<",
    ]

    /// Whether `type` is a view: one of the stand-in's, or any type in a file of views.
    static func isView(_ type: String, lines: [String]?) -> Bool {
        viewTypes.contains { type == $0 || ($0.hasSuffix("<") && type.hasPrefix($0)) }
            || (lines ?? []).contains {
                $0.hasPrefix("import SwiftUIStandIn") || $0.hasPrefix("import SwiftUI")
            }
    }

    /// The modifier that made `type` (`ModifiedContent<RoundedRectangle, PaddingModifier>`:
    /// `padding`), if it is a modified view.
    static func modifierName(in type: String) -> String? {
        guard type.hasPrefix("ModifiedContent<"),
            let match = type.firstMatch(of: /, (\w+)Modifier>$/)
        else { return nil }
        let name = String(match.1)
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// What `check` says under the error, the mistake's line as `place` gives it.
    func explanation(place: (Int) -> String) -> Localized {
        let at = place(line)
        var said: Localized
        switch mistake {
        case .statement:
            said = Messages.builderStatement(code, at: at)
        case .loop:
            said = Messages.builderLoop(code, at: at)
        case .controlFlow:
            said = Messages.builderControlFlow(code, at: at)
        case .mismatchedViews(let first, let second, let ternary):
            said =
                ternary
                ? Messages.builderTernary(first, second, at: at)
                : Messages.builderBranches(first, second, at: at)
        case .explicitReturn(let end):
            said = Messages.builderReturn(at: at, missingReturnAt: end.map(place))
        case .notAView(let type):
            said = Messages.builderNotAView(code, type: type, at: at)
        case .forEachContent(let forEachLine):
            said = Messages.builderForEachContent(code, at: at, forEach: place(forEachLine))
        case .functionWithoutReturn:
            said = Messages.builderFunctionWithoutReturn(at: at)
        case .shapeModifier(let modifier, let type):
            said = Messages.builderShapeModifier(
                modifier, on: type, after: Self.modifierName(in: type), at: at)
        }
        if !following.isEmpty {
            said = said + .verbatim(" ") + Messages.builderFollowing(following.map(place))
        }
        return said
    }
}

extension CheckFormatter {
    /// The explanations of the builder-block mistakes among `diagnostics`, errors in `exercise`'s
    /// region, on the ladder: one that names what a hint the student has not seen names (a
    /// construct the exercise teaches, such as `ForEach`) gives way to the plain one, which names
    /// the line and what a block is, and to the hint that holds the rest.
    func builderBlockLines(_ diagnostics: [CompilerDiagnostic], of exercise: Exercise) -> [String] {
        let found = BuilderBlock.find(in: diagnostics) { diagnostic in
            let path = catalog.relativePath(diagnostic.path)
            return catalog.files.first { $0.path == path }?.text.components(separatedBy: "\n")
        }
        let ladder = AdviceLadder(exercise: exercise, language: .en)
        return found.flatMap { mistake -> [String] in
            let place = { (line: Int) in "\(catalog.relativePath(mistake.diagnostic.path)):\(line)"
            }
            let full = mistake.explanation(place: place)
            guard let seen = hintsSeen.map({ $0[exercise.id, default: 0] }) else {
                return [say(full)]
            }
            let needed = ladder.hint(namedBy: full.en)
            guard needed > seen else { return [say(full)] }
            return [
                say(Messages.builderBlockWithheld(at: place(mistake.line))),
                say(Messages.adviceInHint(needed, seen: seen, id: exercise.id)),
            ]
        }
    }
}
