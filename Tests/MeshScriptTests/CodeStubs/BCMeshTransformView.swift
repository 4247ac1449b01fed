// Stand-in for BCMeshTransformView as Swift sees it (see README.txt).
import Foundation

struct BCPoint3D { var x: Float; var y: Float; var z: Float }
struct BCMeshVertex { var from: CGPoint; var to: BCPoint3D }
struct BCMeshFace { var indices: (UInt32, UInt32, UInt32, UInt32) }
let kBCDepthNormalizationNone = "none", kBCDepthNormalizationWidth = "width", kBCDepthNormalizationHeight = "height"
let kBCDepthNormalizationMin = "min", kBCDepthNormalizationMax = "max", kBCDepthNormalizationAverage = "average"

final class BCMeshTransform {
    let vertices: [BCMeshVertex]
    let faces: [BCMeshFace]
    let depthNormalization: String
    init(vertexCount: UInt, vertices: UnsafeMutablePointer<BCMeshVertex>, faceCount: UInt,
         faces: UnsafeMutablePointer<BCMeshFace>, depthNormalization: String) {
        self.vertices = Array(UnsafeBufferPointer(start: vertices, count: Int(vertexCount)))
        self.faces = Array(UnsafeBufferPointer(start: faces, count: Int(faceCount)))
        self.depthNormalization = depthNormalization
    }
}

struct CATransform3D {
    var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
}

class UIView {
    var bounds = CGRect.zero
    var center = CGPoint.zero
    struct AnimationOptions: OptionSet {
        let rawValue: UInt
        static let `repeat` = AnimationOptions(rawValue: 1 << 3), autoreverse = AnimationOptions(rawValue: 1 << 4)
        static let curveEaseInOut: AnimationOptions = [], curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        static let curveEaseOut = AnimationOptions(rawValue: 2 << 16), curveLinear = AnimationOptions(rawValue: 3 << 16)
    }
    /// The blocks run at once; their completions wait here, so a test can step through a chain
    /// that repeats for ever (`finishAnimations`).
    static var pendingCompletions: [(Bool) -> Void] = []
    /// How many block animations were started.
    static var started = 0
    /// The options each started block was given, in order.
    static var startedOptions: [AnimationOptions] = []
    class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
                       animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        started += 1
        startedOptions.append(options)
        animations()
        if let completion { pendingCompletions.append(completion) }
    }
    /// Finishes waiting animations, one after another, at most `limit` of them.
    class func finishAnimations(limit: Int) {
        var done = 0
        while !pendingCompletions.isEmpty, done < limit {
            pendingCompletions.removeFirst()(true)
            done += 1
        }
    }
    class func setAnimationRepeatCount(_ repeatCount: Float) {}
}

final class BCMeshTransformView: UIView {
    var meshTransform: BCMeshTransform?
    var supplementaryTransform = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                               m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    var lightDirection = BCPoint3D(x: 0, y: 0, z: 1)
    var diffuseLightFactor: Float = 1
}
