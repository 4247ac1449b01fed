import Testing
@testable import MeshEngine

struct AnimationJellyTests {
    @Test func keyframeChainReproducesTheJellyPreset() throws {
        // The Jelly demo's chain of linear two-second blocks, as a MeshAnimation, must agree with
        // the preset's own hand-written lerp at every frame of a loop.
        let phases = [Double.pi, .pi / 4, .pi / 2, 3 * .pi / 4, .pi]
        let animation = try MeshAnimation(keyframes: phases.map { MeshTransform.shiver(phase: $0, magnitude: 0.04) },
                                          durations: [2, 2, 2, 2], easing: .linear, repeatCount: .infinity)
        let preset = try #require(Presets.named("jelly"))
        var timeline = Timeline(fps: 30, playing: true, loop: true, duration: preset.duration)
        var output = animation.mesh(at: 0)
        for _ in 0..<timeline.lastFrame! {
            let expected = try #require(preset.scene(at: timeline.time).layers[0].mesh)
            animation.write(at: timeline.time, into: &output)
            #expect(output.faces == expected.faces)
            for (a, b) in zip(output.vertices, expected.vertices) {
                #expect(abs(a.to.x - b.to.x) < 1e-12 && abs(a.to.y - b.to.y) < 1e-12 && a.from == b.from)
            }
            timeline.advance()
        }
        #expect(timeline.frame == 0)
    }
}
