import TestSupport
import Testing

/// The rule that picks the language of every stage test's advice (`TestSupport`'s `advice`):
/// the same rule as the `workbook` tool, so a test speaks the language the tool does.
@Suite struct AdviceLanguageTests {

    @Test("with no language set, advice is English")
    func englishByDefault() {
        #expect(AdviceLanguage.resolve(environment: [:]) == .success(.en))
        #expect(AdviceLanguage.resolve(environment: ["LANG": ""]) == .success(.en))
    }

    @Test(
        "a locale that starts with ko means Korean, any other means English",
        arguments: [
            ("ko_KR.UTF-8", AdviceLanguage.ko), ("ko", .ko), ("KO_kr", .ko), ("en_US.UTF-8", .en),
            ("C.UTF-8", .en), ("de_DE", .en),
        ])
    func locale(value: String, language: AdviceLanguage) {
        #expect(AdviceLanguage.resolve(environment: ["LANG": value]) == .success(language))
    }

    @Test("LC_ALL comes before LC_MESSAGES, which comes before LANG; empty ones are skipped")
    func localeOrder() {
        let all = ["LC_ALL": "ko_KR.UTF-8", "LC_MESSAGES": "en_US", "LANG": "en_US"]
        #expect(AdviceLanguage.resolve(environment: all) == .success(.ko))
        let messages = ["LC_ALL": "", "LC_MESSAGES": "en_US", "LANG": "ko_KR"]
        #expect(AdviceLanguage.resolve(environment: messages) == .success(.en))
        let lang = ["LC_ALL": "", "LC_MESSAGES": "", "LANG": "ko_KR"]
        #expect(AdviceLanguage.resolve(environment: lang) == .success(.ko))
    }

    @Test("WORKBOOK_LANG wins over the locale, in any case; an empty one is not set")
    func workbookLanguageWins() {
        #expect(
            AdviceLanguage.resolve(environment: ["WORKBOOK_LANG": "en", "LC_ALL": "ko_KR"])
                == .success(.en))
        #expect(
            AdviceLanguage.resolve(environment: ["WORKBOOK_LANG": "KO", "LANG": "en_US"])
                == .success(.ko))
        #expect(
            AdviceLanguage.resolve(environment: ["WORKBOOK_LANG": "", "LANG": "ko_KR"])
                == .success(.ko))
    }

    @Test("a WORKBOOK_LANG that is no language is an error naming the ones there are")
    func unknownLanguage() throws {
        let result = AdviceLanguage.resolve(environment: ["WORKBOOK_LANG": "kr", "LANG": "ko_KR"])
        #expect(result == .failure(UnknownLanguage(code: "kr")))
        #expect(UnknownLanguage(code: "kr").description.contains("WORKBOOK_LANG=kr"))
        #expect(UnknownLanguage(code: "kr").description.contains("en, ko"))
    }

    @Test("advice holds both texts and gives each language its own")
    func bothTexts() {
        let card = Advice(en: "Turn the card face up.", ko: "카드를 앞면으로 뒤집습니다.")
        #expect(card.text(in: .en) == "Turn the card face up.")
        #expect(card.text(in: .ko) == "카드를 앞면으로 뒤집습니다.")
    }

    @Test("the comment is the text of this run's language; lines are joined in order")
    func commentFollowsTheRun() throws {
        let first = Advice(en: "One.", ko: "하나.")
        let second = Advice(en: "Two.", ko: "둘.")
        let joined = advice(first, second).rawValue
        switch AdviceLanguage.current {
        case .success(.en):
            #expect(advice(en: "One.", ko: "하나.").rawValue == "One.")
            #expect(joined == "One.\nTwo.")
        case .success(.ko):
            #expect(advice(en: "One.", ko: "하나.").rawValue == "하나.")
            #expect(joined == "하나.\n둘.")
        case .failure(let error):
            #expect(joined.hasPrefix("One.\nTwo.\n") && joined.hasSuffix(error.description))
        }
    }
}
