import Foundation

extension SceneCode {
    /// A time (seconds, or a key time as a fraction of the duration) as code writes it: to 15
    /// significant digits, so that sums of segment durations print as the total they stand for
    /// (`1.5`, not `1.4999999999999998`, for 23 segments of 1.5/23 s). No clock reads a time to
    /// a double's last bit. Apart from ``number(_:)`` because Foundation's formatting, imported
    /// beside the long string expressions of the code writers, slows their type checking.
    static func time(_ d: Double) -> String {
        guard d.isFinite, d != 0 else { return number(d) }
        return number(Double(String(format: "%.15g", d)) ?? d)
    }
}
