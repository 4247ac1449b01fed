import MeshScript
import Testing
@testable import meshplay

@Suite struct ViewportKeysTests {
    let model = PlaygroundModel(session: Session())

    @Test func arrowsOrbitInTenDegreeSteps() {
        #expect(ViewportKeys.commands(for: .left, model: model) == ["orbit -10 0"])
        #expect(ViewportKeys.commands(for: .up, model: model) == ["orbit 0 10"])
        model.execute("orbit 30 85")
        #expect(ViewportKeys.commands(for: .up, model: model) == ["orbit 30 90"])
        #expect(ViewportKeys.commands(for: .right, model: model) == ["orbit 40 85"])
    }

    @Test func keysBecomeTheCommandsTheREPLUnderstands() {
        for key: Key in [.character("+"), .character("-"), .character("0"), .character(" "), .character("."), .character(","),
                         .character("w"), .character("d"), .character("v"), .character("i"), .character("t"), .left] {
            for line in ViewportKeys.commands(for: key, model: model) {
                #expect(model.execute(line).isSuccess, "\(line)")
            }
        }
    }

    @Test func zoomKeysCarryTheExactZoomSoTheJournalReplaysIt() {
        for _ in 0..<2 { model.execute(ViewportKeys.commands(for: .character("+"), model: model)[0]) }
        #expect(ViewportKeys.commands(for: .character("+"), model: model) == ["zoom 1.953125"])
        #expect(model.view.zoom == 1.5625)
        for _ in 0..<2 { model.execute(ViewportKeys.commands(for: .character("-"), model: model)[0]) }
        #expect(model.view.zoom == 1, "in and out again is where it started")
    }

    @Test func arrowsKeepAnOrbitsDigits() {
        model.execute("orbit 12.3125 0")
        #expect(ViewportKeys.commands(for: .right, model: model) == ["orbit 22.3125 0"])
    }

    @Test func overlayKeysToggle() {
        #expect(ViewportKeys.commands(for: .character("w"), model: model) == ["overlay wire on"])
        model.execute("overlay wire on")
        #expect(ViewportKeys.commands(for: .character("w"), model: model) == ["overlay wire off"])
    }

    @Test func tCyclesThroughEveryTriangulation() {
        var seen: [String] = []
        for _ in 0..<5 {
            let line = ViewportKeys.commands(for: .character("t"), model: model)[0]
            seen.append(line)
            model.execute(line)
        }
        #expect(Set(seen).count == 5)
    }

    @Test func spacePlaysAndPauses() {
        #expect(ViewportKeys.commands(for: .character(" "), model: model) == ["play"])
        model.execute("play")
        #expect(ViewportKeys.commands(for: .character(" "), model: model) == ["pause"])
    }
}

@Suite struct ReplLogTests {
    @Test func longLinesWrapAndTheNewestStayAtTheBottom() {
        var log = ReplLog()
        log.append("one", kind: .output)
        log.append("abcdefghij", kind: .error)
        let visible = log.visible(rows: 3, width: 4)
        #expect(visible.map(\.text) == ["abcd", "efgh", "ij"])
        #expect(log.visible(rows: 10, width: 4).map(\.text) == ["one", "abcd", "efgh", "ij"])
    }

    @Test func wrappingBreaksBetweenWords() {
        #expect(ReplLog.wrap("rippled-label: Rippled, lit, tilted label", width: 16)
            == ["rippled-label:", "Rippled, lit,", "tilted label"])
        #expect(ReplLog.wrap("", width: 5) == [""])
    }

    @Test func scrollingBackShowsOlderLines() {
        var log = ReplLog()
        for i in 0..<5 { log.append("line \(i)", kind: .output) }
        log.scrollBack = 2
        #expect(log.visible(rows: 2, width: 20).map(\.text) == ["line 1", "line 2"])
        #expect(ReplLog().visible(rows: 0, width: 0).isEmpty)
    }
}
