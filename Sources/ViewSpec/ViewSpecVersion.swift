/// The version of the ViewSpec compiler, printed by `viewspecc --version` and written
/// into every report.
public enum ViewSpecVersion {
    public static let current = "0.1.0"
}
