import MeshEngine
import Testing
@testable import MeshScript

/// A command that sets one value, given none, prints that value in the words it takes, so what
/// it prints can be typed back; the command table marks these words and `help` says so.
@Suite struct BareSettingTests {
    @Test(arguments: [
        ("depth", ["depth max"], "depth max"),
        ("triangulation", ["triangulation fan4"], "triangulation fan4"),
        ("shading", ["shading flat"], "shading flat"),
        ("content", ["content solid #ff8800"], "content solid #ff8800"),
        ("background", ["background #102030"], "background #102030"),
        ("scene", ["scene size 320 240"], "scene size 320 240"),
        ("sublayer", [], "sublayer reset\n# identity"),
        ("transform", ["transform perspective 500"], "transform reset\ntransform perspective 500\n# [1 0 0 0] [0 1 0 0] [0 0 1 -0.002] [0 0 0 1]"),
        ("subdivision", ["subdivision 2 limit"], "subdivision 2 limit"),
        ("subdivision", ["subdivision 1"], "subdivision 1"),
        ("select", ["select face 2"], "select face 2"),
        ("overlays", ["overlays wire indices"], "overlays wire indices"),
        ("overlay", [], "overlays off"),
        ("supersample", ["supersample 3"], "supersample 3 (3×3 samples per pixel)"),
        ("onion", ["onion 2"], "onion 2 (frames before and after, drawn while paused)"),
        ("onion", [], "onion off"),
        ("deformation", ["deformation on"], "deformation on"),
        ("frame", ["frame 45"], "frame 45 (1.5 s)"),
        ("time", ["time 0.5"], "time 0.5 (frame 15)"),
        ("loop", ["loop off"], "loop off"),
        ("loop", [], "loop on"),
    ])
    func aBareSettingPrintsItsValue(_ word: String, _ setup: [String], _ expected: String) {
        var s = session(["grid 2 2"] + setup)
        let before = s.state
        #expect(s.execute(word).text == expected)
        #expect(s.state == before)
    }

    @Test func whatABareSettingPrintsReadsBackAsTheSameSetting() {
        var s = session(["grid 2 2", "depth width", "triangulation diagonal13", "shading unlit", "background #abcdef",
                         "loop off", "overlays diagonals vertices", "deformation on", "select vertex 3"])
        for word in ["depth", "triangulation", "shading", "background", "loop", "overlays", "deformation", "select"] {
            let printed = s.execute(word).text
            let before = s.state
            #expect(s.execute(printed).isSuccess, "\(printed)")
            #expect(s.state == before, "\(printed)")
        }
    }

    /// A transform prints as the commands that set it and its rows as a comment, so pasting
    /// the whole block back sets the same transform; subdivision prints its own command.
    @Test func transformsAndSubdivisionPrintWhatTypesBack() {
        var s = session(["grid 2 2", "transform rotate -45 1 0 0", "transform m34 -1/800", "sublayer scale 2 2",
                         "subdivision auto limit"])
        let transform = s.execute("transform").text, sublayer = s.execute("sublayer").text
        let subdivision = s.execute("subdivision").text
        #expect(subdivision.hasPrefix("subdivision auto limit ("), "\(subdivision)")
        var copy = session(["grid 2 2"])
        for line in (transform + "\n" + sublayer).split(separator: "\n").map(String.init) + ["subdivision auto limit"] {
            #expect(copy.execute(line).isSuccess, "\(line)")
        }
        #expect(copy.state.scene == s.state.scene)
    }

    @Test func everySettingWordIsMarkedInTheTableAndHelpSaysItPrints() {
        let marked = Set(CommandHelp.entries.filter { $0.query != nil }.map(\.name))
        for name in ["zoom", "orbit", "fps", "transform", "sublayer", "subdivision", "depth", "triangulation", "light", "shading",
                     "content", "background", "scene", "select", "viewport", "overlays", "overlay", "supersample", "cells",
                     "graphics", "onion", "deformation", "frame", "time", "loop"] {
            #expect(marked.contains(name), "\(name)")
        }
        for entry in CommandHelp.entries where entry.query != nil {
            #expect(CommandHelp.text(for: entry).hasSuffix("\n\(entry.name) alone prints the current value"), "\(entry.name)")
        }
        #expect(CommandHelp.overview.contains("a setting's word alone prints its value"))
    }
}
