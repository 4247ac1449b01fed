import Foundation

extension Presets {
    /// The BCMeshTransformView demo app's meshes (curtain, zoom, jelly), the two generators it
    /// defines but never shows (ellipse, ripple), and the wave of Kevin Doughty's fork.
    static let demos: [Preset] = [curtain, curtainIdle, zoom, jelly, ellipse, ripple, wave]

    /// Demo views are the size of a phone screen in points.
    static let demoSize = Size(320, 320)

    static let demoGrid = Content.grid(lines: 16, line: Color(r: 30, g: 40, b: 70), background: Color(r: 236, g: 232, b: 220))
    static let demoChecker = Content.checkerboard(squares: 10, Color(r: 236, g: 232, b: 220), Color(r: 50, g: 60, b: 90))

    /// The curtain demo pulled from the right edge and let go, over and over. Time 0 is fully
    /// pulled (the finger at 30% of the width); halfway through the loop it is back at idle.
    static let curtain = Preset(
        name: "curtain",
        title: "Curtain",
        summary: "20×50 mesh gathered towards the left edge at the finger, with chirped folds; light factor 0.5, m34 = −1/2000.",
        figure: "BCMeshTransformView demo: Curtain (curtainMeshTransformAtPoint:boundsSize:)",
        duration: 4,
        motion: curtainMotion
    ) { time in
        curtainScene(mesh: curtainMotion.mesh(at: time))
    }

    /// The curtain's pull over its 4 s loop: the touch goes from (0.3, 0.5) to (1, 0.5) and back
    /// with cosine easing in and out, like the demo's default ease-in-out release animation.
    static let curtainMotion: PresetMotion = {
        let cycle = VertexFormula.Term.number(2 * .pi) * .t / 4
        let pull = 0.5 + 0.5 * VertexFormula.Term.call(.cos, cycle)
        return .formula(layer: 1, base: .formulaGrid(rows: 20, columns: 50),
                        .curtain(touchX: 1 - 0.7 * pull, touchY: 0.5 + 0.12 * .call(.sin, cycle)))
    }()

    /// The curtain at rest: `touch = (1, 0.5)`, flat and lifted by 0.1 depth units.
    static let curtainIdle = Preset(
        name: "curtain-idle",
        title: "Curtain, idle",
        summary: "The curtain mesh at rest (touch (1, 0.5)): flat, lifted 0.1, covering the message behind it.",
        figure: "BCMeshTransformView demo: Curtain, idle state"
    ) { _ in
        curtainScene(mesh: .curtain(touch: Point2D(1, 0.5)))
    }

    static func curtainScene(mesh: MeshTransform) -> Scene {
        let size = Size(320, 400)
        let centre = Point2D(size.width / 2, size.height / 2)
        let red = Color(red: 0.85, green: 0.25, blue: 0.27)
        return Scene(
            size: size,
            layers: [
                // The "release finger" label behind the mesh view.
                Layer(name: "behind", size: size, position: centre,
                      content: .label(text: "release\nfinger", foreground: Color(r: 60, g: 60, b: 70),
                                      background: Color(r: 245, g: 245, b: 240)),
                      transform: .translation(0, 0, -1)),
                Layer(name: "curtain", size: size, position: centre,
                      content: .label(text: "Reveal\nthe\nSecret", foreground: .white, background: red),
                      mesh: mesh, transform: .perspective(distance: 2000)),
            ],
            lighting: Lighting(lights: [Light()], diffuseFactor: 0.5))
    }

    /// The zoom demo's magnifier at the centre of the picture.
    static let zoom = Preset(
        name: "zoom",
        title: "Zoom (bulge)",
        summary: "36×36 mesh pushed outward within 120 points of the touch (bulginess 0.4): a magnifying glass, unlit.",
        figure: "BCMeshTransformView demo: Zoom (buldgeMeshTransformAtPoint:withRadius:boundsSize:)"
    ) { _ in
        demoScene(name: "picture", content: demoChecker,
                  mesh: .bulge(at: Point2D(demoSize.width / 2, demoSize.height / 2), radius: 120, size: demoSize),
                  lighting: Lighting(lights: [Light()], diffuseFactor: 0))
    }

