import MeshEngine

/// What a session needs from its host: files, image codecs, and where to keep the journal.
public struct SessionHost {
    public var fileSystem: any FileSystem
    /// Decodes an image file's bytes (PNG or PPM) for `content image`; nil when the host cannot.
    public var decodeImage: (([UInt8]) throws -> Texture)?
    /// Encodes a render as PNG bytes for `render FILE.png`; nil when the host cannot.
    public var encodePNG: ((Image) throws -> [UInt8])?
    /// Where every state change is recorded so a killed session can be restored; nil keeps none.
    public var journalPath: String?

    public init(fileSystem: any FileSystem = InMemoryFileSystem(), decodeImage: (([UInt8]) throws -> Texture)? = nil,
                encodePNG: ((Image) throws -> [UInt8])? = nil, journalPath: String? = nil) {
        self.fileSystem = fileSystem
        self.decodeImage = decodeImage
        self.encodePNG = encodePNG
        self.journalPath = journalPath
    }
}
