import MeshEngine

/// The command table: one row per command word with its usage, its help, the words Tab
/// completes after it and its parser. `help`, completion and "did you mean …?" all read it, and
/// ``CommandParser`` dispatches through it, so a word exists in one place.
public enum CommandHelp {
    /// One command word: its usage lines, a one-line summary and how its arguments parse.
    public struct Entry: Sendable {
        public let name: String
        public let usage: [String]
        public let summary: String
        /// Further lines `help NAME` prints after the summary (what each argument means), one
        /// per paragraph or table row, unbroken: the playground's panel wraps them at its width,
        /// a row's continuation under its description ("  spot         position X Y Z: …").
        public let details: [String]
        /// The setting the word alone prints, for a command that sets one value.
        public let query: QueryCommand?
        /// The words after this one that each set one value, and what each alone prints
        /// (`layer opacity`, `overlay wire`): the word never asks for its value, it shows it.
        public let settings: [String: QueryCommand]
        /// Parses the arguments after the word (never reached for a bare word with a ``query``, or a
        /// setting's word alone).
        let parse: @Sendable (inout CommandParser) throws(ScriptError) -> Command

        init(name: String, usage: [String], summary: String, details: [String] = [], query: QueryCommand? = nil,
             settings: [String: QueryCommand] = [:],
             parse: @escaping @Sendable (inout CommandParser) throws(ScriptError) -> Command) {
            self.name = name
            self.usage = usage
            self.summary = summary
            self.details = details
            self.query = query
            self.settings = settings
            self.parse = parse
        }

        /// The command after the word: its ``query`` when nothing follows, a setting's query
        /// when only that setting's word does, else what ``parse`` reads.
        func command(_ parser: inout CommandParser) throws(ScriptError) -> Command {
            if let query, parser.atEnd { return .query(query) }
            if let setting = parser.bareSetting(settings) { return .query(setting) }
            return try parse(&parser)
        }

        /// The lower-case keywords and values of the usage lines (`diagonal02`, `fan4`, `m34`,
        /// `1-3` included), in order: what Tab offers after the command word.
        public var words: [String] {
            var seen: Set<String> = [name]
            var out: [String] = []
            for line in usage where !line.hasPrefix("e.g.") {
                for token in line.split(whereSeparator: { " |[]".contains($0) }).dropFirst() {
                    let word = String(token)
                    guard word.first.map({ $0.isLetter || $0.isNumber || $0 == "-" }) == true,
                          !word.contains(where: \.isUppercase),
                          word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." }),
                          word.contains(where: \.isLetter) || word.contains("-"),
                          seen.insert(word).inserted else { continue }
                    out.append(word)
                }
            }
            return out
        }
    }

    /// Every top-level command word, in the order `help` lists them.
    public static let names: [String] = entries.map(\.name)

    /// The entry of a command word, case-insensitively.
    public static func entry(_ name: String) -> Entry? {
        let key = name.lowercased()
        return entries.first { $0.name == key }
    }

    /// The command word `word` was probably meant to be, for "did you mean …?".
    public static func suggestion(for word: String) -> String? {
        NameSuggestion.closest(to: word, among: names)
    }

    /// What Tab offers after `words` (the words already typed, the first a command word):
    /// command words first, then the values the last keyword takes (presets after `preset`,
    /// easings after `easing`, commands after `help`), else those of the command's usage words
    /// that parse in the next place and are not read as a layer's or keyframe's name
    /// (`variables`: the session's, for typed arguments that use them).
    public static func completions(after words: [String], variables: Variables = Variables()) -> [String] {
        guard let first = words.first?.lowercased() else { return names }
        switch (first, words.last?.lowercased() ?? "") {
        case ("preset", _): return Presets.all.map(\.name)
        case ("help", _): return names
        case ("repeat", _):
            // After `repeat N [NAME]`, the repeated command's own words.
            var rest = Array(words.dropFirst(2))
            if let name = rest.first, entry(name) == nil { rest.removeFirst() }
            return rest.isEmpty ? names : completions(after: rest, variables: variables)
        case (_, "easing"): return Easing.names
        default:
            let line = words.joined(separator: " ")
            // Not the words that would be read as a layer's or a keyframe's name (after `layer
            // select`, `key remove`): there the session offers the names it has
            // (``Session/completions(after:)``).
            return (entry(first)?.words ?? []).filter {
                parses(line + " " + $0, through: line.count + 2 + $0.count, variables: variables)
                    && !readsLayer($0, after: words, variables: variables)
                    && !reads($0, after: words, variables: variables, as: \.keyframeReferenceColumns)
            }
        }
    }

