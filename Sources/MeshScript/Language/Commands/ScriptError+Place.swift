/// Whether an error points into the line that caused it. Most do: a word, a number, an index.
/// Some are about the session rather than anything typed (`undo` with nothing to undo, a Ctrl-C):
/// those carry no column, so no caret is drawn under a word that was not wrong.
extension ScriptError.Kind {
    public var pointsIntoTheLine: Bool {
        switch self {
        case .nothingToUndo, .nothingToRedo, .interrupted, .noTerminalPicture, .noCellOutput, .metalExportRefused:
            return false
        case .unterminatedString, .controlCharacter, .blankName, .unknownCommand, .unknownWord, .missingArgument,
             .unexpectedArgument, .invalidNumber, .invalidColor, .outOfRange, .mesh, .noMesh, .noSuchLayer, .noSuchLight,
             .ambiguousLayer, .layerCycle, .subdivisionTooLarge, .expression, .file, .unknownName, .incompatibleAnimation,
             .obj, .json, .caml, .image, .keyframeInUse, .lightPropertyNotTaken, .lightKindGiven, .loadTooDeep, .overBudget,
             .noImageCodec, .graphicsRefused, .outsidePicture, .notAScript, .exportOverBudget:
            return true
        }
    }
}
