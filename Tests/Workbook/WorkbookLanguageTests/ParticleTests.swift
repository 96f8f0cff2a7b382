import Foundation
import Testing
import WorkbookLanguage

/// The particles the tool writes after a word it knows, chosen as a Korean reader says the word.
@Suite struct ParticleTests {
    @Test(
        "Hangul: the last syllable's final consonant chooses the form, ㄹ takes 로",
        arguments: [
            ("강의", Particle.object, "강의를"), ("문제", .object, "문제를"),
            ("코드", .topic, "코드는"), ("파일", .topic, "파일은"),
            ("표시", .subject, "표시가"), ("책", .subject, "책이"),
            ("게임", .and, "게임과"), ("힌트", .and, "힌트와"),
            ("연습", .called, "연습이라는"), ("노트", .called, "노트라는"),
            ("파일", .toward, "파일로"), ("기준", .toward, "기준으로"), ("스텁", .toward, "스텁으로"),
            ("서버", .toward, "서버로"),
        ] as [(String, Particle, String)])
    func hangul(_ word: String, particle: Particle, expected: String) {
        #expect(particle.after(word) == expected)
    }

    @Test(
        "Latin ids and words as Koreans read them aloud",
        arguments: [
            // …페어스, …카드, …게임(ㅁ), …모델(ㄹ), …스위치, …테이블(ㄹ), …타임(ㅁ), …매칭(ㅇ)
            ("mvc-card-pairs", Particle.object, "mvc-card-pairs를"),
            ("mvc-choose-card", .topic, "mvc-choose-card는"),
            ("mvvm-create-memory-game", .object, "mvvm-create-memory-game을"),
            ("model", .toward, "model로"), ("l4-fast-food-switch", .subject, "l4-fast-food-switch가"),
            ("table", .toward, "table로"), ("time", .topic, "time은"),
            ("l4-choose-matching", .object, "l4-choose-matching을"),
            ("mvc-lazy-game", .called, "mvc-lazy-game이라는"),
            ("mvc-flip-count", .called, "mvc-flip-count라는"),
            // Acronyms letter by letter: 엠브이씨, 유알엘(ㄹ), 제이에스오엔(ㄴ).
            ("MVC", .topic, "MVC는"), ("URL", .toward, "URL로"), ("JSON", .subject, "JSON이"),
            // Marks after the word are not read.
            ("'mvc-foo'", .called, "'mvc-foo'라는"), ("`count()`", .object, "`count()`를"),
            ("Sources/Model.swift", .toward, "Sources/Model.swift로"),
        ] as [(String, Particle, String)])
    func latin(_ word: String, particle: Particle, expected: String) {
        #expect(particle.after(word) == expected)
    }

    @Test(
        "a p, t or k after one short vowel is read with a 받침; after a consonant or a long vowel with 으",
        arguments: [
            // 언랩, 셋, 이닛, 레이아웃, 스택, 업, 맵, 북, 스태틱, 앱: the consonant forms.
            ("unwrap", Particle.object, "unwrap을"), ("set", .topic, "set은"),
            ("init", .subject, "init이"), ("layout", .toward, "layout으로"),
            ("VStack", .and, "VStack과"), ("isFaceUp", .called, "isFaceUp이라는"),
            ("map", .object, "map을"), ("book", .topic, "book은"),
            ("static", .toward, "static으로"), ("MemorizeApp", .subject, "MemorizeApp이"),
            ("`private(set)`", .topic, "`private(set)`은"),
            ("`forceUnwrap()`", .subject, "`forceUnwrap()`이"),
            // 체크, 힌트, 텍스트, 스타트, 시트, 노트, 오브젝트, 체인지: the vowel forms.
            ("check", .object, "check를"), ("hint", .topic, "hint는"), ("text", .subject, "text가"),
            ("start", .toward, "start로"), ("sheet", .and, "sheet와"), ("note", .called, "note라는"),
            ("`@StateObject`", .toward, "`@StateObject`로"), ("change", .object, "change를"),
            // camelCase is read word by word: 뷰 모델, 섬 유알엘, 뷰 아이디.
            ("viewModel", .toward, "viewModel로"), ("someURL", .topic, "someURL은"),
            ("viewID", .subject, "viewID가"),
        ] as [(String, Particle, String)])
    func stops(_ word: String, particle: Particle, expected: String) {
        #expect(particle.after(word) == expected)
    }

