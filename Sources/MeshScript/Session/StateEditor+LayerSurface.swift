import MeshEngine

/// `layer zposition`, `layer reflectance` and `layer interaction`: how a layer stands among
/// its siblings, how much light it gives back, and whether UIKit would send it touches.
extension StateEditor {
    mutating func layerZPosition(_ z: Double) throws(ScriptError) -> String {
        // + 0 turns −0 into 0, so the file, the JSON and the matrix hold one zero.
        state.scene.layers[try state.layerIndex()].zPosition = z + 0
        return "layer zposition: \((z + 0).scriptText) (in front of siblings with less; pick … uikit still goes by sublayer order)"
    }

    mutating func layerReflectance(_ r: Double) throws(ScriptError) -> String {
        let l = try state.layerIndex()
        state.scene.layers[l].reflectance = r
        var text = "layer reflectance: \(r.scriptText)"
        if let why = state.scene.lighting.leavesTexturesUnchanged {
            text += "\nnote: " + StateEditor.unlitReflectanceNote(why)
        }
        return text
    }

    mutating func layerInteraction(_ on: Bool) throws(ScriptError) -> String {
        state.scene.layers[try state.layerIndex()].interaction = on
        return on ? "layer takes touches (userInteractionEnabled = YES)"
            : "layer and its sublayers take no touches in pick … uikit (userInteractionEnabled = NO); pick … mesh still names it"
    }

    /// Why a reflectance does not show: there is no light for it to scale.
    static func unlitReflectanceNote(_ why: UnchangedLighting) -> String {
        switch why {
        case .unlitShading: "shading unlit draws textures as they are, so reflectance shows once the scene is lit (shading smooth)"
        case .noDiffuseOrSpecular: "light diffuse 0 with no ambient light or specular leaves the scene unlit, so reflectance shows once it is lit"
        }
    }
}
