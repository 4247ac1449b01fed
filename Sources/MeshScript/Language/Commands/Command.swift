import MeshEngine

/// One parsed command line, grouped by concern: each group has one `perform…` in a
/// `Session+…` file that switches over it exhaustively, and ``Session`` dispatches on the groups
/// exhaustively too, so a new command cannot compile until it has a meaning. The words
/// (``CommandWord``), usage, help and completions of every command live in one table
/// (``CommandHelp/entries``).
public enum Command: Equatable, Sendable {
    case mesh(MeshCommand)
    case light(LightCommand)
    case layer(LayerCommand)
    case view(ViewCommand)
    case tool(ToolCommand)
    case timeline(TimelineCommand)
    case animation(AnimationCommand)
    case procedural(ProceduralCommand)
    case file(FileCommand)
    case history(HistoryCommand)
    /// A setting command given no arguments: it prints the current value.
    case query(QueryCommand)
    case language(LanguageCommand)
}

/// The language's own commands: variables and repetition.
public enum LanguageCommand: Equatable, Sendable {
    /// `let NAME = EXPRESSION`, already checked against the variables (names, no cycle).
    case define(name: String, source: String)
    case remove(String)
    case list
    case show(String)
    /// `repeat N [NAME] COMMAND`: the command once per index 0…N−1, expanded when parsed (each
    /// copy's arguments evaluated with its index), run as one edit.
    case repeated(count: Int, commands: [Command])
}

/// The settings a bare command word prints: every command that sets one value prints it when
/// given none (`zoom`, `loop`, `depth`, …), in the words the command takes.
public enum QueryCommand: Equatable, Sendable {
    case zoom
    case orbit
    case fps
    case transform
    case sublayer
    case subdivision
    case depth
    case triangulation
    case light
    /// `layer` alone: every setting of the selected layer.
    case layer
    case shading
    case content
    case background
    case sceneSize
    case selection
    case viewport
    case overlays
    case supersample
    case cells
    case graphics
    /// `panel` alone: the playground panel's width.
    case panel
    case onion
    case deformation
    case frame
    case time
    case loop
    /// `layer size`, `layer opacity`, …: one setting of the selected layer.
    case layerSetting(LayerSetting)
    /// `overlay wire`, …: whether one overlay is drawn.
    case overlay(Overlays)
    /// `light toward`, `light ambient`, …: what the word sets (the first light of its kind).
    case lightSetting(LightSetting)
    /// `light N`, or `light N PROPERTY`: one light, or one property of it, with the column the
    /// property's word was typed at (where an error about it points; 0 without one).
    case oneLight(Int, LightProperty?, column: Int)
}

/// The mesh of the selected layer.
public enum MeshCommand: Equatable, Sendable {
    /// One or more vertices, appended in order.
    case vertexAdd([Vertex])
    case vertexSet(index: Int, VertexEdit)
    case vertexRemove(Int)
    case vertexList
    case vertexShow(Int)
    /// One or more faces, appended in order.
    case faceAdd([Face])
    case faceSet(index: Int, FaceEdit)
    case faceRemove(Int)
    case faceList
    case faceShow(Int)
    case select(SelectionTarget)
    case grid(rows: Int, columns: Int)
    case meshEmpty
    case meshNone
    /// Subdivision steps (−1 meaning automatic; nil keeps the mesh's) and whether the
    /// vertices go onto the limit surface (`subdivision N limit`).
    case subdivision(Int?, limit: Bool)
    case depth(DepthNormalization)
    case triangulation(Triangulation)
    case flip(face: Int)
    /// A per-face diagonal, nil removing the override.
    case diagonal(face: Int, Diagonal?)
    /// `diagonal FACE` alone: the face's diagonal setting and the split it was drawn with.
    case diagonalShow(face: Int)
}

/// Presets and procedural maps.
public enum ProceduralCommand: Equatable, Sendable {
    case preset(String)
    /// `map ASSIGNMENT`; `once` bakes it into the mesh even when it uses `t`.
    case map(VertexAssignment, once: Bool)
    case mapClear
    case mapList
}

/// Lighting.
public enum LightCommand: Equatable, Sendable {
    case lightClear
    case lightAdd(Light)
    case lightRemove(Int)
    case lightList
    /// `light N PROPERTY VALUE …`: changes light N, as `light add` sets a new one.
    case lightEdit(index: Int, LightEdit)
    /// `light toward|from|direction X Y Z`: aims the first directional light.
    case lightAim(LightAim)
    case lightAmbient(Double)
    case lightPoint(Point3D)
    case lightSpot(position: Point3D, aim: LightAim?, coneDegrees: Double?)
    case lightDiffuse(Double)
    case lightSpecular(Double, shininess: Double?)
    case lightColor(Color)
    case shading(Shading)
}

