import Foundation

/// File names for Tab completion after a command that takes a file: the entries of the folder a
/// partly typed path points into (the current folder for a bare name), folders with a `/` after
/// them so the next Tab goes inside.
enum FileNames {
    /// More than this many matches are not listed: a Tab in a huge folder must not flood the panel
    /// or stall on the listing's sort.
    static let limit = 500

    /// Whether `path` names a folder.
    static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    /// How a candidate is listed when several remain: a path by its last name (a folder with
    /// its `/`), as shells list them; the line being typed keeps the whole path.
    static func shown(_ option: String) -> String {
        let folder = option.hasSuffix("/")
        let trimmed = folder ? String(option.dropLast()) : option
        guard let slash = trimmed.lastIndex(of: "/") else { return option }
        return String(trimmed[trimmed.index(after: slash)...]) + (folder ? "/" : "")
    }

    /// The paths that complete `partial` (`meshes/je` → `meshes/jelly.mesh`), as they are (the
    /// playground quotes those with blanks or quotes for the line). Hidden entries only when the
    /// typed name starts with a dot.
    static func completing(_ partial: String) -> [String] {
        let slash = partial.lastIndex(of: "/")
        let folder = slash.map { String(partial[...$0]) } ?? ""
        let name = slash.map { String(partial[partial.index(after: $0)...]) } ?? partial
        let listed = folder.isEmpty ? "." : (folder.hasPrefix("~/") ? NSHomeDirectory() + folder.dropFirst() : folder)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: listed) else { return [] }
        var out: [String] = []
        for entry in entries where entry.hasPrefix(name) && (name.hasPrefix(".") || !entry.hasPrefix(".")) {
            out.append(folder + entry + (isFolder(listed + "/" + entry) ? "/" : ""))
            if out.count > limit { return [] }
        }
        return out.sorted()
    }
}
