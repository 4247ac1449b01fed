/// Gestures and the host's window: a mouse drag sends one command per motion event, but is one
/// edit to the user, and the viewport's pixel size belongs to the host's window, not the history.
extension Session {
    /// Starts a gesture: until ``endCoalescedEdit()`` every state change extends one undo step,
    /// while each command still applies (and is journaled) at once, so the view updates live.
    /// An open gesture is ended first.
    public mutating func beginCoalescedEdit() {
        if coalesced != nil { endCoalescedEdit() }
        coalesced = CoalescedEdit()
    }

    /// Ends the gesture. Its commands were appended to the journal one by one, after a
    /// ``gestureMarker``, so a `kill -9` at any point restores the state as it was, as one undo
    /// step; the closing ``gestureEndMarker`` goes in now (a long drag is bounded by
    /// ``CheckpointSchedule``, as typed edits are). Returns a warning when the journal cannot be
    /// written.
    @discardableResult
    public mutating func endCoalescedEdit() -> String? {
        guard let edit = coalesced else { return nil }
        coalesced = nil
        guard edit.journaledLines > 0, let path = host.journalPath else { return nil }
        if journalProblem != nil { return writeCheckpoint(to: path) }
        return appendToJournal([Session.gestureEndMarker], path: path)
    }

    /// Whether a gesture is open.
    public var isCoalescingEdits: Bool { coalesced != nil }

    /// Makes the output size (what `pick`, `render` and `stats` use by default) the host's
    /// viewport of `width` × `height` pixels, the frame on screen; `viewport` commands then
    /// only report it. Not an edit: no undo step, no journal line, not saved.
    public mutating func followViewport(width: Int, height: Int) {
        followsWindow = true
        outputWidth = max(1, width)
        outputHeight = max(1, height)
    }
}

/// The bookkeeping of an open gesture.
struct CoalescedEdit {
    /// Whether the gesture's undo step has been pushed (later edits then extend it).
    var hasUndoStep = false
    /// Lines appended to the journal since the gesture began or the journal was last rewritten.
    var journaledLines = 0
}
