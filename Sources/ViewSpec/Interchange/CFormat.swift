import Foundation

/// C's `printf` number formats where a file format is defined by them.
enum CFormat {
    /// `%.*g` with `significantDigits` digits: the C library's own conversion, which rounds
    /// correctly and is the same on every platform for the same double.
    static func general(_ value: Double, significantDigits: Int) -> String {
        String(format: "%.*g", significantDigits, value)
    }
}
