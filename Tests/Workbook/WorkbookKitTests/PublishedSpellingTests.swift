import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// The 2020 course's `ObservableObject` spelling in a view model declared `@Observable`, as the
/// MVVM stage's was: `check` says what the stage uses instead of the compiler's bare words.
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

    /// `Sources/Lecture2MVVM/EmojiMemoryGame.swift` when the output above was captured: the stage
    /// has since moved to `ObservableObject` and `@Published`, which the rule rightly leaves alone,
    /// so the `@Observable` view model it speaks about is kept here.
    static let observableViewModel = """
        import Observation

        /// The ViewModel: it owns the one game the screen shows and turns the user's intents into moves.
        ///
        /// It is a `class` so that every view showing the game shares the *same* object; a `struct` would
        /// be copied into each view and the copies would drift apart. `@Observable` lets views notice when
        /// it changes (SwiftUI's older spelling is `ObservableObject` with `@Published`), and `@MainActor`
        /// keeps it on the main thread, where user interfaces live.
        @MainActor
        @Observable
        final class EmojiMemoryGame {
            /// The faces the cards can show: `static`, so it exists before any instance does.
            static let emojis = ["👻", "🎃", "🕷️", "🦇", "🍭", "🧙", "🕸️", "🍬"]

            // BEGIN SOLUTION mvvm-create-memory-game
            /// The game itself: views may read it, but only the view model's intents may change it.
            private(set) var model = EmojiMemoryGame.createMemoryGame()

            /// Makes the game the view model starts with; a type method, because it runs in the property
            /// initializer above, before `self` exists, when no instance member may be used yet.
            static func createMemoryGame() -> MemoryGame<String> {
                MemoryGame<String>(numberOfPairsOfCards: 4) { pairIndex in
                    emojis[pairIndex]
                }
            }
            // STUB
            // var model = MemoryGame<String>(numberOfPairsOfCards: 0) { _ in "" }
            // END SOLUTION

            // MARK: - Access to the Model

            /// The cards for the view to draw; read-only, because changes go through intents.
            var cards: [MemoryGame<String>.Card] {
                model.cards
            }

            // MARK: - Intent(s)

            /// The user chose `card`; the view model asks the model to play it.
            ///
            /// The argument has no label: `viewModel.choose(card)` already says what is chosen.
            func choose(_ card: MemoryGame<String>.Card) {
                // BEGIN SOLUTION mvvm-choose-intent
                model.choose(card)
                // STUB
                // // Pass the user's choice on to the model.
                // END SOLUTION
            }
        }
        """

    /// The workbook with the `@Observable` view model of then in place of today's.
    func catalogWithObservableViewModel() throws -> Catalog {
        var catalog = base.catalog
        let path = "Sources/Lecture2MVVM/EmojiMemoryGame.swift"
        let index = try #require(catalog.files.firstIndex { $0.path == path })
        catalog.files[index] = try MarkedFile(path: path, text: Self.observableViewModel)
        return catalog
    }

    @Test(
        "@Published and objectWillChange.send() in an @Observable view model: what the stage used")
    func olderSpellingInObservable() throws {
        let started = try BrokenUseTests.start(
            "mvvm-create-memory-game", with: Self.published.components(separatedBy: "\n"),
            in: try catalogWithObservableViewModel())
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
