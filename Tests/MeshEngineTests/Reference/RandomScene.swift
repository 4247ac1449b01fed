import MeshEngine

/// SplitMix64 (Steele, Lea, Flood): a seeded generator, so a failing scene is reproduced
/// from the seed its test prints.
struct ReferenceRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Small random scenes that reach every part of the rasterizer: one to three layers of
/// jittered grids (every triangulation, per-face diagonals, subdivided or not), textured,
/// solid or with alpha, translucent or not, single- or double-sided, tilted in perspective
/// (some far enough that faces pass behind the camera and are clipped), under every
/// shading with white, coloured or specular light, at one to three samples per pixel.
enum RandomScene {
    static func make(_ rng: inout ReferenceRandom) -> (Scene, RenderOptions) {
        var layers: [Layer] = []
        for _ in 0..<Int.random(in: 1...3, using: &rng) { layers.append(layer(&rng)) }
        let background = color(&rng, alpha: Bool.random(using: &rng) ? 255 : UInt8.random(in: 0...255, using: &rng))
        let scene = Scene(size: Size(120, 90), layers: layers, lighting: lighting(&rng), background: background)
        let options = RenderOptions(width: Int.random(in: 12...36, using: &rng), height: Int.random(in: 10...28, using: &rng),
                                    supersample: Int.random(in: 1...3, using: &rng))
        return (scene, options)
    }

    static func layer(_ rng: inout ReferenceRandom) -> Layer {
        let rows = Int.random(in: 1...4, using: &rng), columns = Int.random(in: 1...4, using: &rng)
        var mesh = MeshTransform.identity(rows: rows, columns: columns)
        mesh.subdivisionSteps = Int.random(in: 0...1, using: &rng)
        let jitter = Double.random(in: 0...0.2, using: &rng), depth = Double.random(in: 0...0.5, using: &rng)
        mesh.mapVertices { v, _ in
            var v = v
            v.to.x += Double.random(in: -jitter...jitter, using: &rng)
            v.to.y += Double.random(in: -jitter...jitter, using: &rng)
            v.to.z = Double.random(in: -depth...depth, using: &rng)
            return v
        }
        var diagonals: [Int: Diagonal] = [:]
        for face in 0..<(rows * columns) where Int.random(in: 0..<4, using: &rng) == 0 {
            diagonals[face] = Bool.random(using: &rng) ? .d02 : .d13
        }
        let content: Content
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: content = .checkerboard(squares: Int.random(in: 2...8, using: &rng), color(&rng, alpha: 255), color(&rng, alpha: 255))
        case 1: content = .uvGradient
        case 2: content = .solid(color(&rng, alpha: 255))
        case 3: content = .solid(color(&rng, alpha: UInt8.random(in: 40...230, using: &rng)))
        default: content = .grid(lines: Int.random(in: 2...6, using: &rng), line: color(&rng, alpha: 255), background: color(&rng, alpha: 0))
        }
        return Layer(size: Size(Double.random(in: 40...110, using: &rng), Double.random(in: 30...90, using: &rng)),
                     position: Point2D(Double.random(in: 20...100, using: &rng), Double.random(in: 15...75, using: &rng)),
                     content: content, mesh: mesh, transform: transform(&rng), doubleSided: Int.random(in: 0..<3, using: &rng) > 0,
                     opacity: Bool.random(using: &rng) ? 1 : Double.random(in: 0.2...0.95, using: &rng),
                     triangulation: Triangulation.allCases.randomElement(using: &rng)!, faceDiagonals: diagonals)
    }

    /// A tilt about a random axis, with the perspective of a camera 40 to 800 points away:
    /// the near ones, tilted far, put part of the layer behind the camera.
    static func transform(_ rng: inout ReferenceRandom) -> Transform3D {
        let d = Bool.random(using: &rng) ? 800.0 : Double.random(in: 40...300, using: &rng)
        let angle = Double.random(in: -1.5...1.5, using: &rng)
        let axis = (Double.random(in: -1...1, using: &rng), Double.random(in: -1...1, using: &rng), Double.random(in: -0.3...0.3, using: &rng))
        return Transform3D.perspective(distance: d)
            .rotated(angle, axis.0, axis.1 == 0 && axis.0 == 0 ? 1 : axis.1, axis.2)
            .translated(0, 0, Double.random(in: -30...30, using: &rng))
    }

    static func lighting(_ rng: inout ReferenceRandom) -> Lighting {
        let light = Light(color: Bool.random(using: &rng) ? .white : color(&rng, alpha: 255),
                          direction: Point3D(Double.random(in: -1...1, using: &rng), Double.random(in: -1...1, using: &rng), -1))
        let shading = Shading.allCases.randomElement(using: &rng)!
        if Int.random(in: 0..<4, using: &rng) == 0 { return .unlit }
        return Lighting(lights: [light], diffuseFactor: Double.random(in: 0.2...1, using: &rng),
                        specular: Bool.random(using: &rng) ? 0 : Double.random(in: 0.1...0.8, using: &rng), shading: shading)
    }

    static func color(_ rng: inout ReferenceRandom, alpha: UInt8) -> Color {
        Color(r: .random(in: 0...255, using: &rng), g: .random(in: 0...255, using: &rng), b: .random(in: 0...255, using: &rng), a: alpha)
    }
}
