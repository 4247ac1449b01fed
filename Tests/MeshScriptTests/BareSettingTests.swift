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

    /// `layer` alone prints every setting of the selected layer, which layer first, each as
    /// the line that sets it; typed back into another session they make the same layer.
    @Test func layerAlonePrintsTheSelectedLayersSettings() {
        var s = session(["grid 2 2", "layer add b parent 0", "layer size 120 80", "layer opacity 0.5", "layer doublesided off",
                         "layer sublayer m34 -1/500"])
        let before = s.state
        let printed = s.execute("layer").text
        #expect(s.state == before)
        #expect(printed == """
            layer select 1  # b
            layer name b
            layer kind layer
            layer size 120 80
            layer position 100 100
            layer anchor 0.5 0.5
            layer opacity 0.5
            layer doublesided off
            layer zposition 0
            layer reflectance 1
            layer interaction on
            layer parent 0  # layer
            layer sublayer reset
            layer sublayer perspective 500
            # [1 0 0 0] [0 1 0 0] [0 0 1 -0.002] [0 0 0 1]
            """)
        var copy = session(["grid 2 2", "layer add b parent 0"])
        for line in printed.split(separator: "\n") where !line.hasPrefix("#") {
            #expect(copy.execute(String(line)).isSuccess, "\(line)")
        }
        #expect(copy.state.scene.layers == s.state.scene.layers)
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

    @Test(arguments: [
        ("layer opacity", ["layer opacity 0.5"], "layer opacity 0.5"),
        ("layer size", ["layer size 300 120"], "layer size 300 120"),
        ("layer position", ["layer position 10 20"], "layer position 10 20"),
        ("layer anchor", ["layer anchor 0 1"], "layer anchor 0 1"),
        ("layer doublesided", ["layer doublesided off"], "layer doublesided off"),
        ("layer zposition", ["layer zposition -3"], "layer zposition -3"),
        ("layer reflectance", ["layer reflectance 0.75"], "layer reflectance 0.75"),
        ("layer interaction", ["layer interaction off"], "layer interaction off"),
        ("layer name", ["layer name \"front face\""], "layer name \"front face\""),
        ("layer kind", ["layer kind transform"], "layer kind transform"),
        ("layer parent", ["layer add outer", "layer add inner parent outer"], "layer parent 1  # outer"),
        ("layer parent", [], "layer parent none"),
        ("layer select", ["layer add side"], "layer select 1  # side"),
        ("layer sublayer", ["layer sublayer perspective 500"], "layer sublayer reset\nlayer sublayer perspective 500\n# [1 0 0 0] [0 1 0 0] [0 0 1 -0.002] [0 0 0 1]"),
        ("scene size", ["scene size 320 240"], "scene size 320 240"),
        ("overlay wire", ["overlay wire on"], "overlay wire on"),
        ("overlay indices", [], "overlay indices off"),
        ("light toward", ["light toward 0 1 -1"], "light toward 0 1 -1  # light 0, the first directional light"),
        ("light from", ["light toward 0 1 -1"], "light from 0 -1 1  # light 0, the first directional light"),
        ("light ambient", ["light ambient 0.3"], "light ambient 0.3  # light 1, the first ambient light"),
        ("light ambient", [], "# no ambient light: light ambient … adds one"),
        ("light point", ["light point 1 2 3"], "light point 1 2 3  # light 1, the first point light"),
        ("light spot", ["light spot 1 2 300 toward 0 0 -1 cone 20"], "light spot 1 2 300 toward 0 0 -1 cone 20  # light 1, the first spot light"),
        ("light diffuse", ["light diffuse 0.4"], "light diffuse 0.4"),
        ("light specular", ["light specular 0.5 shininess 8"], "light specular 0.5 shininess 8"),
        ("light color", ["light color #102030"], "light color #102030  # light 0"),
        ("light color", ["light clear"], "# no lights: light color colours the first one (light add makes one)"),
    ])
    func aSettingsWordAlonePrintsItsValueInsteadOfAskingForIt(_ line: String, _ setup: [String], _ expected: String) {
        var s = session(["grid 2 2"] + setup)
        let before = s.state
        #expect(s.execute(line).text == expected)
        #expect(s.state == before)
    }

    /// Every word the table marks as a setting, on a scene where each has a value, prints a
    /// line that, typed back, leaves everything as it was: a value shown is a value set.
    @Test func everySettingsWordPrintsWhatReadsBackAsTheSameSetting() {
        var s = session(["grid 2 2", "layer add outer", "layer add inner parent outer", "layer opacity 0.25",
                         "light add ambient intensity 0.3", "light add point position 1 2 3", "light add spot cone 12.5"])
        let before = s.state
        for entry in CommandHelp.entries {
            for word in entry.settings.keys.sorted() {
                let printed = s.execute("\(entry.name) \(word)")
                #expect(printed.isSuccess, "\(entry.name) \(word): \(printed.text)")
                #expect(s.execute(printed.text).isSuccess, "\(printed.text)")
                #expect(s.state == before, "\(printed.text)")
            }
        }
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
        for entry in CommandHelp.entries where !entry.settings.isEmpty {
            let line = "\n\(entry.name) \(entry.settings.keys.sorted().joined(separator: "|")) alone prints its current value"
            #expect(CommandHelp.text(for: entry).contains(line), "\(entry.name)")
            // Each is a word of the command's usage, so Tab offers it; but `direction`, the older
            // spelling of `from`, which old files keep and help mentions but Tab does not offer.
            for word in entry.settings.keys where word != "direction" {
                #expect(entry.words.contains(word), "\(entry.name) \(word)")
            }
        }
        #expect(CommandHelp.text(for: CommandHelp.entry("layer")!).hasSuffix(
            "\nlayer anchor|doublesided|interaction|kind|name|opacity|parent|position|reflectance|select|size|sublayer|zposition alone prints its current value"
            + "\nlayer alone prints the current value"))
    }
}
