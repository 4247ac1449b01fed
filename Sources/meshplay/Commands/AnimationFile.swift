import Foundation
import MeshEngine
import MeshIO
import TerminalOutput

/// One animation file to share, from a range of the timeline: an animated PNG (every frame, every
/// colour) or a GIF (256 colours a frame from the sixel encoder's median cut; at most 50 frames a
/// second, as browsers honour no shorter delay). Written atomically once every frame is in.
enum AnimationFile {
    /// Renders `range` through `render`, encodes it by `path`'s extension and writes it; says
    /// what the file holds (`APNG, 45 frames, 1.2 MB`).
    static func write(_ range: ClosedRange<Int>, to path: String, width: Int, height: Int, timeline: Timeline,
                      render: (Int) -> Image) throws -> String {
        // A looping timeline loops in the file too; one that stops plays once.
        let plays = timeline.loop ? 0 : 1
        let data: Data, summary: String
        do {
            if URL(fileURLWithPath: path).pathExtension.lowercased() == "gif" {
                var quantizer = ColorQuantizer()
                let gif = try AnimatedGIF(width: width, height: height, framesPerSecond: timeline.fps, plays: plays, path: path) { image in
                    let indexed = quantizer.quantize(image)
                    return (indexed.palette, indexed.indices)
                }
                for frame in range { try gif.append(render(frame)) }
                data = try gif.finish()
                summary = "GIF, \(gif.frameCount) frames"
            } else {
                var apng = AnimatedPNG(width: width, height: height, framesPerSecond: timeline.fps, plays: plays)
                for frame in range { try apng.append(render(frame), path: path) }
                data = apng.data()
                summary = "APNG, \(apng.frameCount) frames"
            }
        } catch {
            throw RenderFailure(message: "\(error)")
        }
        do { try writeFileAtomically(path: path, data: data) } catch { throw RenderFailure(message: "\(error)") }
        return summary + ", " + ByteCountFormatter.string(fromByteCount: Int64(data.count), countStyle: .file)
    }
}
