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

    /// The reason, for ``ScriptError/Kind/metalExportRefused(path:reason:)``.
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
        }
    }

    /// A layer split other than by one diagonal: the words after `triangulation`.
    private static func split(layer: Int, by words: String) -> String {
        "layer \(layer) is split by `triangulation \(words)` (the export splits each quad along one diagonal: `triangulation diagonal02` or `diagonal13`)"
    }
}
