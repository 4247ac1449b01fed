/// Base64 (RFC 4648, standard alphabet, `=` padding), appending to a byte array: the kitty
/// graphics protocol carries its data and shared-memory names this way.
public enum Base64 {
    static let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// The encoded length of `count` bytes.
    public static func encodedCount(_ count: Int) -> Int { (count + 2) / 3 * 4 }

    /// Appends the encoding of `source` to `bytes`.
    public static func append(_ source: UnsafeRawBufferPointer, to bytes: inout [UInt8]) {
        let whole = source.count / 3 * 3
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: encodedCount(source.count)))
        alphabet.withUnsafeBufferPointer { table in
            bytes.withUnsafeMutableBufferPointer { out in
                var o = start
                var i = 0
                while i < whole {
                    let v = UInt32(source[i]) << 16 | UInt32(source[i + 1]) << 8 | UInt32(source[i + 2])
                    out[o] = table[Int(v >> 18)]
                    out[o + 1] = table[Int(v >> 12 & 63)]
                    out[o + 2] = table[Int(v >> 6 & 63)]
                    out[o + 3] = table[Int(v & 63)]
                    i += 3
                    o += 4
                }
                let rest = source.count - whole
                guard rest > 0 else { return }
                let v = UInt32(source[i]) << 16 | (rest == 2 ? UInt32(source[i + 1]) << 8 : 0)
                out[o] = table[Int(v >> 18)]
                out[o + 1] = table[Int(v >> 12 & 63)]
                out[o + 2] = rest == 2 ? table[Int(v >> 6 & 63)] : 0x3D
                out[o + 3] = 0x3D
            }
        }
    }

    /// The encoding of `source` as text.
    public static func encode(_ source: [UInt8]) -> String {
        var bytes: [UInt8] = []
        source.withUnsafeBytes { append($0, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
