import MeshEngine
import MeshScript
import Testing
@testable import meshplay

/// Mouse drags and clicks through the playground's model, without a terminal.
@Suite struct VertexDragTests {
    /// A model showing a flat 2×2 grid in a 100×80-pixel viewport, and where vertex 4 is drawn.
    static func gridModel() throws -> (model: PlaygroundModel, x: Int, y: Int) {
        let model = PlaygroundModel(session: Session())
        model.execute("grid 2 2")
        model.followViewport(width: 100, height: 80)
        _ = model.render(width: 100, height: 80)
        let scene = model.session.frameScene
        let vertex = try #require(scene.layers[0].mesh?.vertices[4].to)
        let p = try #require(model.onScreen.project(vertex, inLayer: 0))
        return (model, Int(p.x.rounded(.down)), Int(p.y.rounded(.down)))
    }

    @Test func aDragIsOneUndoStepAndFollowsThePointerLive() throws {
        let (model, x, y) = try VertexDragTests.gridModel()
        let before = model.session.state
        let drag = try #require(VertexDrag(model: model, x: x, y: y))
        #expect(drag.vertex == 4)
        model.beginGesture()
        for line in drag.selectCommands(selectedLayer: model.session.state.selectedLayer) { model.execute(line) }
        var last = Point3D(0, 0, 0)
        for step in 1...5 {
            #expect(model.execute(drag.command(x: x + 2 * step, y: y)).isSuccess)
            let to = try #require(model.session.selectedLayer?.mesh?.vertices[4].to)
            #expect(to.x > last.x, "the vertex moves with every motion event")
            last = to
        }
        #expect(model.endGesture() == nil)
        model.execute("undo")
        #expect(model.session.state == before)
    }

    @Test func thePointerMovesTheVertexBackToWhereItStarted() throws {
        let (model, x, y) = try VertexDragTests.gridModel()
        let drag = try #require(VertexDrag(model: model, x: x, y: y))
        let start = try #require(model.session.selectedLayer?.mesh?.vertices[4].to)
        model.execute(drag.command(x: x + 7, y: y - 5))
        model.execute(drag.command(x: x, y: y))
        let to = try #require(model.session.selectedLayer?.mesh?.vertices[4].to)
        #expect(abs(to.x - start.x) < 1e-4 && abs(to.y - start.y) < 1e-4 && to.z == start.z)
    }

    @Test func aDragOnTheAnimatedOpeningSceneMovesTheFrameOnScreenAndSaysSo() throws {
        let model = PlaygroundModel(session: Session())
        model.execute("preset rippled-label")
        model.execute("frame 12")
        model.execute("pause")
        model.followViewport(width: 120, height: 90)
        let before = model.render(width: 120, height: 90)
        let vertex = try #require(model.session.frameScene.layers[0].mesh?.vertices[1300].to)
        let p = try #require(model.onScreen.project(vertex, inLayer: 0))
        let drag = try #require(VertexDrag(model: model, x: Int(p.x.rounded(.down)), y: Int(p.y.rounded(.down))))
        model.beginGesture()
        for line in drag.selectCommands(selectedLayer: 0) { model.execute(line) }
        let moved = model.execute(drag.command(x: Int(p.x) + 10, y: Int(p.y) - 8))
        #expect(moved.text.contains("\nstopped the animation 'rippled-label' that drove this layer and kept the frame on screen"))
        #expect(model.execute(drag.command(x: Int(p.x) + 12, y: Int(p.y) - 9)).text.contains("stopped") == false)
        #expect(model.endGesture() == nil)
        #expect(model.render(width: 120, height: 90) != before)
        model.execute("undo")
        #expect(model.session.state.drivingPreset == "rippled-label")
    }

    @Test func aClickLogsNoMoveEvenWhenTheVertexChangesUnderIt() throws {
        let (model, x, y) = try VertexDragTests.gridModel()
        var drag = try #require(VertexDrag(model: model, x: x, y: y))
        // What a playing animation does to the vertex between press and release.
        model.execute("vertex 4 to 0.6 0.6 0")
        #expect(drag.releaseLine(in: model.session) == nil, "a click moved nothing")
        model.execute(drag.move(x: x + 5, y: y))
        #expect(drag.releaseLine(in: model.session)?.hasPrefix("vertex 4 to (") == true)
    }

    @Test func nothingIsGrabbedFarFromEveryVertex() throws {
        let (model, x, y) = try VertexDragTests.gridModel()
        #expect(VertexDrag(model: model, x: x + 12, y: y + 9) == nil)
    }

    @Test func aTypedPickAnswersForThePixelTheViewportShows() throws {
        let (model, x, y) = try VertexDragTests.gridModel()
        // Just inside face 3 (bottom right of the centre vertex) in the rendered frame.
        let hit = try #require(model.onScreen.hitTest(x: x + 4, y: y + 4))
        #expect(hit.face == 3)
        let answer = model.execute("pick \(x + 4) \(y + 4)").text
        #expect(answer.hasPrefix("layer 0 (layer), face 3, triangle \(hit.triangle), from \(hit.from)"))
        #expect(model.execute("pick 99 79").text.contains("the viewport is 100×80"))
    }
}
