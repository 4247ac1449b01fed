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
        #expect(s.onionFrames == 0)
        #expect(failure(&s, "onion 31")?.message == "31 is out of range: frames before and after runs 0…30")
    }

    @Test func hugeNumbersPrintInTheirShortestForm() {
        #expect(1e300.shortDescription == "1e+300")
        #expect((-2.5e16).shortDescription == "-2.5e+16")
        #expect(123456789012345.0.shortDescription == "123456789012345")
        #expect(0.1234567.shortDescription == "0.123457")
        var s = session(["grid 1 1"])
        guard case let .success(text) = s.execute("vertex 0 to.x 1e300") else { Issue.record("refused"); return }
        #expect(text == "vertex 0: from (0, 0) to (1e+300, 0, 0)")
    }
}
