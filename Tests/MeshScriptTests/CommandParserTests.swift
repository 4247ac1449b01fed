import MeshEngine
import Testing
@testable import MeshScript

/// One line and the command it must parse to.
struct ParseCase: CustomTestStringConvertible, Sendable {
    let line: String
    let command: Command
    var testDescription: String { line }
}

/// One bad line, the message it must produce and the column it must point at.
struct ParseErrorCase: CustomTestStringConvertible, Sendable {
    let line: String
    let message: String
    let column: Int
    var testDescription: String { line }
}

@Suite struct CommandParserTests {
    static let cases: [ParseCase] = [
        ParseCase(line: "vertex add 0.5 0.25", command: .mesh(.vertexAdd([Vertex(identityAt: Point2D(0.5, 0.25))]))),
        ParseCase(line: "vertex add from 0 1 to 0.1 0.9 0.2", command: .mesh(.vertexAdd([Vertex(from: Point2D(0, 1), to: Point3D(0.1, 0.9, 0.2))]))),
        ParseCase(line: "vertex 3 to.z 0.2", command: .mesh(.vertexSet(index: 3, VertexEdit(toZ: 0.2)))),
        ParseCase(line: "vertex set 3 from 0.1 0.2 to.x 1e-3", command: .mesh(.vertexSet(index: 3, VertexEdit(fromX: 0.1, fromY: 0.2, toX: 0.001)))),
        ParseCase(line: "vertex 2 to 1 2 3", command: .mesh(.vertexSet(index: 2, VertexEdit(toX: 1, toY: 2, toZ: 3)))),
        ParseCase(line: "vertex 7", command: .mesh(.vertexShow(7))),
        ParseCase(line: "vertex remove 1", command: .mesh(.vertexRemove(1))),
        ParseCase(line: "vertices", command: .mesh(.vertexList)),
        ParseCase(line: "face add 0 1 4 3", command: .mesh(.faceAdd([Face(0, 1, 4, 3)]))),
        ParseCase(line: "face add 0 1 4 3 w 1 0 0 0.5", command: .mesh(.faceAdd([Face(indices: SIMD4(0, 1, 4, 3), w: SIMD4(1, 0, 0, 0.5))]))),
        ParseCase(line: "face 2 w 0 0 1 0", command: .mesh(.faceSet(index: 2, FaceEdit(w: SIMD4(0, 0, 1, 0))))),
        ParseCase(line: "face set 2 4 5 6 7", command: .mesh(.faceSet(index: 2, FaceEdit(indices: SIMD4(4, 5, 6, 7))))),
        ParseCase(line: "FACE REMOVE 0", command: .mesh(.faceRemove(0))),
        ParseCase(line: "select face 4", command: .mesh(.select(.face(4)))),
        ParseCase(line: "select none", command: .mesh(.select(.none))),
        ParseCase(line: "grid 50 50   # the article's ripple grid", command: .mesh(.grid(rows: 50, columns: 50))),
        ParseCase(line: "subdivision auto", command: .mesh(.subdivision(-1, limit: false))),
        ParseCase(line: "subdivision 3 limit", command: .mesh(.subdivision(3, limit: true))),
        ParseCase(line: "subdivision limit", command: .mesh(.subdivision(nil, limit: true))),
        ParseCase(line: "subdivision auto limit", command: .mesh(.subdivision(-1, limit: true))),
        ParseCase(line: "subdivision 3", command: .mesh(.subdivision(3, limit: false))),
        ParseCase(line: "depth average", command: .mesh(.depth(.average))),
        ParseCase(line: "triangulation fan4", command: .mesh(.triangulation(.fan4))),
        ParseCase(line: "flip 3", command: .mesh(.flip(face: 3))),
        ParseCase(line: "diagonal 3 1-3", command: .mesh(.diagonal(face: 3, .d13))),
        ParseCase(line: "diagonal 3 auto", command: .mesh(.diagonal(face: 3, nil))),
        ParseCase(line: "diagonal 3", command: .mesh(.diagonalShow(face: 3))),
        ParseCase(line: "light direction 0 -1 1", command: .light(.lightAim(.from(Point3D(0, -1, 1), spelledDirection: true)))),
        ParseCase(line: "light from 0 -1 1", command: .light(.lightAim(.from(Point3D(0, -1, 1), spelledDirection: false)))),
        ParseCase(line: "light toward 0 1 -0.5", command: .light(.lightAim(.toward(Point3D(0, 1, -0.5))))),
        ParseCase(line: "light spot 250 200 500 toward 0 0 -1", command: .light(.lightSpot(position: Point3D(250, 200, 500), aim: .toward(Point3D(0, 0, -1)), coneDegrees: nil))),
        ParseCase(line: "light spot 250 200 500 at 250 200 0 cone 30", command: .light(.lightSpot(position: Point3D(250, 200, 500), aim: .at(Point3D(250, 200, 0)), coneDegrees: 30))),
        ParseCase(line: "light diffuse 0.5", command: .light(.lightDiffuse(0.5))),
        ParseCase(line: "light specular 0.4 shininess 16", command: .light(.lightSpecular(0.4, shininess: 16))),
        ParseCase(line: "light spot 100 100 300 cone 20", command: .light(.lightSpot(position: Point3D(100, 100, 300), aim: nil, coneDegrees: 20))),
        ParseCase(line: "shading flat", command: .light(.shading(.flat))),
        ParseCase(line: "shading overlay", command: .light(.shading(.overlay))),
        ParseCase(line: "content solid #ff8800", command: .layer(.content(.content(.solid(Color(r: 255, g: 136, b: 0)))))),
        ParseCase(line: "content label \"Mesh \\\"Transforms\\\"\"", command: .layer(.content(.content(.label(Label(text: "Mesh \"Transforms\"", foreground: Color(r: 30, g: 30, b: 36),
                                                                                        background: Color(r: 240, g: 240, b: 235))))))),
        ParseCase(line: "content label \"Hi\" white black size 40 align right", command: .layer(.content(.content(.label(
            Label(text: "Hi", foreground: .white, background: .black, pointSize: 40, alignment: .right)))))),
        ParseCase(line: "content label Hi size fit", command: .layer(.content(.content(.articleLabel("Hi"))))),
        ParseCase(line: "content image pics/cat.png", command: .layer(.content(.image(path: "pics/cat.png")))),
        ParseCase(line: "layer opacity 0.5", command: .layer(.layerOpacity(0.5))),
        ParseCase(line: "layer select label", command: .layer(.layerSelect(.name("label")))),
        ParseCase(line: "layer remove", command: .layer(.layerRemove(nil))),
        ParseCase(line: "transform rotate -45 1 0 0", command: .layer(.transform(.layer, .rotate(radians: -45 * .pi / 180, x: 1, y: 0, z: 0)))),
        ParseCase(line: "sublayer perspective 500", command: .layer(.transform(.sublayer, .perspective(distance: 500)))),
        ParseCase(line: "transform scale 2 3", command: .layer(.transform(.layer, .scale(2, 3, 1)))),
        ParseCase(line: "overlays wire diagonals", command: .view(.overlays([.wireframe, .diagonals]))),
        ParseCase(line: "overlay indices on", command: .view(.overlay(.indices, true))),
        ParseCase(line: "overlay all", command: .view(.overlays(.all))),
        ParseCase(line: "overlay all off", command: .view(.overlays([]))),
        ParseCase(line: "overlay none", command: .view(.overlays([]))),
        ParseCase(line: "orbit 30 -10", command: .view(.orbit(yawDegrees: 30, pitchDegrees: -10))),
        ParseCase(line: "pick 10 20", command: .tool(.pick(x: 10, y: 20, mode: .mesh))),
        ParseCase(line: "pick 10 20 uikit", command: .tool(.pick(x: 10, y: 20, mode: .uikit))),
        ParseCase(line: "pick 10 20 BOTH", command: .tool(.pick(x: 10, y: 20, mode: .both))),
        ParseCase(line: "layer zposition -12.5", command: .layer(.layerZPosition(-12.5))),
        ParseCase(line: "layer reflectance 0.25", command: .layer(.layerReflectance(0.25))),
        ParseCase(line: "layer interaction off", command: .layer(.layerInteraction(false))),
        ParseCase(line: "inspect face 0", command: .view(.inspectFace(0))),
        ParseCase(line: "key flat", command: .animation(.key("flat"))),
        ParseCase(line: "animate a b c duration 2 easing easeInOut autoreverse repeat forever",
                  command: .animation(.animate(AnimationSpec(keys: ["a", "b", "c"], duration: 2, easing: "easeInOut", autoreverses: true, repeatCount: nil)))),
        ParseCase(line: "step", command: .timeline(.step(1))),
        ParseCase(line: "back 5", command: .timeline(.back(5))),
        ParseCase(line: "time 1.5", command: .timeline(.time(1.5))),
        ParseCase(line: "loop off", command: .timeline(.loop(false))),
        ParseCase(line: "import obj mesh.obj", command: .file(.importOBJ("mesh.obj", OBJImportOptions()))),
        ParseCase(line: "import obj mesh.obj fit merge", command: .file(.importOBJ("mesh.obj", OBJImportOptions(fit: true, merge: true)))),
        ParseCase(line: "render \"out put.png\" 64 32", command: .tool(.render(path: "out put.png", width: 64, height: 32))),
        ParseCase(line: "help grid", command: .file(.help("grid"))),
    ]

