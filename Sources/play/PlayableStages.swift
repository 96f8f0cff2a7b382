import PlayKit
import WorkbookLanguage

// The conformances live here so that the lectures need not know about PlayKit. Each lecture's
// part is compiled only when the package declares that lecture: a release made `--through` an
// earlier lecture has only the first ones.

#if canImport(Lecture2MVC)
    import Lecture2MVC

    // The MVC table says what looks wrong on screen; which exercises can cause it is the workbook's
    // knowledge, not the lecture's, so it is mapped here.
    extension Lecture2MVC.TerminalTable: PlayableTable {
        public var symptom: (description: Localized, suspects: [String])? {
            symptomOnScreen.map { symptom in
                (symptom.sentence, symptom.suspects(modelDealsCards: modelDealsCards))
            }
        }
    }

    extension Lecture2MVC.TerminalSymptom {
        /// The exercises of `Lecture2MVC` most likely to cause this symptom, most likely first;
        /// `modelDealsCards` tells a Model that deals nothing from a controller that asks for
        /// nothing.
        func suspects(modelDealsCards: Bool) -> [String] {
            switch self {
            case .noCardsDealt:
                modelDealsCards
                    ? ["mvc-lazy-game", "mvc-card-pairs"] : ["mvc-card-pairs", "mvc-lazy-game"]
            case .cardsShareIdentifiers: ["mvc-identifier-factory"]
            case .tapChangedNothing: ["mvc-touch-card"]
            case .cardDidNotTurn: ["mvc-choose-card"]
            case .labelOutOfStep: ["mvc-flip-count"]
            case .faceUpButtonShowsBack: ["mvc-update-view"]
            case .questionMarkWithEmojiLeft: ["mvc-emoji-for-card"]
            }
        }

        /// The symptom as the game's last line says it: the lecture's English sentence, and Korean.
        var sentence: Localized {
            let korean =
                switch self {
                case .noCardsDealt(let buttons):
                    "게임이 버튼 \(buttons)개에 카드를 한 장도 나누지 않아서, 어느 카드도 뒤집을 수 없습니다."
                case .cardsShareIdentifiers:
                    "여러 카드가 식별자를 같이 써서, 아무 두 카드나 짝이 맞습니다."
                case .tapChangedNothing:
                    "탭이 버튼에 닿았지만 아무것도 바뀌지 않았습니다."
                case .cardDidNotTurn:
                    "탭한 카드가 Model에서 뒤집히지 않았습니다."
                case .labelOutOfStep(let flips):
                    "레이블이 뒤집은 횟수 \(flips)번을 따라가지 않습니다."
                case .faceUpButtonShowsBack:
                    "Model에서는 카드가 앞면인데, 버튼은 아직 뒷면을 보여 줍니다."
                case .questionMarkWithEmojiLeft:
                    "쓰지 않은 이모지가 남아 있는데 카드가 ?를 보여 줍니다."
                }
            return Localized(en: description, ko: korean)
        }
    }
#endif

#if canImport(Lecture2MVVM)
    import Lecture2MVVM

    // Lecture2MVVM's table reports what looks wrong as a case; which exercises draw or play that part
    // is the workbook's knowledge, not the lecture's, so the mapping lives here.
    extension Lecture2MVVM.TerminalTable: PlayableTable {
        /// The table's symptom in words, and the exercises whose code draws or plays that part.
        public var symptom: (description: Localized, suspects: [String])? {
            switch symptomOnScreen {
            case nil:
                nil
            case .noCards:
                (
                    Localized(en: "No cards were dealt.", ko: "카드를 한 장도 나누지 않았습니다."),
                    ["mvvm-card-content-init", "mvvm-create-memory-game"]
                )
            case .cardsNotShown:
                (
                    Localized(
                        en: "The screen does not draw a view for every card.",
                        ko: "화면이 카드마다 뷰를 그리지 않습니다."),
                    ["mvvm-game-view"]
                )
            case .cardsDrawnWrong:
                (
                    Localized(
                        en:
                            "A card is drawn wrong: face down it is filled, face up it shows its emoji.",
                        ko: "잘못 그려진 카드가 있습니다. 뒷면이면 채워지고, 앞면이면 이모지를 보여야 합니다."),
                    ["mvvm-card-view"]
                )
            case .tapMissedTheCards:
                (
                    Localized(
                        en: "The tap found no onTapGesture on its card.",
                        ko: "탭한 카드에 onTapGesture가 없습니다."),
                    ["mvvm-game-view"]
                )
            case .tapDidNotTurnCard(let modelTurnsCards):
                (
                    Localized(
                        en: "Choosing a card did not turn it over.", ko: "카드를 골라도 뒤집히지 않았습니다."),
                    modelTurnsCards
                        ? ["mvvm-choose-intent", "mvvm-game-view"]
                        : ["mvvm-flip-card", "mvvm-choose-intent"]
                )
            }
        }
    }
