/// A pile of cards with value semantics and cheap copies: *copy on write*, built by hand.
///
/// `Array`, `Dictionary`, `Set` and `String` already work this way: a copy shares its storage
/// with the original until one of them changes. A struct of your own gets no such thing for free.
/// Its stored properties are copied in full, and if one of them is a class, the copies *share*
/// that object, so changing one copy changes the other. `CardDeck` keeps its cards in a class
/// (`Storage`) and copies that object just before a change, and only when another deck still
/// shares it.
struct CardDeck {
    /// The shared storage: a class, so copies of a deck point to one object until one changes.
    private final class Storage {
        var cards: [Card]

        init(_ cards: [Card]) {
            self.cards = cards
        }
    }

    /// This deck's storage, perhaps shared with copies of the deck.
    private var storage: Storage

    /// A deck holding `cards`, in order.
    init(_ cards: [Card] = []) {
        storage = Storage(cards)
    }

    /// The cards, top first.
    var cards: [Card] {
        storage.cards
    }

    /// The card at `index`; setting it changes this deck only.
    subscript(index: Int) -> Card {
        get { storage.cards[index] }
        set {
            makeStorageUnique()
            storage.cards[index] = newValue
        }
    }

    /// Puts `card` at the bottom of this deck only.
    mutating func append(_ card: Card) {
        makeStorageUnique()
        storage.cards.append(card)
    }

    /// Which storage object this deck uses: two decks that share one have the same identity.
    var storageIdentity: ObjectIdentifier {
        ObjectIdentifier(storage)
    }

    // BEGIN SOLUTION mvc-copy-on-write
    /// Gives this deck its own storage before a change, unless it is the storage's only owner.
    ///
    /// `isKnownUniquelyReferenced(_:)` answers whether no other deck points to the object; it is
    /// `inout` so that it can look without keeping a reference of its own. The method is
    /// `private`: it is how the deck works inside, not something a user of the deck should call.
    private mutating func makeStorageUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(storage.cards)
        }
    }
    // STUB
    // /// Gives this deck its own storage before a change.
    // mutating func makeStorageUnique() {
    //     // Copy the storage, unless this deck is its only owner.
    // }
    // END SOLUTION
}
