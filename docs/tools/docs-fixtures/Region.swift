/// A fixture for the documentation site's self-test: one exercise region.
func faceUpCards(in cards: [Int]) -> [Int] {
    // BEGIN SOLUTION fixture-face-up
    return cards.filter { card in card > 0 && card.isMultiple(of: 2) }
    // STUB
    // return []
    // END SOLUTION
}
