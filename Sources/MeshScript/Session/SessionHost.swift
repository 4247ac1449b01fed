import MeshEngine

/// An error about one file that can also be told without the file's name (``reason``), for
/// messages that name the file already: the host's image codecs throw these.
public protocol FileProblem: Error {
    var reason: String { get }
}

/// What a session needs from its host: files, image codecs, and where to keep the journal.
public struct SessionHost {
    /// Where `save`, `load`, `import`, `export`, `render`, images and the journal go.
    public var fileSystem: any FileSystem
    /// Decodes an image file's bytes (the path names the file and its format) for
    /// `content image`; nil when the host cannot.
    public var decodeImage: (([UInt8], String) throws -> Texture)?
    /// Encodes a render in the format the path's extension names, for `render FILE.png`;
    /// nil when the host cannot.
    public var encodeImage: ((Image, String) throws -> [UInt8])?
    /// Where every state change is recorded so a killed session can be restored; nil keeps none.
    public var journalPath: String?
    /// The frame on screen, shared by the host's render loop and the commands that read it.
    public var frames = FrameCache()
    /// Set by a host that can interrupt long work (the playground's Ctrl-C): frames stop
    /// drawing and scripts stop between lines, failing with ``ScriptError/Kind/interrupted``.
    public var interruption: Interruption?
    /// The front that shows the picture on a terminal, which answers `cells` and `graphics`;
    /// nil where nothing does (a library user's session).
    public var picture: (any PictureFront)?
    /// The font labels are set in (MeshIO finds one with fontconfig); nil uses meshplay's bitmap font.
    public var typeface: (any Typeface)? {
        get { frames.renderer.typeface }
        nonmutating set { frames.renderer.typeface = newValue }
    }

    public init(fileSystem: any FileSystem = InMemoryFileSystem(), decodeImage: (([UInt8], String) throws -> Texture)? = nil,
                encodeImage: ((Image, String) throws -> [UInt8])? = nil, journalPath: String? = nil) {
        self.fileSystem = fileSystem
        self.decodeImage = decodeImage
        self.encodeImage = encodeImage
        self.journalPath = journalPath
    }
}
