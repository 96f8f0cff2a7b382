import SeededRandom
import WorkbookLanguage

/// One game being played: the lecture's table, the highlighted card, and what to show next.
///
/// The session is the whole play loop without a terminal: an input goes in, the next frame comes
/// out. The terminal and the script runners only carry bytes and lines to and from it.
@MainActor
public final class PlaySession {
    /// What an input did to the session.
    public enum Outcome: Equatable, Sendable {
        /// Keep playing and draw the next frame.
        case playing
        /// Stop, with this exit status.
        case finished(Int32)
    }

    /// The lecture being played.
    public let stage: PlayableStage
    /// The seed of the first game; each new game takes the next seed from it.
    public let seed: UInt64
    /// Whether the player has a terminal: a highlight and keys, instead of numbered commands.
    public let isInteractive: Bool
    /// The window the frame must fit, in columns and lines.
    public var size: (width: Int, height: Int)

    /// The pairs asked for with `--pairs`, or `nil` for the lecture's usual number.
    private let pairs: Int?
    /// The exercises started in the lecture's sources.
    private let started: [String]
    /// The started exercises that hold the student's code, not the stub `start` wrote.
    private let yours: [String]
    /// The language of the help line and the messages.
    private let language: Language
    /// Where the seed of every new game comes from.
    private var dealer: SeededRandomNumberGenerator
    /// The game on the table.
    private(set) var table: any PlayableTable
    /// The highlighted card, counting from 0.
    private(set) var cursor = 0
    /// The digits of a card number typed so far in a terminal.
    private(set) var typedNumber: Int?
    /// A one-off note for the player, such as a card number that does not exist.
    private var message: String?

    /// The lines above and below the table: title, blank, blank, status, diagnosis, note, keys.
    static let linesAroundTable = 7

    /// Deals the first game of `stage`.
    public init(
        stage: PlayableStage, seed: UInt64, pairs: Int?, size: (width: Int, height: Int),
        isInteractive: Bool, started: [String], yours: [String]? = nil,
        language: Language = .en
    ) {
        self.language = language
        self.stage = stage
        self.seed = seed
        self.pairs = pairs
        self.size = size
        self.isInteractive = isInteractive
        self.started = started
        self.yours = yours ?? started
        dealer = SeededRandomNumberGenerator(seed: seed)
        table = Self.deal(stage, pairs: pairs, dealer: &dealer)
    }

    /// A new game from the next seed of `dealer`.
    private static func deal(
        _ stage: PlayableStage, pairs: Int?, dealer: inout SeededRandomNumberGenerator
    ) -> any PlayableTable {
        stage.table.init(pairs: pairs, using: SeededRandomNumberGenerator(seed: dealer.next()))
    }

    // MARK: - Input

    /// Applies one input and says whether to keep playing.
    public func handle(_ input: Input) -> Outcome {
        message = nil
        switch input {
        case .digit, .choose, .pause: break
        default: typedNumber = nil
        }
        switch input {
        case .move(let direction):
            move(direction)
        case .choose:
            if let number = typedNumber {
                typedNumber = nil
                tap(number: number)
            } else if table.cardCount > 0 {
                cursor = min(cursor, table.cardCount - 1)
                table.tap(card: cursor)
            }
        case .digit(let digit):
            type(digit)
        case .pause:
            if let number = typedNumber {
                typedNumber = nil
                tap(number: number)
            }
        case .card(let number):
            tap(number: number)
        case .newGame:
            table = Self.deal(stage, pairs: pairs, dealer: &dealer)
            cursor = 0
        case .quit:
            return .finished(0)
        case .interrupt:
            return .finished(130)
        case .unknown(let text):
            message = PlayMessages.notACommand(text)(language)
        }
        return .playing
    }

    /// Adds a typed digit to the card number, and taps the card once no longer number can follow.
    private func type(_ digit: Int) {
        let number = (typedNumber ?? 0) * 10 + digit
        guard (1...max(1, table.cardCount)).contains(number), table.cardCount > 0 else {
            typedNumber = nil
            message = noSuchCard(number)
            return
        }
        cursor = number - 1
        if number * 10 > table.cardCount {
            typedNumber = nil
            table.tap(card: cursor)
        } else {
            typedNumber = number
        }
    }

    /// Taps card `number`, counting from 1, or says there is no such card.
    private func tap(number: Int) {
        guard (1...max(1, table.cardCount)).contains(number), table.cardCount > 0 else {
            message = noSuchCard(number)
            return
        }
        cursor = number - 1
        table.tap(card: cursor)
    }

    /// Why `number` picks no card.
    private func noSuchCard(_ number: Int) -> String {
        table.cardCount == 0
            ? PlayMessages.noCards(language)
            : PlayMessages.noSuchCard(number, count: table.cardCount)(language)
    }

