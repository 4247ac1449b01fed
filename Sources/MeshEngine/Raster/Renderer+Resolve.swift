import Foundation

/// sRGB transfer tables: 8-bit code → 16-bit linear light, and 12-bit linear → 8-bit code.
enum SRGB {
    static let toLinear: [UInt32] = (0..<256).map { i in
        let c = Double(i) / 255
        let l = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        return UInt32((l * 65535).rounded())
    }
    static let fromLinear: [UInt8] = (0..<4096).map { i in
        let l = Double(i) / 4095
        let s = l <= 0.0031308 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055
        return UInt8(Swift.max(0, Swift.min(255, (s * 255).rounded())))
    }
}

extension Renderer {
    /// Box-filters each k×k block of samples to one output pixel, averaging colour in linear
    /// light (so edges against a dark context.background do not darken) and alpha linearly, then
    /// converts from premultiplied to the image's straight alpha.
    func resolve(_ f: Framing, rows: Range<Int>) {
        let w = f.outputWidth, h = f.outputHeight, k = f.supersample, sw = f.sampleWidth
        guard w > 0, h > 0, !rows.isEmpty else { return }
        let src = color.pointer
        image.pixels.withUnsafeMutableBufferPointer { out in
            if k == 1 {
                let span = (rows.lowerBound * w)..<(rows.upperBound * w)
                // Over an opaque context.background every sample is opaque: premultiplied is straight.
                if context.background >> 24 == 255, let base = out.baseAddress {
                    (base + span.lowerBound).update(from: src + span.lowerBound, count: span.count)
                } else {
                    for i in span { out[i] = Renderer.straight(src[i]) }
                }
                return
            }
            SRGB.toLinear.withUnsafeBufferPointer { lin in
                SRGB.fromLinear.withUnsafeBufferPointer { enc in
                    let n = UInt32(k * k)
                    for y in rows {
                        for x in 0..<w {
                            var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, a: UInt32 = 0
                            var first = src[y * k * sw + x * k], same = true
                            for j in 0..<k {
                                let row = (y * k + j) * sw + x * k
                                for i in 0..<k {
                                    let p = src[row + i]
                                    if p != first { same = false }
                                    r &+= lin[Int(p & 255)]
                                    g &+= lin[Int(p >> 8 & 255)]
                                    b &+= lin[Int(p >> 16 & 255)]
                                    a &+= p >> 24
                                }
                            }
                            if !same {
                                first = UInt32(enc[Int((r / n) >> 4)]) | UInt32(enc[Int((g / n) >> 4)]) << 8
                                    | UInt32(enc[Int((b / n) >> 4)]) << 16 | ((a + n / 2) / n) << 24
                            }
                            out[y * w + x] = Renderer.straight(first)
                        }
                    }
                }
            }
        }
    }

    /// Premultiplied to straight alpha.
    @inline(__always)
    static func straight(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 255 || a == 0 { return p }
        func ch(_ c: UInt32) -> UInt32 { Swift.min(255, (c * 255 + a / 2) / a) }
        return ch(p & 255) | ch(p >> 8 & 255) << 8 | ch(p >> 16 & 255) << 16 | a << 24
    }
}
