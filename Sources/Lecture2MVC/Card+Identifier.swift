extension Card {
    /// Creates a card with a given identifier: the lecture's first `Card` initializer.
    ///
    /// Every argument has an *external* name, which callers write (`Card(identifier: 7)`), and an
    /// *internal* name, which the body uses; here both are `identifier`. Inside the body the bare
    /// name means the argument, so the stored property is reached as `self.identifier`. The game
    /// itself uses `init()`, which picks a fresh identifier from the factory instead.
    init(identifier: Int) {
        // BEGIN SOLUTION mvc-argument-labels
        self.identifier = identifier
        // STUB
        // self.init()  // a card with a fresh identifier, not the one the caller asked for
        // END SOLUTION
    }

    /// Whether `otherCard` is this card's twin: the two cards of a pair share an identifier.
    ///
    /// `with` is the external name, so a call reads as a phrase, `card.isPair(with: twin)`; the
    /// internal name is the one that reads well inside the body. A `_` in place of an external
    /// name leaves the label out, as in the Controller's `touchCard(_ sender:)`.
    // BEGIN SOLUTION mvc-argument-labels
    func isPair(with otherCard: Card) -> Bool {
        identifier == otherCard.identifier
    }
    // STUB
    // func isPair(with: Card) -> Bool {
    //     false
    // }
    // END SOLUTION
}
