import Foundation
import Testing
@testable import MeshIO

struct AtomicWriteTests {
    @Test func atomicWriteReplacesTheFileAndLeavesNoTemporaryFile() throws {
        let directory = try TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/out.txt"
        try writeFileAtomically(path: path, data: Data("first".utf8))
        try writeFileAtomically(path: path, data: Data("second, longer".utf8))
        #expect(FileManager.default.contents(atPath: path) == Data("second, longer".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["out.txt"])
    }

    /// A write that fails after its temporary file exists removes it too: see FileSizeLimitTests.
    @Test func writingOverSomethingThatIsNotARegularFileIsRefusedAndLeavesNothingBehind() throws {
        let directory = try TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let target = directory + "/occupied"
        try FileManager.default.createDirectory(atPath: target + "/inside", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory + "/device", withDestinationPath: "/dev/null")
        // A directory in the words every write of the session uses (`save`, `export`).
        for (path, reason) in [(target, "a directory; name a file inside it"), (directory + "/device", "not a regular file: /dev/null")] {
            do {
                try writeFileAtomically(path: path, data: Data("x".utf8))
                Issue.record("writing over \(path) succeeded")
            } catch {
                #expect(error.description == "cannot write \(path): \(reason)")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["device", "occupied"])
        #expect(FileManager.default.fileExists(atPath: target + "/inside"))
    }

    @Test func writingIntoAMissingDirectoryNamesTheDirectory() {
        do {
            try writeFileAtomically(path: "/nonexistent-dir/out.png", data: Data())
            Issue.record("writing into a missing directory succeeded")
        } catch {
            #expect(error.reason == "no such directory: /nonexistent-dir")
        }
    }
}
