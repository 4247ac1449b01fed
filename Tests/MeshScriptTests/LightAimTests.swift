import MeshEngine
import Testing
@testable import MeshScript

/// Light vectors point where users expect: `toward` is the way a light shines, `from` points at
/// it, `at` aims at a point, and the older `direction` keeps meaning `from` so old files load.
@Suite struct LightAimTests {
    /// The brightness at the centre of a 200×200 white layer under the session's lighting.
    static func centreBrightness(_ lines: [String]) -> Int {
        var s = Session()
        for line in ["content solid white", "grid 16 16", "subdivision 0", "light clear"] + lines {
            #expect(s.execute(line).isSuccess, "\(line): \(s.execute(line).text)")
        }
        let r = Renderer()
        var scene = s.state.scene
        scene.background = .black
        r.render(scene, options: RenderOptions(width: 40, height: 40, supersample: 1, margin: 0))
        return Int(r.image[20, 20].r)
    }

    @Test func aSpotAboveTheLayerShiningTowardItLightsIt() {
        #expect(Self.centreBrightness(["light spot 100 100 500 toward 0 0 -1 cone 20"]) > 240)
        #expect(Self.centreBrightness(["light spot 100 100 500 at 100 100 0 cone 20"]) > 240)
        // Shining away from the layer lights nothing.
        #expect(Self.centreBrightness(["light spot 100 100 500 toward 0 0 1 cone 20"]) == 0)
    }

    @Test func theOlderDirectionWordKeepsMeaningFrom() {
        var old = Session(), new = Session()
        #expect(old.execute("light spot 10 20 300 direction 0 0.5 1 cone 30").text.contains("older spelling of from"))
        #expect(new.execute("light spot 10 20 300 toward 0 -0.5 -1 cone 30").isSuccess)
        #expect(old.state.scene.lighting == new.state.scene.lighting)
        #expect(old.execute("light add directional direction 1 2 3").isSuccess)
        #expect(new.execute("light add directional from 1 2 3").isSuccess)
        #expect(old.state.scene.lighting == new.state.scene.lighting)
    }

    @Test func lightsAreListedAndSavedWithToward() {
        var s = Session()
        #expect(s.execute("light toward 0 1 -0.5").text == "light 0: directional toward 0 1 -0.5 color #ffffff intensity 1")
        #expect(SceneWriter.script(for: s).contains("light add directional toward 0 1 -0.5 color #ffffff intensity 1"))
    }

    @Test func zeroAndDegenerateAimsAreRefusedWithTheirColumn() {
        var s = Session()
        let before = s.state
        guard case let .failure(zero) = s.execute("light toward 0 0 0") else { Issue.record("accepted"); return }
        #expect(zero.message == "0 0 0 is out of range: a light's direction must not be zero" && zero.column == 14)
        guard case let .failure(same) = s.execute("light add spot position 1 2 3 at 1 2 3") else { Issue.record("accepted"); return }
        #expect(same.message.contains("must differ from its position") && same.column == 31)
        #expect(s.state == before)
    }

    @Test func aSpotsTargetOnItsPositionIsRefusedAtTheTarget() {
        var s = Session()
        let before = s.state
        let e = failure(&s, "light spot 0 0 100 at 0 0 100")
        #expect(e?.message == "0 0 100 is out of range: the point a light shines at must differ from its position")
        #expect(e?.column == 23)
        #expect(s.state == before)
    }

    /// Properties a kind does not keep were taken and dropped (and never saved): refused, naming
    /// what the kind takes, and nothing changes.
    @Test(arguments: [
        ("light add ambient toward 0 0 1", "an ambient light has no toward: it takes color and intensity", 19),
        ("light add ambient position 1 2 3", "an ambient light has no position: it takes color and intensity", 19),
        ("light add point intensity 0.5 toward 0 0 -1",
         "a point light has no toward: it takes position, color and intensity", 31),
        ("light add point cone 20", "a point light has no cone: it takes position, color and intensity", 17),
        ("light add directional position 1 2 3",
         "a directional light has no position: it takes toward, from, direction, color and intensity", 23),
        ("light add directional at 0 0 0",
         "a directional light has no at: it takes toward, from, direction, color and intensity", 23),
    ])
    func lightAddRefusesWhatTheKindWouldDrop(line: String, message: String, column: Int) {
        var s = Session()
        let before = s.state
        let e = failure(&s, line)
        #expect(e?.message == message)
        #expect(e?.column == column)
        #expect(s.state == before)
    }

    @Test func everyPropertyAKindTakesSurvivesSaving() {
        var s = Session()
        for line in ["light clear", "light add directional toward 0 1 -0.5 color red intensity 0.5",
                     "light add ambient color blue intensity 0.25", "light add point position 1 2 3 color green intensity 2",
                     "light add spot position 0 0 300 at 100 100 0 cone 20 color white intensity 1"] {
            #expect(s.execute(line).isSuccess, "\(line)")
        }
        var again = Session()
        for line in SceneWriter.script(for: s).split(separator: "\n") { _ = again.execute(String(line)) }
        #expect(again.state.scene.lighting == s.state.scene.lighting)
    }

    @Test func helpSaysWhichWayEveryVectorPoints() throws {
        let help = CommandHelp.text(for: try #require(CommandHelp.entry("light")))
        for kind in Light.Kind.allCases { #expect(help.contains("  \(kind.rawValue) "), "\(kind)") }
        #expect(help.contains("toward X Y Z: the way the light shines"))
        #expect(help.contains("from X Y Z: pointing at the light"))
        #expect(help.contains("older spelling of from"))
    }
}
