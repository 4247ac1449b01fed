import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// `import json` names the line and column of the value that is wrong, whatever is wrong with
/// it: its type, its range, a missing key, a name that does not exist.
@Suite struct JSONErrorLocationTests {
    /// A scene with keyframes, an animation and a map, exported: the text each case edits.
    static let lines = ["grid 2 2", "vertex 3 to.z 0.2", "key a", "vertex 3 to.z 0.4", "key b", "animate a b duration 1",
                        "let wobble = 0.01", "map to.x = u + wobble * sin(t)", "select vertex 2"]

    /// One bad edit: after each of `anchors` in turn, the first `old` becomes `new`; the error
    /// must point at `at`: its first occurrence in `new`, or else after the anchors (the object
    /// that holds the edit).
    struct Case: CustomStringConvertible {
        var anchors: [String]
        var old: String
        var new: String
        var at: String
        var message: String
        var description: String { "\(old) → \(new)" }
    }

    static let cases: [Case] = [
        Case(anchors: [], old: "\"z\" : 0.4", new: "\"z\" : \"high\"", at: "\"high\"",
             message: "keyframes.b.vertices[3].to.z should be a number, not a string"),
        Case(anchors: ["\"layers\""], old: "\"opacity\" : 1", new: "\"opacity\" : 7.25", at: "7.25",
             message: "scene.layers[0].opacity: 7.25 is out of range: opacity must be in 0…1"),
        Case(anchors: ["\"mesh\" : {"], old: "\"average\"", new: "\"deep\"", at: "\"deep\"",
             message: "scene.layers[0].mesh.depthNormalization should be one of none, width, height, min, max, average, not \"deep\""),
        // Was "Cannot initialize LayerKind from invalid String value emitter", in Swift's words.
        Case(anchors: ["\"layers\""], old: "\"kind\" : \"layer\"", new: "\"kind\" : \"layr\"", at: "\"layr\"",
             message: "scene.layers[0].kind should be one of layer, transform, not \"layr\"; did you mean \"layer\"?"),
        Case(anchors: ["\"mesh\" : {", "\"indices\" : ["], old: "0,", new: "777,", at: "777",
             message: "scene.layers[0].mesh.faces[0].indices[0]: vertex 777 does not exist: indices run 0…8"),
        Case(anchors: ["\"layers\" : ["], old: "\"doubleSided\" : true,", new: "", at: "{",
             message: "scene.layers[0]: \"doubleSided\" is missing"),
        // The key path names the side that is wrong, in the words `layer size` uses.
        Case(anchors: ["\"layers\"", "\"size\" : "], old: "\"width\" : 200", new: "\"width\" : 0", at: "0",
             message: "scene.layers[0].size.width: 0 is out of range: width must be in 1…10000"),
        Case(anchors: [], old: "\"selectedLayer\" : 0", new: "\"selectedLayer\" : 5", at: "5",
             message: "selectedLayer: layer 5 is out of range: layers run 0…0"),
        Case(anchors: [], old: "\"vertex\" : 2", new: "\"vertex\" : 12", at: "12",
             message: "selection.vertex: vertex 12 is out of range: the selected layer has 9 vertices"),
        Case(anchors: ["\"animations\" : ["], old: "\"a\",", new: "\"zz\",", at: "{",
             message: "animations[0]: no keyframe called 'zz'"),
        Case(anchors: [], old: "wobble * sin(t)\"", new: "wobble *\"", at: "\"to.x",
             message: "maps[0].source: map: "),
        Case(anchors: ["\"variables\""], old: "\"source\" : \"0.01\"", new: "\"source\" : \"0.01 +\"", at: "\"0.01 +\"",
             message: "variables[0].source: let: expected an expression at column 7"),
        Case(anchors: ["\"variables\""], old: "\"name\" : \"wobble\"", new: "\"name\" : \"sin\"", at: "\"sin\"",
             message: "variables[0].name: 'sin' is a function; choose another name"),
        Case(anchors: [], old: "\"framesPerSecond\" : 30", new: "\"framesPerSecond\" : 0.5", at: "0.5",
             message: "framesPerSecond: 0.5 is out of range: frames per second must be in 1…240"),
        Case(anchors: [], old: "\"loops\" : true", new: "\"loops\" : \"yes\"", at: "\"yes\"",
             message: "loops should be true or false, not a string"),
        Case(anchors: [], old: "\"frame\" : 0,", new: "\"drivingPreset\" : \"ripplez\", \"frame\" : 0,", at: "\"ripplez\"",
             message: "drivingPreset: no preset called 'ripplez'; did you mean 'ripple'?"),
        Case(anchors: [], old: "\"version\" : 1", new: "\"version\" : 9", at: "9",
             message: "scene format version 9 is not one this meshplay reads (1…1)"),
        // Numbers their field cannot hold were "not valid JSON: The given data was not valid JSON." at 1:1.
        Case(anchors: ["\"background\""], old: "\"r\" : 24", new: "\"r\" : 300", at: "300",
             message: "scene.background.r should be a whole number from 0 to 255, not 300"),
        Case(anchors: [], old: "\"frame\" : 0,", new: "\"frame\" : 2.5,", at: "2.5",
             message: "frame should be a whole number, not 2.5"),
        Case(anchors: ["\"layers\"", "\"vertices\""], old: "\"x\" : 0", new: "\"x\" : 1e400", at: "1e400",
             message: "scene.layers[0].mesh.vertices[0].from.x should be a number within ±1.8e308, not 1e400"),
        // Names `layer name` and `key` refuse were imported, then saved to a file `load` refused.
        Case(anchors: ["\"layers\""], old: "\"name\" : \"layer\"", new: "\"name\" : \"a\\nb\"", at: "\"a",
             message: "scene.layers[0].name: a layer name cannot hold a line break: \"a\\nb\""),
        Case(anchors: ["\"keyframes\""], old: "\"a\" : {", new: "\"a\\tb\" : {", at: "{",
             message: "keyframes.a\\tb: a keyframe name cannot hold a tab: \"a\\tb\""),
        Case(anchors: ["\"layers\""], old: "\"name\" : \"layer\"", new: "\"name\" : \" \"", at: "\" \"",
             message: "scene.layers[0].name: a layer name cannot be only blanks: \" \""),
    ]

