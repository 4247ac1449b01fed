import Testing
@testable import MeshEngine

struct ProgressCase: CustomTestStringConvertible, Sendable {
    let time: Double, autoreverses: Bool, repeatCount: Double, expected: Double
    var testDescription: String { "t=\(time) autoreverses=\(autoreverses) repeat=\(repeatCount) → \(expected)" }
}

struct AnimationTimingTests {
    /// Two single-vertex-moving meshes: vertex 0's to.z goes 0 → 1, so z reads the eased progress.
    static func pair() -> (MeshTransform, MeshTransform) {
        let a = MeshTransform.identity(rows: 1, columns: 1)
        var b = a
        b.vertices[0].to.z = 1
        return (a, b)
    }

    // Duration 2 s throughout; BCMeshTransformView's rule (reference §4.2).
    static let progressCases = [
        ProgressCase(time: -1, autoreverses: false, repeatCount: 1, expected: 0),
        ProgressCase(time: 0, autoreverses: false, repeatCount: 1, expected: 0),
        ProgressCase(time: 0.5, autoreverses: false, repeatCount: 1, expected: 0.25),
        ProgressCase(time: 2, autoreverses: false, repeatCount: 1, expected: 1),
        ProgressCase(time: 9, autoreverses: false, repeatCount: 1, expected: 1),
        ProgressCase(time: 2, autoreverses: false, repeatCount: 2, expected: 1),
        ProgressCase(time: 2.5, autoreverses: false, repeatCount: 2, expected: 0.25),
        ProgressCase(time: 4, autoreverses: false, repeatCount: 2, expected: 1),
        ProgressCase(time: 3, autoreverses: false, repeatCount: 1.5, expected: 0.5),
        ProgressCase(time: 5, autoreverses: false, repeatCount: 1.5, expected: 0.5),
        ProgressCase(time: 1, autoreverses: true, repeatCount: 1, expected: 0.5),
        ProgressCase(time: 2, autoreverses: true, repeatCount: 1, expected: 1),
        ProgressCase(time: 3, autoreverses: true, repeatCount: 1, expected: 0.5),
        ProgressCase(time: 3.5, autoreverses: true, repeatCount: 1, expected: 0.25),
        ProgressCase(time: 4, autoreverses: true, repeatCount: 1, expected: 0),
        ProgressCase(time: 10, autoreverses: true, repeatCount: 1, expected: 0),
        ProgressCase(time: 6.5, autoreverses: true, repeatCount: 2, expected: 0.75),
        ProgressCase(time: 1001, autoreverses: false, repeatCount: .infinity, expected: 0.5),
        ProgressCase(time: 1003, autoreverses: true, repeatCount: .infinity, expected: 0.5),
        ProgressCase(time: 1002.5, autoreverses: true, repeatCount: .infinity, expected: 0.75),
        ProgressCase(time: 3, autoreverses: false, repeatCount: 0, expected: 1),
    ]

    @Test(arguments: progressCases)
    func progressFollowsTheAutoreverseAndRepeatRule(_ c: ProgressCase) throws {
        let (a, b) = Self.pair()
        let animation = try MeshAnimation(from: a, to: b, duration: 2, easing: .linear,
                                          autoreverses: c.autoreverses, repeatCount: c.repeatCount)
        #expect(animation.progress(at: c.time) == c.expected)
        #expect(animation.mesh(at: c.time).vertices[0].to.z == c.expected)
    }

    @Test func nonFiniteTimesGiveAFiniteMesh() throws {
        let (a, b) = Self.pair()
        let endless = try MeshAnimation(from: a, to: b, duration: 2, repeatCount: .infinity)
        let once = try MeshAnimation(from: a, to: b, duration: 2)
        #expect(endless.progress(at: .infinity) == 0)
        #expect(endless.progress(at: .nan) == 0)
        #expect(once.progress(at: .infinity) == 1)
        #expect(once.progress(at: -.infinity) == 0)
    }