/// Which way a light's vector is given.
public enum LightAim: Equatable, Sendable {
    /// `toward X Y Z`: the way the light shines (the book's `LIGHT_DIRECTION`, a spot's aim).
    case toward(Point3D)
    /// `from X Y Z`, or the older `direction X Y Z`: pointing at the light
    /// (BCMeshTransformView's `lightDirection`). `spelledDirection` marks the old word.
    case from(Point3D, spelledDirection: Bool)
    /// `at X Y Z`: a point in the scene the light shines at, from its position.
    case at(Point3D)
}

/// Content, layers and the container.
public enum LayerCommand: Equatable, Sendable {
    case content(ContentSpec)
    case background(Color)
    case sceneSize(Size)
    case layerSize(Size)
    case layerPosition(Point2D)
    case layerAnchor(Point2D)
    case layerOpacity(Double)
    case layerDoubleSided(Bool)
    /// `layer zposition Z`: `CALayer.zPosition`, in points.
    case layerZPosition(Double)
    /// `layer reflectance R`: the share of the light the surface gives back, 0…1.
    case layerReflectance(Double)
    /// `layer interaction on|off`: UIKit's `userInteractionEnabled`, which `pick … uikit` honours.
    case layerInteraction(Bool)
    case layerName(String)
    /// `layer add [NAME] [parent P] [kind layer|transform]`: a top-level layer, or the last
    /// sublayer of P (Core Animation's `addSublayer:`).
    case layerAdd(String?, parent: LayerReference?, kind: LayerKind)
    /// `layer kind layer|transform`: `CALayer` (flattens its sublayers) or `CATransformLayer`.
    case layerKind(LayerKind)
    /// `layer parent P|none`: moves the selected layer, with its sublayers, to be the last
    /// sublayer of P, or the last top-level layer (Core Animation's `addSublayer:` on a
    /// layer that already has a superlayer).
    case layerParent(LayerReference?)
    case layerSelect(LayerReference)
    case layerRemove(LayerReference?)
    case layerList
    case transform(TransformTarget, TransformOperation)
}

/// How the scene is looked at.
public enum ViewCommand: Equatable, Sendable {
    case overlays(Overlays)
    case overlay(Overlays, Bool)
    case supersample(Int)
    case orbit(yawDegrees: Double, pitchDegrees: Double)
    case zoom(Double)
    case viewport(width: Int, height: Int)
    case inspectFace(Int)
    /// `inspect none`: no face highlighted any more (as `overlay none` clears the overlays).
    case inspectNone
    /// `inspect layer [N|NAME]`: the layer's path and how its transforms compose (the
    /// selected layer when nil).
    case inspectLayer(LayerReference?)
    /// Frame the mesh as drawn now so it fills the viewport.
    case fit
    /// Onion skin: the wireframes of this many frames before and after, while paused (0 = off).
    case onion(Int)
    /// Colour the wireframe and vertices by their distance from the identity position.
    case deformation(Bool)
    /// The playground's cell mode; nil: the next one.
    case cells(CellsKeyword?)
    /// The playground's picture output: `auto` chooses again from what the terminal reported.
    case graphics(GraphicsKeyword)
    /// The playground panel's width in columns (``PanelColumns``), remembered across sessions.
    case panel(columns: Int)
}

/// Commands that render the current frame.
public enum ToolCommand: Equatable, Sendable {
    /// `pick X Y [mesh|uikit|both]`.
    case pick(x: Int, y: Int, mode: PickMode)
    case stats
    case render(path: String, width: Int?, height: Int?)
}

/// The playhead.
public enum TimelineCommand: Equatable, Sendable {
    case fps(Double)
    case play
    case pause
    case step(Int)
    case back(Int)
    case frame(Int)
    case time(Double)
    case loop(Bool)
}

/// Keyframes and animations.
public enum AnimationCommand: Equatable, Sendable {
    case key(String)
    case keyRemove(String)
    case keyList
    case animate(AnimationSpec)
    case animationClear
    case animationList
}

/// Files, starting over and help.
public enum FileCommand: Equatable, Sendable {
    case new
    /// `save FILE`, or `save` alone (nil): the file the session was loaded from or last saved to.
    case save(String?)
    case load(String)
    case importOBJ(String, OBJImportOptions)
    case exportOBJ(String, subdivided: Bool)
    case importJSON(String)
    /// `import caml FILE`: a Core Animation archive's layer tree and meshes.
    case importCAML(String)
    case exportJSON(String)
    case exportCode(String, CodeExportFormat, CodeExportOptions)
    /// `export metal FILE [name NAME]`: the frame as Swift that draws it with Metal.
    case exportMetal(String, name: String)
    /// `export swiftui-distortion FILE [name NAME]`: the frame's 2D warp as a SwiftUI distortion.
    case exportDistortion(String, name: String)
    case help(String?)
}

/// Stepping through the undo history.
public enum HistoryCommand: Equatable, Sendable {
    case undo
    case redo
}

/// Which components of a vertex a `vertex N …` command replaces.
public struct VertexEdit: Equatable, Sendable {
    public var fromX: Double?, fromY: Double?
    public var toX: Double?, toY: Double?, toZ: Double?

