// exercise: mvc-argument-labels
// kind: lecture
// expect: pass
// why: lecture2-mvc-concentration.txt, Card's init(identifier:); the write-ups never show isPair(with:), whose region keeps its reference.
// region: 1
self.identifier = identifier
