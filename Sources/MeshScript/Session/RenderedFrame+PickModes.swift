import MeshEngine

/// `pick X Y mesh|uikit|both`: meshplay's answer, UIKit's, or both and where they differ
/// (issue 36: touches go by view order on the platform, by depth through the mesh here). A pure
/// reading of the frame on screen, as `inspect` is; the session renders the frame.
extension RenderedFrame {
    func pick(x: Int, y: Int, _ mode: PickMode) -> String {
        let answers = PickAnswers(self, x: x, y: y)
        let scene = self.scene
        switch mode {
        case .mesh:
            return meshPickText(x: x, y: y) + RenderedFrame.interactionNote(answers.mesh, in: scene)
        case .uikit:
            return RenderedFrame.uikitPickText(answers.uikit, x: x, y: y, in: scene)
        case .both:
            let mesh = meshPickText(x: x, y: y) + RenderedFrame.interactionNote(answers.mesh, in: scene)
            guard let difference = answers.difference(in: scene) else { return "mesh and uikit agree: " + mesh }
            return ["mesh: " + mesh, "uikit: " + RenderedFrame.uikitPickText(answers.uikit, x: x, y: y, in: scene),
                    "they differ: " + RenderedFrame.describe(difference, answers, in: scene)].joined(separator: "\n")
        }
    }

    /// `pick`'s mesh answer: what pixel (`x`, `y`) of the frame shows, through the mesh.
    func meshPickText(x: Int, y: Int) -> String {
        let frame = self
        guard let hit = frame.hitTest(x: x, y: y) else {
            return "(\(x), \(y)) shows the background (the viewport is \(frame.width)×\(frame.height))"
        }
        // A sublayer is named by its path from the top (`outer › inner`).
        let name = frame.scene.layers.indices.contains(hit.layer) ? frame.scene.path(of: hit.layer) : "?"
        var text = "layer \(hit.layer) (\(name)), face \(hit.face), triangle \(hit.triangle), from \(hit.from)"
        let steps = frame.stats.subdivisionSteps
        // Asked of the layer, not of the numbers: the first quad of control face 0 is
        // subdivided face 0.
        if steps.indices.contains(hit.layer) && steps[hit.layer] > 0 {
            // Its split, so the triangle number reads as in `inspect` (which counts the split ways).
            let split = frame.drawnSplits(layer: hit.layer, face: hit.face).first { $0.subdividedFace == hit.subdividedFace }?.split
            text += ", subdivided face \(hit.subdividedFace)" + (split.map { " (\(RenderedFrame.splitName($0)))" } ?? "")
        }
        return text
    }

    /// UIKit's answer: the layer and the touch in its bounds.
    static func uikitPickText(_ hit: ViewOrderHit?, x: Int, y: Int, in scene: Scene) -> String {
        guard let hit, scene.layers.indices.contains(hit.layer) else {
            return "(\(x), \(y)) reaches no layer that takes touches (UIKit's hitTest: returns the container)"
        }
        return "layer \(hit.layer) (\(scene.path(of: hit.layer))), at \(hit.point) of its bounds"
    }

    /// Said after the mesh answer when UIKit would send the drawn layer no touch at all.
    static func interactionNote(_ hit: HitTestResult?, in scene: Scene) -> String {
        guard let hit, let off = PickAnswers.interactionOff(at: hit.layer, in: scene) else { return "" }
        let whose = off == hit.layer ? "its" : "\(scene.path(of: off))'s"
        return "; UIKit sends it no touches (\(whose) interaction is off)"
    }

    static func describe(_ difference: PickAnswers.Difference, _ answers: PickAnswers, in scene: Scene) -> String {
        func name(_ i: Int) -> String { scene.layers.indices.contains(i) ? scene.path(of: i) : "?" }
        switch difference {
        case .layer:
            let m = answers.mesh.map { name($0.layer) } ?? "?", u = answers.uikit.map { name($0.layer) } ?? "?"
            return "the picture shows \(m), but UIKit sends the touch to \(u) "
                + "(hitTest: asks the last added sublayer first and ignores depth and the mesh)"
        case let .point(distance):
            return "one layer, but the touch lands \(distance.shortDescription) points from the point drawn there "
                + "(hitTest: ignores the mesh)"
        case .uikitMisses:
            return "the picture shows \(answers.mesh.map { name($0.layer) } ?? "?"), but UIKit sends the touch to no layer"
        case .meshMisses:
            return "nothing is drawn there, but UIKit sends the touch to \(answers.uikit.map { name($0.layer) } ?? "?")"
        }
    }
}
