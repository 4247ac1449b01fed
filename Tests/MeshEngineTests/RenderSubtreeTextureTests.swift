import Testing
@testable import MeshEngine

/// A layer with a mesh bends everything in it (the Mesh Transforms article: "The contents of
/// layer and all its sublayers get rasterized into a single texture that later gets applied
/// to the vertex mesh"): its subtree is drawn as one texture, kept while unchanged, and
/// `pick` goes through the mesh into the sublayer drawn there.
@Suite struct RenderSubtreeTextureTests {
    /// Issue 36's reproduction: `preset wavy-label`, `layer add child parent 0`, a 60×60 red
    /// square at (300, 70) in the label's points.
    static func wavyWithSquare() throws -> Scene {
        var scene = try #require(Presets.named("wavy-label")).scene
        scene.layers.append(Layer(name: "child", size: Size(60, 60), position: Point2D(300, 70), content: .solid(Color(r: 255, g: 0, b: 0)),
                                  parent: 0))
        return scene
    }

    static func isRed(_ c: Color) -> Bool { c.r > 200 && c.g < 80 && c.b < 80 }

    /// The first red row of every column that shows red.
    static func redTops(_ image: Image) -> [Int: Int] {
        var tops: [Int: Int] = [:]
        for x in 0..<image.width {
            for y in 0..<image.height where isRed(image[x, y]) {
                tops[x] = y
                break
            }
        }
        return tops
    }

    @Test func theRedSquareInTheWavyLabelFollowsTheWave() throws {
        let scene = try Self.wavyWithSquare()
        let r = Renderer()
        r.render(scene, options: RenderOptions(width: 800, height: 400, supersample: 1))
        let tops = Self.redTops(r.image)
        #expect(tops.count > 60, "the square is drawn: \(tops.count) columns")
        // The wave moves the top edge by about 20 pixels over the square's width; an unbent
        // square's top edge is one straight row.
        let rows = tops.values
        #expect(rows.max()! - rows.min()! > 10, "top edge rows \(rows.min()!)…\(rows.max()!)")
        // And it is curved, not a straight slanted line either: some column's top lies well
        // off the line through the edge's two ends (two columns in, past the anti-aliased corners).
        let columns = tops.keys.sorted()
        let a = columns[2], b = columns[columns.count - 3]
        let ya = Double(tops[a]!), yb = Double(tops[b]!)
        let off = columns[2...(columns.count - 3)].map { x in abs(Double(tops[x]!) - (ya + (yb - ya) * Double(x - a) / Double(b - a))) }
        #expect(off.max()! > 4, "top edge \(columns.map { tops[$0]! })")
    }

    @Test func theSquareIsCutAtTheLabelsBentEdge() throws {
        // Moved so it reaches past the label's right edge (label points 320…380 of 360): the
        // texture covers the label's bounds, so only the square's left two thirds are drawn,
        // and every red pixel hits the square through the label's mesh.
        var scene = try Self.wavyWithSquare()
        scene.layers[1].position = Point2D(350, 70)
        let r = Renderer()
        r.render(scene, options: RenderOptions(width: 400, height: 200, supersample: 1))
        var red = 0, widest = 0.0
        for y in 0..<200 {
            for x in 0..<400 where Self.isRed(r.image[x, y]) {
                red += 1
                let hit = try #require(r.hitTest(x: x, y: y), "(\(x), \(y))")
                #expect(hit.layer == 1 && hit.from.x < 0.7, "(\(x), \(y)): \(hit)")
                widest = max(widest, hit.from.x)
            }
        }
        #expect(red > 100 && widest > 0.6, "\(red) red pixels, up to from.x \(widest)")
    }

    @Test func pickGoesThroughTheMeshIntoTheSublayerPointTheMeshDrawsThere() throws {
        // Each red pixel answers the square, at the point of the square that lies, in the
        // label's plane, at the label point the same pixel shows without the square.
        let scene = try Self.wavyWithSquare()
        var bare = scene
        bare.layers.removeLast()
        let r = Renderer(), plain = Renderer()
        let options = RenderOptions(width: 800, height: 400, supersample: 1)
        r.render(scene, options: options)
        plain.render(bare, options: options)
        var checked = 0
        for y in stride(from: 0, to: 400, by: 3) {
            for x in stride(from: 0, to: 800, by: 3) where Self.isRed(r.image[x, y]) {
                let hit = try #require(r.hitTest(x: x, y: y))
                let label = try #require(plain.hitTest(x: x, y: y))
                #expect(hit.layer == 1 && label.layer == 0, "(\(x), \(y)): \(hit)")
                let u = (label.from.x * 360 - 270) / 60, v = (label.from.y * 140 - 40) / 60
                #expect(abs(hit.from.x - u) < 0.03 && abs(hit.from.y - v) < 0.03, "(\(x), \(y)): \(hit.from) for (\(u), \(v))")
                checked += 1
            }
        }
        #expect(checked > 100)
        // Where the label's own content shows, the label answers.
        #expect(r.hitTest(x: 200, y: 200)?.layer == 0)
    }

