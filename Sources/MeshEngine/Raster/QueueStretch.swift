/// A piece's stretch of the opaque queue (``PieceEmitter``): room for ``EmitPolicy/trianglesPerQuad``
/// triangles per face of the piece, made from the piece's faces, so the stretch fits them by
/// construction. Only ``PieceEmitter`` writes one, at most that many triangles per face, so
/// appending needs neither a check nor a grow, and pieces on other threads write only their own.
struct QueueStretch {
    private let queue: UnsafeMutablePointer<QueuedTriangle>
    /// Where the piece's stretch starts, and where its triangles end so far.
    let start: Int
    private(set) var end: Int
    /// Where the next piece's stretch starts.
    let limit: Int

    /// The stretch of `queue` for `faces` of a layer whose triangles are queued from `first` on.
    init(queue: UnsafeMutablePointer<QueuedTriangle>, faces: Range<Int>, first: Int) {
        self.queue = queue
        let room = QueueStretch.room(faces: faces, first: first)
        start = room.lowerBound
        end = room.lowerBound
        limit = room.upperBound
    }

    /// Where the triangles of `faces` may go: all they can make, after those of the faces
    /// before them.
    static func room(faces: Range<Int>, first: Int) -> Range<Int> {
        (first + EmitPolicy.trianglesPerQuad * faces.lowerBound)..<(first + EmitPolicy.trianglesPerQuad * faces.upperBound)
    }

    /// The triangles the piece has queued.
    var count: Int { end - start }

    /// Queues a triangle of the face being emitted (at most ``EmitPolicy/trianglesPerQuad`` per face).
    @inline(__always)
    mutating func append(_ t: QueuedTriangle) {
        assert(end < limit, "a piece of faces outgrew its stretch of the queue")
        queue[end] = t
        end &+= 1
    }
}
