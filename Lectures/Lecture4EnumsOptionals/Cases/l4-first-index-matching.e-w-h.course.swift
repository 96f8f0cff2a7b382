// exercise: l4-first-index-matching
// kind: lecture
// source: e-w-h/Memorize Memorize/Array+Identifiable.swift@d4b01534b89c5dc3cb3d89290509417d9b4e4167
// expect: pass
// why: the 2020 course's Lecture 4 firstIndex(matching:) once it answers `Int?`, as a student typed it: a loop over `0..<self.count` rather than `indices`, which the tests accept.
// region: 1
extension Array where Element: Identifiable {
    func firstIndex(matching: Element) -> Int? {
        for index in 0..<self.count {
            if self[index].id == matching.id {
                return index
            }
        }
        return nil
    }
}