    /// The rippled, lit, tilted label with a label sublayer on a red background in its middle.
    static func rippledWithLabel(time: Double = 0) throws -> Scene {
        var scene = try #require(Presets.named("rippled-label")).scene(at: time)
        scene.layers.append(Layer(name: "caption", size: Size(140, 60), position: Point2D(130, 130),
                                  content: .label(text: "ripple", foreground: .white, background: Color(r: 255, g: 0, b: 0)),
                                  parent: 0))
        return scene
    }

    @Test func aLabelSublayerOfARippledLayerRipplesWithIt() throws {
        let r = Renderer()
        r.render(try Self.rippledWithLabel(), options: RenderOptions(width: 400, height: 320, supersample: 1))
        // The caption's red, shaded by the ripple's rings: a flat sublayer under one
        // directional light would be one level of red.
        var levels = Set<UInt8>()
        var captionPixels = 0
        for y in 0..<320 {
            for x in 0..<400 {
                let c = r.image[x, y]
                guard Int(c.r) > Int(c.g) + 60 && Int(c.r) > Int(c.b) + 60 else { continue }
                levels.insert(c.r)
                captionPixels += 1
                if captionPixels % 97 == 0 { #expect(r.hitTest(x: x, y: y)?.layer == 1, "(\(x), \(y))") }
            }
        }
        #expect(captionPixels > 1000)
        #expect(levels.count > 20 && levels.max()! - levels.min()! > 60, "red levels \(levels.sorted())")
    }

    @Test func anAnimatedMeshOverStillSublayersKeepsItsTexture() throws {
        let r = Renderer()
        let options = RenderOptions(width: 400, height: 320, supersample: 1)
        r.render(try Self.rippledWithLabel(time: 0), options: options)
        let first = try #require(r.subtreeTextures[0]?.texture)
        r.render(try Self.rippledWithLabel(time: 0.5), options: options)
        #expect(r.subtreeTextures[0]?.texture === first, "the ripple moved, the subtree did not: not drawn again")
        var changed = try Self.rippledWithLabel(time: 0.5)
        changed.layers[1].position.x += 10
        r.render(changed, options: options)
        #expect(r.subtreeTextures[0]?.texture !== first, "a sublayer moved: drawn again")
        let opaque = try #require(r.subtreeTextureSize(ofLayer: 0))
        #expect(opaque.width == opaque.height, "a square layer's texture is square: \(opaque)")
    }

    @Test func theTextureIsNeverCoarserThanTheSamplesOnScreen() throws {
        let scene = try Self.wavyWithSquare()
        let r = Renderer()
        for (width, height, supersample) in [(160, 80, 1), (400, 200, 2), (800, 400, 2)] {
            r.render(scene, options: RenderOptions(width: width, height: height, supersample: supersample))
            let entry = try #require(r.subtreeTextures[0])
            // The label's widest stretch of the wave on screen, in samples per point, from its
            // drawn control points.
            let mesh = try #require(scene.layers[0].mesh)
            let points = mesh.vertices.map { v in
                r.project(v.to, inLayer: 0, of: scene).map { SIMD2($0.x, $0.y) } ?? SIMD2(.nan, .nan)
            }
            let wanted = try #require(Renderer.magnification(of: mesh, size: scene.layers[0].size, points: points)) * Double(supersample)
            #expect(entry.texelsPerPoint >= wanted && entry.texelsPerPoint < 2.0.squareRoot() * wanted + 1e-9,
                    "\(width)×\(height)×\(supersample): \(entry.texelsPerPoint) texels per point for \(wanted) samples")
            let size = try #require(r.subtreeTextureSize(ofLayer: 0))
            #expect(size.width == Int((360 * entry.texelsPerPoint).rounded(.up)), "\(size)")
        }
    }

    @Test func aMeshedLayerWithoutSublayersAndItsNeighboursAreDrawnDirectly() throws {
        var scene = try Self.wavyWithSquare()
        #expect(scene.drawsSubtreeAsTexture(0) && !scene.drawsSubtreeAsTexture(1))
        #expect(scene.textureRoot(of: 1) == 0 && scene.textureRoot(of: 0) == nil)
        scene.layers[1].parent = nil
        #expect(!scene.drawsSubtreeAsTexture(0) && scene.textureRoot(of: 1) == nil)
        scene.layers[0].mesh = nil
        scene.layers[1].parent = 0
        #expect(!scene.drawsSubtreeAsTexture(0), "no mesh: the sublayers are drawn on their own, as before")
        scene.layers[0].mesh = .wavy()
        scene.layers[0].kind = .transform
        #expect(!scene.drawsSubtreeAsTexture(0), "a transform layer draws nothing of its own")
    }
}
