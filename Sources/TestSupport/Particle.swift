import WorkbookLanguage

/// The Korean particle that fits the word before it (`Particle.topic.after(card.id)` → `3은`),
/// for advice that names a value: the stages' tests import only this module.
public typealias Particle = WorkbookLanguage.Particle
