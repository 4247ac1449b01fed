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

    @Test func failedAtomicWriteLeavesNothingBehind() throws {
        let directory = try TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Renaming a file over a non-empty directory fails after the temporary file exists.
        let target = directory + "/occupied"
        try FileManager.default.createDirectory(atPath: target + "/inside", withIntermediateDirectories: true)
        do {
            try writeFileAtomically(path: target, data: Data("x".utf8))
            Issue.record("writing over a directory succeeded")
        } catch {
            #expect(error.path == target)
            #expect(error.description.hasPrefix("cannot write \(target): renaming the temporary file into place failed"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["occupied"])
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
