/// A terminal protocol that shows real pixels instead of coloured cells.
public enum PixelProtocol: String, CaseIterable, Hashable, Sendable {
    /// The kitty graphics protocol: RGB(A) pixels sent in APC `ESC _ G … ESC \` commands,
    /// through shared memory or as zlib-compressed base64, and placed over a cell rectangle.
    case kitty
    /// DEC sixel graphics: a palette image sent six pixel rows at a time in a DCS string.
    case sixel
    /// iTerm2's inline images (`OSC 1337 ; File=`), which WezTerm draws too: a PNG file per frame.
    case iterm

    public var name: String { rawValue }
}

/// What `--graphics` asks for: a pixel protocol, cells, or whatever the terminal reported
/// (``GraphicsSupport/choose(_:available:)`` turns it into the output actually used).
public enum GraphicsRequest: String, CaseIterable, Hashable, Sendable {
    /// The best the terminal reported: kitty, else iTerm2's images, else sixel, else cells.
    case auto
    case kitty
    case iterm
    case sixel
    /// Coloured cells (`--cells` picks which), whatever the terminal supports.
    case cells

    public var name: String { rawValue }

    public init?(name: String) {
        self.init(rawValue: name.lowercased())
    }

    /// The protocol this request names, if it names one.
    public var pixelProtocol: PixelProtocol? {
        switch self {
        case .kitty: .kitty
        case .sixel: .sixel
        case .iterm: .iterm
        case .auto, .cells: nil
        }
    }
}

/// How the picture goes to the terminal: the one answer the playground (status line, encoder,
/// picture size) and the bench read.
public enum GraphicsOutput: Hashable, Sendable {
    /// Coloured cells in the front's cell mode.
    case cells
    /// Real pixels: `cellPixels` is one cell's size in pixels, so the picture is that times the
    /// viewport's cells.
    case pixels(PixelProtocol, transport: PixelTransport, cellPixels: PixelSize)

    /// Words for the status line: `cells`, `kitty shm`, `kitty zlib`, `sixel`.
    public var name: String {
        switch self {
        case .cells: "cells"
        case let .pixels(kind, transport, _): transport == .inline ? kind.name : kind.name + " " + transport.name
        }
    }
}

/// How a pixel protocol's data reaches the terminal.
public enum PixelTransport: String, Hashable, Sendable {
    /// kitty: a POSIX shared-memory object the terminal reads and unlinks (`t=s`): local terminals only.
    case sharedMemory = "shm"
    /// kitty: zlib-compressed pixels in base64 chunks inside the escape sequences (`t=d,o=z`).
    case zlib
    /// The data is in the escape sequence itself (sixel, iTerm2's PNG files).
    case inline

    public var name: String { rawValue }
}

/// A size in pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)×\(height)" }
}
