import MeshEngine
import Testing
@testable import MeshScript

/// `light N …` edits any light by its number, as `vertex N` edits a vertex: the second light of
/// a kind is as reachable as the first, and a number the scene does not have says how many
/// lights there are.
@Suite struct LightNumberTests {
    static let twoDirectional = ["grid 2 2", "light add directional toward 0 1 -1", "light add spot"]

    @Test func theSecondDirectionalLightCanBeAimedByItsNumber() {
        var s = session(Self.twoDirectional)
        #expect(s.execute("light 1 toward 1 0 0 intensity 0.5").text == "light 1: directional toward 1 0 0 color #ffffff intensity 0.5")
        #expect(s.state.scene.lighting.lights[0].toward == Point3D(0, 0, -1))
        #expect(s.state.scene.lighting.lights[1].toward == Point3D(1, 0, 0))
        #expect(s.execute("light 1 direction 0 0 1").text
            == "light 1: directional toward 0 0 -1 color #ffffff intensity 0.5\n"
            + "(direction is the older spelling of from: it points at the light; toward gives the way it shines)")
    }

    @Test func aSpotIsMovedAndAimedAtAPointFromWhereItEndsUp() {
        var s = session(Self.twoDirectional)
        #expect(s.execute("light 2 at 0 0 0 position 0 0 100 cone 10").isSuccess)
        let spot = s.state.scene.lighting.lights[2]
        #expect(spot.position == Point3D(0, 0, 100))
        #expect(spot.toward == Point3D(0, 0, -100))
        #expect(spot.coneAngle == 10 * .pi / 180)
    }

    /// `kind K` turns a light into another kind in place, keeping what it holds; the properties
    /// after it are the new kind's; `light N kind` prints the kind, and undo turns it back.
    @Test func aLightsKindChangesInPlace() {
        var s = session(Self.twoDirectional)
        let before = s.state
        #expect(s.execute("light 1 kind spot position 0 0 400 cone 20").text
            == "light 1: spot toward 0 1 -1 position 0 0 400 cone 20 color #ffffff intensity 1")
        #expect(s.state.scene.lighting.lights.map(\.kind) == [.directional, .spot, .spot])
        #expect(s.execute("light 1 kind").text == "light 1 kind spot")
        #expect(s.execute("light 0 kind point").text == "light 0: point position 0 0 500 color #ffffff intensity 1")
        _ = s.execute("undo")
        _ = s.execute("undo")
        #expect(s.state == before)
        let given = failure(&s, "light add point kind spot")
        #expect(given?.column == 17)
        #expect(given?.message == "light add names the kind first (here point): write light add with another kind, "
            + "or light N kind K to change a light's kind")
    }

    @Test(arguments: [
        ("light 3 color red", "error: there is no light 3: there are 3 lights, 0…2 (lights lists them)", 7),
        ("light 7", "error: there is no light 7: there are 3 lights, 0…2 (lights lists them)", 7),
        ("light remove 3", "error: there is no light 3: there are 3 lights, 0…2 (lights lists them)", 14),
        ("light 0 position 1 2 3", "error: a directional light has no position: it takes toward, from, direction, color and intensity", 9),
        // Alone, the property word prints it; one the light lacks is pointed at, not the number.
        ("light 0 position", "error: a directional light has no position: it takes toward, from, direction, color and intensity", 9),
        ("light 7 position", "error: there is no light 7: there are 3 lights, 0…2 (lights lists them)", 7),
        ("light 2 at 0 0 500", "error: 0 0 500 is out of range: the point a light shines at must differ from its position", 9),
        ("light 1 ambient 0.5", "error: unknown word 'ambient': expected toward, from, direction, at, position, color, intensity, cone, coneradians or kind", 9),
        // After `kind`, the new kind's properties: an ambient light has no aim.
        ("light 0 kind ambient toward 1 0 0", "error: an ambient light has no toward: it takes color and intensity", 22),
        ("light 0 kind moon", "error: unknown word 'moon': expected ambient, directional, point or spot", 14),
        ("light -1 color red", "error: light index -1 is out of range: it cannot be negative", 7),
    ])
    func aLightThatIsNotThereOrAPropertyItDoesNotKeepIsRefused(_ line: String, _ message: String, _ column: Int) {
        var s = session(Self.twoDirectional)
        let before = s.state
        let error = failure(&s, line)
        #expect(error?.description == message)
        #expect(error?.column == column)
        #expect(s.state == before)
    }

    @Test func withNoLightsTheErrorSaysHowToMakeOne() {
        var s = session(["light clear"])
        #expect(failure(&s, "light 0 intensity 1")?.description == "error: there is no light 0: the scene has no lights (light add makes one)")
        var one = session([])
        #expect(failure(&one, "light 1 intensity 1")?.description == "error: there is no light 1: there is 1 light, 0 (lights lists them)")
    }

    @Test func aLightNumberMayBeAVariableOrARepeatsIndex() {
        let s = session(Self.twoDirectional + ["let n = 1", "light n color red", "repeat 2 k light k intensity 0.25"])
        #expect(s.state.scene.lighting.lights.map(\.intensity) == [0.25, 0.25, 1])
        #expect(s.state.scene.lighting.lights[1].color == Color(parsing: "red"))
    }

    @Test func aLightAloneOrOnePropertyPrintsWhatTypesBack() {
        var s = session(Self.twoDirectional + ["light 2 position 10 20 300 cone 15"])
        #expect(s.execute("light 1").text == "light 1 toward 0 1 -1 color #ffffff intensity 1  # directional")
        #expect(s.execute("light 2").text == "light 2 toward 0 0 -1 position 10 20 300 cone 15 color #ffffff intensity 1  # spot")
        #expect(s.execute("light 2 cone").text == "light 2 cone 15")
        #expect(s.execute("light 1 from").text == "light 1 from 0 -1 1")
        #expect(failure(&s, "light 1 cone")?.description
            == "error: a directional light has no cone: it takes toward, from, direction, color and intensity")
        let before = s.state
        for line in ["light 1", "light 2", "light 2 cone", "light 1 from", "light 2 position"] {
            let printed = s.execute(line).text
            #expect(s.execute(printed).isSuccess, "\(printed)")
            #expect(s.state.scene.lighting == before.scene.lighting, "\(printed)")
        }
    }

    @Test func editsByNumberUndoSaveLoadAndReplayFromTheJournal() throws {
        let files = InMemoryFileSystem()
        let host = SessionHost(fileSystem: files, journalPath: "j.mesh")
        var s = Session(host: host)
        s.beginJournal()
        for line in Self.twoDirectional + ["light 1 toward 1 0 0 color #336699", "light 2 position 5 5 50 at 0 0 0"] {
            #expect(s.execute(line).isSuccess, "\(line)")
        }
        let restored = try Session.restoringJournal(host: host)
        #expect(restored.failures.isEmpty)
        #expect(restored.session.state.scene.lighting == s.state.scene.lighting)

        #expect(s.execute("save lights.mesh").isSuccess)
        var loaded = session([], files: files)
        #expect(loaded.execute("load lights.mesh").isSuccess)
        #expect(loaded.state.scene.lighting == s.state.scene.lighting)

        #expect(s.execute("undo").text == "undone: light 2 position 5 5 50 at 0 0 0")
        #expect(s.state.scene.lighting.lights[2].position == Point3D(0, 0, 500))
        #expect(s.state.scene.lighting.lights[1].toward == Point3D(1, 0, 0))
    }

    @Test func tabOffersALightsPropertiesAfterItsNumber() {
        #expect(CommandHelp.completions(after: ["light", "1"]) == ["toward", "from", "at", "cone", "color", "position", "intensity", "kind"])
        #expect(CommandHelp.completions(after: ["light"]).contains("toward"))
        #expect(!CommandHelp.completions(after: ["light"]).contains("intensity"))
    }
}
