/// The one rule for paths inside a file: a relative path in a scene file or script (an image,
/// a nested `load`, an `import`, an output) means a file beside that file, wherever meshplay
/// runs, and `save` writes the paths of the scene it saves relative to the file it writes. Paths
/// typed at the prompt or on the command line stay relative to the current directory.
///
/// Pure string work on `/`-separated paths (the file system makes them absolute when it can).
public enum ScenePaths {
    /// The directory holding `file`, as a prefix for the paths in it: `sub` for `sub/a.mesh`,
    /// `/` for `/a.mesh`, nil for a bare name (the current directory). Nil too for a pipe or
    /// device (`/dev/stdin`, a shell's `<(…)` as `/dev/fd/63` or `/proc/self/fd/63`): text
    /// that comes from no file's directory means paths from the current one, as typed ones do.
    public static func directory(of file: String) -> String? {
        if file.hasPrefix("/dev/") || file.hasPrefix("/proc/self/fd/") { return nil }
        guard let slash = file.lastIndex(of: "/") else { return nil }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }

    /// `path` as read from a file in `directory`: unchanged when absolute (`/…`), from the home
    /// directory (`~`, `~/…`), or when there is no directory.
    public static func resolve(_ path: String, in directory: String?) -> String {
        guard let directory, !directory.isEmpty, !path.isEmpty, !path.hasPrefix("/"),
              path != "~", !path.hasPrefix("~/") else { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    /// `target` as a path from `directory`, both absolute (or both relative to the same
    /// directory): `green.png`, `../pics/a.png`. Absolute paths that share nothing but the root
    /// stay absolute (a scene in a project does not point into `/usr` by climbing out of it), and
    /// so does a target that cannot be reached by name (a `..` left over the directory's start).
    public static func relative(_ target: String, from directory: String) -> String {
        let absolute = target.hasPrefix("/")
        guard absolute == directory.hasPrefix("/") else { return target }
        let to = components(target), from = components(directory)
        var common = 0
        while common < min(to.count, from.count), to[common] == from[common] { common += 1 }
        if absolute, common == 0 { return target }
        let climb = from.count - common
        // `..` in what is left of the directory cannot be undone by naming: keep the target as it is.
        if from[common...].contains("..") || to[common...].isEmpty { return target }
        return (Array(repeating: "..", count: climb) + to[common...]).joined(separator: "/")
    }

    /// The path's names with `.` and empty ones dropped and `name/..` folded.
    static func components(_ path: String) -> [String] {
        var out: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == "..", let last = out.last, last != ".." {
                out.removeLast()
            } else {
                out.append(String(part))
            }
        }
        return out
    }
}