    @Test(arguments: cases)
    func aBadValueIsNamedAtItsLineAndColumnAndChangesNothing(_ c: Case) throws {
        let files = InMemoryFileSystem()
        var s = session(Self.lines, files: files)
        #expect(s.execute("export json good.json").isSuccess)
        var text = try #require(files.text("good.json"))
        // Edit after the anchors, then find where the error must point.
        var from = text.startIndex
        for anchor in c.anchors { from = try #require(text.range(of: anchor, range: from..<text.endIndex)).upperBound }
        let old = try #require(text.range(of: c.old, range: from..<text.endIndex), "\(c.old) not found")
        let oldOffset = text.distance(from: text.startIndex, to: old.lowerBound)
        let fromOffset = text.distance(from: text.startIndex, to: from)
        text.replaceSubrange(old, with: c.new)
        let searchFrom = text.index(text.startIndex, offsetBy: c.new.contains(c.at) ? oldOffset : fromOffset)
        let at = try #require(text.range(of: c.at, range: searchFrom..<text.endIndex)).lowerBound
        let before = text[..<at]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.distance(from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex, to: at) + 1
        try files.writeTextAtomically(text, to: "bad.json")

        let state = s.state
        let error = try #require(failure(&s, "import json bad.json"))
        #expect(error.description.hasPrefix("bad.json:\(line):\(column): error: JSON: \(c.message)"), "\(error.description)")
        #expect(s.state == state)
    }

    @Test func aCRLFFileIsLocatedByItsLines() throws {
        let files = InMemoryFileSystem()
        var s = session(Self.lines, files: files)
        _ = s.execute("export json good.json")
        let text = try #require(files.text("good.json")).replacingOccurrences(of: "\n", with: "\r\n")
            .replacingOccurrences(of: "\"loops\" : true", with: "\"loops\" : 3")
        try files.writeTextAtomically(text, to: "crlf.json")
        let line = text.components(separatedBy: "\r\n").firstIndex { $0.contains("\"loops\" : 3") }! + 1
        #expect(failure(&s, "import json crlf.json")?.description == "crlf.json:\(line):13: error: JSON: loops should be true or false, not a number")
    }

    /// Windows tools start UTF-8 with a byte-order mark; errors in such a file were all put at 1:1.
    @Test func aFileWithAByteOrderMarkIsLocatedByItsLines() throws {
        let files = InMemoryFileSystem()
        var s = session(Self.lines, files: files)
        _ = s.execute("export json good.json")
        let text = try #require(files.text("good.json")).replacingOccurrences(of: "\"loops\" : true", with: "\"loops\" : 3")
        try files.writeAtomically([0xEF, 0xBB, 0xBF] + Array(text.utf8), to: "bom.json")
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains("\"loops\" : 3") }! + 1
        #expect(failure(&s, "import json bom.json")?.description == "bom.json:\(line):13: error: JSON: loops should be true or false, not a number")
        try files.writeAtomically([0xEF, 0xBB, 0xBF] + Array(try #require(files.text("good.json")).utf8), to: "bom-good.json")
        #expect(s.execute("import json bom-good.json").isSuccess)
    }

    /// Past ``SceneDocument/misfitSearchBytes`` the bisection is not run (each probe decodes the whole
    /// file): the error says what is wrong without the place. A number past Double's range is
    /// still found by reading the text.
    @Test func aLargeFileSaysANumberDoesNotFitAndStillPlacesOnePastDoublesRange() throws {
        let files = InMemoryFileSystem()
        var s = session(["grid 90 90"], files: files)
        #expect(s.execute("export json big.json").isSuccess)
        let text = try #require(files.text("big.json"))
        #expect(text.utf8.count > SceneDocument.misfitSearchBytes)
        try files.writeTextAtomically(text.replacingOccurrences(of: "\"r\" : 24", with: "\"r\" : 300"), to: "colour.json")
        let before = s.state
        #expect(failure(&s, "import json colour.json")?.description == "colour.json:1:1: error: JSON: a number does not fit the field that reads it "
                + "(a whole number where one is needed, 0…255 for a colour channel); files over 4.0 MiB are not searched for it")
        let last = try #require(text.range(of: "\"z\" : 0", options: .backwards))
        try files.writeTextAtomically(text.replacingCharacters(in: last, with: "\"z\" : -2e999"), to: "huge.json")
        let line = text[..<last.lowerBound].filter { $0 == "\n" }.count + 1
        let error = try #require(failure(&s, "import json huge.json"))
        #expect(error.description.hasPrefix("huge.json:\(line):"))
        #expect(error.description.hasSuffix(".to.z should be a number within ±1.8e308, not -2e999"))
        #expect(s.state == before)
    }

    @Test func numbersAndPathsAreFoundOutsideStrings() {
        let text = #"{"a": "1-2 [3]", "b": [1.5e3, {"c": -2}], "d": {"e": [0, [7]]}}"#
        let locator = JSONLocator(bytes: Array(text.utf8))
        let numbers = locator.numberRanges()
        #expect(numbers.map { String(decoding: Array(text.utf8)[$0], as: UTF8.self) } == ["1.5e3", "-2", "0", "7"])
        #expect(numbers.map { JSONLocator.text(locator.path(toValueAt: $0.lowerBound)) } == ["b[0]", "b[1].c", "d.e[0]", "d.e[1][0]"])
    }

    @Test func theLocatorFollowsKeysAndIndicesAndSkipsStringsWithBrackets() {
        let text = #"{"a": "x]}", "b": [1, {"c": [true, "\"}"]}, [2]], "d\"e": {"f": null}}"#
        let locator = JSONLocator(bytes: Array(text.utf8))
        func at(_ steps: [JSONLocator.Step]) -> String {
            let found = locator.find(steps)
            return String(text.utf8.dropFirst(found.offset).prefix(6))! + " \(found.matched)"
        }
        #expect(at([.key("b"), .index(1), .key("c"), .index(1)]) == #""\"}"] 4"#)
        #expect(at([.key("b"), .index(2), .index(0)]) == "2]], \" 3")
        #expect(at([.key("d\"e"), .key("f")]) == "null}} 2")
        // A missing member stops at the object that lacks it.
        #expect(at([.key("b"), .index(1), .key("zz")]) == #"{"c":  2"#)
        #expect(JSONLocator.text([.key("scene"), .key("layers"), .index(2), .key("3")]) == "scene.layers[2].3")
    }
}

/// A file cut short is named where its text ends, with what was left open; neither JSON parser
/// gives a position for it (it was reported at 1:1 as "not valid JSON").
@Suite struct JSONEndOfFileTests {
    static func exported() throws -> (Session, InMemoryFileSystem, String) {
        let files = InMemoryFileSystem()
        var s = Session(host: SessionHost(fileSystem: files))
        #expect(s.execute("grid 2 2").isSuccess)
        #expect(s.execute("export json good.json").isSuccess)
        return (s, files, try #require(files.text("good.json")))
    }

    /// 1-based line and column just after the last character of `text` that is not blank.
    static func end(of text: String) -> (Int, Int) {
        var text = text
        while text.last?.isWhitespace == true { text.removeLast() }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.count, lines.last!.count + 1)
    }

