@testable import MeshEngine
import Testing
@testable import MeshScript

/// `fit`, `onion`, `deformation`, and the drawn positions `vertex show` reports.
@Suite struct FramingCommandTests {
    static func session(_ lines: [String]) -> Session {
        var s = Session()
        for line in lines { #expect(s.execute(line).isSuccess, "\(line)") }
        return s
    }

    /// The columns and rows of pixels that are not the background.
    static func coverage(_ frame: RenderedFrame, background: UInt32) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        var x0 = Int.max, x1 = -1, y0 = Int.max, y1 = -1
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame.image.pixels[y * frame.width + x] != background {
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
            }
        }
        return x1 < 0 ? nil : (x0...x1, y0...y1)
    }

    @Test func fitMakesASmallMeshFillTheViewport() throws {
        var s = FramingCommandTests.session(["grid 2 2", "map to.x = 0.4 + x * 0.2", "map to.y = 0.45 + y * 0.1", "viewport 160 80"])
        let background = s.state.scene.background.packed
        let before = try #require(FramingCommandTests.coverage(s.renderedFrame(width: 160, height: 80), background: background))
        #expect(before.columns.count < 40, "unfitted, headless: the container is framed")
        #expect(s.execute("fit").isSuccess)
        let after = try #require(FramingCommandTests.coverage(s.renderedFrame(width: 160, height: 80), background: background))
        // The mesh is twice as wide as tall, so it fills the height up to the 8 % margins.
        #expect(after.rows.count >= 66 && after.rows.count <= 72, "\(after)")
        #expect(abs((after.columns.lowerBound + after.columns.upperBound) - 159) <= 2, "centred: \(after)")
        #expect(s.state.view.zoom == 1)
        #expect(s.execute("zoom 2").isSuccess)
        #expect(s.renderOptions(width: 160, height: 80).framedRect != nil, "zoom stays relative to the fit")
        #expect(s.execute("preset cube-lit").isSuccess)
        #expect(s.renderOptions(width: 160, height: 80).framedRect == nil, "a new scene forgets the fit")
    }

    /// The playground's session: it fits automatically, at a 160×120 viewport.
    static func fittingSession(_ lines: [String]) -> Session {
        var s = Session()
        s.viewSettings.autoFits = true
        s.followViewport(width: 160, height: 120)
        for line in lines { #expect(s.execute(line).isSuccess, "\(line)") }
        s.fitIfNeeded(width: 160, height: 120)
        return s
    }

    @Test func anEditThatRunsTheMeshOffTheViewportFitsAgainAndUndoPutsTheFitBack() throws {
        var s = FramingCommandTests.fittingSession(["grid 6 6"])
        let background = s.state.scene.background.packed
        let fitted = try #require(s.viewSettings.fitRect)
        s.executeAndFit("transform scale 1 2 1")
        let refit = try #require(s.viewSettings.fitRect)
        #expect(refit.size.height > fitted.size.height * 1.9, "the fit follows the layer's new height: \(refit)")
        let covered = try #require(FramingCommandTests.coverage(s.renderedFrame(width: 160, height: 120), background: background))
        #expect(covered.rows.lowerBound > 0 && covered.rows.upperBound < 119, "the whole layer is on screen: \(covered)")
        s.executeAndFit("undo")
        #expect(s.viewSettings.fitRect == fitted, "undo brings the mesh back at the size it had")
        s.executeAndFit("redo")
        #expect(s.viewSettings.fitRect == refit)
        s.executeAndFit("undo")
        #expect(s.viewSettings.fitRect == fitted)
        s.executeAndFit("zoom 2")
        #expect(s.viewSettings.fitRect == fitted && s.state.view.zoom == 2, "a view command is no edit of the scene")
        #expect(s.execute("transform scale 1 2 1").isSuccess)
        #expect(s.execute("inspect face 0").isSuccess)
        #expect(s.viewSettings.fitRect == refit, "a query right after an edit answers about the picture that shows")
    }

    @Test func anEditThatStaysOnScreenKeepsTheFitSoItShowsAsTheChangeItIs() throws {
        // A square layer in a 4:3 viewport: there is room left and right of it.
        var s = FramingCommandTests.fittingSession(["grid 6 6"])
        let fitted = try #require(s.viewSettings.fitRect)
        s.executeAndFit("transform scale 1.2 1 1")
        #expect(s.viewSettings.fitRect == fitted, "wider, into the free space")
        s.executeAndFit("transform scale 0.5 0.5 1")
        #expect(s.viewSettings.fitRect == fitted, "smaller")
    }

    @Test func aDraggedVertexKeepsTheFitAndHeadlessSessionsNeverFit() throws {
        var s = FramingCommandTests.fittingSession(["grid 2 2"])
        let fitted = try #require(s.viewSettings.fitRect)
        s.beginCoalescedEdit()
        s.executeAndFit("vertex 4 to 0.5 1.6 0")
        s.endCoalescedEdit()
        s.fitIfNeeded(width: 160, height: 120)
        #expect(s.viewSettings.fitRect == fitted, "the vertex stays under the pointer")
        var headless = FramingCommandTests.session(["grid 2 2"])
        headless.executeAndFit("transform scale 1 3 1")
        headless.fitIfNeeded(width: 160, height: 120)
        #expect(headless.viewSettings.fitRect == nil)
    }

    /// After a fit or a refit the frame on screen is drawn once, at the fit: the fit is measured
    /// without drawing, where the frame used to be drawn at the old framing to measure it first.
    @Test func aFitAndARefitDrawTheFrameOnScreenOnce() throws {
        var s = Session()
        s.viewSettings.autoFits = true
        s.followViewport(width: 160, height: 120)
        #expect(s.execute("grid 6 6").isSuccess)
        let draws = s.host.frames.draws
        s.fitIfNeeded(width: 160, height: 120)
        _ = s.renderedFrame(width: 160, height: 120)
        #expect(s.host.frames.draws == draws + 1, "the first fit")
        let fitted = try #require(s.viewSettings.fitRect)
        #expect(s.execute("transform scale 1 2 1").isSuccess)
        s.fitIfNeeded(width: 160, height: 120)
        _ = s.renderedFrame(width: 160, height: 120)
        #expect(s.host.frames.draws == draws + 2, "the refit")
        #expect(try #require(s.viewSettings.fitRect).size.height > fitted.size.height * 1.9)
        #expect(s.execute("fit").isSuccess)
        #expect(s.host.frames.draws == draws + 2, "`fit` measures without drawing")
    }

    /// The bounds measured without drawing are the drawn frame's to the bit, for every preset,
    /// orbited, zoomed and fitted, supersampled or not.
    @Test(arguments: Presets.all.map(\.name))
    func boundsMeasuredWithoutDrawingAreTheDrawnFramesBounds(preset: String) throws {
        var s = FramingCommandTests.session(["preset \(preset)"])
        let renderer = Renderer()
        for lines in [[], ["orbit 20 -35", "zoom 1.7"], ["supersample 2", "fit"]] {
            for line in lines { #expect(s.execute(line).isSuccess, "\(line)") }
            let options = s.renderOptions(width: 97, height: 61)
            renderer.render(s.frameScene, options: options)
            #expect(renderer.drawnBounds(of: s.frameScene, options: options) == renderer.frame.drawnBounds, "\(lines)")
        }
    }

    @Test func headlessRendersDoNotFit() {
        let s = Session()
        #expect(s.renderOptions(width: 100, height: 100).framedRect == nil)
        #expect(!s.viewSettings.autoFits)
    }

    @Test func onionSkinDrawsOtherFramesOnlyWhilePaused() {
        var s = FramingCommandTests.session(["grid 3 3", "map to.z = 0.2 * sin(u * 6 + t * 4)", "transform rotate 50 1 0 0", "frame 10"])
        let plain = s.renderedFrame(width: 120, height: 90).image
        #expect(s.execute("onion 2").text == "onion skin: 2 frames before and after, drawn while paused")
        let ghosts = s.renderedFrame(width: 120, height: 90).image
        #expect(ghosts != plain)
        #expect(ghosts.pixels.contains { pixel in
            // Some pixel leans towards the magenta of earlier frames.
            let r = Int(pixel & 0xFF), g = Int(pixel >> 8 & 0xFF), b = Int(pixel >> 16 & 0xFF)
            return b > g + 40 && r > g + 40
        })
        _ = s.execute("play")
        #expect(s.renderedFrame(width: 120, height: 90).image == plain, "no ghosts while playing")
        _ = s.execute("pause")
        _ = s.execute("onion off")
        #expect(s.renderedFrame(width: 120, height: 90).image == plain)
    }

    @Test func onionSkinOfAStillSceneLeavesThePictureAndItsOverlaysUncovered() {
        var s = FramingCommandTests.session(["grid 6 6", "transform rotate 30 1 0 0", "overlay diagonals on", "inspect face 14", "pause"])
        let plain = s.renderedFrame(width: 160, height: 120).image
        _ = s.execute("onion 2")
        #expect(s.renderedFrame(width: 160, height: 120).image == plain, "frames identical to the current one are not drawn over it")
    }

    @Test func deformationColoursByDistanceFromIdentity() throws {
        var s = FramingCommandTests.session(["grid 2 2", "vertex 4 to.z 0.3", "deformation on"])
        let frame = s.renderedFrame(width: 120, height: 120)
        let centre = try #require(frame.projectedVertex(layer: 0, index: 4))
        let corner = try #require(frame.projectedVertex(layer: 0, index: 0))
        func pixel(_ p: Point2D) -> UInt32 {
            frame.image.pixels[Int(p.y.rounded(.down)) * frame.width + Int(p.x.rounded(.down))]
        }
        #expect(pixel(centre) == Renderer.deformationColor(1).packed, "the most deformed vertex is red")
        #expect(pixel(corner) == Renderer.deformationColor(0).packed, "an identity vertex is blue")
        #expect(s.execute("deformation off").text == "deformation off")
    }

    @Test func vertexShowGivesTheDrawnPositionWhenAnimated() {
        var s = FramingCommandTests.session(["grid 1 1", "map to.z = 0.5 * t", "time 1"])
        #expect(s.execute("vertex show 0").text == "vertex 0: from (0, 0) to (0, 0, 0); drawn at (0, 0, 0.5) this frame")
        #expect(s.execute("vertices").text.hasPrefix("0: from (0, 0) to (0, 0, 0); drawn at (0, 0, 0.5) this frame"))
        var still = FramingCommandTests.session(["grid 1 1"])
        #expect(still.execute("vertex show 3").text == "vertex 3: from (1, 1) to (1, 1, 0)")
    }
}

extension Session {
    /// Runs a line and fits as the playground does before its next frame.
    mutating func executeAndFit(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let result = execute(line)
        #expect(result.isSuccess, "\(line)", sourceLocation: sourceLocation)
        fitIfNeeded(width: 160, height: 120)
    }
}
