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
