import MeshEngine
import Testing
@testable import MeshScript

/// Arguments that used to be taken without a word, or refused with a message that named the
/// wrong thing or the wrong place: each now says what is wrong, where.
@Suite struct ArgumentRefusalTests {
    @Test(arguments: [
        ("transform rotate 90 0 0 0", "0 0 0 is out of range: the rotation axis must not be zero", 21),
        ("save \"\"", "expected a file name", 6),
        ("load \"\"", "expected a file name", 6),
        ("subdivision 99999999999999999999",
         "'99999999999999999999' is not a valid step count, auto or limit: 1e+20 is too large", 13),
        ("subdivision 2.5", "'2.5' is not a valid step count, auto or limit: it is 2.5, not a whole number", 13),
        ("animate a b duration 1 easing bounce", "unknown easing", 31),
        ("animate a c duration 1", "no keyframe called 'c'", 11),
        // Numbers after an easing's name, as a new user first types them, belong in its parentheses.
        ("animate a b duration 1 easing cubicBezier 0 0 1 1",
         "the numbers of an easing go in parentheses: cubicBezier(X1, Y1, X2, Y2)", 43),
        ("animate a b duration 1 easing spring 1 100",
         "the numbers of an easing go in parentheses: spring(DAMPING, STIFFNESS, MASS, VELOCITY)", 38),
        // Curves whose arithmetic overflowed to NaN, which made the layer vanish without a word.
        ("animate a b duration 1 easing spring(1, 1e-300, 1e300)",
         "spring stiffness must be between 0.001 and 1000000, got 1e-300", 31),
        ("animate a b duration 1 easing spring(1, 1, 1, 1e308)",
         "spring initial velocity must be between -1000 and 1000, got 1e+308", 31),
        ("animate a b duration 1 easing cubicBezier(0, 1e308, 1, -1e308)",
         "cubicBezier y1 must be between -10 and 10, got 1e+308", 31),
        ("animate a b duration 1e300", "1e+300 is out of range: the duration is above 0 and at most 1000000 seconds", 22),
        ("vertex -1 to.z 0", "vertex index -1 is out of range: it cannot be negative", 8),
        ("face add 0 1 -2 3", "corner 2 vertex index -2 is out of range: it cannot be negative", 14),
        // A face naming a vertex the mesh lacks would be exported as code that reads past the array.
        ("face add 0 1 2 99", "vertex 99 does not exist: indices run 0…3", 10),
        // Finite, but past what scaling to points keeps finite (the layer drew blank, inspect read NaN).
        ("vertex 0 to 1e308 1e308 0", "vertex 0 is out of range: coordinates must be within ±1e12", 8),
        ("vertex 0 to.z 1e13", "vertex 0 is out of range: coordinates must be within ±1e12", 8),
        ("vertex 0 from.x -1e13", "vertex 0 is out of range: coordinates must be within ±1e12", 8),
        ("face 0 0 1 2 40", "vertex 40 does not exist: indices run 0…3", 6),
        ("frame -3", "frame number -3 is out of range: it cannot be negative", 7),
        ("diagonal 0 clear", "unknown word 'clear'; did you mean 'auto'?", 12),
        ("diagonal 0 2-0", "unknown word '2-0': expected 0-2, 1-3 or auto to clear it", 12),
        ("pick 160 5", "(160, 5) is outside the picture: the viewport is 160×120 pixels, x 0…159 and y 0…119", 6),
        ("pick 5 120", "(5, 120) is outside the picture: the viewport is 160×120 pixels, x 0…159 and y 0…119", 6),
        ("supersample 5", "supersample 5 is out of range: 1…4 samples per axis", 13),
    ])
    func refusedWhereTheMistakeIs(_ line: String, _ message: String, _ column: Int) {
        var s = session(["grid 1 1", "key a", "vertex 0 to.z 0.1", "key b"])
        let before = s.state
        let e = failure(&s, line)
        #expect(e?.message.hasPrefix(message) == true, "\(e?.message ?? "no error")")
        #expect(e?.column == column)
        #expect(s.state == before)
    }

    @Test func onionZeroIsOffAsHelpSays() {
        var s = session(["grid 1 1", "onion 3"])
        _ = s.execute("onion 0")
        #expect(s.viewSettings.onionFrames == 0)
        #expect(failure(&s, "onion 31")?.message == "31 is out of range: frames before and after must be in 0…30")
    }

    @Test func hugeNumbersPrintInTheirShortestForm() {
        #expect(1e300.shortDescription == "1e+300")
        #expect((-2.5e16).shortDescription == "-2.5e+16")
        #expect(123456789012345.0.shortDescription == "123456789012345")
        #expect(0.1234567.shortDescription == "0.123457")
        var s = session(["grid 1 1"])
        guard case let .success(text) = s.execute("vertex 0 to.x 1e12") else { Issue.record("refused"); return }
        #expect(text == "vertex 0: from (0, 0) to (1000000000000, 0, 0)")
    }
}

/// Where a file stops being UTF-8: the line and column (in characters, as command columns
/// count) of its first bad byte, however its lines end.
@Suite struct NotUTF8LocationTests {
    @Test(arguments: [
        (Array("grid 2 2\nvertex 0 to 0.1 0 0 ".utf8) + [0xFF], 2, 21, 0xFF),
        ([0xC3] + Array("x".utf8), 1, 1, 0xC3),
        (Array("a\r\nb\rcé ".utf8) + [0xE9, 0x0A], 3, 4, 0xE9),
        ([0xEF, 0xBB, 0xBF] + Array("ab".utf8) + [0x80], 1, 3, 0x80),
        (Array("ok\n".utf8) + [0xFE], 2, 1, 0xFE),
    ] as [([UInt8], Int, Int, UInt8)])
    func theFirstBadByteIsPlaced(_ bytes: [UInt8], _ line: Int, _ column: Int, _ byte: UInt8) {
        let files = InMemoryFileSystem(files: ["f.mesh": bytes])
        var s = Session(host: SessionHost(fileSystem: files))
        let e = failure(&s, "load f.mesh")
        #expect(e?.file == "f.mesh" && e?.line == line && e?.column == column, "\(e?.description ?? "accepted")")
        #expect(e?.message == "not UTF-8 text: byte 0x" + String(byte, radix: 16, uppercase: true) + " starts no character here")
    }
}
