import Foundation

/// A path as one word of a POSIX shell command line, for the commands messages tell the user to
/// type: as it is when the shell reads it so, else in single quotes (a quote inside written `'\''`).
public enum ShellWord {
    public static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { c in
            (c.value < 128 && (c.properties.isAlphabetic || c.properties.numericType != nil)) || "/._-+:,@%=".unicodeScalars.contains(c)
        }
        if plain { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
