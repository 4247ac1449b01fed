import MeshEngine
import MeshIO
import MeshScript
import TerminalOutput

/// The playground's document: a command ``Session`` (every change, hotkeys included, goes
/// through its command lines, so the REPL and the keys share one path and the journal sees
/// everything) and the frame on screen, drawn once per frame through the session's host
/// (``Session/renderedFrame(width:height:)``), which `pick`, `inspect`, `stats`, the drag and
/// the status line all read.
final class PlaygroundModel {
    private(set) var session: Session
    /// Held for the playground's life: this session's journal is its own.
    var journalLock: JournalLock?
    /// Stats of the frame on screen.
    var lastStats: RenderStats { onScreen.stats }
    /// Milliseconds the last render took.
    private(set) var lastRenderMilliseconds = 0.0

    /// Ctrl-C's request to stop the command or frame being worked on; the session's host
    /// hands it to everything that polls (frames, scripts).
    let interruption = Interruption()

    /// How the picture reaches the terminal (`cells`, `graphics`): the front's, which the
    /// session's host hands the commands to.
    let picture: TerminalPicture

    init(session: Session) {
        self.session = session
        if let picture = session.host.picture as? TerminalPicture {
            self.picture = picture
        } else {
            picture = TerminalPicture()
            self.session.host.picture = picture
        }
        self.session.host.interruption = interruption
        // A read waiting on a pipe nobody writes to stops on Ctrl-C too.
        (session.host.fileSystem as? RealFileSystem)?.interruption = interruption
        // The playground fits the view to the drawn mesh; headless renders keep the container framing.
        self.session.viewSettings.autoFits = true
    }

    /// The frame on screen (the last one drawn).
    var onScreen: RenderedFrame { session.host.frames.renderer.frame }

    /// Runs one command line.
    @discardableResult
    func execute(_ line: String) -> CommandResult {
        session.execute(line)
    }

    /// Drops an open `repeat … {` block unrun; what to say, or nil when none is open.
    func abandonBlock() -> String? {
        session.abandonBlock()
    }

    /// Starts a gesture (a mouse drag): its commands apply at once but make one undo step.
    func beginGesture() {
        session.beginCoalescedEdit()
    }

    /// Ends the gesture; returns a warning when the journal could not be written.
    func endGesture() -> String? {
        session.endCoalescedEdit()
    }

    /// The picture output the `graphics` command reports and switches (``TerminalPicture/graphics``).
    var graphics: GraphicsSetting? {
        get { picture.graphics }
        set { picture.graphics = newValue }
    }

    /// What the `graphics` command asks again before it decides (``TerminalPicture/refreshGraphics``).
    var refreshGraphics: (@Sendable (GraphicsSupport) -> GraphicsSupport)? {
        get { picture.refreshGraphics }
        set { picture.refreshGraphics = newValue }
    }

    /// What the terminal draws of the cell modes, which `cells` reports (``TerminalPicture/cellSupport``).
    var cellSupport: CellSupport? {
        get { picture.cellSupport }
        set { picture.cellSupport = newValue }
    }

    /// Makes `pick`, `render` and `stats` use the viewport's pixel size, so a typed `pick X Y`
    /// answers for the pixel on screen. Called on start and on every resize.
    func followViewport(width: Int, height: Int) {
        session.followViewport(width: width, height: height)
    }

    /// Renders the current frame at `width` × `height` pixels (fitting the view first when it
    /// has no fit yet) and returns the picture; nil when ``interruption`` stopped it half way.
    func render(width: Int, height: Int) -> Image? {
        let start = FrameClock.now()
        session.fitIfNeeded(width: width, height: height)
        let frame = session.renderedFrame(width: width, height: height)
        lastRenderMilliseconds = (FrameClock.now() - start) * 1000
        if frame.stats.interrupted { return nil }
        session.lastFrameMilliseconds = lastRenderMilliseconds
        return frame.image
    }

    /// The timeline under the picture.
    var timelineBar: TimelineBar {
        TimelineBar(frame: session.frame, span: session.timelineSpan, keyframes: session.keyframeFrames,
                    loops: session.state.loops, playing: session.isPlaying, time: session.time,
                    unbounded: session.state.nonRepeatingReason, loopEnd: session.loopEnd)
    }

    var isPlaying: Bool { session.isPlaying }
    var frame: Int { session.frame }
    var time: Double { session.time }
    var framesPerSecond: Double { session.state.framesPerSecond }
    var view: ViewState { session.state.view }

    /// Whether the selected layer's subdivision is automatic, for the status line.
    var automaticSubdivision: Bool { (session.selectedLayer?.mesh?.subdivisionSteps ?? 0) < 0 }

