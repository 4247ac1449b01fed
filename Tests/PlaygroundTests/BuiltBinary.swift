import Foundation

/// The built `meshplay` run as a user runs it, for tests of the whole program through pipes.
enum BuiltBinary {
    /// What a run wrote (standard output and error share one pipe, so their order is kept) and
    /// how it ended.
    struct Outcome {
        var output: Data
        var status: Int32
        /// Killed by a signal (an abort, a crash) rather than exiting.
        var signaled: Bool
        var text: String { String(decoding: output, as: UTF8.self) }
    }

    /// Runs `meshplay ARGUMENTS` in `directory` (nil: this process's) with exactly `environment`,
    /// `input` on its standard input, and waits for it to end.
    static func run(_ arguments: [String], in directory: String? = nil, environment: [String: String],
                    input: String = "") throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TmuxPane.binary)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.environment = environment
        let stdin = Pipe(), output = Pipe()
        process.standardInput = stdin
        process.standardOutput = output
        process.standardError = output
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(output: bytes, status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal)
    }
}
