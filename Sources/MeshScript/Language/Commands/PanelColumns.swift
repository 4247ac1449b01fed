/// The widths `panel` takes: the one range the parser, the playground's keys, the separator
/// drag and the remembered setting all keep to. Under 20 columns a command line and its
/// messages wrap every few words; over 200 the panel would be wider than most windows, which
/// fit it anyway (the picture keeps its minimum).
public enum PanelColumns {
    public static let range = 20...200
    /// What the parser's range error names.
    static let what = "panel width in columns"
    /// What `panel` says where nothing shows a panel.
    public static let noPanel = "panel: none here (`run` and `repl` show no panel; the playground does)"
}