    @Test(arguments: cases)
    func lineParsesToCommand(_ c: ParseCase) throws {
        let parsed = try CommandParser.parse(c.line)
        #expect(parsed?.command == c.command)
    }

    @Test func mapParsesItsAssignmentAndKeepsTheSource() throws {
        let parsed = try CommandParser.parse("map --once to.z = 0.05 * sin(r * 2 * pi * 4)")
        guard case let .procedural(.map(assignment, once))? = parsed?.command else {
            Issue.record("not a map")
            return
        }
        #expect(once)
        #expect(assignment.source == "to.z = 0.05 * sin(r * 2 * pi * 4)")
    }

    @Test func blankLinesAndCommentsParseToNothing() throws {
        #expect(try CommandParser.parse("") == nil)
        #expect(try CommandParser.parse("   # just a comment") == nil)
        #expect(try CommandParser.parse("#ff0000 is a comment at the start of a line") == nil)
    }

    static let errors: [ParseErrorCase] = [
        ParseErrorCase(line: "vertx 1", message: "unknown command 'vertx'; did you mean 'vertex'? (help lists every command)", column: 1),
        // Two letters swapped are one slip, as one left out is.
        ParseErrorCase(line: "gird 2 2", message: "unknown command 'gird'; did you mean 'grid'? (help lists every command)", column: 1),
        ParseErrorCase(line: "grd 2 2", message: "unknown command 'grd'; did you mean 'grid'? (help lists every command)", column: 1),
        ParseErrorCase(line: "trasform reset", message: "unknown command 'trasform'; did you mean 'transform'? (help lists every command)", column: 1),
        ParseErrorCase(line: "dpeth none", message: "unknown command 'dpeth'; did you mean 'depth'? (help lists every command)", column: 1),
        ParseErrorCase(line: "depth nnoe", message: "unknown word 'nnoe'; did you mean 'none'?", column: 7),
        ParseErrorCase(line: "gdir 2 2", message: "unknown command 'gdir' (help lists every command)", column: 1),
        ParseErrorCase(line: "grid 2", message: "expected columns", column: 7),
        ParseErrorCase(line: "grid 2 x", message: "'x' is not a valid columns", column: 8),
        ParseErrorCase(line: "  grid 0 4", message: "0 is out of range: rows must be in 1…1000", column: 8),
        ParseErrorCase(line: "vertex 3 to.w 1", message: "unknown word 'to.w'; did you mean 'to.x'?", column: 10),
        ParseErrorCase(line: "depth avrage", message: "unknown word 'avrage'; did you mean 'average'?", column: 7),
        ParseErrorCase(line: "content label \"open", message: "unterminated string: a closing \" is missing", column: 15),
        ParseErrorCase(line: "background #ggg", message: "'#ggg' is not a colour: use #rgb, #rrggbb, #rrggbbaa or a name such as red", column: 12),
        ParseErrorCase(line: "grid 2 2 2", message: "unexpected '2' after the command", column: 10),
        ParseErrorCase(line: "subdivision 2 limitt", message: "unexpected 'limitt' after the command; did you mean 'limit'?", column: 15),
        ParseErrorCase(line: "cells half quadrant", message: "unexpected 'quadrant' after the command", column: 12),
        ParseErrorCase(line: "graphics auto KITTY", message: "unexpected 'KITTY' after the command", column: 15),
        ParseErrorCase(line: "overlay wire on on", message: "unexpected 'on' after the command", column: 17),
        ParseErrorCase(line: "triangulation fan4 shorterr", message: "unexpected 'shorterr' after the command; did you mean 'shorter'?", column: 20),
        ParseErrorCase(line: "light diffuse 2", message: "2 is out of range: diffuse factor must be in 0…1", column: 15),
        ParseErrorCase(line: "animate a duration 1", message: "expected at least two keyframe names before duration", column: 11),
        ParseErrorCase(line: "vertex -1 to.z 0", message: "vertex index -1 is out of range: it cannot be negative", column: 8),
        ParseErrorCase(line: "map to.z = sinn(r)", message: "unknown function 'sinn'; did you mean 'sin'?", column: 12),
        ParseErrorCase(line: "transform perspective 0", message: "0 is out of range: the eye distance is above 0", column: 23),
    ]

    @Test(arguments: errors)
    func badLineNamesProblemAndColumn(_ c: ParseErrorCase) {
        do {
            _ = try CommandParser.parse(c.line)
            Issue.record("\(c.line) parsed")
        } catch {
            #expect(error.message == c.message)
            #expect(error.column == c.column)
        }
    }

    @Test func everyCommandHasHelpAndParsesItsName() {
        for entry in CommandHelp.entries {
            #expect(!entry.usage.isEmpty && !entry.summary.isEmpty)
            // The parser knows every documented name: it never answers "unknown command".
            do { _ = try CommandParser.parse(entry.name) } catch {
                if case .unknownCommand = error.kind { Issue.record("\(entry.name) is documented but not parsed") }
            }
        }
    }
}
