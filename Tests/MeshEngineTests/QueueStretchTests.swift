import Testing
@testable import MeshEngine

/// A layer emitted in pieces writes each piece's triangles into its own stretch of the opaque
/// queue (``QueueStretch``); the stretches are made from the pieces' faces, so they tile the
/// queue and each holds the most triangles its faces can make.
struct QueueStretchTests {
    @Test(arguments: [(quads: 1000, pieces: 8, first: 0), (quads: 999, pieces: 7, first: 13), (quads: 64, pieces: 64, first: 5)])
    func stretchesTileTheQueueWithRoomForTwoTrianglesPerFace(quads: Int, pieces: Int, first: Int) {
        var next = first
        for piece in 0..<pieces {
            let faces = EmitPieces.faces(piece, of: pieces, quads: quads)
            let room = QueueStretch.room(faces: faces, first: first)
            #expect(room.lowerBound == next, "piece \(piece) starts where the one before it ends")
            #expect(room.count == EmitPolicy.trianglesPerQuad * faces.count)
            next = room.upperBound
        }
        #expect(next == first + EmitPolicy.trianglesPerQuad * quads)
    }

    @Test func aStretchFilledToItsRoomWritesOnlyItsOwnSlots() {
        let queue = UnsafeMutablePointer<QueuedTriangle>.allocate(capacity: 12)
        defer { queue.deallocate() }
        let marker = QueuedTriangle(a: -7, b: -7, c: -7, surface: 0, face: -7, triangle: 0, patch: -1, firstBand: 1, lastBand: 0)
        queue.initialize(repeating: marker, count: 12)
        var stretch = QueueStretch(queue: queue, faces: 2..<5, first: 0)
        #expect(stretch.start == 4 && stretch.limit == 10 && stretch.count == 0)
        for face in 2..<5 {
            for triangle in 0..<EmitPolicy.trianglesPerQuad {
                stretch.append(QueuedTriangle(a: 0, b: 1, c: 2, surface: 0, face: Int32(face), triangle: Int32(triangle),
                                              patch: -1, firstBand: 0, lastBand: 0))
            }
        }
        #expect(stretch.count == 6 && stretch.end == stretch.limit)
        #expect((0..<4).allSatisfy { queue[$0].face == -7 } && (10..<12).allSatisfy { queue[$0].face == -7 })
        #expect((4..<10).map { queue[$0].face } == [2, 2, 3, 3, 4, 4])
    }
}
