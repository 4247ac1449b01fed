import CZlib
import Foundation

/// One chunk of a PNG file: a four-letter type and its data (the PNG specification, section 5.3).
struct PNGChunk: Equatable {
    var type: String
    var data: Data
}

/// Reading and writing the chunk layer of PNG files: a big-endian length, the type, the data
/// and a CRC-32 of type and data. libpng writes whole files; animated PNG needs its chunks
/// taken apart and some renamed (`IDAT` data travels in `fdAT` after the first frame).
enum PNGChunks {
    /// The chunks of `png` after its signature, in order. Data that does not hold whole chunks
    /// ends the list: the input is libpng's own output, so that never happens in practice.
    static func read(_ png: Data) -> [PNGChunk] {
        let bytes = [UInt8](png)
        var chunks: [PNGChunk] = []
        var at = PNGCodec.signature.count
        while at + 12 <= bytes.count {
            let length = Int(bigEndian32(bytes, at))
            guard length <= bytes.count - at - 12 else { break }
            let type = String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self)
            chunks.append(PNGChunk(type: type, data: Data(bytes[(at + 8)..<(at + 8 + length)])))
            at += 12 + length
        }
        return chunks
    }

    /// Appends one chunk, with its length and CRC, to `out`.
    static func append(_ type: String, _ data: Data, to out: inout Data) {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4, "a PNG chunk type has four letters")
        out.append(contentsOf: bytes(of: UInt32(data.count)))
        out.append(contentsOf: typeBytes)
        out.append(data)
        var crc = crc32(0, typeBytes, 4)
        crc = data.withUnsafeBytes { raw in
            crc32(crc, raw.bindMemory(to: UInt8.self).baseAddress, uInt(raw.count))
        }
        out.append(contentsOf: bytes(of: UInt32(truncatingIfNeeded: crc)))
    }

    /// `value` as four big-endian bytes, as every PNG number is written.
    static func bytes(of value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func bigEndian32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }
}
