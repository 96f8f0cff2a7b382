import SeededRandom

/// The generator the stages' tests shuffle with: the game's own, so a seed means the same
/// sequence in a test as in `play --seed`.
public typealias SeededRandomNumberGenerator = SeededRandom.SeededRandomNumberGenerator
