import MeshEngine

/// Every command word of the language, in the order `help` lists them: the one list of
/// commands. Each has one row in the command table (``CommandHelp/entries``) and one case in
/// ``parse(_:)``, a `switch` with no `default:`, so a word added here cannot parse as another.
public enum CommandWord: String, CaseIterable, Sendable {
    case vertex, vertices, face, faces, select, grid, mesh, preset, map, maps
    case `let`, lets, `repeat`, subdivision, depth, triangulation, flip, diagonal
    case light, lights, shading, content, background, scene, layer, layers, transform, sublayer
    case overlays, overlay, supersample, orbit, zoom, viewport, cells, graphics, panel, fit, onion, deformation
    case pick, inspect, stats, key, keys, animate, animations
    case fps, play, pause, step, back, frame, time, loop, undo, redo
    case new, save, load, `import`, export, render, help

    /// The command word `text` names, case-insensitively.
    public init?(word text: String) {
        self.init(rawValue: text.lowercased())
    }

    /// Parses the arguments after the word (never reached for a bare word with a
    /// ``CommandHelp/Entry/query``, or a setting's word alone).
    func parse(_ p: inout CommandParser) throws(ScriptError) -> Command {
        switch self {
        case .vertex: return .mesh(try p.vertex())
        case .vertices: return .mesh(.vertexList)
        case .face: return .mesh(try p.face())
        case .faces: return .mesh(.faceList)
        case .select: return .mesh(try p.select())
        case .grid: return .mesh(.grid(rows: try p.count("rows", max: 1000), columns: try p.count("columns", max: 1000)))
        case .mesh: return .mesh(try p.meshStart())
        case .preset: return .procedural(try p.preset())
        case .map: return .procedural(try p.map())
        case .maps: return .procedural(.mapList)
        case .let: return .language(try p.letCommand())
        case .lets: return .language(.list)
        case .repeat: return .language(try p.repeated())
        case .subdivision: return .mesh(try p.subdivision())
        case .depth: return .mesh(.depth(try p.choice(DepthNormalization.self, what: "a depth normalization")))
        case .triangulation: return .mesh(.triangulation(try p.choice(Triangulation.self, what: "a triangulation mode")))
        case .flip: return .mesh(.flip(face: try p.index("face index")))
        case .diagonal: return .mesh(try p.diagonal())
        case .light: return try p.lightCommand()
        case .lights: return .light(.lightList)
        case .shading: return .light(.shading(try p.choice(Shading.self, what: "a shading mode")))
        case .content: return .layer(.content(try p.content()))
        case .background: return .layer(.background(try p.color("a colour")))
        case .scene: return .layer(try p.sceneSize())
        case .layer: return .layer(try p.layer())
        case .layers: return .layer(.layerList)
        case .transform: return .layer(.transform(.layer, try p.transformOperation()))
        case .sublayer: return .layer(.transform(.sublayer, try p.transformOperation()))
        case .overlays: return .view(try p.overlays())
        case .overlay: return .view(try p.overlay())
        case .supersample: return .view(try p.supersample())
        case .orbit: return .view(.orbit(yawDegrees: try p.degrees("yaw"), pitchDegrees: try p.degrees("pitch")))
        case .zoom: return .view(.zoom(try p.number(.zoom)))
        case .viewport: return .view(try p.viewport())
        case .cells: return .view(try p.cells())
        case .graphics: return .view(try p.graphics())
        case .panel: return .view(.panel(columns: try p.count(PanelColumns.what, max: PanelColumns.range.upperBound, min: PanelColumns.range.lowerBound)))
        case .fit: return .view(.fit)
        case .onion: return .view(.onion(p.accept(OnOff.off) ? 0 : try p.count("frames before and after", max: 30, min: 0)))
        case .deformation: return .view(.deformation(try p.onOff("on or off")))
        case .pick: return .tool(try p.pick())
        case .inspect: return .view(try p.inspect())
        case .stats: return .tool(.stats)
        case .key: return .animation(try p.key())
        case .keys: return .animation(.keyList)
        case .animate: return .animation(try p.animate())
        case .animations: return .animation(.animationList)
        case .fps: return .timeline(.fps(try p.number(.framesPerSecond)))
        case .play: return .timeline(.play)
        case .pause: return .timeline(.pause)
        case .step: return .timeline(.step(try p.atEnd ? 1 : p.count("frames", max: 1_000_000)))
        case .back: return .timeline(.back(try p.atEnd ? 1 : p.count("frames", max: 1_000_000)))
        case .frame: return .timeline(.frame(try p.index("frame number")))
        case .time: return .timeline(.time(try p.number(.time)))
        case .loop: return .timeline(.loop(try p.onOff("on or off")))
        case .undo: return .history(.undo)
        case .redo: return .history(.redo)
        case .new: return .file(p.newDocument())
        case .save: return .file(try p.save())
        case .load: return .file(try p.load())
        case .import: return .file(try p.importCommand())
        case .export: return .file(try p.exportCommand())
        case .render: return .tool(try p.render())
        case .help: return .file(try p.help())
        }
    }
}
