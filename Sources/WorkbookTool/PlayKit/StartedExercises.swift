import Foundation

/// The exercises started in a lecture: the ids of the `// BEGIN EXERCISE <id>` markers that
/// `workbook start` leaves in its sources, in the order the files and lines name them.
///
/// The markers are read rather than `.workbook/state.json` because they are what was compiled,
/// and because a student's released copy has them without any state.
func startedExercises(inFolder folder: String) -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var ids: [String] = []
    for file in files.sorted() where file.hasSuffix(".swift") {
        guard let text = try? String(contentsOfFile: folder + "/" + file, encoding: .utf8) else {
            continue
        }
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.count == 4, words[0] == "//", words[1] == "BEGIN", words[2] == "EXERCISE" {
                let id = String(words[3])
                if !ids.contains(id) {
                    ids.append(id)
                }
            }
        }
    }
    return ids
}

/// The started exercises of `folder` that hold the student's code: one whose every region still
/// holds the stub `start` wrote (saved in `.workbook/state.json`, two folders up) is left out, so
/// "Playing your code for" names no stub. A released copy, with no state, keeps every one.
func exercisesHoldingYourCode(inFolder folder: String) -> [String] {
    let started = startedExercises(inFolder: folder)
    let root = URL(fileURLWithPath: folder).deletingLastPathComponent().deletingLastPathComponent()
    guard
        let data = try? Data(contentsOf: root.appendingPathComponent(".workbook/state.json")),
        let state = try? JSONDecoder().decode(SavedStubs.self, from: data)
    else { return started }
    let bodies = regionBodies(inFolder: folder)
    return started.filter { id in
        let stubs = state.started[id]?.map(\.stub) ?? []
        guard !stubs.isEmpty, let regions = bodies[id] else { return true }
        return !regions.allSatisfy(stubs.contains)
    }
}

/// The stubs `start` saved for each exercise, as `.workbook/state.json` holds them.
private struct SavedStubs: Decodable {
    struct Region: Decodable { var stub: [String] }
    var started: [String: [Region]]
}

/// The lines between each exercise's started markers in `folder`, by exercise id.
private func regionBodies(inFolder folder: String) -> [String: [[String]]] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var bodies: [String: [[String]]] = [:]
    for file in files.sorted() where file.hasSuffix(".swift") {
        guard let text = try? String(contentsOfFile: folder + "/" + file, encoding: .utf8) else {
            continue
        }
        var open: (id: String, lines: [String])?
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let region = open {
                if trimmed == "// END EXERCISE \(region.id)" {
                    bodies[region.id, default: []].append(region.lines)
                    open = nil
                } else {
                    open?.lines.append(line)
                }
            } else if trimmed.hasPrefix("// BEGIN EXERCISE ") {
                open = (String(trimmed.dropFirst("// BEGIN EXERCISE ".count)), [])
            }
        }
    }
    return bodies
}