    @Test func totalDurationCountsRepeatsAndReversal() throws {
        let (a, b) = Self.pair()
        #expect(try MeshAnimation(from: a, to: b, duration: 2, repeatCount: 3).totalDuration == 6)
        #expect(try MeshAnimation(from: a, to: b, duration: 2, autoreverses: true, repeatCount: 3).totalDuration == 12)
        #expect(try MeshAnimation(from: a, to: b, duration: 2, repeatCount: .infinity).totalDuration == .infinity)
    }

    @Test func beginTimeDelaysTheStart() throws {
        let (a, b) = Self.pair()
        let animation = try MeshAnimation(from: a, to: b, duration: 2, easing: .linear, beginTime: 1)
        #expect(animation.mesh(at: 0.5) == a)
        #expect(animation.mesh(at: 2).vertices[0].to.z == 0.5)
        #expect(animation.mesh(at: 3).vertices[0].to.z == 1)
    }

    @Test func easingShapesEachSegment() throws {
        let (a, b) = Self.pair()
        var c = a
        c.vertices[0].to.z = 3
        // Jelly-style chain: a → b in 1 s, b → c in 3 s, easeIn per segment.
        let chain = try MeshAnimation(keyframes: [a, b, c], durations: [1, 3], easing: .easeIn)
        #expect(chain.duration == 4)
        #expect(chain.mesh(at: 0.5).vertices[0].to.z == Easing.easeIn.value(at: 0.5))
        #expect(chain.mesh(at: 1) == b.interpolated(to: c, progress: 0))
        #expect(abs(chain.mesh(at: 2.5).vertices[0].to.z - (1 + 2 * Easing.easeIn.value(at: 0.5))) < 1e-15)
        #expect(chain.mesh(at: 4).vertices == c.vertices)
        #expect(chain.segment(at: 1) == (1, 0))
    }

    @Test func springEasingOvershootsTheTarget() throws {
        let (a, b) = Self.pair()
        let animation = try MeshAnimation(from: a, to: b, duration: 1, easing: .defaultSpring)
        let peak = stride(from: 0.0, through: 1, by: 0.01).map { animation.mesh(at: $0).vertices[0].to.z }.max() ?? 0
        #expect(peak > 1.1)
        #expect(animation.mesh(at: 1).vertices[0].to.z == 1)
    }

    @Test func writeReusesTheOutputAndMatchesMeshAt() throws {
        let a = MeshTransform.identity(rows: 4, columns: 4)
        let b = a.mappingVertices { v, _ in Vertex(from: v.from, to: Point3D(v.to.x, v.to.y, v.to.x * v.to.y)) }
        let animation = try MeshAnimation(from: a, to: b, duration: 1.5, autoreverses: true, repeatCount: .infinity)
        var output = a
        for frame in 0..<20 {
            let time = Double(frame) / 10
            animation.write(at: time, into: &output)
            #expect(output == animation.mesh(at: time))
        }
    }

    @Test func invalidAnimationsSayWhy() {
        let (a, b) = Self.pair()
        var other = MeshTransform.identity(rows: 2, columns: 2)
        other.depthNormalization = .average
        func message(_ make: () throws(AnimationError) -> MeshAnimation) -> String {
            do { _ = try make(); return "built" } catch { return error.description }
        }
        #expect(message { () throws(AnimationError) in try MeshAnimation(keyframes: [a], durations: []) }
                == "an animation needs at least 2 keyframes, got 1")
        #expect(message { () throws(AnimationError) in try MeshAnimation(keyframes: [a, b, a], durations: [1]) }
                == "2 keyframe segments need 2 durations, got 1")
        #expect(message { () throws(AnimationError) in try MeshAnimation(keyframes: [a, b, a], durations: [1, 0]) }
                == "segment 1 duration must be positive and finite, got 0")
        #expect(message { () throws(AnimationError) in try MeshAnimation(from: a, to: b, duration: 1, repeatCount: -1) }
                == "repeat count must be 0 or more (inf repeats forever), got -1")
        #expect(message { () throws(AnimationError) in try MeshAnimation(keyframes: [a, b, other], durations: [1, 1]) }
                == "keyframe 2 does not match keyframe 0: meshes cannot be interpolated: vertex count 4 vs 9")
    }
}