#endif

#if canImport(Lecture4EnumsOptionals)
    import Lecture4EnumsOptionals

    extension Lecture4EnumsOptionals.TerminalTable: PlayableTable {
        /// The table's problem, with the Lecture 4 exercises most likely behind it, most likely first:
        /// the lecture's code names no exercise, so the mapping lives here.
        public var symptom: (description: Localized, suspects: [String])? {
            problem.map { problem in (Self.sentence(for: problem), Self.suspects(of: problem)) }
        }

        /// The problem as the game's last line says it: the lecture's English sentence, and Korean.
        private static func sentence(for problem: Problem) -> Localized {
            let korean =
                switch problem {
                case .noCards: "카드를 한 장도 나누지 않았습니다."
                case .cardsNotFoundByID:
                    "카드를 id로 찾을 수 없어서, 그리지도 고르지도 못합니다."
                case .tooFewCells(let rows, let columns, let cards):
                    "카드는 \(cards)장인데 그리드는 \(columns)칸짜리 \(rows)줄이라, 빠진 카드가 있습니다."
                case .cardsWithoutPlace: "그리드에 자리가 없는 카드가 있습니다."
                case .cardsOnTopOfEachOther: "서로 겹쳐 그려진 카드가 있습니다."
                case .windowTooSmall(let cards):
                    "창이 카드 \(cards)장을 놓기에 너무 작습니다. 창을 키우십시오."
                case .dealtInPairOrder: "카드가 짝 순서대로 놓여 있습니다. 카드를 섞지 않았습니다."
                case .tapDidNotTurnCard: "뒷면인 카드를 골라도 뒤집히지 않았습니다."
                case .equalCardsDidNotMatch: "같은 카드 두 장이 앞면인데 짝이 맞지 않았습니다."
                case .screenNotRedrawn: "카드는 바뀌었지만 화면을 다시 그리지 않았습니다."
                }
            return Localized(en: problem.description, ko: korean)
        }

        /// The exercises whose stub or mistake shows as `problem`, most likely first.
        private static func suspects(of problem: Problem) -> [String] {
            switch problem {
            case .noCards, .windowTooSmall, .screenNotRedrawn: []
            case .cardsNotFoundByID: ["l4-first-index-matching"]
            case .tooFewCells: ["l4-grid-layout"]
            case .cardsWithoutPlace: ["l4-grid-location", "l4-grid-body"]
            case .cardsOnTopOfEachOther: ["l4-grid-body"]
            case .dealtInPairOrder: ["l4-card-content-init"]
            case .tapDidNotTurnCard(let modelTurnsCards):
                modelTurnsCards ? [] : ["l4-choose-matching"]
            case .equalCardsDidNotMatch: ["l4-choose-matching"]
            }
        }
    }
#endif

/// Every lecture that can be played, in teaching order, as `let stages` in `Package.swift`.
///
/// It is not in `main.swift`, whose globals are set only when the program runs, so the tests can
/// read it too.
@MainActor let playableStages: [PlayableStage] = {
    var stages: [PlayableStage] = []
    #if canImport(Lecture2MVC)
        stages.append(PlayableStage(name: "Lecture2MVC", table: Lecture2MVC.TerminalTable.self))
    #endif
    #if canImport(Lecture2MVVM)
        stages.append(PlayableStage(name: "Lecture2MVVM", table: Lecture2MVVM.TerminalTable.self))
    #endif
    #if canImport(Lecture4EnumsOptionals)
        stages.append(
            PlayableStage(
                name: "Lecture4EnumsOptionals", table: Lecture4EnumsOptionals.TerminalTable.self))
    #endif
    return stages
}()
