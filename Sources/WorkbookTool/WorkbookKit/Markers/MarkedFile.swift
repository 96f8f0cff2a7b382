import Foundation
import WorkbookLanguage

/// A Swift source file split into plain text and exercise regions.
///
/// Parsing and rendering are exact inverses: `MarkedFile(parsing: text).text == text` for every
/// well-formed file, which is what lets `restore` give back the reference byte for byte.
package struct MarkedFile: Equatable, Sendable {
    /// A run of plain lines or one region.
    package enum Segment: Equatable, Sendable {
        case text([String])
        case region(Region)
    }

    /// The file's path relative to the package root, used in messages.
    package var path: String
    /// The file's content in order.
    package var segments: [Segment]
    /// Started regions whose markers were damaged; their lines are kept as plain text.
    var damage: [MarkerDamage]

    /// The regions of the file, in order.
    package var regions: [Region] {
        segments.compactMap {
            if case .region(let region) = $0 { return region }
            return nil
        }
    }

    /// The file's text, rebuilt from its segments.
    package var text: String {
        segments.flatMap { segment -> [String] in
            switch segment {
            case .text(let lines): lines
            case .region(let region): region.rawLines
            }
        }.joined(separator: "\n")
    }

    /// Splits `text` into segments, or throws a `MarkerError` naming the first malformed line.
    package init(path: String, text: String) throws {
        self.path = path
        (segments, damage) = try Parser(path: path, lines: text.lines)
            .parse()
    }

    /// Replaces every region for which `transform` returns new lines; other regions stay as they are.
    ///
    /// The new lines are parsed again, so the result is as well-formed as the input.
    package func rewritingRegions(_ transform: (Region) throws -> [String]?) throws -> MarkedFile {
        try rewritingNumberedRegions { region, _ in try transform(region) }
    }

    /// Replaces every region for which `transform`, given the region and its ordinal, returns new
    /// lines. The ordinal counts the regions of the same exercise before it in this file: the one
    /// rule of a `Catalog.Place`'s `ordinal`, which `state.json` records.
    package func rewritingNumberedRegions(_ transform: (Region, _ ordinal: Int) throws -> [String]?)
        throws
        -> MarkedFile
    {
        var lines: [String] = []
        var ordinals: [String: Int] = [:]
        for segment in segments {
            switch segment {
            case .text(let text):
                lines += text
            case .region(let region):
                let ordinal = ordinals[region.exerciseID, default: 0]
                ordinals[region.exerciseID] = ordinal + 1
                lines += try transform(region, ordinal) ?? region.rawLines
            }
        }
        return try MarkedFile(path: path, text: lines.joined(separator: "\n"))
    }
}

// MARK: - Parsing

private struct Parser {
    let path: String
    let lines: [String]

    func parse() throws -> (segments: [MarkedFile.Segment], damage: [MarkerDamage]) {
        var segments: [MarkedFile.Segment] = []
        var damage: [MarkerDamage] = []
        var text: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingBlanks
            if let id = value(of: Marker.beginSolution, in: trimmed) {
                segments.append(.text(text))
                text = []
                let region = try referenceRegion(id: id, at: index)
                segments.append(.region(region))
                index += region.rawLines.count
            } else if let id = value(of: Marker.beginExercise, in: trimmed) {
                try checkID(id, at: index)
                guard let region = startedRegion(id: id, at: index) else {
                    // A student deleted or changed the closing line: keep the text, report it.
                    damage.append(
                        MarkerDamage(exerciseID: id, kind: .unclosed, path: path, line: index + 1))
                    text.append(line)
                    index += 1
                    continue
                }
                segments.append(.text(text))
                text = []
                segments.append(.region(region))
                index += region.rawLines.count
            } else if let id = value(of: Marker.endExercise, in: trimmed) {
                damage.append(
                    MarkerDamage(exerciseID: id, kind: .unopened, path: path, line: index + 1))
                text.append(line)
                index += 1
            } else {
                for marker in [Marker.stub, Marker.endSolution]
                where trimmed.hasPrefix(marker) {
                    throw error(at: index, Messages.markerOutsideRegion(marker))
                }
                text.append(line)
                index += 1
            }
        }
        segments.append(.text(text))
        return (segments.filter { $0 != .text([]) }, damage)
    }

    /// Reads `// BEGIN SOLUTION id` … `// STUB` … `// END SOLUTION` starting at `start`.
    private func referenceRegion(id: String, at start: Int) throws -> Region {
        try checkID(id, at: start)
        var solution: [String] = []
        var stub: [String]?
        var index = start + 1
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingBlanks
            if trimmed == Marker.endSolution {
                guard let stub else {
                    throw error(at: start, Messages.regionWithoutStub(id))
                }
                return Region(
                    exerciseID: id, indentation: indentation(of: lines[start]),
                    form: .reference(solution: solution, stub: stub),
                    rawLines: Array(lines[start...index]), firstLine: start + 1)
            }
            try rejectNestedMarker(trimmed, at: index, inside: id)
            if trimmed == Marker.stub {
                guard stub == nil else {
                    throw error(at: index, Messages.secondStub(in: id))
                }
                stub = []
            } else if stub != nil {
                guard let code = Marker.uncomment(line) else {
                    throw error(at: index, Messages.stubLinesNotComments(id))
                }
                stub?.append(code)
            } else {
                solution.append(line)
            }
            index += 1
        }
        throw error(at: start, Messages.regionNeverClosed(id))
    }

    /// Reads `// BEGIN EXERCISE id` … `// END EXERCISE id` starting at `start`; `nil` when no
    /// matching closing line comes before the next region or the end of the file.
    private func startedRegion(id: String, at start: Int) -> Region? {
        var index = start + 1
        while index < lines.count {
            let trimmed = lines[index].trimmingBlanks
            if let endID = value(of: Marker.endExercise, in: trimmed) {
                guard endID == id else { return nil }
                return Region(
                    exerciseID: id, indentation: indentation(of: lines[start]),
                    form: .started(body: Array(lines[(start + 1)..<index])),
                    rawLines: Array(lines[start...index]), firstLine: start + 1)
            }
            if trimmed.hasPrefix(Marker.beginExercise) || trimmed.hasPrefix(Marker.beginSolution) {
                return nil
            }
            index += 1
        }
        return nil
    }

    private func rejectNestedMarker(_ trimmed: String, at index: Int, inside id: String) throws {
        for marker in [Marker.beginSolution, Marker.beginExercise, Marker.endExercise]
        where trimmed.hasPrefix(marker) {
            throw error(at: index, Messages.nestedMarker(marker, inside: id))
        }
    }

    private func checkID(_ id: String, at index: Int) throws {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
        guard !id.isEmpty, id.allSatisfy(allowed.contains) else {
            throw error(at: index, Messages.badExerciseID(id))
        }
    }

    /// The word after `marker` when `trimmed` is exactly `marker id`.
    private func value(of marker: String, in trimmed: String) -> String? {
        guard trimmed.hasPrefix(marker + " ") else { return nil }
        return String(trimmed.dropFirst(marker.count)).trimmingBlanks
    }

    private func indentation(of line: String) -> String {
        String(line.prefix { $0 == " " || $0 == "\t" })
    }

    private func error(at index: Int, _ message: Localized) -> MarkerError {
        MarkerError(path: path, line: index + 1, message: message)
    }
}