    /// Names the workbook prints with a particle after it (exercise ids, lectures, commands), and
    /// whether each ends on a consonant as read aloud: samples of the reading rules, checked by ear.
    ///
    /// A new exercise needs no entry: `Particle` derives its reading from the id's last word. Add
    /// one only for a word the rules read wrongly, together with the fix in `Particle.swift`.
    static let printedNames: [(name: String, consonant: Bool)] = [
        // Lecture2MVC: …레이블스, …팩토리, …페어스, …카드, …카운트, …게임, …카드, …뷰, …카드,
        // …소스, …랜덤, …라이트.
        ("mvc-argument-labels", false), ("mvc-identifier-factory", false),
        ("mvc-card-pairs", false), ("mvc-choose-card", false), ("mvc-flip-count", false),
        ("mvc-lazy-game", true), ("mvc-touch-card", false), ("mvc-update-view", false),
        ("mvc-emoji-for-card", false), ("mvc-delegate-data-source", false),
        ("mvc-arc4random", true), ("mvc-copy-on-write", false),
        // Lecture2MVVM: …이닛, …카드, …게임, …인텐트, …뷰, …뷰, …체인지.
        ("mvvm-card-content-init", true), ("mvvm-flip-card", false),
        ("mvvm-create-memory-game", true), ("mvvm-choose-intent", false),
        ("mvvm-card-view", false), ("mvvm-game-view", false),
        ("mvvm-object-will-change", false),
        // Lecture4EnumsOptionals: …스위치, …이터러블(ㄹ), …언랩, …코얼레싱, …체이닝, …매칭,
        // …이닛, …매칭, …레이쇼, …레이아웃, …로케이션, …이스케이핑.
        ("l4-fast-food-switch", false), ("l4-case-iterable", true), ("l4-optional-unwrap", true),
        ("l4-nil-coalescing", true), ("l4-optional-chaining", true),
        ("l4-first-index-matching", true), ("l4-card-content-init", true),
        ("l4-choose-matching", true), ("l4-aspect-ratio", false), ("l4-grid-layout", true),
        ("l4-grid-location", true), ("l4-on-tap-escaping", true),
        // The lectures: …엠브이씨, …엠브이브이엠, …옵셔널스.
        ("Lecture2MVC", false), ("Lecture2MVVM", true), ("Lecture4EnumsOptionals", false),
        // The commands: 스타트, 체크, 힌트, 리스토어, 컴페어, 리뷰, 디프, 와치, 에딧츠, 리스트, 플레이,
        // 베리파이, 그레이드, 릴리스.
        ("start", false), ("check", false), ("hint", false), ("restore", false),
        ("compare", false), ("review", false), ("diff", false), ("watch", false),
        ("edits", false), ("list", false), ("play", false), ("verify", false), ("grade", false),
        ("release", false),
    ]

    @Test(
        "every id, lecture and command the workbook prints takes the particle its reading asks for")
    func printedNamesTable() {
        for (name, consonant) in Self.printedNames {
            let fix =
                "\(name) is read as ending on \(consonant ? "a consonant" : "a vowel"): fix "
                + "latinEnding(_:) or add its last word to loanwords in "
                + "Sources/WorkbookTool/WorkbookLanguage/Particle.swift"
            #expect(Particle.object.after(name) == name + (consonant ? "을" : "를"), "\(fix)")
            #expect(Particle.topic.after(name) == name + (consonant ? "은" : "는"), "\(fix)")
            #expect(Particle.subject.after(name) == name + (consonant ? "이" : "가"), "\(fix)")
            #expect(Particle.called.after(name) == name + (consonant ? "이라는" : "라는"), "\(fix)")
        }
    }

    @Test(
        "numbers read the Sino-Korean way: 이, 삼, 칠, 십, 백, 영",
        arguments: [
            ("Lecture2MVC", Particle.object, "Lecture2MVC를"),
            ("Lecture2", .object, "Lecture2를"), ("3", .subject, "3이"), ("7", .toward, "7로"),
            ("16", .topic, "16은"), ("10", .topic, "10은"), ("100", .toward, "100으로"),
            ("0", .subject, "0이"), ("32", .subject, "32가"), ("25", .and, "25와"),
        ] as [(String, Particle, String)])
    func numbers(_ word: String, particle: Particle, expected: String) {
        #expect(particle.after(word) == expected)
    }

    @Test("a word with nothing to read aloud takes the form after a vowel")
    func nothingToRead() {
        #expect(Particle.object.form(after: "…") == "를")
        #expect(Particle.toward.form(after: "") == "로")
    }
}