    /// The selected layer's triangulation, for the status line and the `t` key.
    var triangulation: Triangulation? { session.selectedLayer?.triangulation }

    /// Advances the timeline by `frames` ticks (several when rendering fell behind: frames are
    /// dropped, not queued). Returns whether the frame changed.
    func advance(frames: Int) -> Bool {
        let before = session.frame
        for _ in 0..<max(0, frames) { session.tick() }
        return session.frame != before
    }

    /// Words that may follow `words` (the words already typed, quotes kept), for Tab
    /// completion, as the line must spell them: from the command table and the scene's layer
    /// names (``Session/completions(after:)``), or where the command takes a file there, the
    /// names in the folder `partial` (the word being typed) points into, quoted where they hold
    /// blanks or quotes (a folder's quote left open, so the next Tab goes on inside it).
    func completions(after words: [String], partial: String = "") -> [String] {
        if CommandHelp.takesFile(after: words, variables: session.state.variables) {
            return FileNames.completing(TypedWords.text(of: partial)).map { TypedWords.typed($0, open: $0.hasSuffix("/")) }
        }
        return session.state.completions(after: words)
    }
}

extension PlaygroundModel {
    /// The playground's session, journaled so that nothing is lost if the terminal dies: the scene
    /// file when given (a bad file is an error before the screen opens); else the journal of a
    /// session that did not end cleanly; else the default preset, playing. Each playground locks
    /// its own journal: a second one journals beside the first and never touches a live one.
    /// Returns the messages to show in the panel.
    /// `restore`: a journal to restore instead of the newest (`--restore`), refused before the
    /// screen opens when it cannot be.
    /// `graphics`: the picture output setting (``TerminalPicture/graphics``), there before the file runs.
    static func open(file: String?, restore: String? = nil, graphics: GraphicsSetting? = nil) throws -> (model: PlaygroundModel, messages: [String]) {
        let picture = TerminalPicture(graphics: graphics)
        let settings = PlaygroundSettings.standard
        picture.panel = PanelWidth(columns: settings.panelColumns(), settings: settings)
        var host = SessionHost.terminal(picture: picture)
        var messages: [String] = SystemFont.shared.note.map { [$0] } ?? []
        let opened: JournalStart.Opened
        if let restore {
            do { opened = try JournalStart.open(host: &host, restoringJournal: restore, opening: openingLines) } catch {
                throw Terminal.failure("error: --restore: \(error)")
            }
        } else {
            opened = JournalStart.open(host: &host, restoring: file == nil, opening: openingLines)
        }
        messages += opened.messages
        var session = opened.session ?? Session(host: host)
        var lines = openingLines
        // A file that does not exist yet, in a folder that does, is a new document, as in an
        // editor: it opens empty and `save` creates it.
        let isNew = file.map { f in
            let folder = f.contains("/") ? ScenePaths.directory(of: f) : "."
            return !host.fileSystem.exists(f) && folder.map(FileNames.isFolder) == true
        } ?? false
        if let file { lines = [isNew ? "new" : "load \(SceneWriter.word(file))"] } else if opened.session != nil { lines = [] }
        if let warning = session.beginJournal() { messages.append(warning) }
        let model = PlaygroundModel(session: session)
        model.journalLock = opened.lock
        for line in lines {
            switch model.execute(line) {
            case let .success(message): if !message.isEmpty { messages.append(message) }
            case let .failure(error): throw Terminal.failure(error.description)
            }
        }
        // The file (or the opening preset) is where undo stops: undoing it would show a scene nobody
        // asked for. A restored session keeps the steps of the edits it replayed.
        if !lines.isEmpty { model.session.markBaseline() }
        // The opening preset is not an unsaved change; a loaded file marked itself.
        if file == nil, opened.session == nil { model.session.markSaved(path: nil) }
        if let file, isNew {
            model.session.markSaved(path: file)
            messages.append("\(file) is a new file: save writes it")
        }
        return (model, messages)
    }


    /// Called on leaving: the journal goes only when nothing is unsaved or the user chose to
    /// discard; otherwise it stays for the next start to restore.
    func close(discarding: Bool = false) -> String? {
        guard discarding || !session.hasUnsavedChanges else { return nil }
        return session.endJournal()
    }

    /// The scene the playground opens with: the article's lit, rippled, tilted label.
    static let defaultPreset = "rippled-label"
    /// What a start without a file or a journal to restore runs. A session killed before any
    /// change leaves a journal of just this, which the next start does not offer to restore.
    static let openingLines = ["preset \(defaultPreset)", "play"]
}
