import MeshEngine
import TerminalOutput

extension Session {
    /// A bare setting command: the current value, in the words the command takes.
    func performQuery(_ query: QueryCommand) throws(ScriptError) -> String {
        let v = state.view
        switch query {
        case .zoom:
            return "zoom \(v.zoom.scriptText)"
        case .orbit:
            return "orbit \(v.yawDegrees.scriptText) \(v.pitchDegrees.scriptText) (yaw, pitch in degrees)"
        case .fps:
            return "fps \(state.framesPerSecond.scriptText)"
        case .transform:
            let l = try layerIndex()
            let sublayer = state.scene.sublayerTransform
            return "transform: \(Session.describe(state.scene.layers[l].transform))"
                + (sublayer.isIdentity ? "" : "\nsublayer: \(Session.describe(sublayer))")
        case .subdivision:
            let mesh = try currentMesh()
            guard mesh.subdivisionSteps < 0 else {
                return "subdivision \(mesh.subdivisionSteps) step\(mesh.subdivisionSteps == 1 ? "" : "s")"
            }
            let steps = renderFrame(width: outputWidth, height: outputHeight).stats.subdivisionSteps
            let layer = state.selectedLayer
            let drawn = steps.indices.contains(layer) ? " (\(steps[layer]) steps drawn)" : ""
            return "subdivision auto" + drawn
        case .cells:
            return "cells \(cellMode.name) (\(cellMode.summary))"
        case .viewport:
            return "viewport \(outputWidth) \(outputHeight)" + (followsWindow ? " (following the window)" : "")
        case .light:
            let lighting = state.scene.lighting
            let lights = lighting.lights.enumerated().map { "\($0.offset): \(Session.describe($0.element))" }
            return (lights.isEmpty ? ["no lights"] : lights).joined(separator: "\n")
                + "\ndiffuse \(lighting.diffuseFactor.scriptText), specular \(lighting.specular.scriptText), "
                + "shininess \(lighting.shininess.scriptText), shading \(lighting.shading.rawValue)"
        }
    }
}
