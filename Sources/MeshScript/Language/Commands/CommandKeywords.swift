import MeshEngine

// The keywords of the command language, each a small closed set: the parser matches a word with
// `init?(rawValue:)` and switches over the set exhaustively, and the command table's usage lines
// interpolate the same values (``UsageLine``), from which Tab completion is made. A case's order
// is the order an error's "expected …" lists it in.

/// A unit after an angle; degrees are the default.
enum AngleUnit: String, CommandKeyword { case deg, rad }
/// A switch's two states.
enum OnOff: String, CommandKeyword { case on, off }

/// What `vertex` does.
enum VertexVerb: String, CommandKeyword { case add, remove, list, show, set }
/// A part of a vertex that `vertex N` sets.
enum VertexPart: String, CommandKeyword {
    case from, to, fromX = "from.x", fromY = "from.y", toX = "to.x", toY = "to.y", toZ = "to.z"
}
/// What `face` does.
enum FaceVerb: String, CommandKeyword { case add, remove, list, show, set }
/// The word before a face's corner weights.
enum FaceWeights: String, CommandKeyword { case w }
/// What `select` highlights.
enum SelectTarget: String, CommandKeyword { case vertex, face, none }
/// How `mesh` starts the layer over.
enum MeshStart: String, CommandKeyword { case empty, none }
/// The words of `map` besides its assignments.
enum MapWord: String, CommandKeyword { case once = "--once", clear, list }
/// The words of `let` besides a definition.
enum LetVerb: String, CommandKeyword { case remove, list }
/// The words of `subdivision` besides a count (`-1` is Core Animation's automatic).
enum SubdivisionWord: String, CommandKeyword { case auto, minusOne = "-1", limit }
/// The word that clears one face's diagonal.
enum DiagonalReset: String, CommandKeyword { case auto }

/// What `light` does, when it does not address a light by number.
enum LightVerb: String, CommandKeyword {
    case clear, add, remove, list, toward, from, direction, ambient, point, spot, diffuse, specular, color
}
/// A property `light add` and `light N` set, one at a time.
enum LightEditWord: String, CommandKeyword {
    case toward, from, direction, at, position, color, intensity, cone, coneradians, kind
}
/// The word before the shininess of `light specular`.
enum SpecularWord: String, CommandKeyword { case shininess }

/// What `content` shows.
enum ContentKind: String, CommandKeyword { case checker, grid, uv, label, solid, image, disc, `switch` }
/// The options after a label's text.
enum LabelOption: String, CommandKeyword { case size, align }
/// A label's size that fills the layer.
enum LabelFit: String, CommandKeyword { case fit }
/// The one setting `scene` takes.
enum SceneWord: String, CommandKeyword { case size }
/// What `layer` sets or does.
enum LayerVerb: String, CommandKeyword {
    case size, position, anchor, opacity, doublesided, name, add, select, remove, list, kind, sublayer, parent
    case zposition, reflectance, interaction
}
/// The options of `layer add` after the name.
enum LayerAddOption: String, CommandKeyword { case parent, kind }
/// `layer parent none`: the top level.
enum NoParent: String, CommandKeyword { case none }
/// An operation on a transform (`transform`, `sublayer`, `layer sublayer`).
enum TransformVerb: String, CommandKeyword { case rotate, scale, translate, perspective, m34, set, reset }

/// `overlay all|none` and `overlays all|none`.
enum OverlaySet: String, CommandKeyword { case all, none }
/// `cells next`: the cell mode after the current one.
enum NextCells: String, CommandKeyword { case next }
/// What `inspect` shows.
enum InspectTarget: String, CommandKeyword { case face, layer, none }

/// The words of `key` besides a new keyframe's name.
enum KeyVerb: String, CommandKeyword { case remove, list }
/// The words of `animate` besides its keyframes.
enum AnimateVerb: String, CommandKeyword { case clear, list }
/// The word after an animation's keyframes.
enum AnimateDuration: String, CommandKeyword { case duration }
/// The options after an animation's duration.
enum AnimateOption: String, CommandKeyword { case easing, autoreverse, `repeat`, at }
/// `repeat forever`.
enum RepeatForever: String, CommandKeyword { case forever }

/// The formats `import` reads.
enum ImportFormat: String, CommandKeyword { case obj, json, caml }
/// The options of `import obj` besides its view.
enum OBJImportOption: String, CommandKeyword { case fit, merge }
/// The scene formats `export` writes besides code.
enum SceneExportFormat: String, CommandKeyword { case obj, json, metal, swiftuiDistortion = "swiftui-distortion" }
/// The options of a code export.
enum CodeExportOption: String, CommandKeyword { case name, budget, subdivided }
/// `export obj FILE subdivided`.
enum OBJExportOption: String, CommandKeyword { case subdivided }

extension Triangulation: CommandKeyword {}
extension DepthNormalization: CommandKeyword {}
extension Shading: CommandKeyword {}
extension Diagonal: CommandKeyword {}
extension Light.Kind: CommandKeyword {}
extension LayerKind: CommandKeyword {}
extension Label.Alignment: CommandKeyword {}
extension OBJView: CommandKeyword {}
extension CodeExportFormat: CommandKeyword {}
