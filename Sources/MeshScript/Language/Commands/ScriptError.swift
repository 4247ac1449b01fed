import MeshEngine

/// An error from parsing or applying a command, with the 1-based column it points at and,
/// for scripts and scene files, the file and line the caller adds.
public struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong (see ``message`` for the text).
    public var kind: Kind
    /// 1-based column in the line; 0 until known (``Session/execute(_:)`` then points it at
    /// the command's first index argument, or its first word).
    public var column: Int
    /// The script or scene file and its 1-based line, when the error came from one.
    public var file: String?
    public var line: Int?
    /// For an error inside a `repeat … {` block: the block's line it came from (0 for the
    /// opening line), until the file and line are known (``located(file:line:)``, which a
    /// script adds to the block's first line).
    public var blockLine: Int?

    public init(_ kind: Kind, column: Int = 0, file: String? = nil, line: Int? = nil) {
        self.kind = kind
        self.column = column
        self.file = file
        self.line = line
    }

    /// What went wrong; the text of every case is made in `ScriptError+Messages.swift`.
    public enum Kind: Equatable, Sendable {
        case unterminatedString
        /// A name (`kind`: "a layer name") holding a control character such as a line break.
        case controlCharacter(Unicode.Scalar, in: String, text: String)
        /// A name (`kind`: "a layer name") that is empty or only blanks, which no message could show.
        case blankName(in: String, text: String)
        case unknownCommand(String, suggestion: String?)
        case unknownWord(String, expected: [String], suggestion: String?)
        case missingArgument(String)
        case unexpectedArgument(String, suggestion: String?)
        case invalidNumber(String, expected: String)
        case invalidColor(String)
        case outOfRange(String, allowed: String)
        case mesh(MeshError)
        case noMesh(layer: Int)
        case noSuchLayer(String, count: Int)
        /// `light N …` or `light remove N` past the last light: N and how many lights there are.
        case noSuchLight(Int, count: Int)
        /// A layer name that more than one layer has: the name and their indices.
        case ambiguousLayer(String, layers: [Int])
        /// `layer parent`: the new superlayer is the layer itself or inside its subtree.
        case layerCycle(layer: String, parent: String)
        case subdivisionTooLarge(steps: Int, faces: Int, bytes: Int, maxSteps: Int)
        case expression(String)
        case file(FileSystemError)
        case unknownName(String, kind: String, suggestion: String?)
        /// `animate` on keyframes that cannot be interpolated: the animation's error and the
        /// keyframes' names, which the message uses for the keyframe that does not match.
        case incompatibleAnimation(AnimationError, keys: [String])
        case nothingToUndo
        case nothingToRedo
        /// An OBJ file `import` could not read: the line and what was wrong there.
        case obj(line: Int, OBJProblem)
        /// A scene document `import json` could not read: the line and what was wrong there.
        case json(line: Int, JSONProblem)
        /// A Core Animation archive `import caml` could not read, and why.
        case caml(CAMLProblem)
        /// An image the host's codec could not read (`content image`) or write (`render`), and why.
        case image(path: String, String, writing: Bool)
        case keyframeInUse(String, animation: Int)
        /// `light add KIND WORD` where a light of that kind has no such property (it would be
        /// dropped, and `save` would not write it): the word and the properties the kind takes.
        case lightPropertyNotTaken(String, kind: String, takes: [String])
        /// `kind` after `light add KIND`, which has named the kind already.
        case lightKindGiven(kind: String)
        case loadTooDeep(path: String, limit: Int)
        /// One top-level command ran past a ``RunBudget``: which budget (`line`, `load`), its
        /// limit, the count this line would have reached, and what the count includes.
        case overBudget(budget: String, limit: Int, reached: Int, counting: String)
        /// An `export` file would pass its budget (``CodeExportOptions/budget``): its size,
        /// the budget, and the command that would write it.
        case exportOverBudget(path: String, bytes: Int, budget: Int, raise: String)
        /// `export metal|swiftui-distortion` on a scene its shader would draw differently from
        /// meshplay: the file not written, which export refused it, and why (``MetalRefusal``).
        case metalExportRefused(path: String, export: MetalExport, reason: MetalRefusal)
        /// The host gave no image decoder (`decode`) or encoder.
        case noImageCodec(decode: Bool)
        /// `graphics kitty|sixel` where the terminal cannot show it: why, and what stays in use.
        case graphicsRefused(String, current: String)
        /// `graphics` where no terminal shows the picture (`run`, `repl`).
        case noTerminalPicture
        /// `cells` where no front draws on a terminal (a session made without one).
        case noCellOutput
        /// `pick X Y` past the picture's right or bottom edge.
        case outsidePicture(x: Int, y: Int, width: Int, height: Int)
        /// The host's ``SessionHost/interruption`` was requested (Ctrl-C) while the line ran.
        case interrupted
        /// A file run as a scene script (`load`, `run`, `render`, opening it) that is another
        /// format meshplay reads with a command of its own: what it is and that command.
        case notAScript(path: String, format: String, command: String)
    }

    /// A file that could not be read or written; placed in that file when the problem has a
    /// place in its text (a byte that is not UTF-8), so it reads `FILE:LINE:COLUMN: error: …`.
    public init(file error: FileSystemError) {
        self.init(.file(error))
        if let (line, column) = error.location {
            self.file = error.path
            self.line = line
            self.column = column
        }
    }

    /// The same error placed in a file.
    public func located(file: String, line: Int) -> ScriptError {
        var copy = self
        copy.file = file
        copy.line = line
        copy.blockLine = nil
        return copy
    }

    /// Placed in a file where the script's line `line` is the block's opening line when the
    /// error came from a block, else on `line` itself.
    public func located(file: String, line: Int, blockStart: Int?) -> ScriptError {
        if let blockLine, let blockStart { return located(file: file, line: blockStart + blockLine) }
        return located(file: file, line: line)
    }

    /// `file:line:column: error: message` when located (`file:line: error: message` for an
    /// error about the session, which points at no column), else `error: message`.
    public var description: String {
        if let file, let line { return "\(file):\(line):" + (column > 0 ? "\(column):" : "") + " error: \(message)" }
        if let blockLine { return "repeat block line \(blockLine + 1), column \(column): error: \(message)" }
        return "error: \(message)"
    }
}
