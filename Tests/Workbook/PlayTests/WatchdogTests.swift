import Foundation
import Testing
import WorkbookCommandLine
import WorkbookLanguage

@testable import PlayKit

/// A lecture whose code never finishes a tap, as a student's endless loop in a region would:
/// dealing and drawing work, tapping a card waits forever.
@MainActor
final class EndlessTapTable: PlayableTable {
    nonisolated static let title = "A game whose taps never end"
    nonisolated static let pairsRange: ClosedRange<Int>? = nil
    nonisolated static let isShuffled = false
    /// A folder with one started exercise, which the stand-in's test writes.
    nonisolated static let sourceFolder =
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "play-watchdog-stand-in-\(ProcessInfo.processInfo.processIdentifier)"
        ).path

    init(pairs: Int?, using generator: any RandomNumberGenerator) {}

    var cardCount: Int { 2 }

    func tap(card index: Int) {
        // A wait far past any limit the test sets; it ends after 10 s only so that, without a
        // watchdog, the test fails (the game goes on to `q`) instead of hanging.
        let end = Date().addingTimeInterval(10)
        while Date() < end {
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    func render(width: Int, height: Int) -> (
        lines: [String], cards: [(line: Int, offset: Int, length: Int)?]
    ) {
        (["[?] [?]"], [(0, 0, 3), (0, 4, 3)])
    }

    var isWon: Bool { false }
    var status: String { "Never won" }
    var symptom: (description: Localized, suspects: [String])? { nil }
}

/// The watchdog that ends a game whose code never finishes, and what the player is told.
@Suite struct WatchdogTests {
    /// What a watchdog's expiry was told, shared with its thread.
    final class Expiries: @unchecked Sendable {
        private let lock = NSLock()
        private var works: [String] = []
        func record(_ work: String) { lock.withLock { works.append(work) } }
        var all: [String] { lock.withLock { works } }
    }

    @Test("work that runs past the limit is reported once, naming it; quick work never is")
    func expires() {
        let expiries = Expiries()
        let watchdog = Watchdog(limit: 0.3) { expiries.record($0.en) }
        for number in 1...20 {
            watchdog.run(Input.card(number).work) {}
        }
        Thread.sleep(forTimeInterval: 0.6)
        #expect(expiries.all.isEmpty, "twenty quick taps, then a pause: nothing ran long")
        watchdog.run(Input.card(21).work) { Thread.sleep(forTimeInterval: 1) }
        #expect(expiries.all == ["tapping card 21"])
    }

    @Test("the limit comes from WORKBOOK_PLAY_TIME_LIMIT, and a bad value is a clear error")
    func limitFromEnvironment() throws {
        #expect(try Watchdog.limit(from: [:]) == Watchdog.defaultLimit)
        #expect(try Watchdog.limit(from: ["WORKBOOK_PLAY_TIME_LIMIT": "2.5"]) == 2.5)
        for bad in ["soon", "0", "-1", "inf"] {
            let error = #expect(throws: UsageError.self) {
                try Watchdog.limit(from: ["WORKBOOK_PLAY_TIME_LIMIT": bad])
            }
            #expect(error?.message.en.contains("not \"\(bad)\"") == true)
            #expect(error?.message.ko.contains("\"\(bad)\"") == true)
            #expect(error?.message.ko.contains("초") == true, "said in Korean too")
        }
    }

    @Test("a tap that never ends stops the game within the limit, saying so in the notes' words")
    func endlessTap() async throws {
        let result = try await #require(
            processExitsWith: .exitCode(Watchdog.exitStatus), observing: [\.standardErrorContent]
        ) {
            let folder = EndlessTapTable.sourceFolder
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true)
            try "// BEGIN EXERCISE stand-in-endless-tap\n".write(
                toFile: folder + "/Game.swift", atomically: true, encoding: .utf8)
            let stage = PlayableStage(name: "StandIn", table: EndlessTapTable.self)
            _ = await MainActor.run {
                let session = PlaySession(
                    stage: stage, seed: 1, pairs: nil, size: (80, 24), isInteractive: false,
                    started: [])
                var commands = ["2", "q"][...]
                return Play.playScript(
                    session, watchdog: Watchdog.forGame(of: stage, limit: 0.5, language: .en),
                    readLine: { commands.popFirst() }, write: { _ in })
            }
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("StandIn's code did not finish tapping card 2 within 0.5 s."))
        #expect(
            message.contains(
                "The code probably never finishes: an endless loop or a wait that never ends."))
        #expect(message.contains("Started in StandIn: stand-in-endless-tap."))
        #expect(message.contains("WORKBOOK_PLAY_TIME_LIMIT=20 swift run play StandIn"))
    }
}
