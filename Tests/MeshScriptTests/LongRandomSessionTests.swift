import MeshEngine
import Testing
@testable import MeshScript

/// A long seeded random session (SplitMix64, 20,000 lines) mixing ordinary lines, random words
/// from the command table and hostile lines: no line crashes or hangs (the run ends; speed is
/// the bench's business, not a timed assertion's), every error names its
/// line and a column inside that line, a failing line changes nothing, and what `save` writes
/// `load` reads back identically.
@Suite struct LongRandomSessionTests {
    /// Numbers that break naive parsers: NaN, overflow, huge integers, signs, exponents.
    static let hostileNumbers = ["nan", "NaN", "inf", "-inf", "1e309", "-1e309", "1e-400", "9223372036854775807",
                                 "9223372036854775808", "-9223372036854775809", "0x10", "1_000", "1e", "--1", "+", ".", "0.",
                                 "-0", "1.5.5", "99999999999999999999999"]
    /// Words that are not ASCII or not printable.
    static let oddWords = ["é", "✓", "𝔘", "\u{0}", "\u{7F}", "\u{202E}", "\u{FEFF}", "\"", "\"quoted word\"", "#", "\\", "\t"]

    /// One random word for after a command: one of its own usage words, a number or something odd.
    static func argument(for entry: CommandHelp.Entry, _ rng: inout SplitMix64) -> String {
        func n(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
        let words = entry.words
        switch n(0...9) {
        case 0...3 where !words.isEmpty: return words[n(0...words.count - 1)]
        case 4...6: return String(n(-3...12))
        case 7: return String(Double(n(-200...200)) / 100)
        case 8: return hostileNumbers[n(0...hostileNumbers.count - 1)]
        default: return oddWords[n(0...oddWords.count - 1)]
        }
    }

    /// A command word from the table followed by up to six random arguments.
    static func tableLine(_ rng: inout SplitMix64) -> String {
        let entries = CommandHelp.entries.filter { !["render", "export", "import"].contains($0.name) }
        let entry = entries[Int.random(in: 0...entries.count - 1, using: &rng)]
        let count = Int.random(in: 0...6, using: &rng)
        return ([entry.name] + (0..<count).map { _ in argument(for: entry, &rng) }).joined(separator: " ")
    }

    /// Lines meant to break things: budgets, deep or long expressions, odd bytes, cut-off lines.
    static func hostileLine(_ rng: inout SplitMix64) -> String {
        func n(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
        switch n(0...11) {
        case 0: return "subdivision \(["9223372036854775807", "64", "1000000", "-5", "30"][n(0...4)])"
        case 1: return "map z = " + String(repeating: "(", count: n(100...400)) + "u" + String(repeating: ")", count: n(100...400))
        case 2: return "map z = u" + String(repeating: " + 0.001 * v", count: n(1...300))
        case 3: return "map z = " + String(repeating: "-", count: n(100...300)) + "u"
        // Sizes past the limit are refused at once; accepted grids stay small, since this test is
        // about the language (rendering budgets have tests of their own).
        case 4: return n(0...3) == 0 ? "grid \(n(1001...1_000_000)) \(n(0...3))" : "grid \(n(0...8)) \(n(0...8))"
        case 5: return "vertex \(n(-5...1_000_000_000)) to.z \(hostileNumbers[n(0...hostileNumbers.count - 1)])"
        case 6: return "face 0 w nan 0 0 0"
        case 7: return String((0..<n(1...40)).map { _ in Character(UnicodeScalar(UInt8(n(0...127)))) })
        case 8: return "map z = sin(" + String(repeating: "max(u, ", count: n(10...200)) + "u"
        case 9: return "\"unterminated \(n(0...9))"
        case 10:
            // An ordinary line cut off anywhere, as a lost connection or a full buffer would.
            let line = RandomSessionTests.randomLine(&rng)
            return String(line.prefix(n(0...line.count)))
        default: return "map y = " + String(repeating: "sin(", count: n(1...60)) + "u" + String(repeating: ")", count: n(0...60))
        }
    }

    @Test(arguments: 0..<4)
    func fiveThousandRandomLinesPerSeedKeepEveryInvariant(seed: Int) {
        var rng = SplitMix64(state: 0x5EED_0000 &+ UInt64(seed))
        let files = InMemoryFileSystem()
        var s = Session(host: SessionHost(fileSystem: files))
        for number in 1...5_000 {
            let line: String
            switch Int.random(in: 0...9, using: &rng) {
            case 0...3: line = RandomSessionTests.randomLine(&rng)
            case 4...7: line = Self.tableLine(&rng)
            default: line = Self.hostileLine(&rng)
            }
            let before = s.state
            let result = s.execute(line)
            if case let .failure(e) = result {
                #expect(s.state == before, "line \(number) failed but changed the state: \(line.prefix(80))")
                // An error about the session (nothing to undo, Ctrl-C) points at no column.
                let column = e.kind.pointsIntoTheLine ? e.column : 1
                #expect((1...line.count + 1).contains(column), "line \(number): column \(e.column) for \(line.prefix(80)): \(e)")
                let place = e.kind.pointsIntoTheLine ? "random:\(number):\(e.column): error: " : "random:\(number): error: "
                #expect(e.located(file: "random", line: number).description.hasPrefix(place))
            }
            #expect(throws: Never.self) { try s.state.validate() }
            if number % 500 == 0 {
                #expect(s.execute("save r.mesh").isSuccess)
                var loaded = Session(host: SessionHost(fileSystem: files))
                let r = loaded.execute("load r.mesh")
                #expect(r.isSuccess, "\(r.text)")
                #expect(loaded.state == s.state, "seed \(seed), line \(number): save then load differs")
            }
        }
    }
}
