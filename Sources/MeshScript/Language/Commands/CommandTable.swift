import MeshEngine

extension CommandHelp {
    /// The overlays' names, as `overlay` and `overlays` take them.
    static let overlayNames = Overlays.names.map(\.0)

    /// The command table: one row per ``CommandWord``, in its order (the order `help` lists them):
    /// usage lines with typed keywords, summary, details, the value the word alone prints, and an
    /// example that must parse.
    public static let entries: [Entry] = [
        Entry(.vertex, usage: [
            "vertex \(VertexVerb.add) [\(VertexPart.from)] X Y [\(VertexPart.to) X Y Z] [[\(VertexPart.from)] X Y [\(VertexPart.to) X Y Z] …]",
            "vertex N [\(VertexPart.from) X Y] [\(VertexPart.to) X Y Z] [\(VertexPart.fromX) V] [\(VertexPart.fromY) V] [\(VertexPart.toX) V] [\(VertexPart.toY) V] [\(VertexPart.toZ) V]",
            "vertex \(VertexVerb.remove) N | vertex \(VertexVerb.list) | vertex \(VertexVerb.show) N",
        ], summary: "add, change, remove or show vertices of the selected layer's mesh (unit coordinates, y down)",
              example: "vertex add 0 0 to 0.1 0 0"),
        Entry(.vertices, usage: ["vertices"], summary: "list every vertex",
              example: "vertices"),
        Entry(.face, usage: [
            "face \(FaceVerb.add) I0 I1 I2 I3 [\(FaceWeights.w) W0 W1 W2 W3] [I0 I1 I2 I3 [\(FaceWeights.w) …] …]",
            "face N [I0 I1 I2 I3] [\(FaceWeights.w) W0 W1 W2 W3]",
            "face \(FaceVerb.remove) N | face \(FaceVerb.list) | face \(FaceVerb.show) N",
        ], summary: "add, change, remove or show quad faces (indices TL TR BR BL; weights w per corner)",
              example: "face add 0 1 2 3"),
        Entry(.faces, usage: ["faces"], summary: "list every face",
              example: "faces"),
        Entry(.select, usage: ["select \(SelectTarget.vertex) N | select \(SelectTarget.face) N | select \(SelectTarget.none) | select"], summary: "highlight a vertex or face",
              query: .selection, example: "select vertex 2"),
        Entry(.grid, usage: ["grid ROWS COLUMNS"], summary: "replace the mesh with an identity grid of ROWS × COLUMNS faces",
              example: "grid 4 4"),
        Entry(.mesh, usage: ["mesh \(MeshStart.empty) | mesh \(MeshStart.none)"], summary: "start an empty mesh, or draw the layer without one",
              example: "mesh empty"),
        Entry(.preset, usage: ["preset NAME"], summary: "replace the scene with a built-in preset (see `meshplay presets`)",
              example: "preset rippled-label"),
        Entry(.map, usage: ["map [\(MapWord.once)] TARGET = EXPRESSION[; TARGET = EXPRESSION …]", "map \(MapWord.clear) | map \(MapWord.list)",
                                   .example("map to.z = 0.05 * sin(r * 2 * pi * 4)   (the article's ripple)")],
              summary: "set to.x to.y to.z from.x from.y (or x y z u v) from expressions of u v x y z r i row col t; with t it re-runs every frame unless --once",
              example: "map to.z = 0.05 * sin(r * 2 * pi * 4)"),
        Entry(.maps, usage: ["maps"], summary: "list the procedural maps",
              example: "maps"),
        Entry(.`let`, usage: ["let NAME = EXPRESSION | let NAME | let \(LetVerb.remove) NAME | let \(LetVerb.list)",
                                   .example("let amp = 0.05   let pull = 0.5 + 0.5 * cos(pi * t / 2)   transform rotate -amp*pi rad 0 0 1")],
              summary: "a variable every number argument and map expression can use; it always means its latest definition, "
              + "so running maps follow it (one that reads u v x y z i r t row col serves map expressions only); saved with the scene",
              example: "let amp = 0.05"),
        Entry(.lets, usage: ["lets"], summary: "list the variables",
              example: "lets"),
        Entry(.`repeat`, usage: ["repeat N [NAME] COMMAND …",
                                      "repeat N [NAME] {  …  }",
                                      .example("repeat 101 vertex add 0 0   repeat 50 k face add 2*k+1 2*k 100 mod(2*k+2, 100)")],
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
              example: "repeat 4 k vertex add k/4 0"),
        Entry(.subdivision, usage: ["subdivision [N | \(SubdivisionWord.auto) | \(SubdivisionWord.minusOne)] [\(SubdivisionWord.limit)]", "subdivision \(SubdivisionWord.limit)"],
              summary: "subdivision steps (each splits every edge in two); auto, or -1 as in Core Animation, picks them from the mesh; "
              + "limit puts the result on the Catmull–Clark limit surface, lit with its exact normals (without it, limit is off)",
              query: .subdivision, example: "subdivision 2 limit"),
        Entry(.depth, usage: ["depth [\(every: DepthNormalization.self)]"], summary: "depth normalization: points per unit of z",
              query: .depth, example: "depth min"),
        Entry(.triangulation, usage: ["triangulation [\(every: Triangulation.self)]"],
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
              query: .triangulation, example: "triangulation fan4"),
        Entry(.flip, usage: ["flip FACE"], summary: "use the other diagonal for one face",
              example: "flip 0"),
        Entry(.diagonal, usage: ["diagonal FACE \(every: Diagonal.self)|\(DiagonalReset.auto)", "diagonal FACE"],
              summary: "set one face's diagonal; auto clears it, so the layer's triangulation chooses again; "
              + "FACE alone prints its setting and the split it was drawn with",
              example: "diagonal 0 1-3"),
        Entry(.light, usage: [
            "light | light \(LightVerb.toward) X Y Z | light \(LightVerb.from) X Y Z | light \(LightVerb.ambient) I | light \(LightVerb.point) X Y Z",
            "light \(LightVerb.spot) X Y Z [\(LightEditWord.toward) X Y Z | \(LightEditWord.at) X Y Z] [\(LightEditWord.cone) ANGLE [\(every: AngleUnit.self)]]",
            "light \(LightVerb.diffuse) F | light \(LightVerb.specular) S [\(SpecularWord.shininess) N] | light \(LightVerb.color) C",
            "light \(LightVerb.add) \([Light.Kind.directional, .ambient, .point, .spot]) [\(LightEditWord.toward) X Y Z | \(LightEditWord.from) X Y Z | \(LightEditWord.at) X Y Z] [\(LightEditWord.position) X Y Z] [\(LightEditWord.color) C] [\(LightEditWord.intensity) I] [\(LightEditWord.cone) ANGLE [\(every: AngleUnit.self)]]",
            "light \(LightVerb.remove) N | light \(LightVerb.clear) | light \(LightVerb.list)",
            "light N [\(LightEditWord.kind) \([Light.Kind.directional, .ambient, .point, .spot])] [\(LightEditWord.toward) X Y Z | \(LightEditWord.from) X Y Z | \(LightEditWord.at) X Y Z] [\(LightEditWord.position) X Y Z] [\(LightEditWord.color) C] [\(LightEditWord.intensity) I] [\(LightEditWord.cone) ANGLE [\(every: AngleUnit.self)]]",
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
              query: .light, settings: settings { .lightSetting($0) }, example: "light spot 250 200 500 toward 0 0 -1 cone 30"),
        Entry(.lights, usage: ["lights"], summary: "list the lights",
              example: "lights"),
        Entry(.shading, usage: ["shading [\(every: Shading.self)]"],
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
              query: .shading, example: "shading flat"),
        Entry(.content, usage: [
            "content \(ContentKind.checker) [N [C1 C2]] | content \(ContentKind.grid) [N [LINE BACKGROUND]] | content \(ContentKind.uv)",
            "content \(ContentKind.label) \"TEXT\" [FOREGROUND BACKGROUND] [\(LabelOption.size) POINTS|\(LabelFit.fit)] [\(LabelOption.align) \(every: Label.Alignment.self)]",
            "content \(ContentKind.solid) C | content \(ContentKind.image) FILE | content \(ContentKind.disc) DIAMETER C | content \(ContentKind.switch) [\(every: OnOff.self)] [TINT] | content",
        ], summary: "what the selected layer shows (colours as #rrggbb or names); a label is set like a UILabel: lines split at \\n and "
              + "wrapped at the layer's width, 17 points by default (fit fills the layer), centred unless aligned, in the "
              + "system's font (DejaVu Sans via fontconfig; MESHPLAY_FONT names another family or a font file, none uses the bitmap font)",
              query: .content, example: "content label \"Hello\" size fit"),
        Entry(.background, usage: ["background [C]"], summary: "the container's background colour",
              query: .background, example: "background #202028"),
        Entry(.scene, usage: ["scene [\(SceneWord.size) W H]"], summary: "the container's size in points",
              query: .sceneSize, settings: ["size": .sceneSize], example: "scene size 400 300"),
        Entry(.layer, usage: [
            "layer \(LayerVerb.size) W H | layer \(LayerVerb.position) X Y | layer \(LayerVerb.anchor) X Y | layer \(LayerVerb.opacity) O",
            "layer \(LayerVerb.doublesided) \(every: OnOff.self) | layer \(LayerVerb.name) NAME",
            "layer \(LayerVerb.zposition) Z | layer \(LayerVerb.reflectance) R | layer \(LayerVerb.interaction) \(every: OnOff.self)",
            "layer \(LayerVerb.add) [NAME] [\(LayerAddOption.parent) N|NAME] [\(LayerAddOption.kind) \(every: LayerKind.self)] | layer \(LayerVerb.select) N|NAME | layer \(LayerVerb.remove) [N|NAME] | layer \(LayerVerb.list)",
            "layer \(LayerVerb.kind) \(every: LayerKind.self) | layer \(LayerVerb.parent) N|NAME|\(NoParent.none) | layer \(LayerVerb.sublayer) \(every: TransformVerb.self) …",
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
                "zposition Z (CALayer.zPosition, points, −10000…10000) moves the layer toward the viewer after its transform: "
                    + "among siblings the greater z is drawn in front, whatever their order, and perspective makes it larger",
                "reflectance R (0…1, default 1) is the share of the light the surface gives back: its lit colour is the texel "
                    + "times the light times R, plus any highlight; Core Animation has no such property, so exports leave it out; "
                    + "an unlit scene (shading unlit, light diffuse 0) has no light for it to scale",
                "interaction off is UIKit's userInteractionEnabled = NO: pick … uikit passes over the layer and its sublayers; "
                    + "pick … mesh names what is drawn, and says when UIKit would not send it the touch",
              ],
              query: .layer, settings: settings { .layerSetting($0) }, example: "layer add card parent 0 kind transform"),
        Entry(.layers, usage: ["layers"], summary: "list the layers",
              example: "layers"),
        Entry(.transform, usage: [
            "transform \(TransformVerb.rotate) ANGLE [\(every: AngleUnit.self)] X Y Z | transform \(TransformVerb.scale) SX SY [SZ] | transform \(TransformVerb.translate) TX TY [TZ]",
            .example("transform rotate -pi/4 rad 1 0 0   transform m34 -1/800"),
            "transform \(TransformVerb.perspective) D | transform \(TransformVerb.m34) V | transform \(TransformVerb.set) M11 … M44 | transform \(TransformVerb.reset) | transform",
        ], summary: "the selected layer's 3D transform; each operation applies before the current one, as CATransform3DRotate etc.; perspective D sets m34 = −1/D",
              query: .transform, example: "transform rotate -pi/4 rad 1 0 0"),
        Entry(.sublayer, usage: ["sublayer [\(every: TransformVerb.self) …]"],
              summary: "the container's sublayer transform, shared by every layer (same operations as transform)",
              query: .sublayer, example: "sublayer perspective 800"),
        Entry(.overlays, usage: ["overlays \(every: OnOff.self) | overlays \(names: overlayNames) … | overlays"], summary: "which overlays are drawn",
              query: .overlays, example: "overlays wire vertices"),
        Entry(.overlay, usage: ["overlay [\(names: overlayNames) \(every: OnOff.self)]", "overlay \(every: OverlaySet.self)"],
              summary: "turn one overlay on or off, or all of them",
              query: .overlays, settings: Dictionary(uniqueKeysWithValues: Overlays.names.map { ($0.0, .overlay($0.1)) }),
              example: "overlay wire on"),
        Entry(.supersample, usage: ["supersample [N]"], summary: "samples per pixel along each axis (1…\(SessionState.maxSupersample))",
              query: .supersample, example: "supersample 2"),
        Entry(.orbit, usage: ["orbit [YAW [\(every: AngleUnit.self)] PITCH [\(every: AngleUnit.self)]]"], summary: "view rotation in degrees, about the vertical then the horizontal axis",
              query: .orbit, example: "orbit 30 -10"),
        Entry(.zoom, usage: ["zoom [Z]"], summary: "view magnification",
              query: .zoom, example: "zoom 1.5"),
        Entry(.viewport, usage: ["viewport W H"], summary: "the pixel size `pick` and `stats` use, and `render` scales up by default (in the playground: the window's viewport); "
              + "a setting of this run, not an edit: not undone, not saved",
              query: .viewport, example: "viewport 320 200"),
        Entry(.cells, usage: ["cells [\(names: CellsKeyword.allCases.map(\.rawValue))|\(NextCells.next)]"],
              summary: "pixels per cell in the playground's viewport: half-blocks (1×2, exact colours), quadrants (2×2), "
              + "sextants (2×3) or octants (2×4), two colours per cell; a setting of this run, not saved; key c",
              query: .cells, example: "cells quadrant"),
        Entry(.graphics, usage: ["graphics [\(names: GraphicsKeyword.allCases.map(\.rawValue))]"],
              summary: "the playground's picture output: alone, what is in use and why; auto chooses again from what the terminal "
              + "reported at start-up (kitty graphics, else iTerm2's inline images in iTerm2 and WezTerm, else sixel, else cells), "
              + "kitty, iterm or sixel where the terminal shows them, "
              + "cells always; a setting of this run, not saved",
              query: .graphics, example: "graphics auto"),
        Entry(.panel, usage: ["panel [COLUMNS]"],
              summary: "the playground panel's width beside the picture (\(PanelColumns.range.lowerBound)…\(PanelColumns.range.upperBound) columns, "
              + "fitted to the window; keys [ and ], or drag the separator); remembered for the next session, not saved in the scene",
              query: .panel, example: "panel 48"),
        Entry(.fit, usage: ["fit"], summary: "frame the mesh as drawn now so it fills the viewport (zoom back to 1; orbit and zoom then act "
              + "relative to the fit). The playground fits on start and after preset, load, new and grid; key f",
              example: "fit"),
        Entry(.onion, usage: ["onion [N | \(OnOff.off)]"], summary: "onion skin: faint wireframes of the N frames before (magenta) and after (cyan) "
              + "the current one, while paused or stepping (0…30; not saved)",
              query: .onion, example: "onion 3"),
        Entry(.deformation, usage: ["deformation [\(every: OnOff.self)]"], summary: "colour the wireframe and vertices by their distance from the "
              + "identity position (to = from, z = 0): blue none, green, yellow, red the most (not saved)",
              query: .deformation, example: "deformation on"),
        Entry(.pick, usage: ["pick X Y [\(every: PickMode.self)]"], summary: "what is under a pixel of the viewport: layer, face, triangle, from point. X Y are viewport pixels "
              + "from the top left; in the playground a cell is one pixel wide and two tall (half-blocks), so the cell at "
              + "column C, row R of the viewport shows pixels (C, 2R) and (C, 2R+1); a click picks the upper one and shows both answers",
              details: [
                "mesh (the default): what is drawn there, nearest first, through the mesh: where a touch would go if hit testing followed the picture",
                "uikit: where UIKit's hitTest: sends the touch: the last added sublayer first, each only inside its superlayer's bounds, "
                    + "through every 3D transform but not the mesh, and not by depth, so hidden faces (even with doublesided off) "
                    + "and a lower zposition take touches; layers with interaction off or opacity at most 0.01 are passed over "
                    + "(the Core Animation book's Figure 5.23, the mesh transforms article's UISwitch)",
                "both: one line when they agree, else each answer and how they differ",
              ],
              example: "pick 80 60 both"),
        Entry(.inspect, usage: ["inspect \(InspectTarget.face) N | inspect \(InspectTarget.layer) [N|NAME] | inspect \(InspectTarget.none)"], summary: "how a face was drawn in this frame (its diagonal, fan or bilinear patch, "
              + "and the triangles as `pick` numbers them), triangle areas and non-planarity; highlights it in the picture until inspect none. "
              + "inspect layer: the layer's path in the tree, each superlayer on the way (whether it flattens, its sublayer "
              + "transform and transform), the composed matrix from the layer's points to the container's and where its corners land",
              example: "inspect face 0"),
        Entry(.stats, usage: ["stats"], summary: "vertex, face and triangle counts, and the last frame time",
              example: "stats"),
        Entry(.key, usage: ["key NAME | key \(KeyVerb.remove) NAME | key \(KeyVerb.list)"], summary: "snapshot the selected layer's mesh as a keyframe",
              example: "key flat"),
        Entry(.keys, usage: ["keys"], summary: "list the keyframes",
              example: "keys"),
        Entry(.animate, usage: [
            "animate K1 K2 [K3 …] \(AnimateDuration.duration) SECONDS [\(AnimateOption.easing) E] [\(AnimateOption.autoreverse)] [\(AnimateOption.repeat) N|\(RepeatForever.forever)] [\(AnimateOption.at) SECONDS]",
            "animate \(AnimateVerb.clear) | animate \(AnimateVerb.list)",
        ], summary: "animate the selected layer's mesh through keyframes (meshes must be compatible)",
              details: [
                "easings: linear, easeIn, easeOut, easeInOut (Core Animation's curves), cubicBezier(X1, Y1, X2, Y2) "
                    + "(CAMediaTimingFunction's control points, X in 0…1, Y in -10…10) and spring or "
                    + "spring(DAMPING, STIFFNESS, MASS, VELOCITY) (CASpringAnimation; 10, 100, 1, 0 unless given); "
                    + "the numbers go in parentheses, as in easing cubicBezier(0.2, 0, 0.2, 1)",
                "without at, the animation starts at the playhead's time",
              ],
              example: "animate flat bent duration 2 easing easeInOut autoreverse repeat forever"),
        Entry(.animations, usage: ["animations"], summary: "list the animations",
              example: "animations"),
        Entry(.fps, usage: ["fps [N]"], summary: "timeline frames per second",
              query: .fps, example: "fps 30"),
        Entry(.play, usage: ["play"], summary: "start the timeline",
              example: "play"),
        Entry(.pause, usage: ["pause"], summary: "stop the timeline",
              example: "pause"),
        Entry(.step, usage: ["step [N]"], summary: "advance N frames (1 by default)",
              example: "step 5"),
        Entry(.back, usage: ["back [N]"], summary: "go back N frames",
              example: "back"),
        Entry(.frame, usage: ["frame [N]"], summary: "go to frame N",
              query: .frame, example: "frame 12"),
        Entry(.time, usage: ["time [SECONDS]"], summary: "go to the frame at a time",
              query: .time, example: "time 1.5"),
        Entry(.loop, usage: ["loop [\(every: OnOff.self)]"], summary: "whether playing wraps around at the end of the animations",
              query: .loop, example: "loop on"),
        Entry(.undo, usage: ["undo"], summary: "undo the last change",
              example: "undo"),
        Entry(.redo, usage: ["redo"], summary: "redo the last undone change",
              example: "redo"),
        Entry(.new, usage: ["new"], summary: "start over with a flat 1×1 identity layer (preset rippled-label is the opening scene)",
              example: "new"),
        Entry(.save, usage: ["save FILE", "save"], summary: "write the session as a scene file of commands (atomically); alone, to the file it was loaded from or last saved to",
              example: "save ripple.mesh"),
        Entry(.load, usage: ["load FILE"], summary: "replace the session with a scene file; a bad file changes nothing",
              example: "load ripple.mesh"),
        Entry(.`import`, usage: ["import \(ImportFormat.obj) FILE [\(OBJImportOption.fit)] [\(OBJImportOption.merge)] [\(every: OBJView.self)]", "import \(ImportFormat.json) FILE", "import \(ImportFormat.caml) FILE"],
              summary: "read a Wavefront OBJ (v = to, vt = from; each object a layer, or one mesh with merge; fit scales it into the layer), a whole JSON scene, "
                  + "or a Core Animation archive's layer tree and mesh transforms (main.caml of a .ca package)",
              details: [
                  "front, top, right: the side of the model that faces the viewer (Blender's views); by default the front, "
                      + "or the top for a model that lies flat in y (Blender's Plane and Grid), the right for one flat in x, which the front shows edge-on",
              ],
              example: "import obj model.obj fit top"),
        Entry(.export, usage: ["export \(SceneExportFormat.obj) FILE [\(OBJExportOption.subdivided)]", "export \(SceneExportFormat.json) FILE", "export \(SceneExportFormat.metal) FILE [\(CodeExportOption.name) NAME]", "export \(SceneExportFormat.swiftuiDistortion) FILE [\(CodeExportOption.name) NAME]", "export \([CodeExportFormat.swift, .objc]) FILE [\(CodeExportOption.name) NAME] [\(CodeExportOption.budget) KB] [\(CodeExportOption.subdivided)]", "export \([CodeExportFormat.camesh, .caml]) FILE [\(CodeExportOption.name) NAME] [\(CodeExportOption.budget) KB]"],
              summary: "write the mesh as Wavefront OBJ (subdivided: the surface of the frame on screen, with normals), the whole scene as JSON, "
                  + "the selected layer as BCMeshTransformView Swift or Objective-C, or the layer tree as private CAMeshTransform code or CAML",
              details: [
                  "swift, objc: the view gets the layer's size and its whole transform chain as supplementaryTransform; "
                      + "animations are chains of UIView blocks (BCMeshTransformView has no keyframes or springs: the header lists what is approximated)",
                  "camesh: the whole tree as CALayers with their meshes, CALights, animations as CAKeyframeAnimations (private API)",
                  "caml: the whole tree as a Core Animation archive, each layer in its superlayer's <sublayers>",
                  "metal: the frame on screen as one Swift file for iOS 17 and macOS 14 drawing with Metal (public API): every drawn layer's vertices "
                      + "with the subdivision baked in, triangles and uniforms as arrays, the MSL made from meshplay's GLSL, a SwiftUI view and a UIKit view (AppKit on macOS); "
                      + "a scene its shader would draw differently (coloured or several lights, flat shading, a translucent stack, flattening) is refused",
                  "swiftui-distortion: where the frame is one layer warped in 2D (every to.z 0, no perspective, unshaded, opaque), one Swift file "
                      + "for iOS 17 and macOS 14: the mesh as float arrays, a [[stitchable]] Metal function NAME for SwiftUI's distortionEffect "
                      + "that maps each position back through the faces (the last face wins where they overlap), and NAMEDistortionModifier; "
                      + "anything else is refused with the reason, nothing written",
                  "name NAME: every name the code declares starts with NAME (NAMEScene, NAMEMeshTransform), so two exports live in one app; "
                      + "default Meshplay",
                  "subdivided (swift, objc): the layer's subdivision baked into the mesh and keyframes, since BCMeshTransformView has none; "
                      + "camesh and caml keep subdivisionSteps",
                  "swift, objc: an animated preset or a map using t becomes code that moves the vertices every frame "
                      + "(a CADisplayLink and mapVerticesUsingBlock:, the same formula meshplay draws with); what has no translation, "
                      + "and motion in camesh and caml, is sampled into keyframes, and the file header says why",
                  "budget KB: the most a file that carries animation may hold, in kilobytes (default 200, 1…1048576); "
                      + "sampling takes as many keyframes as fit, and a file still over it is refused, nothing written",
              ],
              example: "export swift Ripple.swift name Ripple"),
        Entry(.render, usage: ["render FILE.png [W H]"],
              summary: "render the current frame to a PNG: as the viewport shows it, scaled by a whole factor to at least \(Session.pictureSize.width) pixels across, or at W×H",
              example: "render ripple.png 640 480"),
        Entry(.help, usage: ["help [COMMAND]"], summary: "this list, or one command's usage",
              example: "help light"),
    ]
}
