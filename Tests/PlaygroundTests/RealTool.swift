import Foundation
import Testing

/// Tests that need a real tool (an emulator, Xvfb, tmux). CI installs them all (`.ci/deps`); a
/// tool that is missing or does not start fails the test, in CI and everywhere else, naming what
/// is missing: a test that returned early would be counted as passed, and nothing would say the
/// emulator was never tried.
enum RealTool {
    /// Whether the tests run in CI (`CI` set and not empty, as CI services set it).
    static var inCI: Bool { !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty }

    /// The tool did not start, for `why`: an issue recorded against the test, which the caller
    /// then ends.
    static func didNotStart(_ why: String, sourceLocation: SourceLocation = #_sourceLocation) {
        Issue.record("\(why): a test that cannot start its real tool fails (install it; `.ci/deps` lists them)", sourceLocation: sourceLocation)
    }
}

/// The `.enabled(if:)` traits of the emulator tests skip them where their tools are missing;
/// in CI this fails instead, naming what is missing.
@Suite struct RealToolTests {
    @Test(.enabled(if: RealTool.inCI, "only in CI, where every tool must be there"))
    func ciHasEveryToolTheRealTerminalTestsNeed() {
        #expect(XtermScreenshotTests.isAvailable, "xterm, Xvfb or xwd is missing")
        #expect(KittyScreenshotTests.isAvailable, "kitty, Xvfb or xwd is missing")
        #expect(XvfbXterm.find("tmux") != nil && TmuxPane.isAvailable, "tmux is missing")
        #expect(PtyTerminal.isAvailable, "pseudo-terminals or the built binary are missing")
        #expect(pythonWithPillow != nil, "python3 cannot import PIL (pip install pillow)")
        #expect(pythonWithPyte != nil, "python3 cannot import pyte and asciinema (pip install pyte asciinema)")
        #expect(EmulatorMatrixTests.isAvailable, "Xvfb, xwd, xwininfo or script is missing")
        for emulator in EmulatorMatrixTests.emulators {
            #expect(XvfbXterm.find(emulator.binary) != nil, "\(emulator.binary) is missing")
        }
    }
}
