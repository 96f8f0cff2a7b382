import Foundation
import Testing
import WorkbookLanguage

/// The particles written by hand after a code word (`` `init`이 ``) in the Korean notes, the
/// exercises' Korean texts and the tool's and tests' Korean messages: each must be the form
/// `Particle` chooses for the word as read aloud.
@Suite struct ParticleUsageTests {
    /// The workbook's folder.
    static let root = URL(filePath: #filePath).deletingLastPathComponent()
        .appending(path: "../../..").standardized

    /// A code span and the particle right after it: 으로/로 (with 는, 도, 만, 서, 써 after it),
    /// 이라는/라는, 을/를, 은/는, 이/가, 과/와, ending where the Hangul word ends.
    nonisolated(unsafe) static let spanWithParticle =
        /`([^`\n]+)`(으로|로|이라는|라는|을|를|은|는|이|가|과|와)(?:는|도|만|서|써)?(?=[^가-힣]|$)/

    /// Each `` `span`particle `` in `text` whose particle does not fit the span's reading.
    static func misfits(in text: String) -> [String] {
        var found: [String] = []
        for match in text.matches(of: spanWithParticle) {
            let span = String(match.output.1)
            let written = String(match.output.2)
            // An interpolation or a span with nothing to read aloud cannot be judged.
            guard !span.contains("\\("),
                span.unicodeScalars.contains(where: {
                    $0.properties.isAlphabetic || ("0"..."9").contains($0)
                })
            else { continue }
            guard let particle = particle(written) else { continue }
            if particle.form(after: span) != written {
                found.append("`\(span)`\(written) → `\(span)`\(particle.form(after: span))")
            }
        }
        return found
    }

    /// The particle a written form belongs to.
    static func particle(_ form: String) -> Particle? {
        switch form {
        case "을", "를": .object
        case "은", "는": .topic
        case "이", "가": .subject
        case "과", "와": .and
        case "이라는", "라는": .called
        case "으로", "로": .toward
        default: nil
        }
    }

    /// `text` without its fenced code blocks, whose Swift the particles do not concern.
    static func prose(_ text: String) -> String {
        var inBlock = false
        var kept: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inBlock.toggle()
                continue
            }
            if !inBlock { kept.append(line) }
        }
        return kept.joined(separator: "\n")
    }

    /// Every tracked file under `folder` whose name ends with `suffix`.
    static func files(under folder: String, endingWith suffix: String) -> [URL] {
        let base = root.appending(path: folder)
        guard
            let walker = FileManager.default.enumerator(
                at: base, includingPropertiesForKeys: nil,
                options: [.skipsHiddenFiles])
        else { return [] }
        return walker.compactMap { $0 as? URL }
            .filter { $0.lastPathComponent.hasSuffix(suffix) && !$0.path.contains("/.build/") }
            .sorted { $0.path < $1.path }
    }

    static func relative(_ url: URL) -> String {
        String(url.standardized.path.dropFirst(root.path.count + 1))
    }

    @Test("the rule itself: a wrong form is found, the right one is not")
    func finds() {
        #expect(Self.misfits(in: "`l4-card-content-init`과 `forceUnwrap()`이") == [])
        #expect(
            Self.misfits(in: "`firstIndex(matching:)`가 `EmojiMemoryGame()`로 `x`")
                == [
                    "`firstIndex(matching:)`가 → `firstIndex(matching:)`이",
                    "`EmojiMemoryGame()`로 → `EmojiMemoryGame()`으로",
                ])
        #expect(Self.misfits(in: "`init`이나 `set`입니다 `\\(id)`가 `??`를") == [])
    }

    @Test("the Korean notes and guides")
    func notes() throws {
        let pages =
            Self.files(under: "Lectures", endingWith: ".ko.md")
            + Self.files(under: "docs", endingWith: ".ko.md")
            + [Self.root.appending(path: "README.ko.md")].filter {
                FileManager.default.fileExists(atPath: $0.path)
            }
        #expect(pages.count >= 6)
        for page in pages {
            let text = try String(contentsOf: page, encoding: .utf8)
            #expect(Self.misfits(in: Self.prose(text)) == [], "\(Self.relative(page))")
        }
    }

    @Test("the exercises' Korean texts")
    func exercises() throws {
        let manifests = Self.files(under: "Lectures", endingWith: "exercises.json")
        #expect(manifests.count >= 3)
        for manifest in manifests {
            let data = try Data(contentsOf: manifest)
            let exercises = try #require(
                try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
            for exercise in exercises {
                let translations = exercise["translations"] as? [String: Any]
                let korean = translations?["ko"] ?? [:]
                let found = Self.strings(in: korean).flatMap(Self.misfits(in:))
                #expect(found == [], "\(exercise["id"] ?? "?") in \(Self.relative(manifest))")
            }
        }
    }

    @Test("the tool's and the tests' Korean messages")
    func messages() throws {
        let sources =
            Self.files(under: "Sources", endingWith: ".swift")
            + Self.files(under: "Tests", endingWith: ".swift").filter {
                !$0.path.contains("/Tests/Workbook/")
            }
        #expect(sources.count > 20)
        for source in sources {
            let text = try String(contentsOf: source, encoding: .utf8)
            let korean = text.split(separator: "\n").filter {
                $0.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
            }
            let found = korean.flatMap { Self.misfits(in: String($0)) }
            #expect(found == [], "\(Self.relative(source))")
        }
    }

    /// Every string in a JSON value.
    static func strings(in value: Any) -> [String] {
        switch value {
        case let text as String: [text]
        case let list as [Any]: list.flatMap(strings(in:))
        case let object as [String: Any]: object.values.flatMap(strings(in:))
        default: []
        }
    }
}