    /// Moves the highlight: left and right in reading order, up and down to the nearest card on
    /// the nearest line that way, as the lecture's own layout placed the cards.
    private func move(_ direction: Input.Direction) {
        let count = table.cardCount
        guard count > 0 else { return }
        cursor = min(cursor, count - 1)
        switch direction {
        case .left: cursor = (cursor + count - 1) % count
        case .right: cursor = (cursor + 1) % count
        case .up, .down:
            let places = numberedTable().places
            guard places.indices.contains(cursor), let here = places[cursor] else {
                cursor = (cursor + (direction == .down ? 1 : count - 1)) % count
                return
            }
            let candidates = places.indices.compactMap { index -> (Int, Int, Int)? in
                guard let place = places[index] else { return nil }
                let lineDistance =
                    direction == .down ? place.line - here.line : here.line - place.line
                return lineDistance > 0
                    ? (lineDistance, abs(place.column - here.column), index) : nil
            }
            if let nearest = candidates.min(by: { ($0.0, $0.1) < ($1.0, $1.1) }) {
                cursor = nearest.2
            }
        }
    }

    // MARK: - Frames

    /// The next frame: the lecture's own drawing, numbered, between a title and the game's state.
    public func frame() -> [FrameLine] {
        let numbered = numberedTable()
        var lines = [FrameLine(text: title, kind: .title), FrameLine(text: "", kind: .blank)]
        let tableStart = lines.count
        lines += numbered.lines.map { FrameLine(text: $0, kind: .table) }
        if isInteractive, numbered.highlights.indices.contains(cursor) {
            for (line, characters) in numbered.highlights[cursor] {
                lines[tableStart + line].highlight.append(characters)
            }
        }
        lines.append(FrameLine(text: "", kind: .blank))
        lines.append(FrameLine(text: table.status, kind: table.isWon ? .won : .status))
        lines.append(FrameLine(text: diagnosis ?? "", kind: .diagnosis))
        lines.append(FrameLine(text: message ?? "", kind: .message))
        lines.append(FrameLine(text: help, kind: .help))
        return lines
    }

    /// The frame as plain text, for a script: no trailing spaces, no empty notes, and no blank
    /// lines left at the bottom of the table.
    public func plainFrame() -> String {
        var lines = frame().map { line in
            FrameLine(
                text: String(line.text.reversed().drop(while: { $0 == " " }).reversed()),
                kind: line.kind)
        }
        lines.removeAll { $0.text.isEmpty && ($0.kind == .diagnosis || $0.kind == .message) }
        while let last = lines.lastIndex(where: { $0.kind == .table }), lines[last].text.isEmpty {
            lines.remove(at: last)
        }
        return lines.map(\.text).joined(separator: "\n")
    }

    /// The lecture, its game and the seed that replays it, if the deal is random.
    private var title: String {
        "\(stage.name): \(stage.table.title)" + (stage.table.isShuffled ? " (seed \(seed))" : "")
    }

    /// The keys or commands, in a line.
    private var help: String {
        isInteractive
            ? PlayMessages.keys(cards: table.cardCount)(language)
            : PlayMessages.commands(cards: table.cardCount)(language)
    }

    /// The symptom on screen and the started exercise most likely behind it, or the started
    /// exercises when nothing looks wrong.
    var diagnosis: String? {
        if let symptom = table.symptom {
            guard
                let suspect = symptom.suspects.first(where: started.contains)
                    ?? symptom.suspects.first
            else { return symptom.description(language) }
            return symptom.description(language)
                + PlayMessages.mostLikely(suspect, started: started.contains(suspect))(language)
        }
        guard !yours.isEmpty else { return nil }
        let names = PlayMessages.playingYourCode(yours.joined(separator: ", "))(language)
        // A whole started lecture (or a release, where every exercise is started) is too long
        // a list for one line of the screen; the count says the same without being cut off.
        return TerminalColumns.of(names) <= size.width
            ? names : PlayMessages.playingYourCode(count: yours.count)(language)
    }

    /// The table as the lecture drew it for the current size, with each card's number under it.
    func numberedTable() -> NumberedTable {
        NumberedTable(
            table.render(width: size.width, height: max(1, size.height - Self.linesAroundTable)))
    }
}

/// One line of a frame: its text, what it shows, and which of its characters are highlighted.
public struct FrameLine: Equatable, Sendable {
    /// What a line shows, which decides its colour on a terminal.
    public enum Kind: Equatable, Sendable {
        case title, blank, table, status, won, diagnosis, message, help
    }

    /// The line's text, without any escape codes.
    public var text: String
    /// What the line shows.
    public var kind: Kind
    /// The characters of the highlighted card and its number.
    public var highlight: [Range<Int>] = []
}
