import Foundation
import MeshEngine
@testable import MeshScript

/// The llvmpipe twin of `export swiftui-distortion`: Shaders/distortion.frag drawn over every
/// pixel of the frame (Shaders/harness/cover.vert), reading the exported arrays.
extension LlvmpipeHarness {
    /// `warp` drawn by llvmpipe into the frame meshplay drew it in: RGBA8 pixels, top row first.
    static func draw(_ warp: DistortionWarp) throws -> [UInt32] {
        try run(vertex: "harness/cover.vert", fragment: "distortion.frag", input: bytes(of: warp), pixels: warp.width * warp.height)
    }

    /// The harness's input for a warp (llvmpipe.c's header comment, "MPDW").
    static func bytes(of warp: DistortionWarp) -> [UInt8] {
        var out = Array("MPDW".utf8)
        func int(_ v: Int) { withUnsafeBytes(of: Int32(v).littleEndian) { out += $0 } }
        func word(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { out += $0 } }
        int(warp.width); int(warp.height); word(warp.background)
        int(warp.positions.count / 2); int(warp.faces.count / 4); int(warp.content.width); int(warp.content.height)
        let framing = [warp.scale, warp.offsetX, warp.offsetY, Double(warp.height),
                       warp.layerWidth, warp.layerHeight, Double(warp.faces.count / 4), warp.cullsBack ? 1 : 0]
        for f in framing.map(Float.init) + warp.positions + warp.sources + warp.faces { word(f.bitPattern) }
        for t in warp.content.pixels { word(t) }
        return out
    }
}
