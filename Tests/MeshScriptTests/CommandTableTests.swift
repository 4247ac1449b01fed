import MeshEngine
import Testing
@testable import MeshScript

/// The command table is the one place a command word lives: parsing, help, completion and
/// "did you mean" all read it.
@Suite struct CommandTableTests {
    @Test func everyTableWordParsesThroughItsOwnRow() {
        // A bare command word either parses or complains about its arguments; it is never unknown.
        for name in CommandHelp.names {
            do {
                _ = try CommandParser.parse(name)
            } catch {
                #expect(!error.message.hasPrefix("unknown command"), "\(name): \(error.message)")
            }
        }
    }

    @Test func helpListsEveryCommandWordOnce() {
        #expect(Set(CommandHelp.names).count == CommandHelp.names.count)
        for name in CommandHelp.names {
            #expect(CommandHelp.overview.contains("\n" + name + " "), "\(name) missing from help")
        }
    }

    /// `help quit` answered "unknown command 'quit' (help lists every command)", and help named
    /// neither word, although both leave the REPL and the playground.
    @Test func helpExplainsTheWordsThatLeave() {
        var s = Session()
        for word in ["quit", "exit", "Exit"] {
            #expect(s.execute("help \(word)").text == """
                usage: quit | exit
                leave meshplay repl or the playground, as Ctrl-D on an empty line does; the playground first asks what \
                to do with unsaved changes (save as, discard or cancel); a scene file cannot quit
                """, "\(word)")
        }
        #expect(CommandHelp.overview.hasSuffix("\n\nquit or exit leaves the REPL or the playground (help quit)"))
        #expect(!s.execute("help quitt").isSuccess)
    }

    @Test func completionOffersValuesWithDigits() {
        #expect(CommandHelp.completions(after: ["triangulation"]) == ["diagonal02", "diagonal13", "shorter", "fan4", "bilinear"])
        #expect(CommandHelp.completions(after: ["transform"]).contains("m34"))
        #expect(CommandHelp.completions(after: ["diagonal", "0"]) == ["0-2", "1-3", "auto"])
    }

    /// Tab offers only the words that parse in the next place: not every word of the usage.
    @Test(arguments: [
        (["diagonal"], [String]()),
        (["layer", "doublesided"], ["on", "off"]),
        (["overlay", "wire"], ["on", "off"]),
        (["overlay"], ["wire", "diagonals", "vertices", "indices", "all", "none"]),
        (["transform"], ["rotate", "scale", "translate", "perspective", "m34", "set", "reset"]),
        (["transform", "rotate", "30"], ["deg", "rad"]),
        (["export"], ["obj", "json", "metal", "swiftui-distortion", "swift", "objc", "camesh", "caml"]),
        (["inspect"], ["face", "layer", "none"]),
        (["triangulation", "fan4"], []),
    ])
    func completionOffersWhatParsesThere(words: [String], offered: [String]) {
        #expect(CommandHelp.completions(after: words) == offered)
    }

    @Test func completionReadsTheSessionsVariables() {
        var s = Session()
        #expect(CommandHelp.completions(after: ["transform", "rotate", "amp"], variables: s.state.variables) == [])
        #expect(s.execute("let amp = 30").isSuccess)
        #expect(CommandHelp.completions(after: ["transform", "rotate", "amp"], variables: s.state.variables) == ["deg", "rad"])
    }

    @Test func completionOffersEasingNamesAfterEasing() {
        #expect(CommandHelp.completions(after: ["animate", "a", "b", "duration", "1", "easing"]) == Easing.names)
    }

    @Test func completionOffersPresetsAndCommandWords() {
        #expect(CommandHelp.completions(after: []) == CommandHelp.names)
        #expect(CommandHelp.completions(after: ["help"]) == CommandHelp.names)
        #expect(CommandHelp.completions(after: ["preset"]).contains("rippled-label"))
    }

    @Test(arguments: [("vertx", "vertex"), ("subdivison", "subdivision"), ("vert", "vertex"), ("SINN", nil as String?),
                      ("zz", nil), ("Grid", "grid")])
    func didYouMeanUsesOneRule(word: String, expected: String?) {
        #expect(CommandHelp.suggestion(for: word) == expected)
    }

    @Test func oneSuggestionRuleForEveryKindOfName() {
        // A swap of neighbours is one edit, so a short name gets it; a name two slips away does not.
        #expect(NameSuggestion.closest(to: "cso", among: ["cos", "sin"]) == "cos")
        #expect(NameSuggestion.closest(to: "sco", among: ["cos", "sin"]) == nil)
        #expect(NameSuggestion.closest(to: "jely", among: Presets.all.map(\.name)) == "jelly")
        #expect(Presets.suggestion(for: "rotate") == "rotate-45")
    }

    @Test func bareSettingWordsPrintTheCurrentValue() {
        var s = session(["zoom 2", "orbit 30 -10", "fps 24", "transform rotate 90 0 0 1", "grid 2 2", "subdivision 3"])
        #expect(s.execute("zoom").text == "zoom 2")
        #expect(s.execute("orbit").text == "orbit 30 -10 (yaw, pitch in degrees)")
        #expect(s.execute("fps").text == "fps 24")
        #expect(s.execute("viewport").text == "viewport 160 120")
        _ = s.execute("viewport 320 200")
        #expect(s.execute("viewport").text == "viewport 320 200")
        #expect(s.execute("transform").text == "transform reset\ntransform rotate 90 0 0 1\n# [0 1 0 0] [-1 0 0 0] [0 0 1 0] [0 0 0 1]")
        #expect(s.execute("subdivision").text == "subdivision 3")
        _ = s.execute("subdivision auto")
        #expect(s.execute("subdivision").text.hasPrefix("subdivision auto ("))
        #expect(s.execute("light").text == "0: directional toward 0 0 -1 color #ffffff intensity 1\n"
            + "diffuse 1, specular 0, shininess 32, shading smooth")
        // A query changes nothing, so there is nothing to undo after it.
        let state = s.state
        _ = s.execute("zoom")
        #expect(s.state == state)
    }
}

/// Tab offers file names where a command takes a file, and only there.
@Suite struct FileArgumentTests {
    @Test(arguments: [
        (["load"], true), (["save"], true), (["import", "obj"], true), (["import", "json"], true),
        (["export", "swift"], true), (["content", "image"], true), (["render"], true),
        (["import"], false), (["export"], false), (["content"], false), (["zoom"], false),
        (["import", "obj", "a.obj"], false), (["select", "layer"], false),
    ])
    func aFileIsOfferedWhereTheCommandTakesOne(_ words: [String], _ takes: Bool) {
        #expect(CommandHelp.takesFile(after: words) == takes)
    }

    /// An example is labelled as one, not as a usage line.
    @Test func helpLabelsExamplesAsExamples() throws {
        let text = CommandHelp.text(for: try #require(CommandHelp.entry("repeat")))
        #expect(text.contains("\nexample: repeat 101 vertex add 0 0"), "\(text)")
        #expect(!text.contains("usage: e.g."))
        for entry in CommandHelp.entries {
            #expect(!CommandHelp.text(for: entry).contains("usage: e.g."), "\(entry.name)")
        }
    }
}
