import Lecture2MVC
import Lecture2MVVM
import Lecture4EnumsOptionals
import PlayKit

// Each lecture's `TerminalTable` already has every member `PlayableTable` asks for, so the
// conformances are empty; they live here so that the lectures need not know about PlayKit.
extension Lecture2MVC.TerminalTable: PlayableTable {}
extension Lecture2MVVM.TerminalTable: PlayableTable {}
extension Lecture4EnumsOptionals.TerminalTable: PlayableTable {}

/// Every lecture that can be played, in teaching order, as `let stages` in `Package.swift`.
///
/// It is not in `main.swift`, whose globals are set only when the program runs, so the tests can
/// read it too.
@MainActor let playableStages = [
    PlayableStage(name: "Lecture2MVC", table: Lecture2MVC.TerminalTable.self),
    PlayableStage(name: "Lecture2MVVM", table: Lecture2MVVM.TerminalTable.self),
    PlayableStage(name: "Lecture4EnumsOptionals", table: Lecture4EnumsOptionals.TerminalTable.self),
]
