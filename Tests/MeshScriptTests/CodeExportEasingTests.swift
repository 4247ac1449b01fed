import Foundation
import Testing
@testable import MeshScript

/// The UIView curve of each block BCMeshTransformView code plays: an autoreversed animation
/// comes back along the forward curve run backwards, as meshplay and Core Animation play it.
@Suite(.serialized) struct CodeExportEasingTests {
    /// A one-face layer lifting a corner, animated with `easing` (and autoreverse when asked).
    static func lifting(_ easing: String, autoreverse: Bool) -> (Session, InMemoryFileSystem) {
        let files = InMemoryFileSystem()
        let s = session(["grid 1 1", "key flat", "vertex 1 to.z 0.4", "key lifted",
                         "animate flat lifted duration 0.8 easing \(easing)" + (autoreverse ? " autoreverse" : "") + " repeat forever"],
                        files: files)
        return (s, files)
    }

    @Test(arguments: [
        ("easeOut", true, "curves[k]", "let curves: [UIView.AnimationOptions] = [.curveEaseOut, .curveEaseIn]"),
        ("easeIn", true, "curves[k]", "let curves: [UIView.AnimationOptions] = [.curveEaseIn, .curveEaseOut]"),
        ("easeOut", false, "[.curveEaseOut]", nil),
        ("linear", true, "[.curveLinear]", nil),
        ("easeInOut", true, "[.curveEaseInOut]", nil),
    ] as [(String, Bool, String, String?)])
    func theSwiftBlocksOfAnAutoreversedEaseComeBackOnTheMirroredCurve(_ easing: String, _ autoreverse: Bool,
                                                                       _ options: String, _ curves: String?) throws {
        var (s, files) = Self.lifting(easing, autoreverse: autoreverse)
        #expect(s.execute("export swift l.swift").isSuccess)
        let text = try #require(files.text("l.swift"))
        #expect(text.contains("        UIView.animate(withDuration: durations[k], delay: 0, options: \(options), animations: {"), "\(text)")
        #expect(text.contains("let curves:") == (curves != nil))
        if let curves { #expect(text.contains("        " + curves + "\n")) }
    }

    @Test func theObjectiveCBlocksOfAnAutoreversedEaseOutReadTheirCurvesFromAnArray() throws {
        var (s, files) = Self.lifting("easeOut", autoreverse: true)
        #expect(s.execute("export objc l.m").isSuccess)
        let text = try #require(files.text("l.m"))
        #expect(text.contains("    static const UIViewAnimationOptions curves[] = {UIViewAnimationOptionCurveEaseOut, UIViewAnimationOptionCurveEaseIn};\n"))
        #expect(text.contains("    [UIView animateWithDuration:durations[k] delay:0 options:curves[k] animations:^{\n"))
        let result = try CodeExportTests.checkObjectiveC(text: text, named: "l.m")
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func theExportedSwiftPlaysEaseOutForwardAndEaseInBack() throws {
        var (s, files) = Self.lifting("easeOut", autoreverse: true)
        #expect(s.execute("export swift l.swift").isSuccess)
        let text = try #require(files.text("l.swift"))
        let main = """
            let view = BCMeshTransformView()
            MeshplayScene.apply(to: view)
            MeshplayScene.animate0(view)
            UIView.finishAnimations(limit: 3)
            print(UIView.startedOptions.map { $0.rawValue >> 16 })
            """
        // UIKit's curve field: 2 is ease-out (lifting), 1 ease-in (coming back), for ever.
        #expect(try CodeExportTests.runExportedSwift(text, main: main) == "[2, 1, 2, 1]\n")
    }
}
