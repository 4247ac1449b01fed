#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The size of a core's second-level cache, which the bands of a large frame are sized to
/// (``Renderer/bandRows(for:)``): asked of the C library once (glibc reads it from the
/// processor, `sysconf(_SC_LEVEL2_CACHE_SIZE)`; Darwin's `hw.l2cachesize`), or 512 KiB, the
/// Zen 3 core the bands were measured on, where the answer is missing or not believable.
enum SecondLevelCache {
    /// What is assumed when the system does not say.
    static let assumedBytes = 512 << 10

    /// This machine's, read on first use.
    static let bytes: Int = accepted(reported()) ?? assumedBytes

    /// `value` when it is a believable second-level cache (64 KiB to 64 MiB); nil for the
    /// 0 or −1 systems answer when they do not know, or anything absurd.
    static func accepted(_ value: Int?) -> Int? {
        guard let value, (64 << 10)...(64 << 20) ~= value else { return nil }
        return value
    }

    /// What the C library reports, if anything.
    private static func reported() -> Int? {
        #if canImport(Glibc)
        return sysconf(Int32(_SC_LEVEL2_CACHE_SIZE))
        #elseif canImport(Darwin)
        var size: Int64 = 0
        var length = MemoryLayout<Int64>.size
        return sysctlbyname("hw.l2cachesize", &size, &length, nil, 0) == 0 ? Int(size) : nil
        #else
        return nil
        #endif
    }
}
