import Testing
@testable import MeshEngine

/// The emitter skips its per-quad `inside` reads when every vertex projects directly
/// (``Emitter/allInside``); the word-at-a-time test that decides it must see every flag.
struct EmitterAllInsideTests {
    @Test(arguments: [0, 1, 7, 8, 9, 16, 23, 40])
    func allTrueFindsAnyFalseFlag(count: Int) {
        var flags = [Bool](repeating: true, count: count)
        flags.withUnsafeBufferPointer { p in
            #expect(Emitter.allTrue(p.baseAddress ?? UnsafePointer(bitPattern: 8)!, count: count))
        }
        for k in 0..<count {
            flags[k] = false
            flags.withUnsafeBufferPointer { p in
                #expect(!Emitter.allTrue(p.baseAddress!, count: count), "false flag at \(k) of \(count)")
            }
            flags[k] = true
        }
    }

    @Test func allTrueReadsOnlyCountFlags() {
        let flags = [true, true, true, true, true, true, true, true, true, false]
        flags.withUnsafeBufferPointer { p in
            #expect(Emitter.allTrue(p.baseAddress!, count: 9))
            #expect(!Emitter.allTrue(p.baseAddress!, count: 10))
        }
    }
}
