import CZlib
import MeshEngine

/// The smallest PNG that holds a frame exactly: 8-bit RGB (colour type 2), no interlace, every
/// row with filter 0, the rows in one zlib stream in one IDAT chunk (PNG, ISO/IEC 15948 §5–§11).
/// iTerm2's inline images take a whole image file, and this module does no I/O, so it cannot
/// use MeshIO's libpng codec; zlib (already linked for kitty's `o=z`) does the compression and
/// the chunks' CRC-32.
enum PNGFile {
    /// The eight bytes every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Appends `image` (alpha dropped, as the other encoders do) as a PNG file; zlib at `level`.
    /// An image with no pixels appends nothing.
    static func append(_ image: Image, level: Int, scanlines: inout [UInt8], into bytes: inout [UInt8]) {
        guard image.width > 0, image.height > 0 else { return }
        var header: [UInt8] = []
        appendBigEndian(UInt32(image.width), to: &header)
        appendBigEndian(UInt32(image.height), to: &header)
        // Bit depth 8, colour type 2 (RGB), deflate, filter method 0, no interlace.
        header += [8, 2, 0, 0, 0]
        bytes += signature
        appendChunk("IHDR", header, into: &bytes)
        let rowBytes = 1 + image.width * 3
        let total = rowBytes * image.height
        if scanlines.count != total { scanlines = [UInt8](repeating: 0, count: total) }
        image.pixels.withUnsafeBufferPointer { pixels in
            scanlines.withUnsafeMutableBufferPointer { out in
                for y in 0..<image.height {
                    // Filter type 0 (None): the row's bytes as they are.
                    out[y * rowBytes] = 0
                    RGB.convert(pixels, from: y * image.width, count: image.width, into: out.baseAddress! + y * rowBytes + 1)
                }
            }
        }
        var compressedCount = compressBound(uLong(total))
        var compressed = [UInt8](repeating: 0, count: Int(compressedCount))
        let status = compressed.withUnsafeMutableBufferPointer { out in
            scanlines.withUnsafeBufferPointer { source in
                compress2(out.baseAddress, &compressedCount, source.baseAddress, uLong(total), Int32(max(0, min(9, level))))
            }
        }
        // compressBound's room always suffices, so compress2 fails only without memory.
        precondition(status == Z_OK, "zlib's compress2 failed (\(status))")
        appendChunk("IDAT", compressed[0..<Int(compressedCount)], into: &bytes)
        appendChunk("IEND", [], into: &bytes)
    }

    /// One chunk: its length, type, data and the CRC-32 of type and data.
    private static func appendChunk<Data: Collection<UInt8>>(_ type: String, _ data: Data, into bytes: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &bytes)
        let start = bytes.count
        bytes += Array(type.utf8)
        bytes += data
        let crc = bytes[start...].withUnsafeBufferPointer { typeAndData in
            crc32(0, typeAndData.baseAddress, uInt(typeAndData.count))
        }
        appendBigEndian(UInt32(truncatingIfNeeded: crc), to: &bytes)
    }

    private static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
