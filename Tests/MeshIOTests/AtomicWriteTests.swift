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
        for (path, reason) in [(target, "a directory; name a file inside it"), (directory + "/device", "not a regular file (a character device): /dev/null")] {
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

    /// The rename needs only the directory's permission, so without the check `save` replaced a
    /// file its owner had made read-only (even through a link to it).
    @Test func aReadOnlyFileIsRefusedAndKeepsItsBytes() throws {
        let directory = try TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/kept.mesh"
        try writeFileAtomically(path: path, data: Data("grid 2 2".utf8))
        #expect(chmod(path, 0o444) == 0)
        try FileManager.default.createSymbolicLink(atPath: directory + "/link.mesh", withDestinationPath: "kept.mesh")
        let advice = "make it writable (chmod u+w) or write another file"
        for (typed, reason) in [(path, "the file is read-only: \(advice)"), (directory + "/link.mesh", "the file is read-only (\(path)): \(advice)")] {
            do {
                try writeFileAtomically(path: typed, data: Data("grid 9 9".utf8))
                Issue.record("writing over the read-only \(typed) succeeded")
            } catch {
                #expect(error.description == "cannot write \(typed): \(reason)")
            }
        }
        #expect(FileManager.default.contents(atPath: path) == Data("grid 2 2".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["kept.mesh", "link.mesh"])
        // Made writable again, it is written as before, keeping its bits.
        #expect(chmod(path, 0o640) == 0)
        try writeFileAtomically(path: path, data: Data("grid 9 9".utf8))
        #expect(FileManager.default.contents(atPath: path) == Data("grid 9 9".utf8))
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o640)
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
