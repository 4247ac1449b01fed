import Foundation
import MeshEngine
import MeshScript

extension SessionHost {
    /// The host of the command-line tools: the real disk, PNG and PPM images, the system's
    /// font for labels (``SystemFont``), and optionally a journal.
    public static func real(journalPath: String? = nil) -> SessionHost {
        let host = SessionHost(
            fileSystem: RealFileSystem(),
            decodeImage: { bytes, path in
                let image = try ImageFile.decode(Data(bytes), path: path)
                return Texture(width: image.width, height: image.height, pixels: image.pixels, source: path)
            },
            encodeImage: { image, path in
                guard let format = ImageFormat(path: path) else { throw ImageFileError.unknownExtension(path: path) }
                return [UInt8](try ImageFile.encode(image, as: format, path: path))
            },
            journalPath: journalPath)
        host.typeface = SystemFont.shared.typeface
        return host
    }
}
