import Foundation
import Testing
@testable import MeshEngine

struct PresetTests {
    static let sampleTimes: [Double] = [0, 0.37, 1.5, 3.9, 7.99]

    @Test(arguments: Presets.all.map(\.name))
    func presetBuildsSoundMeshesAtEveryTime(name: String) throws {
        let preset = try #require(Presets.named(name))
        for time in Self.sampleTimes {
            let scene = preset.scene(at: time)
            #expect(!scene.layers.isEmpty)
            for layer in scene.layers {
                #expect(layer.effectiveMesh.problems().isEmpty, "\(name) layer \(layer.name) at t=\(time)")
                #expect(layer.transform.isFinite)
            }
        }
    }

    @Test func presetNamesAreUniqueKebabCase() {
        let names = Presets.all.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(name)")
            #expect(!name.hasPrefix("-") && !name.hasSuffix("-"))
        }
    }

    @Test func everyPresetNamesItsFigureAndSummary() {
        for preset in Presets.all {
            #expect(!preset.title.isEmpty && !preset.summary.isEmpty && !preset.figure.isEmpty, "\(preset.name)")
            #expect(preset.isAnimated == (preset.duration > 0), "\(preset.name)")
        }
    }

    /// The largest difference between corresponding vertices of two scenes' meshes
    /// (infinity when their layers or vertex counts differ); compared this way so a failure
    /// reports one number rather than two whole scenes.
    static func vertexDifference(_ a: Scene, _ b: Scene) -> Double {
        guard a.layers.count == b.layers.count else { return .infinity }
        var worst = 0.0
        for (la, lb) in zip(a.layers, b.layers) {
            let va = la.effectiveMesh.vertices, vb = lb.effectiveMesh.vertices
            guard va.count == vb.count else { return .infinity }
            for (p, q) in zip(va, vb) {
                worst = max(worst, (p.to - q.to).length, p.from.distance(to: q.from))
            }
        }
        return worst
    }

    @Test func stillPresetsIgnoreTime() throws {
        for preset in Presets.all where !preset.isAnimated {
            #expect(preset.scene(at: 0) == preset.scene(at: 2.5), "\(preset.name)")
        }
    }

    @Test func animatedPresetsChangeAndLoop() throws {
        for preset in Presets.all where preset.isAnimated {
            let quarter = Self.vertexDifference(preset.scene(at: 0), preset.scene(at: preset.duration / 7))
            #expect(quarter > 1e-3, "\(preset.name) does not move")
            let t = preset.duration / 3
            let looped = Self.vertexDifference(preset.scene(at: t), preset.scene(at: t + 2 * preset.duration))
            #expect(looped < 1e-9, "\(preset.name) does not loop")
        }
    }

    @Test func nonFiniteTimeCountsAsZero() throws {
        let ripple = try #require(Presets.named("ripple"))
        #expect(Self.vertexDifference(ripple.scene(at: .nan), ripple.scene(at: 0)) == 0)
        #expect(ripple.loopTime(-0.5) == 1.0)
    }

    @Test func namedLookupIgnoresCaseAndRejectsUnknownNames() {
        #expect(Presets.named("Wavy-Label")?.name == "wavy-label")
        #expect(Presets.named("no-such-preset") == nil)
    }

    @Test(arguments: [("wavy-lable", "wavy-label"), ("cube-lite", "cube-lit"), ("jely", "jelly"),
                      ("curtain-idel", "curtain-idle"), ("rotate", "rotate-45")])
    func typosSuggestTheClosestName(typo: String, expected: String) {
        #expect(Presets.suggestion(for: typo) == expected)
    }

    @Test func unrelatedNamesGetNoSuggestion() {
        #expect(Presets.suggestion(for: "spaceship-battle") == nil)
        #expect(Presets.suggestion(for: "") == nil)
    }

    @Test func editDistanceCountsSingleEdits() {
        #expect(NameSuggestion.distance("kitten", "sitting") == 3)
        #expect(NameSuggestion.distance("", "abc") == 3)
        #expect(NameSuggestion.distance("same", "same") == 0)
        // Adjacent transpositions count once, each substring edited once (optimal string
        // alignment: "ca" → "abc" is 3, where unrestricted Damerau–Levenshtein says 2).
        #expect(NameSuggestion.distance("gird", "grid") == 1)
        #expect(NameSuggestion.distance("trasnform", "transform") == 1)
        #expect(NameSuggestion.distance("ca", "abc") == 3)
        #expect(NameSuggestion.distance("abcd", "badc") == 2)
    }
}
