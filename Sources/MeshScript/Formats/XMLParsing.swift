import Foundation

/// One XML parse at a time, process-wide.
///
/// FoundationXML is libxml2 on Linux, and libxml2's parser keeps global state that is not safe
/// to use from several threads at once: test runs that read archives in parallel crashed with
/// signal 11. Every use of `XMLParser` (``CAMLDocument`` and the tests that read exported
/// archives back) makes, runs and frees its parser inside ``alone(_:)``.
enum XMLParsing {
    private static let lock = NSLock()

    /// Runs `body` while no other thread parses XML.
    static func alone<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