    /// Whether the command begun by `words` takes a file name in the next place: its usage names
    /// a FILE and any word parses there (`load`, `save`, `import obj`, `content image`; not
    /// `import`, which wants obj or json first).
    public static func takesFile(after words: [String], variables: Variables = Variables()) -> Bool {
        guard let first = words.first, let entry = entry(first), entry.usage.contains(where: { $0.contains("FILE") }) else { return false }
        let line = words.joined(separator: " ") + " "
        // A name no keyword of any command is.
        let probe = "file-name.mesh"
        return parses(line + probe, through: line.count + probe.count, variables: variables)
    }

    /// Whether the command begun by `words` takes a layer (an index or a name) in the next
    /// place: where the parser reads a layer there (`layer select`, `layer remove`, `layer
    /// parent`, `layer add NAME parent`, `inspect layer`; not the new name of `layer add`).
    public static func takesLayer(after words: [String], variables: Variables = Variables()) -> Bool {
        readsLayer("layer-name", after: words, variables: variables)
    }

    /// Whether the command begun by `words` takes an existing keyframe's name in the next
    /// place (`key remove`, each name of `animate` before `duration`; not the new name of `key`).
    public static func takesKeyframe(after words: [String], variables: Variables = Variables()) -> Bool {
        reads("keyframe-name", after: words, variables: variables, as: \.keyframeReferenceColumns)
    }

    /// Whether the parser reads `word`, typed after `words`, as a layer's index or name.
    static func readsLayer(_ word: String, after words: [String], variables: Variables) -> Bool {
        reads(word, after: words, variables: variables, as: \.layerReferenceColumns)
    }

    /// Whether the parser reads `word`, typed after `words`, as one of the references it notes
    /// at `columns` (layers, keyframes).
    private static func reads(_ word: String, after words: [String], variables: Variables,
                              as columns: KeyPath<CommandParser, [Int]>) -> Bool {
        let line = words.joined(separator: " ") + " "
        guard var parser = try? CommandParser(line + word, variables: variables) else { return false }
        _ = try? parser.command()
        return parser[keyPath: columns].contains(line.count + 1)
    }

    /// Whether `line` parses up to column `end` (just after its last word): it parses whole, or
    /// stops at the end wanting more; an error at or inside the last word means it does not
    /// fit there (`layer doublesided rotate`, `transform deg`).
    static func parses(_ line: String, through end: Int, variables: Variables) -> Bool {
        do {
            _ = try CommandParser.parse(line, variables: variables)
            return true
        } catch {
            return error.column >= end
        }
    }

    /// `help`: one line per command.
    public static var overview: String {
        let width = entries.map(\.name.count).max() ?? 0
        let lines = entries.map { $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary }
        // One line per paragraph: the panel wraps them at its width, a table row's continuation
        // under its description (ReplLog.wrap).
        return (["commands (help NAME for details; # starts a comment; a setting's word alone prints its value; "
                    + "angles are in degrees unless followed by rad; every number may be an expression such as -1/800, "
                    + "pi/4 or 2*k+1, with spaces only inside parentheses):"] + lines + [
            "",
            "edits on an animated layer: grid, mesh, import, map without t, vertex add/remove and face edits stop the "
                + "animation that drives the layer and say so; vertex N edits the frame on screen (the keyframe under the "
                + "playhead, else the frame, kept as the mesh); undo brings the animation back",
            "",
            "quit or exit leaves the REPL or the playground (help quit)",
        ]).joined(separator: "\n")
    }

    /// The labels that start `help NAME`'s usage and example lines (the panel wraps such a
    /// line under its text).
    public static let usageLabel = "usage: ", exampleLabel = "example: "
    public static let lineLabels = [usageLabel, exampleLabel]

    /// `help NAME`: the usage lines, the summary and the details, and for a setting that the
    /// word alone prints it.
    public static func text(for e: Entry) -> String {
        let words = e.settings.keys.sorted().joined(separator: "|")
        let settings = words.isEmpty ? [] : ["\(e.name) \(words) alone prints its current value"]
        let bare = e.query == nil ? [] : ["\(e.name) alone prints the current value"]
        // Examples sit among the usage lines (Tab reads the usage lines' words, not theirs).
        let usage = e.usage.map { $0.hasPrefix("e.g. ") ? exampleLabel + $0.dropFirst(5) : usageLabel + $0 }
        return (usage + [e.summary] + e.details + settings + bare).joined(separator: "\n")
    }

