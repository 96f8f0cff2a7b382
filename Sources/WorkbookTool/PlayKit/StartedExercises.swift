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
