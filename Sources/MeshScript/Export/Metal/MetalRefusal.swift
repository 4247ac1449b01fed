import MeshEngine

/// Why the Metal export will not write a scene: what its one shader cannot draw as meshplay
/// draws it. Never a file that silently draws something else.
public enum MetalRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    case nothingDrawn
    /// Several layers drawn and one of them translucent: "over" depends on an order the
    /// export does not sort.
    case translucentStack(layer: Int, drawn: Int)
    /// A layer with a mesh and sublayers, which meshplay draws as one texture its mesh bends
    /// (the Mesh Transforms article), where the export draws each layer by itself.
    case subtreeTexture(layer: Int, sublayers: Int)
    /// A layer on a flattening plane (a plain CALayer's sublayers), whose depth meshplay lifts per sample.
    case flattened(layer: Int)
    case light(String)
    /// A layer split by a triangulation that is not one fixed diagonal per face.
    case triangulation(layer: Int, Triangulation)
    /// A subdivided layer with a face's own diagonal, which the baked faces would not keep.
    case faceDiagonalsSubdivided(layer: Int)
    case automaticSubdivision(layer: Int)
    case limitSurface(layer: Int)
    case behindCamera(layer: Int)
    case notFinite(layer: Int)
    /// The mesh could not be subdivided for baking: the subdivider's message.
    case subdivision(layer: Int, String)
    /// `export swiftui-distortion`: the layers drawn, when not exactly one (a distortion moves one view's pixels).
    case severalLayers([Int])
    /// `export swiftui-distortion`: a layer drawn with opacity, which a distortion cannot change.
    case translucentLayer(layer: Int)
    /// `export swiftui-distortion`: the layer's w varies over it (perspective), so its warp is not a 2D one.
    case perspective(layer: Int)
    /// `export swiftui-distortion`: a vertex with `to.z` other than 0 after depth normalization.
    case notFlat(layer: Int)
    /// `export swiftui-distortion`: a face split along a diagonal that is not a parallelogram,
    /// where meshplay's two flat triangles and the distortion's bilinear map part by `stray` points.
    case notParallelogram(layer: Int, face: Int, stray: Double)
    /// `export swiftui-distortion`: the light multiplies a vertex's colour by `level`, not 1.
    case shaded(layer: Int, level: Double)

    /// The reason, for ``ScriptError/Kind/metalExportRefused(path:export:reason:)``.
    public var description: String {
        switch self {
        case .nothingDrawn: return "no layer draws content"
        case let .translucentStack(layer, drawn):
            return "layer \(layer) is translucent in a stack of \(drawn) drawn layers (the shader blends one translucent layer, unsorted)"
        case let .subtreeTexture(layer, n):
            return "layer \(layer) bends its \(n) sublayer\(n == 1 ? "" : "s") with its mesh, as one texture (the export draws each layer by itself, unbent by its superlayer's mesh)"
        case let .flattened(layer):
            return "layer \(layer) is flattened into its superlayer's plane (the export draws layers in one shared depth buffer, as a CATransformLayer does)"
        case let .light(why): return "the light has \(why)"
        case let .triangulation(layer, mode): return Self.split(layer: layer, by: mode.rawValue)
        case let .faceDiagonalsSubdivided(layer): return Self.split(layer: layer, by: "with a face's own diagonal on a subdivided mesh")
        case let .automaticSubdivision(layer):
            return "layer \(layer) has `subdivision auto` and the frame did not say what it picked (give it a count: `subdivision N`)"
        case let .limitSurface(layer):
            return "layer \(layer) is drawn on its subdivision limit surface (give the steps without `limit`: `subdivision N`)"
        case let .behindCamera(layer): return "layer \(layer) has a vertex behind the camera, which meshplay clips and a GPU would not"
        case let .notFinite(layer): return "layer \(layer) has a size, transform or vertex that is not finite"
        case let .subdivision(layer, why): return "layer \(layer) cannot be subdivided: \(why)"
        case let .severalLayers(drawn):
            return "\(drawn.count) layers draw content (layers \(drawn.map(String.init).joined(separator: ", "))): a distortion moves the pixels of one view"
        case let .translucentLayer(layer):
            return "layer \(layer) is translucent (a distortion moves pixels; give the view SwiftUI's .opacity instead)"
        case let .perspective(layer):
            return "layer \(layer) is drawn in perspective (a distortion is a 2D warp: no m34 on its transforms or its superlayers' sublayer transforms)"
        case let .notFlat(layer):
            return "layer \(layer) has a vertex with to.z other than 0 (a distortion is a 2D warp: every `to.z` 0, or `depth none`)"
        case let .notParallelogram(layer, face, stray):
            return "layer \(layer)'s face \(face) is not a parallelogram: meshplay draws it as two flat triangles and a distortion bilinearly, "
                + "\((stray * 10).rounded() / 10) points apart (`triangulation bilinear` draws it as the distortion does; or subdivide it)"
        case let .shaded(layer, level):
            return "the light shades layer \(layer) (a vertex's colour times \((level * 1000).rounded() / 1000)): a distortion moves pixels and cannot shade them (`shading unlit`, or face the layer to the light)"
        }
    }

    /// A layer split other than by one diagonal: the words after `triangulation`.
    private static func split(layer: Int, by words: String) -> String {
        "layer \(layer) is split by `triangulation \(words)` (the export splits each quad along one diagonal: `triangulation diagonal02` or `diagonal13`)"
    }
}
