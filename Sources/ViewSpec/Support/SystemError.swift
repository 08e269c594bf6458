#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's description of the error of the last failed call (`errno`), such as
/// "Permission denied": what a diagnostic or failure gives as its reason.
func lastSystemErrorDescription() -> String {
    String(cString: strerror(errno))
}
