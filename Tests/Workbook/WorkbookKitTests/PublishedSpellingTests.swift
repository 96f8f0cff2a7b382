import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// The 2020 course's `ObservableObject` spelling in a view model the stage declares
/// `@Observable`: `check` says what the stage uses instead of the compiler's bare words.
///
/// The build output is the compiler's, captured from a real build with the code typed in.
@Suite struct PublishedSpellingTests {
    let base: BrokenUseTests

    init() throws { base = try BrokenUseTests() }

    /// The 2020 lecture's view model property, as typed.
    static let published = """
        @Published private var model: MemoryGame<String> = EmojiMemoryGame.createMemoryGame()

        static func createMemoryGame() -> MemoryGame<String> {
            MemoryGame<String>(numberOfPairsOfCards: 4) { pairIndex in
                emojis[pairIndex]
            }
        }
        """

    /// From a build with `published` in mvvm-create-memory-game and the 2020 lecture's intent,
    /// `objectWillChange.send()` then `model.choose(card)`, in mvvm-choose-intent.
    static let output = """
        ROOT/Sources/Lecture2MVVM/EmojiMemoryGame.swift:16:6: error: unknown attribute 'Published'
        14 | 
        15 |     // BEGIN EXERCISE mvvm-create-memory-game
        16 |     @Published private var model: MemoryGame<String> = EmojiMemoryGame.createMemoryGame()
           |      `- error: unknown attribute 'Published'
        17 | 
        18 |     static func createMemoryGame() -> MemoryGame<String> {

        macro expansion @ObservationTracked:5:6: error: unknown attribute 'Published'
        `- ROOT/Sources/Lecture2MVVM/EmojiMemoryGame.swift:16:90: note: expanded code originates here
        14 | 
        15 |     // BEGIN EXERCISE mvvm-create-memory-game
        16 |     @Published private var model: MemoryGame<String> = EmojiMemoryGame.createMemoryGame()
           +--- macro expansion @ObservationTracked ----------------------------
           |3 | 
           |4 |     // BEGIN EXERCISE mvvm-create-memory-game
           |5 |     @Published
           |  |      `- error: unknown attribute 'Published'
           |6 | @ObservationIgnored
           |7 | private  var _model: MemoryGame<String> = EmojiMemoryGame.createMemoryGame()
           +--------------------------------------------------------------------
        17 | 
        18 |     static func createMemoryGame() -> MemoryGame<String> {

        ROOT/Sources/Lecture2MVVM/EmojiMemoryGame.swift:39:9: error: cannot find 'objectWillChange' in scope
        37 |     func choose(_ card: MemoryGame<String>.Card) {
        38 |         // BEGIN EXERCISE mvvm-choose-intent
        39 |         objectWillChange.send()
           |         `- error: cannot find 'objectWillChange' in scope
        40 |         model.choose(card)
        41 |         // END EXERCISE mvvm-choose-intent

        """

    @Test("only the two spellings of the older protocol are the rule's")
    func spellingsFromMessages() {
        #expect(PublishedSpelling.spelling(in: "unknown attribute 'Published'") == .published)
        #expect(
            PublishedSpelling.spelling(in: "cannot find 'objectWillChange' in scope")
                == .objectWillChange)
        #expect(PublishedSpelling.spelling(in: "unknown attribute 'State'") == nil)
    }

    @Test(
        "@Published and objectWillChange.send() in the @Observable view model: what the stage uses")
    func olderSpellingInObservable() throws {
        let started = try base.starting("mvvm-create-memory-game", with: [Self.published])
        let both = try BrokenUseTests.start(
            "mvvm-choose-intent", with: ["objectWillChange.send()", "model.choose(card)"],
            in: started)
        let report = try base.report(
            Self.output, checking: "mvvm-create-memory-game", in: both,
            state: try base.startedState(["mvvm-create-memory-game", "mvvm-choose-intent"]))
        // `@Observable` stands on the line above the class.
        let observable =
            try base.line(
                of: "final class EmojiMemoryGame {",
                in: "Sources/Lecture2MVVM/EmojiMemoryGame.swift",
                of: both) - 1
        #expect(report.publishedSpellings.map(\.spelling) == [.published, .objectWillChange])
        #expect(
            report.publishedSpellings.map(\.place)
                == Array(
                    repeating: "Sources/Lecture2MVVM/EmojiMemoryGame.swift:\(observable)", count: 2)
        )

        let text = base.printed(report, asked: "mvvm-create-memory-game", in: both)
            .joined(separator: "\n")
        #expect(
            text.contains(
                "`EmojiMemoryGame` is `@Observable` in this stage"
                    + " (Sources/Lecture2MVVM/EmojiMemoryGame.swift:\(observable))"), "\(text)")
        #expect(text.contains("Delete `@Published` and keep the `var`."), "\(text)")
        #expect(text.contains("Delete the `objectWillChange.send()` line."), "\(text)")
        let korean = base.printed(
            report, asked: "mvvm-create-memory-game", in: both, language: .ko
        ).joined(separator: "\n")
        #expect(korean.contains("`@Published`를 지우고 `var`는 남기십시오."), "\(korean)")
    }

    @Test("a type without @Observable above it gets no such advice")
    func notObservableNoAdvice() throws {
        // EmojiMemoryGameObject is the stage's ObservableObject: the rule must not speak there.
        let stages = StageParses(catalog: base.catalog)
        let path = "Sources/Lecture2MVVM/EmojiMemoryGameObject.swift"
        let parsed = try #require(stages.files(around: path)?[path])
        let type = try #require(parsed.declarations.first { $0.name == "EmojiMemoryGameObject" })
        #expect(
            PublishedSpelling.observableAttribute(above: type.line, in: path, stages: stages) == nil
        )
    }
}
