import Foundation
import MeshEngine
import MeshScript

extension Playground {
    func handle(_ key: Key) {
        switch key {
        case .resize:
            layoutDirty = true
            screen.forceFullRepaint()
            return
        case .control("l"):
            layoutDirty = true
            screen.forceFullRepaint()
            return
        case .mouse:
            handleMouse()
            return
        default:
            break
        }
        if showingHelp {
            showingHelp = false
            screen.hideOverlay()
            layoutDirty = true
            return
        }
        if key == .function(1) {
            showHelp()
            return
        }
        switch focus {
        case .repl: handleRepl(key)
        case .viewport: handleViewport(key)
        }
        chromeDirty = true
    }

    func showHelp() {
        showingHelp = true
        chromeDirty = true
        if !layout.tooSmall { drawHelp() }
    }

    private func handleRepl(_ key: Key) {
        switch key {
        case let .character(c): editor.insert(c)
        case .enter: submit()
        case .tab:
            if editor.isEmpty { focus = .viewport; return }
            let options = editor.complete { [model] words in model.completions(after: words) }
            if !options.isEmpty { log.append(options.joined(separator: "  "), kind: .output) }
        case .backTab, .escape: focus = .viewport
        case .left, .control("b"): editor.moveLeft()
        case .right, .control("f"): editor.moveRight()
        case .home, .control("a"): editor.moveHome()
        case .end, .control("e"): editor.moveEnd()
        case .backspace: editor.deleteBackward()
        case .delete: editor.deleteForward()
        case .control("k"): editor.killToEnd()
        case .control("u"): editor.killToStart()
        case .control("w"): editor.deleteWordBackward()
        case .up, .control("p"): editor.historyUp()
        case .down, .control("n"): editor.historyDown()
        case .pageUp: log.scrollBack += max(1, layout.output.rows - 1)
        case .pageDown: log.scrollBack = max(0, log.scrollBack - max(1, layout.output.rows - 1))
        case .control("c"):
            if editor.isEmpty { quit() } else { editor.clear() }
        case .control("d"):
            if editor.isEmpty { quit() } else { editor.deleteForward() }
        default: break
        }
    }

    private func submit() {
        let line = editor.submit()
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        history?.append(line)
        if trimmed == "quit" || trimmed == "exit" { quit(); return }
        run(command: line)
    }

    private func handleViewport(_ key: Key) {
        switch key {
        case .tab, .backTab, .enter, .escape, .character(":"): focus = .repl
        case .character("q"), .control("c"), .control("d"): quit()
        case .character("?"): showHelp()
        default:
            for line in ViewportKeys.commands(for: key, model: model) { run(command: line) }
        }
    }
}

/// What each viewport key does, as command lines (so keys and typed commands share one path).
enum ViewportKeys {
    /// Orbit step in degrees per arrow key.
    static let orbitStep = 10.0
    static let zoomFactor = 1.25

    static func commands(for key: Key, model: PlaygroundModel) -> [String] {
        let view = model.view
        switch key {
        case .left: return [orbit(yaw: view.yawDegrees - orbitStep, pitch: view.pitchDegrees)]
        case .right: return [orbit(yaw: view.yawDegrees + orbitStep, pitch: view.pitchDegrees)]
        case .up: return [orbit(yaw: view.yawDegrees, pitch: view.pitchDegrees + orbitStep)]
        case .down: return [orbit(yaw: view.yawDegrees, pitch: view.pitchDegrees - orbitStep)]
        case .character("+"), .character("="): return [zoom(view.zoom * zoomFactor)]
        case .character("-"), .character("_"): return [zoom(view.zoom / zoomFactor)]
        case .character("0"): return ["orbit 0 0", "zoom 1"]
        case .character(" "): return [model.isPlaying ? "pause" : "play"]
        case .character("."), .character(">"): return ["step 1"]
        case .character(","), .character("<"): return ["back 1"]
        case .character("w"): return [toggle("wire", .wireframe, view)]
        case .character("d"): return [toggle("diagonals", .diagonals, view)]
        case .character("v"): return [toggle("vertices", .vertices, view)]
        case .character("i"): return [toggle("indices", .indices, view)]
        case .character("t"):
            let all = Triangulation.allCases
            let current = model.triangulation.flatMap { all.firstIndex(of: $0) } ?? -1
            return ["triangulation " + all[(current + 1) % all.count].rawValue]
        default: return []
        }
    }

    static func orbit(yaw: Double, pitch: Double) -> String {
        "orbit \(number(yaw)) \(number(max(-90, min(90, pitch))))"
    }

    static func zoom(_ z: Double) -> String { "zoom \(number(max(0.05, min(40, z))))" }

    static func toggle(_ name: String, _ overlay: Overlays, _ view: ViewState) -> String {
        "overlay \(name) \(view.overlays.contains(overlay) ? "off" : "on")"
    }

    /// A short decimal (at most three places) the command parser reads back exactly enough.
    static func number(_ v: Double) -> String {
        let rounded = (v * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
