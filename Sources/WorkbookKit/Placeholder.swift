public enum WorkbookKitPlaceholder {}
