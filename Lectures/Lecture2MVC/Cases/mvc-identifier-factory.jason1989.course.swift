// exercise: mvc-identifier-factory
// kind: lecture
// source: Jason1989/concentration Concentration/Card.swift@bdfe1cc3ae64500e93522c5da2fda760723ef9a1
// expect: fail: is not concurrency-safe
// why: the 2017 course's Card as a student typed it: Swift 6 rejects its plain `static var`; the concept and third hint teach `nonisolated(unsafe)`.
// region: 1
var identifier: Int

static var identifierFactory = 0

static func getUniqueIdentifier() -> Int {
    identifierFactory += 1
    return Card.identifierFactory
}

init() {
    self.identifier = Card.getUniqueIdentifier()
}
