import Testing
import TerminalOutput

@Suite struct TerminalRepliesTests {
    private func parse(_ text: String) -> TerminalReplies { TerminalReplies(parsing: Array(text.utf8)) }

    @Test func theDefaultBackgroundIsReadFromTheOSC11ReplyEndedBySTOrBEL() {
        #expect(String(decoding: TerminalReplies.backgroundQuery, as: UTF8.self) == "\u{1B}]11;?\u{1B}\\")
        // xterm's default (black on white), as it answers: four hex digits a channel, ST.
        let white = parse("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?63;4c")
        #expect(white.backgroundLuminance == 255 && white.lightBackground && white.complete)
        // Two digits a channel, BEL: a dark theme.
        let dark = parse("\u{1B}]11;rgb:18/1a/20\u{07}\u{1B}[?62c")
        #expect(dark.backgroundLuminance == Palette.luminance(r: 24, g: 26, b: 32))
        #expect(!dark.lightBackground && dark.complete)
        // No reply, one still arriving, or one that is not a colour: not known, so not light.
        #expect(parse("\u{1B}[?62c").backgroundLuminance == nil)
        #expect(parse("\u{1B}]11;rgb:ffff/ff").backgroundLuminance == nil)
        let garbled = parse("\u{1B}]11;rgb:zz/00/00\u{1B}[?62c")
        #expect(garbled.backgroundLuminance == nil && garbled.complete && !garbled.lightBackground)
    }

    @Test func theQueryAsksForMode2026TheOctantsWidthAndTheVersionThenPrimaryDeviceAttributes() {
        #expect(String(decoding: TerminalReplies.query, as: UTF8.self)
            == "\u{1B}[?2026$p\r\u{1CD00}\u{1B}[6n\r\u{1B}[K\u{1B}[>0q\u{1B}[c")
    }

    @Test func theVersionReplyIsReadAndOlderTerminalsThatShowOctantsAsBoxesGetSextants() {
        let kitty = parse("\u{1B}[12;2R\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[?62;c")
        #expect(kitty.terminalVersion == "kitty(0.26.5)")
        #expect(kitty.octantAdvance == 1)
        #expect(!kitty.drawsOctants, "kitty before 0.40 advances the cursor but shows a box")
        #expect(kitty.octantRefusal == "kitty 0.26.5 shows octants (Unicode 16) as boxes; it draws them from 0.40 on")
        #expect(parse("\u{1B}[12;2R\u{1B}P>|kitty(0.40.1)\u{1B}\\\u{1B}[?62;c").drawsOctants)
        #expect(parse("\u{1B}[12;2R\u{1B}P>|foot(1.20.0)\u{1B}\\\u{1B}[?62;c").drawsOctants)
        #expect(!parse("\u{1B}[12;2R\u{1B}P>|foot(1.16.2)\u{1B}\\\u{1B}[?62;c").drawsOctants)
        #expect(!parse("\u{1B}[12;2R\u{1B}P>|ghostty 1.1.3\u{1B}\\\u{1B}[?62;c").drawsOctants)
        #expect(parse("\u{1B}[12;2R\u{1B}P>|ghostty 1.2.0\u{1B}\\\u{1B}[?62;c").drawsOctants)
        // Terminals not in the table keep the cursor test: the font decides.
        #expect(parse("\u{1B}[12;2R\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?64;4c").drawsOctants)
        #expect(!parse("\u{1B}[12;1R\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}[?1;2c").drawsOctants)
        #expect(parse("\u{1B}[12;1R\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}[?1;2c").octantRefusal
            == "this terminal did not draw an octant (Unicode 16) at start-up")
        // A version that cannot be read, or a reply cut short, changes nothing.
        #expect(parse("\u{1B}[12;2R\u{1B}P>|kitty\u{1B}\\\u{1B}[?62;c").drawsOctants)
        #expect(parse("\u{1B}[12;2R\u{1B}P>|kitty(0.26").terminalVersion == nil)
    }

    @Test func theCursorReportAfterAnOctantTellsWhetherItWasDrawn() {
        #expect(parse("\u{1B}[12;2R\u{1B}[?62c").drawsOctants)
        #expect(parse("\u{1B}[12;2R\u{1B}[?62c").octantAdvance == 1)
        #expect(!parse("\u{1B}[12;1R\u{1B}[?1;2c").drawsOctants, "dropped, as tmux 3.3 does")
        #expect(!parse("\u{1B}[3;3R\u{1B}[?62c").drawsOctants, "drawn two columns wide")
        #expect(parse("\u{1B}[?62c").drawsOctants, "no report: not known to fail")
    }

    @Test func aTerminalReportingMode2026ResetOrSetGetsSynchronizedOutput() {
        for state in [1, 2, 3] {
            let replies = parse("\u{1B}[?2026;\(state)$y\u{1B}[?62;4;22c")
            #expect(replies.synchronizedOutput)
            #expect(replies.complete)
            #expect(replies.deviceAttributes == [62, 4, 22])
        }
    }

    @Test func unrecognisedOrPermanentlyResetMode2026IsNotUsed() {
        #expect(!parse("\u{1B}[?2026;0$y\u{1B}[?1;2c").synchronizedOutput)
        #expect(!parse("\u{1B}[?2026;4$y\u{1B}[?1;2c").synchronizedOutput)
        #expect(!parse("\u{1B}[?2004;2$y\u{1B}[?1;2c").synchronizedOutput)
    }

    @Test func aTerminalAnsweringOnlyDeviceAttributesLikeTmuxIsCompleteWithoutSync() {
        let replies = parse("\u{1B}[?1;2c")
        #expect(replies.complete)
        #expect(!replies.synchronizedOutput)
        #expect(replies.deviceAttributes == [1, 2])
    }

    @Test func aReplyCutPartWayIsNotCompleteUntilTheRestArrives() {
        #expect(!parse("\u{1B}[?2026;2$y\u{1B}[?62;").complete)
        #expect(parse("\u{1B}[?2026;2$y\u{1B}[?62;").synchronizedOutput)
        #expect(!parse("").complete)
    }

    @Test func typedKeysAndUnknownRepliesAroundTheAnswersAreSkipped() {
        let replies = parse("ab\u{1B}[A\u{1B}[>1;10;0c\u{1B}[?2026;2$y x \u{1B}[?65;1;4c")
        #expect(replies.synchronizedOutput)
        #expect(replies.deviceAttributes == [65, 1, 4])
    }
}