    /// Every command, in the order `help` lists them.
    public static let entries: [Entry] = [
        Entry(name: "vertex", usage: [
            "vertex add [from] X Y [to X Y Z] [[from] X Y [to X Y Z] …]",
            "vertex N [from X Y] [to X Y Z] [from.x V] [from.y V] [to.x V] [to.y V] [to.z V]",
            "vertex remove N | vertex list | vertex show N",
        ], summary: "add, change, remove or show vertices of the selected layer's mesh (unit coordinates, y down)",
              parse: { p throws(ScriptError) in .mesh(try p.vertex()) }),
        Entry(name: "vertices", usage: ["vertices"], summary: "list every vertex",
              parse: { p throws(ScriptError) in .mesh(.vertexList) }),
        Entry(name: "face", usage: [
            "face add I0 I1 I2 I3 [w W0 W1 W2 W3] [I0 I1 I2 I3 [w …] …]",
            "face N [I0 I1 I2 I3] [w W0 W1 W2 W3]",
            "face remove N | face list | face show N",
        ], summary: "add, change, remove or show quad faces (indices TL TR BR BL; weights w per corner)",
              parse: { p throws(ScriptError) in .mesh(try p.face()) }),
        Entry(name: "faces", usage: ["faces"], summary: "list every face",
              parse: { p throws(ScriptError) in .mesh(.faceList) }),
        Entry(name: "select", usage: ["select vertex N | select face N | select none | select"], summary: "highlight a vertex or face",
              query: .selection, parse: { p throws(ScriptError) in .mesh(try p.select()) }),
        Entry(name: "grid", usage: ["grid ROWS COLUMNS"], summary: "replace the mesh with an identity grid of ROWS × COLUMNS faces",
              parse: { p throws(ScriptError) in .mesh(.grid(rows: try p.count("rows", max: 1000), columns: try p.count("columns", max: 1000))) }),
        Entry(name: "mesh", usage: ["mesh empty | mesh none"], summary: "start an empty mesh, or draw the layer without one",
              parse: { p throws(ScriptError) in .mesh(try p.keyword(["empty", "none"], what: "empty or none") == "empty" ? .meshEmpty : .meshNone) }),
        Entry(name: "preset", usage: ["preset NAME"], summary: "replace the scene with a built-in preset (see `meshplay presets`)",
              parse: { (p: inout CommandParser) throws(ScriptError) -> Command in p.markSubject(); return .procedural(.preset(try p.text("a preset name"))) }),
        Entry(name: "map", usage: ["map [--once] TARGET = EXPRESSION[; TARGET = EXPRESSION …]", "map clear | map list",
                                   "e.g. map to.z = 0.05 * sin(r * 2 * pi * 4)   (the article's ripple)"],
              summary: "set to.x to.y to.z from.x from.y (or x y z u v) from expressions of u v x y z r i row col t; with t it re-runs every frame unless --once",
              parse: { p throws(ScriptError) in .procedural(try p.map()) }),
        Entry(name: "maps", usage: ["maps"], summary: "list the procedural maps",
              parse: { p throws(ScriptError) in .procedural(.mapList) }),
        Entry(name: "let", usage: ["let NAME = EXPRESSION | let NAME | let remove NAME | let list",
                                   "e.g. let amp = 0.05   let pull = 0.5 + 0.5 * cos(pi * t / 2)   transform rotate -amp*pi rad 0 0 1"],
              summary: "a variable every number argument and map expression can use; it always means its latest definition, "
              + "so running maps follow it (one that reads u v x y z i r t row col serves map expressions only); saved with the scene",
              parse: { p throws(ScriptError) in .language(try p.letCommand()) }),
        Entry(name: "lets", usage: ["lets"], summary: "list the variables",
              parse: { p throws(ScriptError) in .language(.list) }),
        Entry(name: "repeat", usage: ["repeat N [NAME] COMMAND …",
                                      "repeat N [NAME] {  …  }",
                                      "e.g. repeat 101 vertex add 0 0   repeat 50 k face add 2*k+1 2*k 100 mod(2*k+2, 100)"],
              summary: "run one command N times as one edit, NAME (if given) counting 0…N−1 in its arguments; "
              + "at most \(CommandParser.repeatBudget) commands per line, nested repeats multiplied",
              details: [
                "the block form: repeat N [NAME] { alone on a line, the commands on the lines below, then } alone; "
                    + "it runs its lines N times as one edit when its } arrives (in the REPL, in scene files and in the journal); "
                    + "each line is read as it runs, so a let is seen by the lines after it; blocks nest up to \(RepeatBlock.maxNesting) deep, "
                    + "hold up to \(RepeatBlock.maxLines) lines and run at most \(CommandParser.repeatBudget) commands in all;",
                "an error names the block's line and column and undoes the whole block;",
                "a let keeps the index as its number (let lift = k * 0.1 at k = 2 defines lift = 2 * 0.1)",
              ],
              parse: { p throws(ScriptError) in .language(try p.repeated()) }),
        Entry(name: "subdivision", usage: ["subdivision [N | auto | -1] [limit]", "subdivision limit"],
              summary: "subdivision steps (each splits every edge in two); auto, or -1 as in Core Animation, picks them from the mesh; "
              + "limit puts the result on the Catmull–Clark limit surface, lit with its exact normals (without it, limit is off)",
              query: .subdivision, parse: { p throws(ScriptError) in .mesh(try p.subdivision()) }),
        Entry(name: "depth", usage: ["depth [none|width|height|min|max|average]"], summary: "depth normalization: points per unit of z",
              query: .depth, parse: { p throws(ScriptError) in .mesh(.depth(try p.choice(DepthNormalization.self, what: "a depth normalization"))) }),
        Entry(name: "triangulation", usage: ["triangulation [diagonal02|diagonal13|shorter|fan4|bilinear]"],
              summary: "how quads are split into triangles",
              details: [
                  "diagonal02: corners (0,1,2) and (2,3,0), along the 0-2 diagonal, as Core Animation and BCMeshTransformView split",
                  "diagonal13: corners (0,1,3) and (1,2,3), along the 1-3 diagonal",
                  "shorter: per quad, the diagonal shorter on screen (0-2 when a corner is behind the camera)",
                  "fan4: four triangles from the edges to the quad's centre, so mirror-image meshes draw as mirror images",
                  "bilinear: no diagonal; every pixel is mapped back through the exact bilinear patch",
                  "after subdivision each drawn quad is split by the same rule; flip and diagonal override one face (faces lists them); "
                      + "inspect face N and overlay diagonals show the split each face was drawn with",
              ],
              query: .triangulation, parse: { p throws(ScriptError) in .mesh(.triangulation(try p.choice(Triangulation.self, what: "a triangulation mode"))) }),
        Entry(name: "flip", usage: ["flip FACE"], summary: "use the other diagonal for one face",
              parse: { p throws(ScriptError) in .mesh(.flip(face: try p.index("face index"))) }),
        Entry(name: "diagonal", usage: ["diagonal FACE 0-2|1-3|auto", "diagonal FACE"],
              summary: "set one face's diagonal; auto clears it, so the layer's triangulation chooses again; "
              + "FACE alone prints its setting and the split it was drawn with",
              parse: { p throws(ScriptError) in .mesh(try p.diagonal()) }),
        Entry(name: "light", usage: [
            "light | light toward X Y Z | light from X Y Z | light ambient I | light point X Y Z",
            "light spot X Y Z [toward X Y Z | at X Y Z] [cone ANGLE [deg|rad]]",
            "light diffuse F | light specular S [shininess N] | light color C",
            "light add directional|ambient|point|spot [toward X Y Z | from X Y Z | at X Y Z] [position X Y Z] [color C] [intensity I] [cone ANGLE [deg|rad]]",
            "light remove N | light clear | light list",
            "light N [kind directional|ambient|point|spot] [toward X Y Z | from X Y Z | at X Y Z] [position X Y Z] [color C] [intensity I] [cone ANGLE [deg|rad]]",
        ], summary: "lights and the diffuse factor (BCMeshTransformView's (1 − f) + f·|N·L|); toward, from, ambient, point and spot change the first light of that kind (adding one), color the first light; light N changes light N (light list numbers them)",
              details: [
                "which way the vectors point (scene points, x right, y down, z toward the viewer):",
                "  directional  toward X Y Z: the way the light shines (the book's LIGHT_DIRECTION; toward 0 0 -1 shines into the screen); "
                    + "from X Y Z: pointing at the light (BCMeshTransformView's lightDirection)",
                "  spot         position X Y Z: where the light is; toward X Y Z: the way it shines "
                    + "(light spot 250 200 500 toward 0 0 -1 lights the layer below it); at X Y Z: a point it shines at; cone: half-angle",
                "  point        position X Y Z: where the light is; it shines every way",
                "  ambient      no vector: the same amount everywhere",
                "direction X Y Z is the older spelling of from (it points at the light), kept so that old scene files load unchanged; "
                    + "save writes toward",
                "the sum of ambient and diffuse light is clamped to 1: only light specular brightens past the texture",
                "light add takes what its kind keeps: directional toward|from, color, intensity; ambient color, intensity; "
                    + "point position, color, intensity; spot all of them (anything else is refused, not dropped)",
                "light N takes the same properties as light add, those its kind keeps (light 1 toward 1 0 0 intensity 0.5);",
                "light N kind K makes it a light of kind K, keeping the position, aim, colour and cone it holds "
                    + "(light 0 kind spot position 0 0 400); the properties after it are those K keeps;",
                "light N alone prints light N as that command, light N PROPERTY prints one property",
              ],
              query: .light, settings: settings { .lightSetting($0) }, parse: { p throws(ScriptError) in try p.lightCommand() }),
        Entry(name: "lights", usage: ["lights"], summary: "list the lights",
              parse: { p throws(ScriptError) in .light(.lightList) }),
        Entry(name: "shading", usage: ["shading [smooth|flat|overlay|unlit]"],
              summary: "per-pixel smooth normals, one normal per face, the Core Animation book's overlay, or none",
              details: [
                "smooth   BCMeshTransformView's model: normals interpolated per pixel, lit two-sided (|N·L|)",
                "flat     one normal per face, lit the same way",
                "overlay  Listing 5.10's dynamic lighting: one normal per face under a black overlay of alpha "
                    + "1 + L·N − ambient clamped to 0…1 (L the way the light shines); one-sided and it only darkens: "
                    + "a face turned from the light goes black (light add directional toward 0 1 -0.5, light add ambient intensity 0.5, "
                    + "light diffuse 1 is the book's cube-lit)",
                "unlit    texture colours as they are",
              ],
              query: .shading, parse: { p throws(ScriptError) in .light(try p.lighting("shading")) }),
        Entry(name: "content", usage: [
            "content checker [N [C1 C2]] | content grid [N [LINE BACKGROUND]] | content uv",
            "content label \"TEXT\" [FOREGROUND BACKGROUND] [size POINTS|fit] [align left|center|right]",
            "content solid C | content image FILE | content disc DIAMETER C | content switch [on|off] [TINT] | content",
        ], summary: "what the selected layer shows (colours as #rrggbb or names); a label is set like a UILabel: lines split at \\n and "
              + "wrapped at the layer's width, 17 points by default (fit fills the layer), centred unless aligned, in the "
              + "system's font (DejaVu Sans via fontconfig; MESHPLAY_FONT names another family or a font file, none uses the bitmap font)",
              query: .content, parse: { p throws(ScriptError) in .layer(try p.layerCommand("content")) }),
        Entry(name: "background", usage: ["background [C]"], summary: "the container's background colour",
              query: .background, parse: { p throws(ScriptError) in .layer(try p.layerCommand("background")) }),
        Entry(name: "scene", usage: ["scene [size W H]"], summary: "the container's size in points",
              query: .sceneSize, settings: ["size": .sceneSize], parse: { p throws(ScriptError) in .layer(try p.layerCommand("scene")) }),
        Entry(name: "layer", usage: [
            "layer size W H | layer position X Y | layer anchor X Y | layer opacity O",
            "layer doublesided on|off | layer name NAME",
            "layer add [NAME] [parent N|NAME] [kind layer|transform] | layer select N|NAME | layer remove [N|NAME] | layer list",
            "layer kind layer|transform | layer parent N|NAME|none | layer sublayer rotate|scale|translate|perspective|m34|set|reset …",
        ], summary: "the selected layer's geometry, and adding, selecting and removing layers and sublayers",
              details: [
                "a layer is named by its index N or its NAME; a name that is a number goes in quotes (layer select \"7\")",
                "layers form a tree, as Core Animation's: layer add NAME parent P adds the last sublayer of P; "
                    + "its position is in P's points (origin at P's top-left) and layer remove takes the sublayers with it",
                "layer parent P moves the selected layer, with its sublayers, to be P's last sublayer (none: the last top-level layer); "
                    + "its position keeps its numbers, now in P's points; a layer cannot go inside itself",
                "each layer has a transform (transform …) about its anchor point and a sublayerTransform (layer sublayer …) "
                    + "applied to its sublayers about the same anchor; the container's is sublayer …",
                "kind layer (CALayer, the default) flattens: its sublayers are painted onto its plane, so opposite rotations "
                    + "about Y with perspective leave the inner layer tilted and distorted (Figure 5.18); "
                    + "kind transform (CATransformLayer) draws nothing itself and keeps its sublayers in 3D (Figure 5.17)",
              ],
              query: .layer, settings: settings { .layerSetting($0) }, parse: { p throws(ScriptError) in .layer(try p.layerCommand("layer")) }),
        Entry(name: "layers", usage: ["layers"], summary: "list the layers",
              parse: { p throws(ScriptError) in .layer(try p.layerCommand("layers")) }),
        Entry(name: "transform", usage: [
            "transform rotate ANGLE [deg|rad] X Y Z | transform scale SX SY [SZ] | transform translate TX TY [TZ]",
            "e.g. transform rotate -pi/4 rad 1 0 0   transform m34 -1/800",
            "transform perspective D | transform m34 V | transform set M11 … M44 | transform reset | transform",
        ], summary: "the selected layer's 3D transform; each operation applies before the current one, as CATransform3DRotate etc.; perspective D sets m34 = −1/D",
              query: .transform, parse: { p throws(ScriptError) in .layer(try p.layerCommand("transform")) }),
        Entry(name: "sublayer", usage: ["sublayer [rotate|scale|translate|perspective|m34|set|reset …]"],
              summary: "the container's sublayer transform, shared by every layer (same operations as transform)",
              query: .sublayer, parse: { p throws(ScriptError) in .layer(try p.layerCommand("sublayer")) }),
        Entry(name: "overlays", usage: ["overlays on|off | overlays wire|diagonals|vertices|indices … | overlays"], summary: "which overlays are drawn",
              query: .overlays, parse: { p throws(ScriptError) in .view(try p.viewCommand("overlays")) }),
        Entry(name: "overlay", usage: ["overlay [wire|diagonals|vertices|indices on|off]", "overlay all|none"],
              summary: "turn one overlay on or off, or all of them",
              query: .overlays, settings: Dictionary(uniqueKeysWithValues: Overlays.names.map { ($0.0, .overlay($0.1)) }),
              parse: { p throws(ScriptError) in .view(try p.viewCommand("overlay")) }),
        Entry(name: "supersample", usage: ["supersample [N]"], summary: "samples per pixel along each axis (1…\(SessionState.maxSupersample))",
              query: .supersample, parse: { p throws(ScriptError) in .view(try p.viewCommand("supersample")) }),
        Entry(name: "orbit", usage: ["orbit [YAW [deg|rad] PITCH [deg|rad]]"], summary: "view rotation in degrees, about the vertical then the horizontal axis",
              query: .orbit, parse: { p throws(ScriptError) in .view(try p.viewCommand("orbit")) }),
        Entry(name: "zoom", usage: ["zoom [Z]"], summary: "view magnification",
              query: .zoom, parse: { p throws(ScriptError) in .view(try p.viewCommand("zoom")) }),
        Entry(name: "viewport", usage: ["viewport W H"], summary: "the pixel size `pick` and `stats` use, and `render` scales up by default (in the playground: the window's viewport); "
              + "a setting of this run, not an edit: not undone, not saved",
              query: .viewport, parse: { p throws(ScriptError) in .view(try p.viewCommand("viewport")) }),
        Entry(name: "cells", usage: ["cells [half|quadrant|sextant|octant|next]"],
              summary: "pixels per cell in the playground's viewport: half-blocks (1×2, exact colours), quadrants (2×2), "
              + "sextants (2×3) or octants (2×4), two colours per cell; a setting of this run, not saved; key c",
              query: .cells, parse: { p throws(ScriptError) in .view(try p.viewCommand("cells")) }),
        Entry(name: "graphics", usage: ["graphics [auto|kitty|iterm|sixel|cells]"],
              summary: "the playground's picture output: alone, what is in use and why; auto chooses again from what the terminal "
              + "reported at start-up (kitty graphics, else iTerm2's inline images in iTerm2 and WezTerm, else sixel, else cells), "
              + "kitty, iterm or sixel where the terminal shows them, "
              + "cells always; a setting of this run, not saved",
              query: .graphics, parse: { p throws(ScriptError) in .view(try p.viewCommand("graphics")) }),
        Entry(name: "fit", usage: ["fit"], summary: "frame the mesh as drawn now so it fills the viewport (zoom back to 1; orbit and zoom then act "
              + "relative to the fit). The playground fits on start and after preset, load, new and grid; key f",
              parse: { p throws(ScriptError) in .view(try p.viewCommand("fit")) }),
        Entry(name: "onion", usage: ["onion [N | off]"], summary: "onion skin: faint wireframes of the N frames before (magenta) and after (cyan) "
              + "the current one, while paused or stepping (0…30; not saved)",
              query: .onion, parse: { p throws(ScriptError) in .view(try p.viewCommand("onion")) }),
        Entry(name: "deformation", usage: ["deformation [on|off]"], summary: "colour the wireframe and vertices by their distance from the "
              + "identity position (to = from, z = 0): blue none, green, yellow, red the most (not saved)",
              query: .deformation, parse: { p throws(ScriptError) in .view(try p.viewCommand("deformation")) }),
        Entry(name: "pick", usage: ["pick X Y"], summary: "what is under a pixel of the viewport: layer, face, triangle, from point. X Y are viewport pixels "
              + "from the top left; in the playground a cell is one pixel wide and two tall (half-blocks), so the cell at "
              + "column C, row R of the viewport shows pixels (C, 2R) and (C, 2R+1); a click picks the upper one",
              parse: { p throws(ScriptError) in .tool(try p.pick()) }),
        Entry(name: "inspect", usage: ["inspect face N | inspect layer [N|NAME] | inspect none"], summary: "how a face was drawn in this frame (its diagonal, fan or bilinear patch, "
              + "and the triangles as `pick` numbers them), triangle areas and non-planarity; highlights it in the picture until inspect none. "
              + "inspect layer: the layer's path in the tree, each superlayer on the way (whether it flattens, its sublayer "
              + "transform and transform), the composed matrix from the layer's points to the container's and where its corners land",
              parse: { p throws(ScriptError) in .view(try p.viewCommand("inspect")) }),
        Entry(name: "stats", usage: ["stats"], summary: "vertex, face and triangle counts, and the last frame time",
              parse: { p throws(ScriptError) in .tool(.stats) }),
        Entry(name: "key", usage: ["key NAME | key remove NAME | key list"], summary: "snapshot the selected layer's mesh as a keyframe",
              parse: { p throws(ScriptError) in .animation(try p.animationCommand("key")) }),
        Entry(name: "keys", usage: ["keys"], summary: "list the keyframes",
              parse: { p throws(ScriptError) in .animation(try p.animationCommand("keys")) }),
        Entry(name: "animate", usage: [
            "animate K1 K2 [K3 …] duration SECONDS [easing E] [autoreverse] [repeat N|forever] [at SECONDS]",
            "animate clear | animate list",
        ], summary: "animate the selected layer's mesh through keyframes (meshes must be compatible)",
              details: [
                "easings: linear, easeIn, easeOut, easeInOut (Core Animation's curves), cubicBezier(X1, Y1, X2, Y2) "
                    + "(CAMediaTimingFunction's control points, X in 0…1, Y in -10…10) and spring or "
                    + "spring(DAMPING, STIFFNESS, MASS, VELOCITY) (CASpringAnimation; 10, 100, 1, 0 unless given); "
                    + "the numbers go in parentheses, as in easing cubicBezier(0.2, 0, 0.2, 1)",
                "without at, the animation starts at the playhead's time",
              ],
              parse: { p throws(ScriptError) in .animation(try p.animationCommand("animate")) }),
        Entry(name: "animations", usage: ["animations"], summary: "list the animations",
              parse: { p throws(ScriptError) in .animation(try p.animationCommand("animations")) }),
        Entry(name: "fps", usage: ["fps [N]"], summary: "timeline frames per second",
              query: .fps, parse: { p throws(ScriptError) in .timeline(try p.timelineCommand("fps")) }),
        Entry(name: "play", usage: ["play"], summary: "start the timeline",
              parse: { p throws(ScriptError) in .timeline(try p.timelineCommand("play")) }),
        Entry(name: "pause", usage: ["pause"], summary: "stop the timeline",
              parse: { p throws(ScriptError) in .timeline(try p.timelineCommand("pause")) }),
        Entry(name: "step", usage: ["step [N]"], summary: "advance N frames (1 by default)",
              parse: { p throws(ScriptError) in .timeline(try p.timelineCommand("step")) }),
        Entry(name: "back", usage: ["back [N]"], summary: "go back N frames",
              parse: { p throws(ScriptError) in .timeline(try p.timelineCommand("back")) }),
        Entry(name: "frame", usage: ["frame [N]"], summary: "go to frame N",
              query: .frame, parse: { p throws(ScriptError) in .timeline(try p.timelineCommand("frame")) }),
        Entry(name: "time", usage: ["time [SECONDS]"], summary: "go to the frame at a time",
              query: .time, parse: { p throws(ScriptError) in .timeline(try p.timelineCommand("time")) }),
        Entry(name: "loop", usage: ["loop [on|off]"], summary: "whether playing wraps around at the end of the animations",
              query: .loop, parse: { p throws(ScriptError) in .timeline(try p.timelineCommand("loop")) }),
        Entry(name: "undo", usage: ["undo"], summary: "undo the last change",
              parse: { p throws(ScriptError) in .history(.undo) }),
        Entry(name: "redo", usage: ["redo"], summary: "redo the last undone change",
              parse: { p throws(ScriptError) in .history(.redo) }),
        Entry(name: "new", usage: ["new"], summary: "start over with a flat 1×1 identity layer (preset rippled-label is the opening scene)",
              parse: { p throws(ScriptError) in .file(try p.sessionCommand("new")) }),
        Entry(name: "save", usage: ["save FILE", "save"], summary: "write the session as a scene file of commands (atomically); alone, to the file it was loaded from or last saved to",
              parse: { p throws(ScriptError) in .file(try p.sessionCommand("save")) }),
        Entry(name: "load", usage: ["load FILE"], summary: "replace the session with a scene file; a bad file changes nothing",
              parse: { p throws(ScriptError) in .file(try p.sessionCommand("load")) }),
        Entry(name: "import", usage: ["import obj FILE [fit] [merge] [front|top|right]", "import json FILE", "import caml FILE"],
              summary: "read a Wavefront OBJ (v = to, vt = from; each object a layer, or one mesh with merge; fit scales it into the layer), a whole JSON scene, "
                  + "or a Core Animation archive's layer tree and mesh transforms (main.caml of a .ca package)",
              details: [
                  "front, top, right: the side of the model that faces the viewer (Blender's views); by default the front, "
                      + "or the top for a model that lies flat in y (Blender's Plane and Grid), the right for one flat in x, which the front shows edge-on",
              ],
              parse: { p throws(ScriptError) in .file(try p.sessionCommand("import")) }),
        Entry(name: "export", usage: ["export obj FILE [subdivided]", "export json FILE", "export swift|objc FILE [name NAME] [subdivided]", "export camesh|caml FILE [name NAME]"],
              summary: "write the mesh as Wavefront OBJ (subdivided: the surface of the frame on screen, with normals), the whole scene as JSON, "
                  + "the selected layer as BCMeshTransformView Swift or Objective-C, or the layer tree as private CAMeshTransform code or CAML",
              details: [
                  "swift, objc: the view gets the layer's size and its whole transform chain as supplementaryTransform; "
                      + "animations are chains of UIView blocks (BCMeshTransformView has no keyframes or springs: the header lists what is approximated)",
                  "camesh: the whole tree as CALayers with their meshes, CALights, animations as CAKeyframeAnimations (private API)",
                  "caml: the whole tree as a Core Animation archive, each layer in its superlayer's <sublayers>",
                  "name NAME: every name the code declares starts with NAME (NAMEScene, NAMEMeshTransform), so two exports live in one app; "
                      + "default Meshplay",
                  "subdivided (swift, objc): the layer's subdivision baked into the mesh and keyframes, since BCMeshTransformView has none; "
                      + "camesh and caml keep subdivisionSteps",
                  "an animated preset or a map using t is sampled into keyframes over one cycle (at most 60, and 60000 sampled vertices)",
              ],
              parse: { p throws(ScriptError) in .file(try p.sessionCommand("export")) }),
        Entry(name: "render", usage: ["render FILE.png [W H]"],
              summary: "render the current frame to a PNG: as the viewport shows it, scaled by a whole factor to at least \(Session.pictureSize.width) pixels across, or at W×H",
              parse: { p throws(ScriptError) in .tool(try p.render()) }),
        Entry(name: "help", usage: ["help [COMMAND]"], summary: "this list, or one command's usage",
              parse: { p throws(ScriptError) in .file(try p.sessionCommand("help")) }),
    ]
}
