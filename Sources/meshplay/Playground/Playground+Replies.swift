import Foundation
import TerminalOutput

extension Playground {
    /// The next key from the terminal with its replies taken out (``TerminalReplyFilter``):
    /// every key the playground reads comes through here, so no reply reaches the line editor,
    /// the history, the journal or a viewport key. Waits up to `timeoutMilliseconds` (as
    /// ``CursesScreen/readKey(timeoutMilliseconds:)``), and while a sequence is held, up to the
    /// filter's hold time for its rest.
    func readTerminalKey(timeoutMilliseconds: Int) -> Key? {
        while true {
            if !releasedKeys.isEmpty { return releasedKeys.removeFirst() }
            let holding = replyFilter.isHolding
            guard let key = screen.readKey(timeoutMilliseconds: holding ? replyFilter.holdMilliseconds : timeoutMilliseconds) else {
                guard holding else { return nil }
                releasedKeys = replyFilter.flush()
                if releasedKeys.isEmpty { return nil }
                continue
            }
            releasedKeys = replyFilter.feed(key)
        }
    }

    /// Reads the start-up probe's late replies (``LateReplies``) from what the filter dropped.
    /// Once they are all in, a better picture output than the one chosen without them is taken
    /// where the setting is `auto`, and the panel says so once; a setting the user chose is
    /// left as it is. Nothing here touches the scene, so it never becomes unsaved.
    func followLateReplies() {
        let dropped = replyFilter.takeCaptured()
        guard var late = lateReplies, let replies = late.take(dropped, now: FrameClock.now()) else { return }
        lateReplies = nil
        guard var setting = model.graphics, setting.request == .auto else { return }
        let support = GraphicsProbe.support(replies: replies, tmux: late.tmux, environment: ProcessInfo.processInfo.environment)
        let before = setting.choice.output
        setting.support = support
        guard setting.choice.output != before else { return }
        model.graphics = setting
        log.append("the terminal answered the start-up questions late; graphics auto now shows " + setting.inUse, kind: .output)
        chromeDirty = true
    }
}
