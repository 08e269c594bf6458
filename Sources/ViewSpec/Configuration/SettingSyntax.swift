/// The written forms of settings shared by the command line and `viewspec.yml`, parsed in
/// one place so that both accept exactly the same text.
public enum SettingSyntax {
    /// Larger than any screen, small enough that frames stay exact in a Double.
    public static let maximumViewportSide = 100_000.0

    /// `390x844`: two positive sizes in points.
    public static func viewport(_ text: String) -> Rect? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2,
            let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite, width > 0, height > 0,
            width <= maximumViewportSide, height <= maximumViewportSide
        else { return nil }
        return Rect(x: 0, y: 0, width: width, height: height)
    }

    /// `390x844`, or `390.5x844` for a fractional side.
    public static func viewportText(_ rect: Rect) -> String {
        func side(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
        return "\(side(rect.width))x\(side(rect.height))"
    }

    /// A size in bytes, written `4194304`, `4M`, `4MiB`, `512K` or `512KiB`.
    public static func byteCount(_ text: String) -> Int? {
        let units: [(suffix: String, factor: Int)] = [
            ("KiB", 1024), ("MiB", 1024 * 1024), ("K", 1024), ("M", 1024 * 1024), ("B", 1), ("", 1),
        ]
        for unit in units where text.hasSuffix(unit.suffix) {
            guard let number = Int(text.dropLast(unit.suffix.count)) else { continue }
            let (product, overflow) = number.multipliedReportingOverflow(by: unit.factor)
            return overflow ? nil : product
        }
        return nil
    }
}