    /// Jelly's "poor man's keyframes": phases π/4, π/2, 3π/4, π at magnitude 0.04, two seconds
    /// each with a linear curve, vertices lerped between the keyframe meshes. This is the
    /// loop's steady state, which starts from the last keyframe (phase π) rather than the
    /// demo's very first mesh, `shiver(0, 0)`.
    static let jelly = Preset(
        name: "jelly",
        title: "Jelly",
        summary: "A 100-slice radial kite mesh whose rim wobbles as keyframe meshes are lerped (magnitude 0.04, 2 s per keyframe).",
        figure: "BCMeshTransformView demo: Jelly (shiverTransformWithPhase:magnitude:)",
        duration: 8,
        motion: jellyMotion
    ) { time in
        demoScene(name: "jelly", content: .image(jellyDisc), mesh: jellyMotion.mesh(at: time), lighting: .unlit)
    }

    /// Jelly's keyframes: the shiver at phases π, π/4, π/2, 3π/4 and π, two seconds apart.
    static let jellyMotion: PresetMotion = .keyframes(
        layer: 0, meshes: jellyPhases.map { MeshTransform.shiver(phase: $0, magnitude: 0.04) },
        secondsEach: 2)

    /// Jelly's phases, typed apart: inferred inside the `map` above, the literal of `.pi`
    /// fractions took the type checker 1.8 s of every release build.
    static let jellyPhases: [Double] = [.pi, .pi / 4, .pi / 2, 3 * .pi / 4, .pi]

    /// The demo's 250-point round label (colour (0.11, 0.72, 0.6)) in its 320-point view, as a
    /// ringed disc (the scene files' `content disc`); made once, since every frame shows it.
    static let jellyDisc = Texture.disc(diameter: 250.0 / 320.0, color: Color(red: 0.11, green: 0.72, blue: 0.6))

    static let ellipse = Preset(
        name: "ellipse",
        title: "Ellipse",
        summary: "30×30 mesh mapped square-to-disc: the grid bulges into a circle.",
        figure: "BCMeshTransformView demo transforms: ellipseMeshTransform (defined, unused)"
    ) { _ in
        demoScene(name: "ellipse", content: demoGrid, mesh: .ellipse, lighting: .unlit)
    }

    /// The unused ripple generator, with a phase moving the rings outward; lit head-on, as a
    /// BCMeshTransformView with its default light, so the rings show as shading.
    static let ripple = Preset(
        name: "ripple",
        title: "Ripple",
        summary: "50×50 mesh with to.z = 0.05·sin(8πr − phase), lit by the default light (0, 0, 1).",
        figure: "BCMeshTransformView demo transforms: rippleMeshTransform (defined, unused)",
        duration: 1.5,
        motion: rippleMotion
    ) { time in
        demoScene(name: "ripple", content: demoGrid, mesh: rippleMotion.mesh(at: time),
                  lighting: Lighting(lights: [Light()], diffuseFactor: 1))
    }

    /// The ripple's rings moving outward, one wavelength per 1.5 s loop.
    static let rippleMotion = PresetMotion.formula(layer: 0, base: .formulaGrid(rows: 50, columns: 50),
                                                   .ripple(phase: .number(2 * .pi) * .t / 1.5))

    static let wave = Preset(
        name: "wave",
        title: "Wave",
        summary: "50×50 mesh with to.z = 0.5 + 0.25·sin((v + progress)·8π), squeezed to 90% width; m34 = −1/2000, light factor 0.5, 5 s loop.",
        figure: "KevinDoughty/BCMeshTransformView fork: RelativeWaveDemoViewController",
        duration: 5,
        motion: waveMotion
    ) { time in
        demoScene(name: "wave", content: demoGrid, mesh: waveMotion.mesh(at: time),
                  transform: .perspective(distance: 2000), lighting: Lighting(lights: [Light()], diffuseFactor: 0.5))
    }

    /// The wave travelling one period per 5 s loop.
    static let waveMotion = PresetMotion.formula(layer: 0, base: .formulaGrid(rows: 50, columns: 50), .wave(progress: .t / 5))

    /// One demo view filling a slightly larger container.
    static func demoScene(name: String, content: Content, mesh: MeshTransform, transform: Transform3D = .identity,
                          lighting: Lighting) -> Scene {
        let container = Size(demoSize.width + 60, demoSize.height + 40)
        return Scene(
            size: container,
            layers: [Layer(name: name, size: demoSize, position: Point2D(container.width / 2, container.height / 2),
                           content: content, mesh: mesh, transform: transform)],
            lighting: lighting)
    }
}