    @Test func aSceneMissingItsLastBraceIsNamedWhereTheTextEnds() throws {
        var (s, files, text) = try Self.exported()
        let cut = String(text.dropLast(2))  // the final "}" and newline
        try files.writeTextAtomically(cut, to: "jc2.json")
        let before = s.state
        let (line, column) = Self.end(of: cut)
        #expect(s.execute("import json jc2.json").text
            == "jc2.json:\(line):\(column): error: JSON: not valid JSON: unexpected end of file: "
                + "the object opened at line 1, column 1 is not closed")
        #expect(s.state == before)
    }

    @Test func aSceneCutInsideAStringNamesTheString() throws {
        var (s, files, text) = try Self.exported()
        let quote = try #require(text.range(of: "\"meshplay-scene\""))
        let cut = String(text[..<text.index(quote.lowerBound, offsetBy: 5)])
        try files.writeTextAtomically(cut, to: "cut.json")
        let (line, column) = Self.end(of: cut)
        // The opening quote's own column: the end of the text up to it, less one.
        let throughQuote = Self.end(of: String(text[...quote.lowerBound]))
        let opened = (throughQuote.0, throughQuote.1 - 1)
        #expect(s.execute("import json cut.json").text
            == "cut.json:\(line):\(column): error: JSON: not valid JSON: unexpected end of file: "
                + "the string opened at line \(opened.0), column \(opened.1) is not closed")
    }

    @Test func aSceneCutInHalfNamesTheInnermostOpenValueAtTheEnd() throws {
        var (s, files, text) = try Self.exported()
        // Half way, trailing blanks dropped: the end is the last character still there.
        var cut = String(text.prefix(text.count / 2))
        while cut.last?.isWhitespace == true { cut.removeLast() }
        try files.writeTextAtomically(cut + "\n  ", to: "half.json")
        let (line, column) = Self.end(of: cut)
        let message = s.execute("import json half.json").text
        #expect(message.hasPrefix("half.json:\(line):\(column): error: JSON: not valid JSON: unexpected end of file: the "), "\(message)")
        #expect(message.hasSuffix(" is not closed"))
    }

    @Test func anEmptyFileSaysSo() {
        var s = Session(host: SessionHost(fileSystem: InMemoryFileSystem(textFiles: ["empty.json": "\n"])))
        #expect(s.execute("import json empty.json").text == "empty.json:1:1: error: JSON: not valid JSON: the file is empty")
    }

    @Test func aMissingCommaMidFileIsStillNamedWhereTheParserStopped() throws {
        var (s, files, text) = try Self.exported()
        let bad = text.replacingOccurrences(of: "\"format\" : \"meshplay-scene\",", with: "\"format\" : \"meshplay-scene\"")
        try files.writeTextAtomically(bad, to: "comma.json")
        let message = s.execute("import json comma.json").text
        #expect(message.hasPrefix("comma.json:"), "\(message)")
        #expect(!message.hasPrefix("comma.json:1:1:") && !message.contains("end of file"), "\(message)")
    }
}
