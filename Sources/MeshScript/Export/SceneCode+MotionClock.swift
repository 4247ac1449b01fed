/// The clock of exported procedural motion, written once for every display link that plays it
/// (BCMeshTransformView's in Swift and Objective-C, CALayer's in camesh), so all of them loop
/// and stop where meshplay's timeline does.
extension SceneCode.Motion {
    /// The statements that declare `t`, the motion's time at a display frame `elapsed` seconds
    /// (an expression) after the first: folded into the timeline's loop, held at its end when it
    /// does not loop (the link is invalidated there, on the last frame), or unbounded.
    func clock(_ language: CodeLanguage, elapsed: String, indent: String) -> [String] {
        let lines: [String]
        switch (language, end) {
        case (.swift, nil): lines = ["let t = \(elapsed)"]
        case (.objc, nil): lines = ["CFTimeInterval t = \(elapsed);"]
        case let (.swift, end?):
            lines = loops ? ["let t = (\(elapsed)).truncatingRemainder(dividingBy: \(SceneCode.time(end)))"]
                : ["let t = min(\(elapsed), \(SceneCode.time(end)))", "if t == \(SceneCode.time(end)) { link.invalidate() }"]
        case let (.objc, end?):
            lines = loops ? ["CFTimeInterval t = fmod(\(elapsed), \(SceneCode.time(end)));"]
                : ["CFTimeInterval t = fmin(\(elapsed), \(SceneCode.time(end)));", "if (t == \(SceneCode.time(end))) [link invalidate];"]
        }
        return lines.map { indent + $0 }
    }
}

extension SceneCode.Motion.Step {
    /// The time this step's formula reads, as an expression of `t` in `language`: an animated
    /// preset's loop folds it into its period, as the preset does.
    func time(_ language: CodeLanguage) -> String {
        guard let period else { return "t" }
        switch language {
        case .swift: return "t.truncatingRemainder(dividingBy: \(SceneCode.time(period)))"
        case .objc: return "fmod(t, \(SceneCode.time(period)))"
        }
    }
}