    public init(fromX: Double? = nil, fromY: Double? = nil, toX: Double? = nil, toY: Double? = nil, toZ: Double? = nil) {
        self.fromX = fromX; self.fromY = fromY
        self.toX = toX; self.toY = toY; self.toZ = toZ
    }

    /// The vertex with the given components replaced.
    public func applied(to v: Vertex) -> Vertex {
        Vertex(from: Point2D(fromX ?? v.from.x, fromY ?? v.from.y),
               to: Point3D(toX ?? v.to.x, toY ?? v.to.y, toZ ?? v.to.z))
    }
}

/// What a `face N …` command replaces.
public struct FaceEdit: Equatable, Sendable {
    public var indices: SIMD4<Int>?
    public var w: SIMD4<Double>?

    public init(indices: SIMD4<Int>? = nil, w: SIMD4<Double>? = nil) {
        self.indices = indices
        self.w = w
    }
}

/// What `select` picks in the selected layer.
public enum SelectionTarget: Hashable, Sendable {
    case vertex(Int)
    case face(Int)
    case none
}

/// A layer named by index or by name.
public enum LayerReference: Equatable, Sendable {
    case index(Int)
    case name(String)
}

/// A layer's content as a command gives it: everything but images is a ``Content`` already.
public enum ContentSpec: Equatable, Sendable {
    case content(Content)
    /// An image file, decoded through the host.
    case image(path: String)
    /// A filled disc on a transparent square (the jelly demo's picture), `diameter` a fraction of the side.
    case disc(diameter: Double, color: Color)
    /// A `UISwitch`, on or off, in a tint (the article's "Hit test area of an embedded UISwitch").
    case switchControl(on: Bool, tint: Color)

    /// The prefix of ``Texture/source`` for generated textures; the rest is the `content`
    /// command's arguments, so scene files can name the texture again.
    static let generatedPrefix = "generated: content "

    /// The `content` arguments that made a generated texture, from its source.
    static func generatedArguments(_ source: String?) -> String? {
        guard let source, source.hasPrefix(generatedPrefix) else { return nil }
        return String(source.dropFirst(generatedPrefix.count))
    }

    /// The texture a generated content makes, its source naming the arguments that make it
    /// again; nil for the contents that are no generated texture.
    var generatedTexture: Texture? {
        switch self {
        case let .disc(diameter, color):
            var texture = Texture.disc(diameter: diameter, color: color)
            texture.source = ContentSpec.generatedPrefix + "disc \(diameter.scriptText) \(color)"
            return texture
        case let .switchControl(on, tint):
            var texture = Texture.switchControl(on: on, tint: tint)
            texture.source = ContentSpec.generatedPrefix + "switch \(on ? "on" : "off") \(tint)"
            return texture
        case .content, .image:
            return nil
        }
    }

}

/// Which 3D transform a `transform`/`sublayer` command changes.
public enum TransformTarget: String, Equatable, Sendable {
    /// The selected layer's `transform`.
    case layer = "transform"
    /// The container's `sublayerTransform`.
    case sublayer
    /// The selected layer's own `sublayerTransform` (applied to its sublayers).
    case layerSublayer = "layer sublayer"
}

/// One step on a ``Transform3D``, in Core Animation's order: each operation `op` turns the
/// current transform `T` into `CATransform3D<Op>(T, …)`, which applies `op` before `T`.
public enum TransformOperation: Equatable, Sendable {
    /// `CATransform3DRotate(T, angle, x, y, z)`; the command states degrees or radians.
    case rotate(radians: Double, x: Double, y: Double, z: Double)
    case scale(Double, Double, Double)
    case translate(Double, Double, Double)
    /// Sets `m34 = −1/distance`, keeping the other fields.
    case perspective(distance: Double)
    case setM34(Double)
    case set(Transform3D)
    case reset
}

/// `animate K1 K2 … duration D [easing E] [autoreverse] [repeat N|forever] [at T]`.
public struct AnimationSpec: Equatable, Sendable {
    public var keys: [String]
    public var duration: Double
    public var easing: String
    public var autoreverses: Bool
    /// Repetitions; nil repeats forever.
    public var repeatCount: Double?
    /// Start time in seconds on the timeline; nil starts at the current time.
    public var begin: Double?
    /// Where each of `keys` was typed on the command line (empty when not typed), so that an
    /// error about a keyframe points at its name. Not part of the spec's value.
    public var keyColumns: [Int] = []

    public static func == (a: AnimationSpec, b: AnimationSpec) -> Bool {
        a.keys == b.keys && a.duration == b.duration && a.easing == b.easing && a.autoreverses == b.autoreverses
            && a.repeatCount == b.repeatCount && a.begin == b.begin
    }

    public init(keys: [String], duration: Double, easing: String = "linear", autoreverses: Bool = false,
                repeatCount: Double? = 1, begin: Double? = nil) {
        self.keys = keys
        self.duration = duration
        self.easing = easing
        self.autoreverses = autoreverses
        self.repeatCount = repeatCount
        self.begin = begin
    }
}
