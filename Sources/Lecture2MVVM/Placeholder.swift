/// Placeholder until the stage lands.
public enum Lecture2MVVMPlaceholder {}
