import Foundation
import Testing

/// The playground's kitty graphics as a terminal receives them (see ``PtyTerminal``, which
/// answers the probe like kitty here or over ssh, or not at all), and the fallbacks a user meets
/// in tmux.
@Suite(.serialized) struct KittyPlaygroundTests {
    /// The kitty commands (`ESC _ G … ESC \`) in `bytes`, as text between `ESC _ G` and ST.
    static func commands(_ bytes: [UInt8]) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.components(separatedBy: "\u{1B}_G").dropFirst().compactMap { $0.components(separatedBy: "\u{1B}\\").first }
    }

    /// The value of `key` in a command's keys.
    static func value(_ key: String, in command: String) -> String? {
        let keys = command.split(separator: ";", maxSplits: 1).first ?? ""
        return keys.split(separator: ",").first { $0.hasPrefix(key + "=") }.map { String($0.dropFirst(key.count + 1)) }
    }

    /// Transmit-and-place commands: the frames.
    static func frames(_ bytes: [UInt8]) -> [String] { commands(bytes).filter { $0.hasPrefix("a=T,") } }

    /// The viewport of a 100×30 terminal is 63×28 cells (beside a 36-column panel, above the
    /// timeline and the status line); the terminal reports 8×16-pixel cells.
    static let viewportColumns = 63, viewportRows = 28

    @Test(.enabled(if: PtyTerminal.isAvailable))
    func aLocalKittyGetsFramesThroughSharedMemoryAtTheCellSizeTimesTheViewportAndTheyAreDeletedOnQuit() throws {
        let pty = try PtyTerminal(columns: 100, rows: 30, reportsSynchronizedOutput: false, kitty: .local,
                                  arguments: ["--graphics", "kitty"])
        let bytes = try #require(pty.wait { Self.frames($0).count >= 2 })
        let frame = try #require(Self.frames(bytes).first)
        #expect(Self.value("s", in: frame) == "\(Self.viewportColumns * 8)")
        #expect(Self.value("v", in: frame) == "\(Self.viewportRows * 16)")
        #expect(Self.value("c", in: frame) == "\(Self.viewportColumns)")
        #expect(Self.value("r", in: frame) == "\(Self.viewportRows)")
        #expect(Self.value("t", in: frame) == "s")
        #expect(Self.value("S", in: frame) == "\(Self.viewportColumns * 8 * Self.viewportRows * 16 * 3)")
        // Read the object as kitty would: the picture's RGB bytes, not all one colour.
        let encodedName = try #require(frame.split(separator: ";").last.flatMap { Data(base64Encoded: String($0)) })
        let name = String(decoding: encodedName, as: UTF8.self)
        #expect(name.hasPrefix("/meshplay-"))
        let contents = try #require(FileManager.default.contents(atPath: "/dev/shm" + name))
        #expect(contents.count == Self.viewportColumns * 8 * Self.viewportRows * 16 * 3)
        #expect(Set(contents.prefix(200_000)).count > 10)
        // The status line names the output; nothing of the cell encoder is sent.
        #expect(String(decoding: bytes, as: UTF8.self).contains("kitty shm"))
        #expect(PtyTerminal.count("\u{2580}", in: bytes) == 0)
        pty.send("\u{04}")
        #expect(pty.waitForExit())
        let ids = Set(Self.frames(pty.output).compactMap { Self.value("i", in: $0) })
        let deleted = Self.commands(pty.output).filter { $0.hasPrefix("a=d,d=I,") }.compactMap { Self.value("i", in: $0) }
        #expect(ids.count == 2, "frames alternate between two image ids")
        #expect(ids.isSubset(of: Set(deleted.suffix(2))), "both deleted on quit")
        for frame in Self.frames(pty.output) {
            if let name = frame.split(separator: ";").last.flatMap({ Data(base64Encoded: String($0)) }) {
                unlink("/dev/shm" + String(decoding: name, as: UTF8.self))
            }
        }
    }

    @Test(.enabled(if: PtyTerminal.isAvailable))
    func kittyOverSshGetsZlibChunksAndSigtermStillDeletesThePicture() throws {
        let pty = try PtyTerminal(columns: 100, rows: 30, reportsSynchronizedOutput: false, kitty: .remote)
        let bytes = try #require(pty.wait { Self.frames($0).count >= 1 && String(decoding: $0, as: UTF8.self).contains("kitty zlib") })
        let frame = try #require(Self.frames(bytes).first)
        #expect(Self.value("o", in: frame) == "z")
        #expect(Self.value("t", in: frame) == nil)
        #expect(Self.value("s", in: frame) == "\(Self.viewportColumns * 8)")
        // The first chunk starts a zlib stream (CMF 0x78).
        let payload = try #require(frame.split(separator: ";").last)
        #expect(Data(base64Encoded: String(payload.prefix(4)))?.first == 0x78)
        let before = pty.output.count
        kill(pty.pid, SIGTERM)
        #expect(pty.waitForExit())
        let after = Array(pty.output.dropFirst(before))
        #expect(Self.commands(after).filter { $0.hasPrefix("a=d,d=I,") }.count >= 2)
    }

    @Test(.enabled(if: PtyTerminal.isAvailable))
    func theGraphicsCommandSwitchesFromKittyToCellsAndBackLiveAndRefusesWhatTheTerminalDidNotReport() throws {
        let pty = try PtyTerminal(columns: 100, rows: 30, reportsSynchronizedOutput: false, kitty: .remote)
        _ = try #require(pty.wait { Self.frames($0).count >= 1 && String(decoding: $0, as: UTF8.self).contains("kitty zlib") })
        var start = pty.output.count
        pty.send("graphics\r")
        _ = try #require(pty.wait(from: start) { String(decoding: $0, as: UTF8.self).contains("graphics auto: kitty zlib") })
        // To cells: both kitty images deleted, then the picture in half-blocks and no more frames.
        start = pty.output.count
        let ids = Set(Self.frames(pty.output).compactMap { Self.value("i", in: $0) })
        pty.send("graphics cells\r")
        let cells = try #require(pty.wait(from: start) { PtyTerminal.count("\u{2580}", in: $0) > 100 })
        let deleted = Self.commands(cells).filter { $0.hasPrefix("a=d,d=I,") }.compactMap { Self.value("i", in: $0) }
        #expect(!ids.isEmpty && ids.isSubset(of: Set(deleted)), "images \(ids) deleted: \(deleted)")
        // (A frame of the playing scene may go out before the command is read; none after the deletes.)
        let text = String(decoding: cells, as: UTF8.self)
        let afterDeletes = text.range(of: "\u{1B}_Ga=d,d=I,", options: .backwards).map { String(text[$0.upperBound...]) } ?? text
        #expect(Self.frames(Array(afterDeletes.utf8)).isEmpty)
        // Sixel was not reported: refused, and the picture stays cells.
        start = pty.output.count
        pty.send("graphics sixel\r")
        let refused = try #require(pty.wait(from: start) { String(decoding: $0, as: UTF8.self).contains("sixel graphics: the") })
        #expect(Self.frames(refused).isEmpty)
        // auto chooses again from the start-up probe: kitty, framed as before.
        start = pty.output.count
        pty.send("graphics auto\r")
        let again = try #require(pty.wait(from: start) { Self.frames($0).count >= 1 })
        #expect(Self.value("s", in: Self.frames(again)[0]) == "\(Self.viewportColumns * 8)")
        pty.send("\u{04}")
        #expect(pty.waitForExit())
        // On quit both images are deleted, after the last frame (the reader may still be catching up).
        let quit = pty.wait(from: start) { bytes in
            let commands = Self.commands(bytes)
            let tail = commands.suffix(from: (commands.lastIndex { $0.hasPrefix("a=T,") } ?? -1) + 1)
            return Set(tail.filter { $0.hasPrefix("a=d,d=I,") }.compactMap { Self.value("i", in: $0) }).count == 2
        }
        #expect(quit != nil, "both images deleted on quit")
    }

    @Test(.enabled(if: PtyTerminal.isAvailable))
    func aWindowTooSmallForTheLayoutDeletesThePictureAndTheNextLayoutSendsItAgain() throws {
        let pty = try PtyTerminal(columns: 100, rows: 30, reportsSynchronizedOutput: false, kitty: .remote)
        _ = try #require(pty.wait { Self.frames($0).count >= 1 })
        let before = pty.output.count
        pty.resize(columns: 12, rows: 4)
        let small = try #require(pty.wait(from: before) { String(decoding: $0, as: UTF8.self).contains("small") && Self.commands($0).contains { $0.hasPrefix("a=d,d=I,") } })
        #expect(Self.frames(small).isEmpty)
        let again = pty.output.count
        pty.resize(columns: 100, rows: 30)
        #expect(pty.wait(from: again) { Self.frames($0).count >= 1 } != nil)
        pty.send("\u{04}")
        #expect(pty.waitForExit())
    }

    @Test(.enabled(if: PtyTerminal.isAvailable))
    func aFontSizeChangeRendersThePictureAtTheNewCellSize() throws {
        let pty = try PtyTerminal(columns: 100, rows: 30, reportsSynchronizedOutput: false, kitty: .remote)
        _ = try #require(pty.wait { Self.frames($0).count >= 1 })
        // The font grows: the same 100×30 cells, 10×20 pixels each (xterm's Shift-KP+, kitty's
        // Ctrl-Shift-=, both of which fill in the window's pixel size), so the picture is
        // 10×20 pixels a cell, not the 8×16 the terminal reported at start-up.
        let start = pty.output.count
        pty.resize(columns: 100, rows: 30, pixels: (1000, 600))
        let larger = try #require(pty.wait(from: start) { bytes in
            Self.frames(bytes).contains { Self.value("s", in: $0) == "\(Self.viewportColumns * 10)" }
        })
        let frame = try #require(Self.frames(larger).last)
        #expect(Self.value("v", in: frame) == "\(Self.viewportRows * 20)")
        #expect(Self.value("c", in: frame) == "\(Self.viewportColumns)")
        let asked = pty.output.count
        pty.send("graphics\r")
        #expect(pty.wait(from: asked) { String(decoding: $0, as: UTF8.self).contains("10×20-pixel cells") } != nil)
        pty.send("\u{04}")
        #expect(pty.waitForExit())
    }

    @Test(.enabled(if: PtyTerminal.isAvailable))
    func monoOnATerminalWithALightBackgroundInksTheDarkSceneBackgroundNotTheBrightLabel() throws {
        // The rippled label's dark background fills the viewport's top rows (63 columns): on
        // xterm's white it is the densest ink of the ramp, not the faintest, so it is not a negative.
        let light = try PtyTerminal(columns: 100, rows: 30, reportsSynchronizedOutput: false, background: "rgb:ffff/ffff/ffff",
                                    arguments: ["--color", "mono", "--graphics", "cells"])
        #expect(light.wait { String(decoding: $0, as: UTF8.self).contains(String(repeating: "%", count: 60)) } != nil)
        light.send("\u{04}")
        #expect(light.waitForExit())
        let dark = try PtyTerminal(columns: 100, rows: 30, reportsSynchronizedOutput: false, background: "rgb:1818/1a1a/2020",
                                   arguments: ["--color", "mono", "--graphics", "cells"])
        #expect(dark.wait { String(decoding: $0, as: UTF8.self).contains(String(repeating: ".", count: 60)) } != nil)
        dark.send("\u{04}")
        #expect(dark.waitForExit())
    }

    @Test(.enabled(if: PtyTerminal.isAvailable))
    func kittyAskedOfATerminalThatDoesNotAnswerDrawsCellsAndSaysWhy() throws {
        let pty = try PtyTerminal(columns: 100, rows: 30, reportsSynchronizedOutput: false, arguments: ["--graphics", "kitty"])
        // The panel's message (its first words; wrapped, the rest may be split by cursor moves).
        let bytes = try #require(pty.wait { String(decoding: $0, as: UTF8.self).contains("kitty graphics:") && PtyTerminal.count("\u{2580}", in: $0) > 100 })
        #expect(Self.frames(bytes).isEmpty)
        // Only the probe's queries were kitty commands.
        #expect(Self.commands(bytes).allSatisfy { $0.contains("a=q") })
        pty.send("\u{04}")
        #expect(pty.waitForExit())
    }

    @Test(.enabled(if: PtyTerminal.isAvailable))
    func autoOnATerminalThatDoesNotAnswerSaysNothingAndDrawsCells() throws {
        let pty = try PtyTerminal(columns: 100, rows: 30, reportsSynchronizedOutput: false)
        let bytes = try #require(pty.wait { PtyTerminal.count("\u{2580}", in: $0) > 100 && String(decoding: $0, as: UTF8.self).contains("frame ") })
        #expect(!String(decoding: bytes, as: UTF8.self).contains("kitty graphics:"))
        pty.send("\u{04}")
        #expect(pty.waitForExit())
    }

    @Test(.enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary"))
    func insideTmuxWithPassthroughOffKittyFallsBackToCellsAndTheStatusLineSaysCells() throws {
        let pane = try TmuxPane(columns: 140, rows: 40, environment: ["TERM": "tmux-256color", "COLORTERM": "truecolor"],
                                command: TmuxPane.meshplayCommand(["--graphics", "kitty"]))
        // The status line names the output once no frame is in the way ("working …" while a
        // slow frame draws, as on a loaded machine).
        let text = try #require(pane.wait {
            PlaygroundTests.panelText($0).contains("tmux's allow-passthrough is off") && PlaygroundTests.isReady($0)
                && PlaygroundTests.statusLine($0).contains("truecolor")
        })
        #expect(PlaygroundTests.panelText(text).contains("`tmux set -g allow-passthrough on` lets images through), so cells"))
        #expect(!PlaygroundTests.statusLine(text).contains("kitty"))
    }

    @Test(.enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary"))
    func insideTmuxTheGraphicsCommandSaysWhyThePictureIsCellsAndRefusesKittyLeavingTheStatusLine() throws {
        let pane = try TmuxPane(columns: 140, rows: 40, environment: ["TERM": "tmux-256color", "COLORTERM": "truecolor"],
                                command: TmuxPane.meshplayCommand(["--graphics", "kitty"]))
        _ = try #require(pane.wait { PlaygroundTests.isReady($0) })
        pane.type("graphics"); pane.send(keys: "Enter")
        let shown = try #require(pane.wait {
            PlaygroundTests.panelText($0).contains("graphics kitty: cells: kitty graphics: tmux's allow-passthrough is off")
        })
        // auto and cells would show the same cells: nothing is offered.
        #expect(!PlaygroundTests.panelText(shown).contains("(switch with"))
        pane.type("graphics kitty"); pane.send(keys: "Enter")
        let refused = try #require(pane.wait {
            PlaygroundTests.panelText($0).contains("the picture stays cells") && PlaygroundTests.statusLine($0).contains("truecolor")
        })
        #expect(PlaygroundTests.panelText(refused).contains("kitty graphics: tmux's allow-passthrough is off"))
        #expect(!PlaygroundTests.statusLine(refused).contains("kitty"))
        pane.type("graphics cells"); pane.send(keys: "Enter")
        let switched = try #require(pane.wait {
            PlaygroundTests.panelText($0).contains("graphics cells: cells (asked for)") && PlaygroundTests.statusLine($0).contains("truecolor")
        })
        #expect(!PlaygroundTests.statusLine(switched).contains("kitty"))
        pane.type("cells sextant"); pane.send(keys: "Enter")
        let sextant = try #require(pane.wait { PlaygroundTests.statusLine($0).contains("truecolor sextant") })
        #expect(!PlaygroundTests.statusLine(sextant).contains("kitty"))
    }

    @Test(.enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary"))
    func insideTmuxWithPassthroughOnButNoKittyClientItSaysWhichClientTmuxHas() throws {
        let pane = try TmuxPane(columns: 140, rows: 40, environment: ["TERM": "tmux-256color"],
                                command: "sleep 0.5; " + TmuxPane.meshplayCommand(["--graphics", "kitty"]))
        pane.setOption("allow-passthrough", "on")
        let text = try #require(pane.wait { PlaygroundTests.panelText($0).contains("is not kitty") })
        #expect(PlaygroundTests.panelText(text).contains("kitty graphics: tmux's client terminal (no client attached) is not kitty, so cells"))
    }
}
