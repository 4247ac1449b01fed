/// The playground's picture output as a setting of the run: what was asked for (`--graphics`,
/// then the `graphics` command) and what the terminal reported at start-up, from which
/// ``choice`` decides again on every switch (so `auto` re-runs the start-up choice). The front
/// holds it and the playground follows it, as it follows the front's cell mode.
public struct GraphicsSetting: Hashable, Sendable {
    public var request: GraphicsRequest
    /// The start-up probe's results.
    public var support: GraphicsSupport
    /// The pixel protocols this build encodes.
    public var available: Set<PixelProtocol>

    public init(request: GraphicsRequest, support: GraphicsSupport, available: Set<PixelProtocol>) {
        self.request = request
        self.support = support
        self.available = available
    }

    /// The output ``request`` gets here.
    public var choice: GraphicsChoice { support.choose(request, available: available) }

    /// Why `request` cannot be met here (nil when it can): a pixel protocol the terminal did not
    /// report, or cannot show, for the `graphics` command's refusal. `auto` and `cells` always can.
    public func refusal(_ request: GraphicsRequest) -> String? {
        guard let kind = request.pixelProtocol, let why = support.obstacle(to: kind, available: available) else { return nil }
        return "\(kind.name) graphics: \(why)"
    }

    /// What is in use, in words: `kitty shm (9×18-pixel cells)`, `sixel (256 registers, max
    /// 1000×1000, 8×17-pixel cells)`, or `cells` with why a pixel protocol is not used.
    public var inUse: String {
        let choice = self.choice
        switch choice.output {
        case let .pixels(kind, _, cell):
            var details: [String] = []
            if kind == .sixel {
                details.append("\(support.sixelRegistersUsed) registers")
                if let limit = support.sixelMaxGeometry { details.append("max \(limit)") }
            }
            if support.tmux != nil {
                details.append(kind == .kitty && support.kittyPlaceholders
                               ? "through tmux passthrough, in the pane as Unicode placeholders" : "through tmux passthrough")
            }
            details.append("\(cell)-pixel cells")
            return choice.output.name + " (" + details.joined(separator: ", ") + ")"
        case .cells:
            if let reason = choice.reason { return "cells: " + reason }
            return request == .cells ? "cells (asked for)" : "cells: the terminal reported no kitty graphics, iTerm2 images or sixel"
        }
    }

    /// The requests that would show a picture other than the one in use, for `graphics`:
    /// `auto`, the protocols the terminal can show, and `cells`.
    public var switchable: [GraphicsRequest] {
        let current = choice.output
        return GraphicsRequest.allCases.filter { other in
            var setting = self
            setting.request = other
            // `cells` while `auto` already shows cells would change nothing.
            return other != request && refusal(other) == nil && setting.choice.output != current
        }
    }
}
