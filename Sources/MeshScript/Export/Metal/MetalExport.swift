/// The two exports that hand a mesh to Apple's public GPU API, named as their refusals say
/// which one would have drawn the scene differently (``ScriptError/Kind/metalExportRefused(path:export:reason:)``).
public enum MetalExport: Equatable, Sendable, CustomStringConvertible {
    /// `export metal`: a SwiftUI and UIKit view drawing the mesh with Metal (``MetalFrame``).
    case metal
    /// `export swiftui-distortion`: a `[[stitchable]]` function for `distortionEffect` (``DistortionWarp``).
    case swiftUIDistortion

    /// The export as a refusal names it.
    public var description: String {
        switch self {
        case .metal: return "the Metal export"
        case .swiftUIDistortion: return "a SwiftUI distortion"
        }
    }
}
