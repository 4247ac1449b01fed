/// The documentation of every command: what `help` prints and what "did you mean …?" searches.
public enum CommandHelp {
    /// One command word: its usage lines and a one-line summary.
    public struct Entry: Sendable {
        public let name: String
        public let usage: [String]
        public let summary: String
    }

    /// Every top-level command word, in the order `help` lists them.
    public static let names: [String] = entries.map(\.name)

    /// The entry of a command word, case-insensitively.
    public static func entry(_ name: String) -> Entry? {
        entries.first { $0.name == name.lowercased() }
    }

    /// `help`: one line per command.
    public static var overview: String {
        let width = entries.map(\.name.count).max() ?? 0
        let lines = entries.map { $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary }
        return (["commands (help NAME for details; # starts a comment; angles are in degrees):"] + lines)
            .joined(separator: "\n")
    }

    /// `help NAME`: the usage lines and the summary.
    public static func text(for e: Entry) -> String {
        (e.usage.map { "usage: " + $0 } + [e.summary]).joined(separator: "\n")
    }

    /// Every command, in the order `help` lists them.
    public static let entries: [Entry] = [
        Entry(name: "vertex", usage: [
            "vertex add [from] X Y [to X Y Z]",
            "vertex N [from X Y] [to X Y Z] [from.x V] [from.y V] [to.x V] [to.y V] [to.z V]",
            "vertex remove N | vertex list | vertex show N",
        ], summary: "add, change, remove or show vertices of the selected layer's mesh (unit coordinates, y down)"),
        Entry(name: "vertices", usage: ["vertices"], summary: "list every vertex"),
        Entry(name: "face", usage: [
            "face add I0 I1 I2 I3 [w W0 W1 W2 W3]",
            "face N [I0 I1 I2 I3] [w W0 W1 W2 W3]",
            "face remove N | face list | face show N",
        ], summary: "add, change, remove or show quad faces (indices TL TR BR BL; weights w per corner)"),
        Entry(name: "faces", usage: ["faces"], summary: "list every face"),
        Entry(name: "select", usage: ["select vertex N | select face N | select none"], summary: "highlight a vertex or face"),
        Entry(name: "grid", usage: ["grid ROWS COLUMNS"], summary: "replace the mesh with an identity grid of ROWS × COLUMNS faces"),
        Entry(name: "mesh", usage: ["mesh empty | mesh none"], summary: "start an empty mesh, or draw the layer without one"),
        Entry(name: "preset", usage: ["preset NAME"], summary: "replace the scene with a built-in preset (see `meshplay presets`)"),
        Entry(name: "map", usage: ["map [--once] TARGET = EXPRESSION[; TARGET = EXPRESSION …]", "map clear | map list",
                                   "e.g. map to.z = 0.05 * sin(r * 2 * pi * 4)   (the article's ripple)"],
              summary: "set to.x to.y to.z from.x from.y (or x y z u v) from expressions of u v x y z r i row col t; with t it re-runs every frame unless --once"),
        Entry(name: "maps", usage: ["maps"], summary: "list the procedural maps"),
        Entry(name: "subdivision", usage: ["subdivision N | subdivision auto"], summary: "subdivision steps (each splits every edge in two)"),
        Entry(name: "depth", usage: ["depth none|width|height|min|max|average"], summary: "depth normalization: points per unit of z"),
        Entry(name: "triangulation", usage: ["triangulation diagonal02|diagonal13|shorter|fan4|bilinear"],
              summary: "how quads are split into triangles"),
        Entry(name: "flip", usage: ["flip FACE"], summary: "use the other diagonal for one face"),
        Entry(name: "diagonal", usage: ["diagonal FACE 0-2|1-3|auto"], summary: "set or clear one face's diagonal"),
        Entry(name: "light", usage: [
            "light direction X Y Z | light ambient I | light point X Y Z",
            "light spot X Y Z [direction X Y Z] [cone DEGREES]",
            "light diffuse F | light specular S [shininess N] | light color C",
            "light add directional|ambient|point|spot [direction X Y Z] [position X Y Z] [color C] [intensity I] [cone DEGREES]",
            "light remove N | light clear | light list",
        ], summary: "lights and the diffuse factor (BCMeshTransformView's (1 − f) + f·|N·L|); direction, ambient, point and spot change the first light of that kind (adding one), color the first light"),
        Entry(name: "lights", usage: ["lights"], summary: "list the lights"),
        Entry(name: "shading", usage: ["shading smooth|flat|unlit"], summary: "per-pixel smooth normals, one normal per face, or none"),
        Entry(name: "content", usage: [
            "content checker [N [C1 C2]] | content grid [N [LINE BACKGROUND]] | content uv",
            "content label \"TEXT\" [FOREGROUND BACKGROUND] | content solid C | content image FILE | content disc DIAMETER C",
        ], summary: "what the selected layer shows (colours as #rrggbb or names)"),
        Entry(name: "background", usage: ["background C"], summary: "the container's background colour"),
        Entry(name: "scene", usage: ["scene size W H"], summary: "the container's size in points"),
        Entry(name: "layer", usage: [
            "layer size W H | layer position X Y | layer anchor X Y | layer opacity O",
            "layer doublesided on|off | layer name NAME",
            "layer add [NAME] | layer select N|NAME | layer remove [N|NAME] | layer list",
        ], summary: "the selected layer's geometry, and adding, selecting and removing layers"),
        Entry(name: "layers", usage: ["layers"], summary: "list the layers"),
        Entry(name: "transform", usage: [
            "transform rotate DEGREES X Y Z | transform scale SX SY [SZ] | transform translate TX TY [TZ]",
            "transform perspective D | transform m34 V | transform set M11 … M44 | transform reset",
        ], summary: "the selected layer's 3D transform; each operation applies before the current one, as CATransform3DRotate etc.; perspective D sets m34 = −1/D"),
        Entry(name: "sublayer", usage: ["sublayer rotate|scale|translate|perspective|m34|set|reset …"],
              summary: "the container's sublayer transform, shared by every layer (same operations as transform)"),
        Entry(name: "overlays", usage: ["overlays on|off | overlays wire|diagonals|vertices|indices …"], summary: "which overlays are drawn"),
        Entry(name: "overlay", usage: ["overlay wire|diagonals|vertices|indices on|off"], summary: "turn one overlay on or off"),
        Entry(name: "supersample", usage: ["supersample N"], summary: "samples per pixel along each axis (1…4)"),
        Entry(name: "orbit", usage: ["orbit YAW PITCH"], summary: "view rotation in degrees, about the vertical then the horizontal axis"),
        Entry(name: "zoom", usage: ["zoom Z"], summary: "view magnification"),
        Entry(name: "viewport", usage: ["viewport W H"], summary: "the pixel size `pick` and `render` use by default (in the playground: the window's viewport)"),
        Entry(name: "pick", usage: ["pick X Y"], summary: "what is under a pixel of the viewport: layer, face, triangle, from point. X Y are viewport pixels "
              + "from the top left; in the playground a cell is one pixel wide and two tall (half-blocks), so the cell at "
              + "column C, row R of the viewport shows pixels (C, 2R) and (C, 2R+1); a click picks the upper one"),
        Entry(name: "inspect", usage: ["inspect face N"], summary: "a face's indices, diagonal, triangle areas and non-planarity"),
        Entry(name: "stats", usage: ["stats"], summary: "vertex, face and triangle counts, and the last frame time"),
        Entry(name: "key", usage: ["key NAME | key remove NAME | key list"], summary: "snapshot the selected layer's mesh as a keyframe"),
        Entry(name: "keys", usage: ["keys"], summary: "list the keyframes"),
        Entry(name: "animate", usage: [
            "animate K1 K2 [K3 …] duration SECONDS [easing E] [autoreverse] [repeat N|forever] [at SECONDS]",
            "animate clear | animate list",
        ], summary: "animate the selected layer's mesh through keyframes (meshes must be compatible)"),
        Entry(name: "animations", usage: ["animations"], summary: "list the animations"),
        Entry(name: "fps", usage: ["fps N"], summary: "timeline frames per second"),
        Entry(name: "play", usage: ["play"], summary: "start the timeline"),
        Entry(name: "pause", usage: ["pause"], summary: "stop the timeline"),
        Entry(name: "step", usage: ["step [N]"], summary: "advance N frames (1 by default)"),
        Entry(name: "back", usage: ["back [N]"], summary: "go back N frames"),
        Entry(name: "frame", usage: ["frame N"], summary: "go to frame N"),
        Entry(name: "time", usage: ["time SECONDS"], summary: "go to the frame at a time"),
        Entry(name: "loop", usage: ["loop on|off"], summary: "whether playing wraps around at the end of the animations"),
        Entry(name: "undo", usage: ["undo"], summary: "undo the last change"),
        Entry(name: "redo", usage: ["redo"], summary: "redo the last undone change"),
        Entry(name: "new", usage: ["new"], summary: "start over with the default scene"),
        Entry(name: "save", usage: ["save FILE"], summary: "write the session as a scene file of commands (atomically)"),
        Entry(name: "load", usage: ["load FILE"], summary: "replace the session with a scene file; a bad file changes nothing"),
        Entry(name: "import", usage: ["import obj FILE"], summary: "read a Wavefront OBJ (vt = from, v = to, quad faces) as the mesh"),
        Entry(name: "export", usage: ["export obj FILE"], summary: "write the mesh as Wavefront OBJ"),
        Entry(name: "render", usage: ["render FILE.png [W H]"], summary: "render the current frame to a PNG"),
        Entry(name: "help", usage: ["help [COMMAND]"], summary: "this list, or one command's usage"),
    ]
}
