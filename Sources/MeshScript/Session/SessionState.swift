import MeshEngine

/// Everything a session's commands change and `undo` restores: the scene, what is selected,
/// keyframes, animations, procedural maps, timeline settings and the view.
public struct SessionState: Hashable, Sendable {
    public var scene: Scene
    /// Index of the layer that mesh, content, layer and transform commands act on.
    public var selectedLayer: Int
    /// The highlighted vertex or face, in the selected layer.
    public var selection: SelectionTarget
    /// Keyframes by name: snapshots of a layer's mesh.
    public var keyframes: [String: MeshTransform]
    /// Animations, each driving one layer's mesh.
    public var animations: [LayerAnimation]
    /// `map` assignments that use `t`, re-evaluated on every frame, in the order given.
    public var maps: [ProceduralMap]
    public var framesPerSecond: Double
    /// Whether playing wraps to frame 0 after the last animation ends.
    public var loops: Bool
    public var view: ViewState
    /// An animated preset whose meshes follow the timeline (set by `preset`, cleared by `animate clear`).
    public var drivingPreset: String?
    /// The preset the scene started from, if any: scene files begin with it, so content that
    /// only the preset can make (textures without a file) is kept.
    public var origin: String?
    /// The `let` variables.
    public var variables = Variables()

    public init(scene: Scene = SessionState.defaultScene, selectedLayer: Int = 0, selection: SelectionTarget = .none,
                keyframes: [String: MeshTransform] = [:], animations: [LayerAnimation] = [], maps: [ProceduralMap] = [],
                framesPerSecond: Double = 30, loops: Bool = true, view: ViewState = ViewState()) {
        self.scene = scene
        self.selectedLayer = selectedLayer
        self.selection = selection
        self.keyframes = keyframes
        self.animations = animations
        self.maps = maps
        self.framesPerSecond = framesPerSecond
        self.loops = loops
        self.view = view
    }

    /// What `new` starts from: one 200×200 checkerboard layer filling a 200×200 container,
    /// with BCMeshTransformView's initial 1×1 identity mesh.
    public static let defaultScene = Scene(layers: [Layer(name: "layer", mesh: .identity(rows: 1, columns: 1))])
}


/// How the scene is looked at; not part of the scene itself.
public struct ViewState: Hashable, Sendable {
    public var overlays: Overlays
    public var supersample: Int
    /// Orbit angles in degrees: yaw about the vertical axis, then pitch about the horizontal.
    public var yawDegrees: Double
    public var pitchDegrees: Double
    public var zoom: Double

    public init(overlays: Overlays = [], supersample: Int = 2, yawDegrees: Double = 0, pitchDegrees: Double = 0,
                zoom: Double = 1) {
        self.overlays = overlays
        self.supersample = supersample
        self.yawDegrees = yawDegrees
        self.pitchDegrees = pitchDegrees
        self.zoom = zoom
    }

    /// The orbit as a transform: yaw about y, then pitch about x.
    public var rotation: Transform3D {
        Transform3D.rotation(yawDegrees * .pi / 180, 0, 1, 0)
            .concatenating(.rotation(pitchDegrees * .pi / 180, 1, 0, 0))
    }
}

/// A `map` that uses `t`, re-applied to a layer's mesh on every frame.
public struct ProceduralMap: Hashable, Sendable {
    public var layer: Int
    public var assignment: VertexAssignment

    public init(layer: Int, assignment: VertexAssignment) {
        self.layer = layer
        self.assignment = assignment
    }
}