@Suite struct TerminalGraphicsRepliesTests {
    private func parse(_ text: String) -> TerminalReplies { TerminalReplies(parsing: Array(text.utf8)) }

    @Test func theGraphicsQuestionsAskKittyDirectlyAndThroughSharedMemoryThenTheCellSize() {
        #expect(String(decoding: TerminalReplies.kittyQuery(sharedMemoryName: "/x"), as: UTF8.self)
            == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\r\u{1B}[K"
            + "\u{1B}_Gi=32,s=1,v=1,a=q,t=s,f=24,S=3;L3g=\u{1B}\\\r\u{1B}[K\u{1B}[16t")
        #expect(String(decoding: TerminalReplies.kittyQuery(sharedMemoryName: nil), as: UTF8.self)
            == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\r\u{1B}[K\u{1B}[16t")
    }

    @Test func theGraphicsQuestionsGoBeforeDeviceAttributesSoItsReplyStillEndsTheWait() {
        let query = String(decoding: TerminalReplies.query(graphics: Array("Q".utf8)), as: UTF8.self)
        #expect(query == "\u{1B}[?2026$p\r\u{1CD00}\u{1B}[6n\r\u{1B}[K\u{1B}[>0qQ\u{1B}[c")
    }

    @Test func kittyAnswersOKToBothQueriesOfALocalTerminal() {
        let replies = parse("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}_Gi=32;OK\u{1B}\\\u{1B}[6;18;9t\u{1B}[?62;c")
        #expect(replies.kittyGraphics)
        #expect(replies.kittySharedMemory)
        #expect(replies.cellPixels == PixelSize(width: 9, height: 18))
        #expect(replies.complete)
    }

    @Test func aRemoteKittyCannotOpenTheObjectSoOnlyDirectDataIsUsed() {
        let replies = parse("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}_Gi=32;ENOENT:Failed to open shared memory\u{1B}\\\u{1B}[?62c")
        #expect(replies.kittyGraphics)
        #expect(!replies.kittySharedMemory)
        #expect(replies.kittyAnswers == [31: true, 32: false])
    }

    @Test func aTerminalWithoutKittyGraphicsAnswersOnlyWhatItKnows() {
        let replies = parse("\u{1B}[?2026;2$y\u{1B}[?65;1;4c")
        #expect(!replies.kittyGraphics)
        #expect(replies.cellPixels == nil)
        #expect(replies.deviceAttributes.contains(4))
    }

    @Test func otherWindowReportsAndZeroSizesAreNotCellSizes() {
        #expect(parse("\u{1B}[4;800;1280t\u{1B}[?62c").cellPixels == nil)
        #expect(parse("\u{1B}[6;0;0t\u{1B}[?62c").cellPixels == nil)
        #expect(parse("\u{1B}[6;18t\u{1B}[?62c").cellPixels == nil)
    }

    @Test func anAnswerCutBeforeItsTerminatorWaitsForTheRest() {
        let cut = parse("\u{1B}_Gi=31;O")
        #expect(!cut.kittyGraphics)
        #expect(!cut.complete)
        #expect(parse("\u{1B}_Gi=31;OK\u{1B}\\").kittyGraphics)
    }

    @Test func otherApplicationCommandsAreSkipped() {
        let replies = parse("\u{1B}_Xi=31;OK\u{1B}\\\u{1B}_G;OK\u{1B}\\\u{1B}[?62c")
        #expect(replies.kittyAnswers.isEmpty)
        #expect(replies.complete)
    }
}

@Suite struct SixelRepliesTests {
    @Test func xtermsAnswerToTheColourRegisterQuestionIsRead() {
        // xterm 379 as a VT340, answering `CSI ? 1 ; 1 ; 0 S` and then DA1.
        let replies = TerminalReplies(parsing: Array("\u{1B}[?1;0;1024S\u{1B}[?63;1;2;4;6;9;15;16;22;28c".utf8))
        #expect(replies.sixelRegisters == 1024)
        #expect(replies.deviceAttributes.contains(4) && replies.complete)
        #expect(String(decoding: TerminalReplies.sixelQuery, as: UTF8.self) == "\u{1B}[?1;1;0S\u{1B}[?2;4;0S")
    }

    @Test func xtermsLargestSixelImageIsRead() {
        // xterm 379 as a VT340 under Xvfb, answering both questions of the sixel query and DA1.
        let replies = TerminalReplies(parsing: Array("\u{1B}[?1;0;1024S\u{1B}[?2;0;1000;1000S\u{1B}[?63;1;2;4c".utf8))
        #expect(replies.sixelMaxGeometry == PixelSize(width: 1000, height: 1000))
        #expect(replies.sixelRegisters == 1024 && replies.complete)
        for text in ["\u{1B}[?2;3;0S", "\u{1B}[?2;0;0;312S", "\u{1B}[?2;0;480S", "\u{1B}[?1;0;1024S"] {
            #expect(TerminalReplies(parsing: Array(text.utf8)).sixelMaxGeometry == nil, "\(text)")
        }
    }

    @Test func aFailedOrOtherGraphicsAnswerSaysNothingAboutRegisters() {
        for text in ["\u{1B}[?1;3;0S", "\u{1B}[?2;0;480;312S", "\u{1B}[?1;0;0S", "\u{1B}[?1;0S"] {
            #expect(TerminalReplies(parsing: Array(text.utf8)).sixelRegisters == nil, "\(text)")
        }
    }
}
