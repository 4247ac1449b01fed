import MeshScript
import Testing
@testable import meshplay

/// The timeline under the picture, as text, and clicks on it turned into frames.
@Suite struct TimelineBarTests {
    @Test func theBarShowsPlayheadKeyframesAndLoopRange() {
        let bar = TimelineBar(frame: 15, span: 60, keyframes: [0, 30, 60], loops: true, playing: false, time: 0.5)
        let (text, columns) = bar.rendered(width: 40, ascii: false)
        #expect(text == " ‖ 15/60  0.5s ◆──●───◆─────◆ loop 0–59 ")
        #expect(columns == 15..<29)
        #expect(text.count == 40)
    }

    @Test func theLoopRangeEndsWhereTheLoopDoes() {
        let bar = TimelineBar(frame: 15, span: 30, keyframes: [0, 30], loops: true, playing: false, time: 0.5, loopEnd: 30)
        #expect(bar.rendered(width: 40, ascii: false).text.hasSuffix("◆ loop 0–30 "))
    }

    @Test func asciiAndPlaying() {
        let bar = TimelineBar(frame: 60, span: 60, keyframes: [], loops: false, playing: true, time: 2)
        #expect(bar.rendered(width: 36, ascii: true).text == " > 60/60  2.0s ---------O once 0-60 ")
    }

    @Test func nothingAnimatesHasNoBar() {
        let bar = TimelineBar(frame: 3, span: nil, keyframes: [], loops: true, playing: false, time: 0.1)
        let (text, columns) = bar.rendered(width: 40, ascii: false)
        #expect(text == " ‖ frame 3  0.1s  nothing animates      ")
        #expect(columns.isEmpty)
    }

    @Test func aPictureThatNeverRepeatsSaysSo() {
        let bar = TimelineBar(frame: 341, span: nil, keyframes: [], loops: true, playing: true, time: 11.37,
                              unbounded: "a map follows t, so the picture does not repeat")
        #expect(bar.rendered(width: 70, ascii: false).text == " ▶ frame 341  11.37s  a map follows t, so the picture does not repeat ")
    }

    @Test func aColumnOfTheBarIsAFrame() {
        #expect(TimelineBar.frame(atColumn: 15, bar: 15..<28, span: 60) == 0)
        #expect(TimelineBar.frame(atColumn: 27, bar: 15..<28, span: 60) == 60)
        #expect(TimelineBar.frame(atColumn: 21, bar: 15..<28, span: 60) == 30)
        #expect(TimelineBar.frame(atColumn: 99, bar: 15..<28, span: 60) == 60, "past the end clamps")
        // Round trip: the playhead drawn for a frame is where a click seeks to that frame.
        let bar = TimelineBar(frame: 15, span: 60, keyframes: [], loops: true, playing: false, time: 0.5)
        let (text, columns) = bar.rendered(width: 40, ascii: true)
        let playhead = text.distance(from: text.startIndex, to: text.firstIndex(of: "O") ?? text.endIndex)
        #expect(abs(TimelineBar.frame(atColumn: playhead, bar: columns, span: 60) - 15) <= 3)
    }

    @Test func theTimelineTakesThePicturesLastRow() {
        let layout = Layout(columns: 120, rows: 40)
        #expect(layout.timeline == CellRect(row: layout.viewport.rows, column: layout.viewport.column, rows: 1, columns: layout.viewport.columns))
        #expect(layout.viewport.rows == 38)
        #expect(Layout(columns: 20, rows: 6).timeline == .empty)
    }

    @Test func keyframesOfAnAnimationAreMarked() {
        var s = Session()
        for line in ["grid 1 1", "key a", "vertex 0 to.z 0.2", "key b", "animate a b a duration 2 easing linear repeat 1", "fps 10"] {
            #expect(s.execute(line).isSuccess, "\(line)")
        }
        #expect(s.timelineSpan == 20)
        #expect(s.keyframeFrames == [0, 10, 20])
    }
}
