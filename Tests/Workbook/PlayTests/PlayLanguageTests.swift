import Foundation
import Testing
import WorkbookCommandLine

@testable import PlayKit
@testable import play

/// The game's own words in Korean: chosen as `workbook` chooses, passed on in `WORKBOOK_LANG`.
@MainActor
@Suite struct PlayLanguageTests {
    @Test(
        "the game follows the workbook's language rule; an unknown WORKBOOK_LANG is a usage error")
    func rule() throws {
        #expect(try PlayOptions.language(in: [:]) == .en)
        #expect(try PlayOptions.language(in: ["LANG": "ko_KR.UTF-8"]) == .ko)
        #expect(
            try PlayOptions.language(in: ["WORKBOOK_LANG": "en", "LANG": "ko_KR.UTF-8"]) == .en)
        #expect {
            try PlayOptions.language(in: ["WORKBOOK_LANG": "xx"])
        } throws: { error in
            let message = (error as? UsageError)?.message.en ?? ""
            return message.contains("WORKBOOK_LANG 'xx'") && message.contains("en, ko")
        }
    }

    @Test("in Korean the help line, a wrong command and a missing card are Korean")
    func koreanScreen() {
        let stage = playableStages.first { $0.name == "Lecture2MVC" }!
        let session = PlaySession(
            stage: stage, seed: 7, pairs: nil, size: (80, 24), isInteractive: false, started: [],
            language: .ko)
        #expect(session.plainFrame().contains("명령: 카드 번호(1-"))
        _ = session.handle(.unknown("xyz"))
        #expect(session.plainFrame().contains("\"xyz\"는 명령이 아닙니다."))
        _ = session.handle(Input(line: "99")!)
        #expect(session.plainFrame().contains("99번 카드는 없습니다."))
    }

    @Test("every Korean sentence of the game has Hangul and keeps the English one's numbers")
    func catalog() {
        let texts = [
            PlayMessages.notACommand("x"), PlayMessages.noCards,
            PlayMessages.noSuchCard(9, count: 8), PlayMessages.keys(cards: 8),
            PlayMessages.commands(cards: 8), PlayMessages.mostLikely("a-b", started: true),
            PlayMessages.playingYourCode("a-b"), PlayMessages.playingYourCode(count: 3),
            PlayMessages.gameStopped("Lecture2MVC", signal: 4), PlayMessages.howCodeEndsAProgram,
            PlayMessages.lookThereFirst("Lecture2MVC", started: "a-b"),
            PlayMessages.couldNotStart(reason: "denied"),
            PlayMessages.noLectureToPlay, PlayMessages.seedNotANumber("x"),
            PlayMessages.pairsNotANumber("x"), PlayMessages.sizeNotColumnsByLines("x"),
            PlayMessages.noSuchLecture("Lecture3", lectures: ["Lecture2MVC"]),
            PlayMessages.dealsItsOwnCards("Lecture2MVVM", sizable: [("Lecture2MVC", 1...9)]),
            PlayMessages.pairsOutOfRange("Lecture2MVC", deals: 1...9, not: 12),
            PlayMessages.timeLimitNotSeconds("0", variable: "WORKBOOK_PLAY_TIME_LIMIT"),
        ]
        for text in texts {
            #expect(text.ko.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
            for number in text.en.matches(of: /\d+/).map({ String($0.output) }) {
                #expect(text.ko.contains(number), "\(text.ko) lost \(number)")
            }
        }
    }
}
