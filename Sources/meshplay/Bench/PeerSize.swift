/// `bench --peer --size WxH`: the output size both meshplay and the peer draw the ripples at,
/// so the rows at sizes between the bench scenes' own (640×384, 480×288 to 960×576)
/// can be measured side by side.
struct PeerSize: Equatable {
    var width: Int
    var height: Int

    /// The longest side accepted: a frame of 8192×8192 samples is 1 GB of buffers.
    static let largest = 8192

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `640x384` (or `640X384`); nil for anything else, or a side outside 1…``largest``.
    init?(_ text: String) {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        let sides = parts.count == 2 ? parts : text.split(separator: "X", omittingEmptySubsequences: false)
        guard sides.count == 2, let w = Int(sides[0]), let h = Int(sides[1]),
              (1...PeerSize.largest).contains(w), (1...PeerSize.largest).contains(h) else { return nil }
        width = w
        height = h
    }
}
