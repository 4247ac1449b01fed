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
            return Session.retypable(state.scene.layers[l].transform, command: "transform")
                + (sublayer.isIdentity ? "" : "\n" + Session.retypable(sublayer, command: "sublayer"))
        case .sublayer:
            return Session.retypable(state.scene.sublayerTransform, command: "sublayer")
        case .depth:
            return "depth \(try currentMesh().depthNormalization.rawValue)"
        case .triangulation:
            return "triangulation \(state.scene.layers[try layerIndex()].triangulation.rawValue)"
        case .shading:
            return "shading \(state.scene.lighting.shading.rawValue)"
        case .content:
            return "content \(Session.describe(state.scene.layers[try layerIndex()].content))"
        case .background:
            return "background \(state.scene.background)"
        case .sceneSize:
            return "scene size \(state.scene.size.width.scriptText) \(state.scene.size.height.scriptText)"
        case .selection:
            switch state.selection {
            case let .vertex(i): return "select vertex \(i)"
            case let .face(i): return "select face \(i)"
            case .none: return "select none"
            }
        case .overlays:
            return "overlays \(v.overlays.isEmpty ? "off" : Session.describe(v.overlays))"
        case .supersample:
            return "supersample \(v.supersample) (\(v.supersample)×\(v.supersample) samples per pixel)"
        case .onion:
            return onionFrames == 0 ? "onion off" : "onion \(onionFrames) (frames before and after, drawn while paused)"
        case .deformation:
            return "deformation \(showsDeformation ? "on" : "off")"
        case .frame:
            return frameMessage
        case .time:
            return "time \(time.shortDescription) (frame \(frame))"
        case .loop:
            return "loop \(state.loops ? "on" : "off")"
        case .subdivision:
            let mesh = try currentMesh()
            guard mesh.subdivisionSteps < 0 else { return SceneWriter.subdivisionLine(mesh) }
            let steps = renderFrame(width: outputWidth, height: outputHeight).stats.subdivisionSteps
            let layer = state.selectedLayer
            return SceneWriter.subdivisionLine(mesh) + (steps.indices.contains(layer) ? " (\(steps[layer]) steps drawn)" : "")
        case .cells:
            return "cells " + cellsDescription
        case .graphics:
            guard let setting = graphics else { return "graphics: none here (`run` and `repl` show no picture; the playground does)" }
            let others = setting.switchable.map(\.name)
            return "graphics \(setting.request.name): \(setting.inUse)"
                + (others.isEmpty ? "" : "\n(switch with graphics \(others.joined(separator: "|")))")
        case .viewport:
            return "viewport \(outputWidth) \(outputHeight)" + (followsWindow ? " (following the window)" : "")
        case let .layerSetting(setting):
            return try settingText(setting)
        case .layer:
            var lines: [String] = []
            for setting in LayerSetting.allCases { lines.append(try settingText(setting)) }
            return lines.joined(separator: "\n")
        case let .overlay(overlay):
            return overlayText(overlay)
        case let .lightSetting(setting):
            return settingText(setting)
        case let .oneLight(index, property, column):
            return try lightText(index, property, column: column)
        case .light:
            let lighting = state.scene.lighting
            let lights = lighting.lights.enumerated().map { "\($0.offset): \(Session.describe($0.element))" }
            return (lights.isEmpty ? ["no lights"] : lights).joined(separator: "\n")
                + "\ndiffuse \(lighting.diffuseFactor.scriptText), specular \(lighting.specular.scriptText), "
                + "shininess \(lighting.shininess.scriptText), shading \(lighting.shading.rawValue)"
        }
    }

    /// The cell mode in words and, where the playground shows something else, what and why:
    /// `octant asked; sextants shown, 2×3 pixels per cell, because …`, or real pixels; and
    /// where a cell draws one value for its pixels (mono, ASCII), that it does; in the
    /// playground, the cells' shape the picture is drawn for (``CellAspect``).
    var cellsDescription: String {
        if let setting = graphics, case .pixels = setting.choice.output {
            return cellMode.summary + "; kept for cell output: the picture is in real pixels now (\(setting.choice.output.name))"
        }
        let aspect = graphics.map { "; " + CellAspect(cellPixels: $0.support.cellPixels).summary(for: cellSupport?.shown(cellMode) ?? cellMode) }
        guard let support = cellSupport else { return cellMode.summary + (aspect ?? "") }
        let shown = support.fallback(cellMode).map { "\(cellMode.name) asked; " + $0 } ?? cellMode.summary
        return shown + (support.merging(cellMode).map { "; " + $0 } ?? "") + (aspect ?? "")
    }

    /// Whether the playground shows the cell mode as asked: cells (not real pixels) in that mode.
    public var cellModeShownAsAsked: Bool {
        if let setting = graphics, case .pixels = setting.choice.output { return false }
        return cellSupport?.fallback(cellMode) == nil
    }

    /// "3 steps", "automatic", with ", on the limit surface" when `limit` is set.
    /// A transform as the commands that set it whatever it was before (`reset`, then the
    /// operations `save` writes, or one `set`), then its rows as a comment, so the whole can be
    /// typed or pasted back.
    static func retypable(_ t: Transform3D, command: String) -> String {
        var lines = SceneWriter.transformLines(t, command: command)
        if !(lines.first?.hasPrefix("\(command) set ") ?? false) { lines.insert("\(command) reset", at: 0) }
        return (lines + ["# \(describe(t))"]).joined(separator: "\n")
    }

    static func describeSubdivision(_ m: MeshTransform) -> String {
        let n = m.subdivisionSteps
        return (n < 0 ? "automatic" : "\(n) step\(n == 1 ? "" : "s")") + (m.limitSurface ? ", on the limit surface" : "")
    }
}
