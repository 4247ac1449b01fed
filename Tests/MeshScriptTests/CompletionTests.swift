import Testing
@testable import MeshScript

/// Tab's words as the command line reads them: names with blanks in quotes, layer names where a
/// command takes a layer, and the words before the one being completed split as the tokenizer
/// splits them.
@Suite struct CompletionTests {
    @Test func typedWordsSplitAtBlanksOutsideQuotes() {
        #expect(TypedWords.split("layer select \"My Layer\" ki") == (["layer", "select", "\"My Layer\"", "ki"], true))
        #expect(TypedWords.split("layer select ") == (["layer", "select"], false))
        #expect(TypedWords.split("layer select \"My ") == (["layer", "select", "\"My "], true), "an open quote holds its blank")
        #expect(TypedWords.split("load \"a \\\" b\" x") == (["load", "\"a \\\" b\"", "x"], true))
        #expect(TypedWords.split("") == ([], false))
    }

    @Test func aTypedWordStandsForTheTextInsideItsQuotes() {
        #expect(TypedWords.text(of: "\"My Layer\"") == "My Layer")
        #expect(TypedWords.text(of: "\"My La") == "My La")
        #expect(TypedWords.text(of: "\"say \\\"hi\\\"\"") == "say \"hi\"")
        #expect(TypedWords.text(of: "plain") == "plain")
        #expect(TypedWords.typed("My Layer") == "\"My Layer\"" && TypedWords.typed("plain") == "plain")
        #expect(TypedWords.typed("my dir/", open: true) == "\"my dir/")
        for name in ["My Layer", "say \"hi\"", "a#b", "tab\there", "back\\slash x"] {
            #expect(TypedWords.text(of: TypedWords.typed(name)) == name)
            #expect(TypedWords.split("layer select " + TypedWords.typed(name)).words.count == 3)
        }
    }

    @Test func aLayerIsTakenWhereTheParserReadsOne() {
        #expect(CommandHelp.takesLayer(after: ["layer", "select"]))
        #expect(CommandHelp.takesLayer(after: ["layer", "remove"]))
        #expect(CommandHelp.takesLayer(after: ["layer", "parent"]))
        #expect(CommandHelp.takesLayer(after: ["layer", "add", "x", "parent"]))
        #expect(CommandHelp.takesLayer(after: ["inspect", "layer"]))
        #expect(!CommandHelp.takesLayer(after: ["layer", "add"]), "a new layer's name is not an existing one")
        #expect(!CommandHelp.takesLayer(after: ["layer", "name"]))
        #expect(!CommandHelp.takesLayer(after: ["layer"]))
        // Keywords are not offered where they would be read as a layer's name; `none` still is.
        #expect(CommandHelp.completions(after: ["layer", "select"]) == [])
        #expect(CommandHelp.completions(after: ["layer", "parent"]) == ["none"])
    }

    @Test func layerNamesAreOfferedAsTheLineMustSpellThem() {
        var s = Session()
        for line in ["layer name base", "layer add \"My Layer\"", "layer add \"say \\\"hi\\\"\"", "layer add 7"] {
            #expect(s.execute(line).isSuccess, "\(line)")
        }
        #expect(s.state.completions(after: ["layer", "select"]) == ["base", "\"My Layer\"", "\"say \\\"hi\\\"\"", "\"7\""],
                "a name that reads as a number goes in quotes")
        #expect(s.state.completions(after: ["layer", "parent"]) == ["none", "base", "\"My Layer\"", "\"say \\\"hi\\\"\"", "\"7\""])
        #expect(!s.state.completions(after: ["layer", "add"]).contains("base"), "no existing name for a new layer")
        // What Tab puts on the line selects that layer.
        #expect(s.execute("layer select \"My Layer\"").isSuccess)
        #expect(s.selectedLayer?.name == "My Layer")
        // A quoted number is the name; a bare one the index.
        #expect(s.execute("layer select \"7\"").isSuccess)
        #expect(s.selectedLayer?.name == "7")
        #expect(failure(&s, "layer select 7")?.description.contains("no layer 7") == true)
    }

    @Test func keyframeNamesAreOfferedWhereAnExistingOneIsRead() {
        var s = session(["grid 1 1", "key flat", "vertex 0 to 0.1 0.1 0", "key bent"])
        #expect(CommandHelp.takesKeyframe(after: ["key", "remove"]))
        #expect(CommandHelp.takesKeyframe(after: ["animate", "flat"]))
        #expect(!CommandHelp.takesKeyframe(after: ["key"]), "a new keyframe's name is not an existing one")
        #expect(!CommandHelp.takesKeyframe(after: ["animate", "flat", "bent", "duration"]))
        #expect(s.state.completions(after: ["key", "remove"]) == ["bent", "flat"])
        #expect(s.state.completions(after: ["animate"]) == ["clear", "list", "bent", "flat"])
        #expect(s.state.completions(after: ["animate", "flat"]).suffix(2) == ["bent", "flat"])
        #expect(!s.state.completions(after: ["key"]).contains("flat"))
        // What Tab puts on the line animates between them.
        #expect(s.execute("animate flat bent duration 1").isSuccess)
    }
}
