import Foundation
import Testing
import WorkbookCommandLine
import WorkbookLanguage

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// The catalog's Korean forms: `Localized` cannot be built without one, so these tests check
/// that each is a real translation that keeps what the student types or looks up.
@Suite struct LanguageCatalogTests {
    /// Every message of the catalog, with values a test can look for in both forms: each messages
    /// file keeps its own samples beside its messages (`Messages.samples`, `gradeSamples`).
    static let samples: [(String, Localized)] = Messages.samples + Messages.gradeSamples

    /// The messages each `Messages*.swift` file of both tools declares (`static let`, `var` or
    /// `func`, not `private`), by file; the help texts sit in each command and have their own tests
    /// (`HelpTextTests`).
    static var declaredMessages: [(file: String, names: [String])] {
        let kits = ["WorkbookKit", "WorkbookInstructorKit"].map {
            PackageRoot.url.appendingPathComponent("Sources/WorkbookTool/\($0)")
        }
        let declaration = /^    static (?:let|var|func) ([A-Za-z0-9_]+)/.anchorsMatchLineEndings()
        return kits.flatMap { kit in
            (FileManager.default.subpaths(atPath: kit.path) ?? []).sorted().filter {
                let name = URL(fileURLWithPath: $0).lastPathComponent
                return name.hasPrefix("Messages") && name.hasSuffix(".swift")
            }.map { path in
                let text =
                    (try? String(contentsOf: kit.appendingPathComponent(path), encoding: .utf8))
                    ?? ""
                let names = text.matches(of: declaration).map { String($0.1) }
                    .filter { !$0.hasSuffix("Samples") && $0 != "samples" }
                return (path, names)
            }
        }
    }

    /// What must read the same in both forms: commands, paths, `code`, quoted names and numbers.
    static func kept(in english: String) -> [String] {
        let patterns = [
            #"swift (?:run workbook|test)(?: [^\s(),;']+)*"#, #"`[^`]+`"#,
            #"(?:^|[^A-Za-z])'[^']+'"#,
            #"\"[^\"]+\""#,
            #"[A-Za-z.]+/[A-Za-z0-9./<>-]*"#, #"--[a-z]+"#, #"\b[a-z]+-[a-z]+\b"#, #"\d+"#,
        ]
        return patterns.flatMap { pattern in
            english.ranges(of: try! Regex(pattern)).map {
                var piece = String(english[$0]).trimmingCharacters(
                    in: CharacterSet(charactersIn: "."))
                // A quoted name starts after a non-letter, so an apostrophe (`lecture's`) starts none;
                // the character matched before the quote is dropped.
                if piece.hasSuffix("'"), let quote = piece.firstIndex(of: "'"),
                    quote != piece.startIndex
                {
                    piece = String(piece[quote...])
                }
                // A command's trailing English word, which Korean says elsewhere (`… review again`).
                if piece.hasPrefix("swift "), piece.hasSuffix(" again") {
                    piece = String(piece.dropLast(" again".count))
                }
                return piece
            }
        }
    }

    @Test("every message of every messages file has a sample beside it")
    func everyMessageHasASample() {
        let files = Self.declaredMessages
        #expect(files.count >= 15, "Found only \(files.map(\.file)).")
        let sampled = Set(Self.samples.map { String($0.0.prefix { $0 != " " }) })
        for (file, names) in files {
            for name in names where !sampled.contains(name) {
                Issue.record(
                    "\(file): \(name) has no sample: add one to the samples at the end of the file")
            }
        }
    }

    @Test("every Korean form is Korean: not empty, with Hangul, unless it is the same text")
    func koreanIsKorean() {
        for (name, message) in Self.samples where message.ko != message.en {
            #expect(!message.ko.isEmpty, "\(name)")
            #expect(
                message.ko.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) },
                "\(name) has no Hangul: \(message.ko)")
        }
    }

    @Test("every Korean form keeps the English one's commands, code, names and numbers")
    func keepsWhatIsTyped() {
        for (name, message) in Self.samples {
            for piece in Self.kept(in: message.en)
            where !["'done'", "'start'", "'check'", "\"done\""].contains(piece)
                && !piece.hasPrefix("\"compile check: ")
            {
                let bare = piece.trimmingCharacters(in: CharacterSet(charactersIn: "'\""))
                // A page of the notes is linked in its Korean version.
                let korean = piece.replacingOccurrences(of: ".md", with: ".ko.md")
                #expect(
                    message.ko.contains(piece) || message.ko.contains(bare)
                        || message.ko.contains(korean),
                    "\(name): the Korean form lost \(piece)\n\(message.ko)")
            }
        }
    }

    @Test("the held-back line agrees with how many stubs it names, and lists them in the language")
    func heldBackList() {
        let one = Messages.adviceHeldBack(until: ["a-greet"])
        #expect(one.en.hasSuffix("until a-greet is written):"), "\(one.en)")
        let three = Messages.adviceHeldBack(until: ["a-greet", "a-count", "a-sum"])
        #expect(three.en.hasSuffix("until a-greet, a-count and a-sum are written):"), "\(three.en)")
        #expect(three.ko.contains("a-greet, a-count, a-sum"), "\(three.ko)")
        #expect(!three.ko.contains(" and "), "\(three.ko)")
    }

    @Test("the reasons an exercise was not run are Korean in full")
    func notRunReasons() {
        for reason in [CheckReport.NotRunReason.packageDoesNotCompile, .crashedBeforeFinishing] {
            let said = Messages.notRunReason(reason)
            #expect(!said.en.isEmpty && !Messages.notRun(reason).ko.contains(said.en))
        }
    }

    @Test("the runners pass the language to every test process they start")
    func runnersPassTheLanguage() throws {
        #expect(try SwiftTestRunner.standard(environment: [:], language: .ko).language == .ko)
        #expect(
            try SwiftTestRunner.standard(
                environment: [SwiftTestRunner.timeLimitVariable: "5"], language: .ko
            ).language == .ko)
        #expect(SwiftGameRunner(language: .ko).language == .ko)
    }
}
