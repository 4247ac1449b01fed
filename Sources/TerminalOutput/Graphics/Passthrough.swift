/// Frames escape sequences for the terminal that draws them: as they are, or inside tmux's
/// passthrough (`ESC P tmux; … ESC \`, every ESC inside doubled), which tmux forwards to the
/// outer terminal unchanged when `allow-passthrough` is on. Encoders write each of their
/// sequences between ``begin(into:)`` and ``end(into:)``, writing each ESC with
/// ``escape(into:)``, so a frame is many small passthrough blocks (tmux caps one at 1 MiB).
public struct Passthrough: Hashable, Sendable {
    /// Wrap for tmux.
    public var tmux: Bool
    /// Bytes written at the start of every tmux block, before the sequence (ESCs doubled): the
    /// cursor move that places a picture. tmux writes its own output between blocks, so a move
    /// in a block of its own may not hold until a chunked image completes.
    public var lead: [UInt8] = []

    public init(tmux: Bool = false, lead: [UInt8] = []) {
        self.tmux = tmux
        self.lead = lead
    }

    static let tmuxOpen: [UInt8] = Array("\u{1B}Ptmux;".utf8)
    static let stringTerminator: [UInt8] = [0x1B, 0x5C]

    /// Starts a sequence (tmux: opens a passthrough block).
    @inline(__always)
    public func begin(into bytes: inout [UInt8]) {
        guard tmux else { return }
        bytes.append(contentsOf: Passthrough.tmuxOpen)
        for byte in lead {
            if byte == 0x1B { bytes.append(0x1B) }
            bytes.append(byte)
        }
    }

    /// Opens a block that carries on a sequence split across blocks (sixel data over tmux's
    /// block limit): no ``lead``, which would cut the sequence in two.
    @inline(__always)
    public func resume(into bytes: inout [UInt8]) {
        if tmux { bytes.append(contentsOf: Passthrough.tmuxOpen) }
    }

    /// Writes one ESC of the wrapped sequence (doubled inside tmux's block).
    @inline(__always)
    public func escape(into bytes: inout [UInt8]) {
        if tmux { bytes.append(0x1B) }
        bytes.append(0x1B)
    }

    /// Ends a sequence (tmux: closes the block with ST).
    @inline(__always)
    public func end(into bytes: inout [UInt8]) {
        if tmux { bytes.append(contentsOf: Passthrough.stringTerminator) }
    }

    /// `sequence` (which starts with ESC and holds no other ESC but its ST's) framed whole.
    public func wrap(_ sequence: [UInt8]) -> [UInt8] {
        guard tmux else { return sequence }
        var bytes = Passthrough.tmuxOpen
        for byte in sequence {
            if byte == 0x1B { bytes.append(0x1B) }
            bytes.append(byte)
        }
        bytes.append(contentsOf: Passthrough.stringTerminator)
        return bytes
    }
}
