import MeshScript

/// A front that answers `cells` and `graphics` with the words it was given, so the language's
/// tests see what the session hands over and how it frames the answer; what the words mean on a
/// terminal is meshplay's (`TerminalPicture`, tested in PlaygroundTests).
final class WordEchoFront: PictureFront {
    var cells = CellsKeyword.half
    var graphics: GraphicsKeyword?

    func setCells(_ mode: CellsKeyword?) {
        let all = CellsKeyword.allCases
        cells = mode ?? all[((all.firstIndex(of: cells) ?? 0) + 1) % all.count]
    }

    var cellsDescription: String { cells.rawValue }

    func setGraphics(_ request: GraphicsKeyword) throws(ScriptError) -> String {
        graphics = request
        return "graphics \(request.rawValue)"
    }

    var graphicsDescription: String { graphics.map { "graphics \($0.rawValue)" } ?? Session.noGraphics }
}
