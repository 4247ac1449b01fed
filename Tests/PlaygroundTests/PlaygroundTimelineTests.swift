import Foundation
import Testing

/// The timeline under the picture, onion skin and `f` in a real pane.
@Suite(.serialized, .enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary (run `swift build` first)"))
struct PlaygroundTimelineTests {
    static let environment = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]

    /// The timeline row: the line just above the status line.
    static func timelineRow(_ text: String) -> String {
        let lines = text.components(separatedBy: "\n")
        guard let status = lines.lastIndex(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }), status > 0 else { return "" }
        return lines[status - 1]
    }

    @Test func theTimelineShowsAndAClickSeeks() throws {
        // The default scene: the rippled label, animated over 60 frames.
        let home = NSTemporaryDirectory() + "meshplay-timeline-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: home) }
        let pane = try TmuxPane(columns: 120, rows: 40, environment: Self.environment.merging(["HOME": home, "XDG_STATE_HOME": home]) { $1 },
                                command: TmuxPane.meshplayCommand())
        #expect(pane.wait { Self.timelineRow($0).contains("/60") && Self.timelineRow($0).contains("loop 0–59") } != nil)
        pane.type("pause")
        pane.send(keys: "Enter")
        #expect(pane.wait { Self.timelineRow($0).contains("‖") } != nil)
        // Press and release near the right end of the bar (SGR coordinates are 1-based).
        pane.type("\u{1B}[<0;105;39M\u{1B}[<0;105;39m")
        let seeked = try #require(pane.wait { $0.contains("> frame ") })
        let line = try #require(seeked.components(separatedBy: "\n").first { $0.hasPrefix("> frame ") })
        let frame = try #require(Int(String(line.dropFirst("> frame ".count).prefix { $0.isNumber })))
        #expect(frame > 40 && frame <= 60, "\(line)")
        #expect(pane.wait { Self.timelineRow($0).contains("‖ \(frame)/60") } != nil)
    }

    /// A drag along the timeline logs the frame it ended on, not only the one it began on.
    @Test func aTimelineDragLogsWhereItEnded() throws {
        let home = NSTemporaryDirectory() + "meshplay-timeline-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: home) }
        let pane = try TmuxPane(columns: 120, rows: 40, environment: Self.environment.merging(["HOME": home, "XDG_STATE_HOME": home]) { $1 },
                                command: TmuxPane.meshplayCommand())
        #expect(pane.wait { Self.timelineRow($0).contains("/60") } != nil)
        pane.type("pause")
        pane.send(keys: "Enter")
        #expect(pane.wait { Self.timelineRow($0).contains("‖") } != nil)
        // Press near the bar's left end, drag (button 1 held: 32 + 0) to its right end, release.
        pane.type("\u{1B}[<0;50;39M\u{1B}[<32;80;39M\u{1B}[<32;105;39M\u{1B}[<0;105;39m")
        let screen = try #require(pane.wait { $0.components(separatedBy: "> frame ").count >= 3 }, "\(pane.capture())")
        let frames = screen.components(separatedBy: "\n").filter { $0.hasPrefix("> frame ") }
            .compactMap { Int(String($0.dropFirst("> frame ".count).prefix { $0.isNumber })) }
        #expect(frames.count == 2 && frames[1] > frames[0] + 10, "\(frames)")
        #expect(pane.wait { Self.timelineRow($0).contains("‖ \(frames.last ?? -1)/60") } != nil)
    }

    /// Tab on an empty line gives the picture the keys, and the first time the panel says so.
    @Test func tabOnAnEmptyLineSaysThePictureHasTheKeys() throws {
        let home = NSTemporaryDirectory() + "meshplay-timeline-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: home) }
        let pane = try TmuxPane(columns: 120, rows: 40, environment: Self.environment.merging(["HOME": home, "XDG_STATE_HOME": home]) { $1 },
                                command: TmuxPane.meshplayCommand())
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil)
        pane.send(keys: "Tab")
        #expect(pane.wait { $0.contains("the picture has the keys now") } != nil, "\(pane.capture())")
        pane.send(keys: "Tab")
        pane.send(keys: "Tab")
        #expect(pane.wait { $0.contains("[viewport]") } != nil)
        #expect(pane.capture().components(separatedBy: "the picture has the keys").count == 2, "said once")
    }

    @Test func spaceAtTheEndOfAStoppedTimelinePlaysItAgain() throws {
        // One second at 10 fps: frames 0…10, stopping at the end.
        let path = try SceneFiles.write("grid 2 2\nkey a\nvertex 4 to.z 0.3\nkey b\nanimate a b duration 1 at 0\nfps 10\nloop off\nframe 10\n",
                                        name: "stopped")
        let pane = try TmuxPane(columns: 120, rows: 40, environment: Self.environment, command: TmuxPane.meshplayCommand([path]))
        #expect(pane.wait { Self.timelineRow($0).contains("‖ 10/10") && Self.timelineRow($0).contains("once 0–10") } != nil)
        pane.send(keys: "Escape")
        pane.send(keys: "Space")
        // It used to say it was playing and stay paused at frame 10.
        #expect(pane.wait { PlaygroundTests.panelText($0).contains("playing from frame 0 (the timeline had stopped at its end, frame 10)") } != nil)
        #expect(pane.wait { Self.timelineRow($0).contains("‖ 10/10") } != nil,
                "it plays through to the end and stops there again")
    }

    @Test func onionSkinDrawsAndGoesAway() throws {
        let path = try SceneFiles.write("grid 4 4\nmap to.z = 0.2 * sin(u * 6 + t * 4)\ntransform rotate 50 1 0 0\n", name: "onion")
        let pane = try TmuxPane(columns: 120, rows: 40, environment: Self.environment, command: TmuxPane.meshplayCommand([path]))
        #expect(pane.wait { Self.timelineRow($0).contains("frame 0") } != nil)
        // The content is a grey checkerboard, so a cyan-leaning colour can only be a ghost (the
        // frames after frame 0; frames before it do not exist).
        func hasGhosts(_ screen: String) -> Bool {
            let pattern = /[34]8;2;(\d+);(\d+);(\d+)m/
            return screen.matches(of: pattern).contains { m in
                guard let r = Int(m.1), let g = Int(m.2), let b = Int(m.3) else { return false }
                return g > r + 40 && b > r + 40
            }
        }
        let first = pane.settled({ pane.capture(escapes: true) }, where: { $0.contains("▀") })
        #expect(first.map { !hasGhosts($0) } == true)
        pane.type("onion 2")
        pane.send(keys: "Enter")
        #expect(pane.wait { $0.contains("onion skin: 2 frames") } != nil)
        #expect(pane.wait(escapes: true) { hasGhosts($0) } != nil, "the ghosts of frames 1 and 2 are blended into the picture")
        pane.type("onion off")
        pane.send(keys: "Enter")
        #expect(pane.wait { $0.contains("onion skin off") } != nil)
        #expect(pane.wait(escapes: true) { !hasGhosts($0) } != nil, "without onion skin the ghosts are gone")
    }

    @Test func fFitsThePictureAgain() throws {
        let path = try SceneFiles.write("grid 2 2\nmap to.x = 0.4 + x * 0.2\nmap to.y = 0.4 + y * 0.2\n", name: "fit")
        let pane = try TmuxPane(columns: 120, rows: 40, environment: ["TERM": "xterm-256color", "NO_COLOR": "1"],
                                command: TmuxPane.meshplayCommand([path]))
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil)
        let fitted = try #require(pane.settled { pane.lines() })
        pane.type("zoom 0.3")
        pane.send(keys: "Enter")
        #expect(pane.wait { $0.contains("zoom: 0.3") } != nil)
        pane.send(keys: "Escape")
        pane.send(keys: "f")
        #expect(pane.wait { $0.contains("> fit") && $0.contains("zoom 1") } != nil)
        // The picture is back to the fitted one (right of the rule, above the timeline).
        func picture(_ lines: [String]) -> [String] {
            // Columns 41… (the panel is 40 wide, then the rule, drawn differently with the focus there).
            lines.dropLast(3).map { String($0.dropFirst(41)) }
        }
        #expect(pane.wait { _ in picture(pane.lines()) == picture(fitted) } != nil)
    }
}
