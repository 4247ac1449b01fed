/// A growable block of plain values that keeps its memory between frames: the renderer's
/// flat per-vertex and per-sample arrays. Raw storage avoids bounds and exclusivity checks
/// in the hot loops; capacity only ever grows, so steady-state frames allocate nothing.
final class ScratchBuffer<Element> {
    private(set) var pointer: UnsafeMutablePointer<Element>
    private(set) var capacity: Int

    init() {
        capacity = 16
        pointer = .allocate(capacity: capacity)
    }

    deinit { pointer.deallocate() }

    /// Makes room for `count` elements; the contents are undefined afterwards when it grows.
    @inline(__always)
    func reserve(_ count: Int) {
        if count > capacity { grow(count) }
    }

    /// Makes room for `count` elements and keeps the first `keeping` ones.
    func reserve(_ count: Int, keeping: Int) {
        guard count > capacity else { return }
        let old = pointer
        let newCapacity = Swift.max(count, capacity * 2)
        let fresh = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        fresh.moveInitialize(from: old, count: Swift.min(keeping, capacity))
        old.deallocate()
        pointer = fresh
        capacity = newCapacity
    }

    private func grow(_ count: Int) {
        pointer.deallocate()
        capacity = Swift.max(count, capacity * 2)
        pointer = .allocate(capacity: capacity)
    }

    @inline(__always)
    subscript(i: Int) -> Element {
        get { pointer[i] }
        set { pointer[i] = newValue }
    }

    /// Sets the first `count` elements to `value`.
    func fill(_ value: Element, count: Int) {
        pointer.update(repeating: value, count: count)
    }
}
