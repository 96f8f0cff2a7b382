// exercise: mvc-identifier-factory
// kind: lecture
// expect: fail: is not concurrency-safe
// why: lecture2-mvc-concentration.txt, Card. Swift 6 rejects the lecture's plain `static var` as shared mutable state; the exercise's concept and third hint teach `nonisolated(unsafe)`.
// region: 1
var identifier: Int

static var identifierFactory = 0

static func getUniqueIdentifier() -> Int {
    identifierFactory += 1
    return identifierFactory
}

init() {
    self.identifier = Card.getUniqueIdentifier()
}
