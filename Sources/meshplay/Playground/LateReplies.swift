import TerminalOutput

/// The start-up probe's replies when the terminal had not finished answering by the end of
/// ``TerminalProbe``'s wait (a terminal on a loaded machine, a slow link). The playground starts
/// drawing with what had arrived; the rest comes in among the keys, where
/// ``TerminalReplyFilter`` takes it out, and is read here until DA1's reply (every terminal
/// answers DA1, and answers in order, so it comes last) or ``deadlineSeconds`` after start-up.
struct LateReplies {
    /// How long after the probe's questions the replies are still awaited: kitty 0.26.5 just
    /// started under Xvfb on a loaded machine (load 13 on 2 cores) answered after 1.87 s.
    static let deadlineSeconds = 3.0

    /// The replies the probe read, then every reply the filter dropped since.
    private(set) var received: [UInt8]
    /// tmux's own report on pixel graphics, for ``GraphicsProbe/support(replies:tmux:environment:)``.
    let tmux: (tmux: TmuxGraphics, cellPixels: PixelSize?)?
    /// When the wait ends (``FrameClock/now()`` seconds).
    let deadline: Double

    init(received: [UInt8], tmux: (tmux: TmuxGraphics, cellPixels: PixelSize?)?, asked: Double) {
        self.received = received
        self.tmux = tmux
        deadline = asked + LateReplies.deadlineSeconds
    }

    /// The replies so far.
    var replies: TerminalReplies { TerminalReplies(parsing: received) }

    /// Takes more reply bytes; returns the replies once the wait is over (DA1's reply arrived, or
    /// the deadline passed at `now`), nil while it goes on.
    mutating func take(_ bytes: [UInt8], now: Double) -> TerminalReplies? {
        received += bytes
        let replies = self.replies
        return replies.complete || now >= deadline ? replies : nil
    }
}
