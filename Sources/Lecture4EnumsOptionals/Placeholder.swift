/// Placeholder until the stage lands.
public enum Lecture4EnumsOptionalsPlaceholder {}
