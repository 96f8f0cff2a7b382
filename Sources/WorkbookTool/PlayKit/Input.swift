import Foundation

/// One thing the player did, whether typed in a terminal or read from a line of a script.
public enum Input: Equatable, Sendable {
    /// A direction to move the highlight in.
    public enum Direction: Equatable, Sendable {
        case up, down, left, right
    }

    /// Move the highlight to the next card that way (arrow keys, h j k l).
    case move(Direction)
    /// Tap the highlighted card, or the card whose number is being typed (Space, Return).
    case choose
    /// One digit of a card's number, typed in a terminal.
    case digit(Int)
    /// A whole card number, counting from 1, from a line of a script.
    case card(Int)
    /// Deal a new game.
    case newGame
    /// Stop playing.
    case quit
    /// Ctrl-C: stop playing, as interrupted.
    case interrupt
    /// No key for a moment: a card number being typed is complete.
    case pause
    /// Something that is not a command, kept to say so.
    case unknown(String)

    /// The command on one line of a script: a card number, `n` or `q`; blank lines mean nothing.
    init?(line: String) {
        let command = line.trimmingCharacters(in: .whitespaces)
        if command.isEmpty {
            return nil
        } else if let number = Int(command) {
            self = .card(number)
        } else {
            switch command.lowercased() {
            case "n": self = .newGame
            case "q": self = .quit
            default: self = .unknown(command)
            }
        }
    }
}

/// Turns the bytes a terminal in raw mode sends into inputs.
///
/// Arrow keys arrive as escape sequences (`ESC [ A`, or `ESC O A` in application mode) that may
/// be split across reads, so an incomplete sequence is kept until the next bytes arrive.
struct KeyDecoder {
    /// The start of an escape sequence that has not fully arrived.
    private(set) var pending: [UInt8] = []

    /// The inputs in `bytes`, after any bytes kept from the previous call.
    mutating func decode(_ bytes: [UInt8]) -> [Input] {
        var buffer = pending + bytes
        pending = []
        var inputs: [Input] = []
        while let byte = buffer.first {
            if byte == 0x1B {
                if buffer.count < 3,
                    buffer.count == 1 || buffer[1] == UInt8(ascii: "[")
                        || buffer[1] == UInt8(ascii: "O")
                {
                    pending = buffer
                    return inputs
                }
                if let direction = Self.arrow(buffer[2]),
                    buffer[1] == UInt8(ascii: "[") || buffer[1] == UInt8(ascii: "O")
                {
                    inputs.append(.move(direction))
                    buffer.removeFirst(3)
                } else {
                    // Some other sequence (a function key, a lone Escape): skip its first byte.
                    buffer.removeFirst()
                }
                continue
            }
            buffer.removeFirst()
            if let input = Self.input(for: byte) {
                inputs.append(input)
            }
        }
        return inputs
    }

    /// Gives up on an incomplete sequence: a lone Escape is not a command.
    mutating func flush() {
        pending = []
    }

    /// The direction of an arrow key's final byte.
    private static func arrow(_ byte: UInt8) -> Input.Direction? {
        switch byte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        default: nil
        }
    }

    /// The input of a single key, or `nil` for a key that means nothing here.
    private static func input(for byte: UInt8) -> Input? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): .digit(Int(byte - UInt8(ascii: "0")))
        case UInt8(ascii: "h"): .move(.left)
        case UInt8(ascii: "j"): .move(.down)
        case UInt8(ascii: "k"): .move(.up)
        case UInt8(ascii: "l"): .move(.right)
        case UInt8(ascii: " "), 0x0D, 0x0A: .choose
        case UInt8(ascii: "n"), UInt8(ascii: "N"): .newGame
        case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x04: .quit
        case 0x03: .interrupt
        default: nil
        }
    }
}
