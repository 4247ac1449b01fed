import Foundation
import MeshEngine

/// Small deterministic images for codec tests.
enum TestImages {
    /// Every pixel different: red ramps with x, green with y, blue and alpha mixed.
    static func gradient(width: Int, height: Int, opaque: Bool = false) -> Image {
        var image = Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = Color(r: UInt8(x * 255 / max(1, width - 1)), g: UInt8(y * 255 / max(1, height - 1)),
                                    b: UInt8((x * 7 + y * 13) % 256), a: opaque ? 255 : UInt8((x * 31 + y * 17) % 256))
            }
        }
        return image
    }

    /// A fresh empty directory under the system temporary directory.
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "meshio-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
