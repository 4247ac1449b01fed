import Testing
@testable import TerminalOutput

@Suite struct ColorDetectionTests {
    @Test(arguments: [
        ("xterm-256color", "", false, 256, ColorMode.palette256),
        ("xterm-256color", "truecolor", false, 256, .truecolor),
        ("xterm-256color", "24bit", false, 256, .truecolor),
        ("xterm-256color", "yes", false, 256, .palette256),
        ("tmux-direct", "", true, 0x1000000, .truecolor),
        ("xterm-direct", "", false, 0x1000000, .truecolor),
        ("xterm", "", false, 8, .palette16),
        ("vt100", "", false, -1, .mono),
        ("dumb", "truecolor", false, 0, .mono),
    ])
    func theTerminalDescriptionAndColortermDecideTheMode(term: String, colorTerm: String, rgb: Bool, colors: Int,
                                                         expected: ColorMode) {
        let environment = ["TERM": term, "COLORTERM": colorTerm]
        #expect(ColorMode.detect(requested: nil, environment: environment, terminfoRGB: rgb, terminfoColors: colors) == expected)
    }

    @Test func noColorWinsOverDetectionButNotOverAnExplicitRequest() {
        let environment = ["TERM": "xterm-direct", "COLORTERM": "truecolor", "NO_COLOR": "1"]
        #expect(ColorMode.detect(requested: nil, environment: environment, terminfoRGB: true, terminfoColors: 1 << 24) == .mono)
        #expect(ColorMode.detect(requested: .palette16, environment: environment, terminfoRGB: true, terminfoColors: 1 << 24) == .palette16)
        let empty = ["TERM": "xterm-256color", "NO_COLOR": ""]
        #expect(ColorMode.detect(requested: nil, environment: empty, terminfoRGB: false, terminfoColors: 256) == .palette256)
    }

    @Test func colourNamesParseAsTheColorOptionSpellsThem() {
        #expect(ColorMode(name: "truecolor") == .truecolor)
        #expect(ColorMode(name: "256") == .palette256)
        #expect(ColorMode(name: "16") == .palette16)
        #expect(ColorMode(name: "mono") == .mono)
        #expect(ColorMode(name: "purple") == nil)
        #expect(ColorMode.allCases.allSatisfy { ColorMode(name: $0.name) == $0 })
    }

    @Test func onlyUTF8LocalesGetHalfBlocks() {
        #expect(ColorMode.isUTF8(codeset: "UTF-8"))
        #expect(ColorMode.isUTF8(codeset: "utf8"))
        #expect(!ColorMode.isUTF8(codeset: "ANSI_X3.4-1968"))
        #expect(!ColorMode.isUTF8(codeset: "ISO-8859-1"))
    }
}
