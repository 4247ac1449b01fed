// The path-resolution target of .ci/fuzz.swift: the input builds a small tree of files,
// directories, symbolic links and a FIFO in a new temporary directory, picks a path typed from
// inside it, and writes through it. Properties: WriteDestination refuses or names a place inside
// the tree; the write lands on the file the kernel itself reaches through the path (or creates
// the one a dangling link names), changes nothing else, and never replaces what is not a file.
import Foundation
import MeshIO

enum PathFuzz {
    /// Where entries may be: the tree's top level, `d` and `d/e` (when those are made directories).
    static let slots = ["a", "b", "c", "d/a", "d/b", "d/e/a"]
    /// What a link may point to (`@` is the tree's absolute path). Every relative target climbs
    /// at most two levels, and the tree sits two levels below the sandbox, so what a link can
    /// reach is always inside the sandbox, where the snapshot sees it.
    static let targets = ["a", "b", "c", "./a", "../a", "../../a", "d", "d/a", "e/a", "../b", "@/a", "@/d/b",
                          "/dev/null", "/dev/full", ".", "..", "x/y", "a/", "d/e/a", "../d/b", "b/../a", "./d/./e/a"]
    static let typed = slots + ["./a", "d/./b", "d/e/../a", "x", "d/x", "d/e"]

    static func run(_ body: ArraySlice<UInt8>) {
        // libFuzzer writes a crash's input into the current directory: go back there before failing.
        let home = FileManager.default.currentDirectoryPath
        var input = body.makeIterator()
        func next() -> Int { Int(input.next() ?? 0) }
        var template = Array((NSTemporaryDirectory() + "meshplay-pathfuzz-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { fatalError("no temporary directory") }
        let sandbox = String(cString: made)
        defer { try? FileManager.default.removeItem(atPath: sandbox) }
        let tree = sandbox + "/t/u"
        try? FileManager.default.createDirectory(atPath: tree, withIntermediateDirectories: true)

        let flags = next()
        if flags & 1 != 0 { mkdir(tree + "/d", 0o755) }
        if flags & 2 != 0 { mkdir(tree + "/d/e", 0o755) }
        for slot in slots {
            let kind = next(), pick = next()
            let path = tree + "/" + slot
            switch kind % 5 {
            case 1: _ = FileManager.default.createFile(atPath: path, contents: Data("old \(slot)\n".utf8))
            case 2: mkdir(path, 0o755)
            case 3:
                let target = targets[pick % targets.count]
                symlink(target.hasPrefix("@") ? tree + target.dropFirst() : target, path)
            case 4: mkfifo(path, 0o644)
            default: break
            }
        }
        let typedPath = typed[next() % typed.count]
        // Typed relative to the current directory, as at the prompt: a bare link's directory is `.`.
        guard chdir(tree) == 0 else { fatalError("cannot enter \(tree)") }
        defer { _ = chdir(home) }
        func fatalError(_ message: String) -> Never {
            _ = chdir(home)
            Swift.fatalError(message)
        }

        let before = snapshot(sandbox)
        var kernel = stat()
        let kernelFound = stat(typedPath, &kernel) == 0
        let kernelFile = kernelFound && (kernel.st_mode & S_IFMT) == S_IFREG

        if let destination = try? WriteDestination.resolve(typedPath) {
            let parent = destination.lastIndex(of: "/").map { String(destination[..<$0]) } ?? "."
            if let real = realpath(parent.isEmpty ? "/" : parent, nil) {
                let inside = String(cString: real)
                free(real)
                let realSandbox = URL(fileURLWithPath: sandbox).resolvingSymlinksInPath().path
                guard inside == realSandbox || inside.hasPrefix(realSandbox + "/") else {
                    fatalError("\(typedPath) resolved to \(destination), outside the tree (\(inside))")
                }
            }
        } else if kernelFile {
            fatalError("\(typedPath) reaches a regular file but was refused")
        }

        let bytes = Data("new \(typedPath) \(before.count)\n".utf8)
        let wrote = (try? writeFileAtomically(path: typedPath, data: bytes)) != nil
        let after = snapshot(sandbox)
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
        if kernelFile && !wrote { fatalError("\(typedPath) reaches a regular file but the write failed") }
        if kernelFound && !kernelFile && wrote { fatalError("\(typedPath) reaches no regular file but was written") }
        guard wrote else {
            if !changed.isEmpty { fatalError("a refused write to \(typedPath) changed \(changed.sorted())") }
            return
        }
        // Written: exactly one entry of the sandbox changed, to the new bytes, and it is the
        // file the kernel now reaches through the typed path (the same one it reached before).
        guard changed.count == 1, let landed = changed.first, after[landed] == "file " + String(decoding: bytes, as: UTF8.self) else {
            fatalError("a write to \(typedPath) changed \(changed.sorted()), not one file")
        }
        var now = stat(), there = stat()
        guard stat(typedPath, &now) == 0, lstat(sandbox + "/" + landed, &there) == 0, now.st_ino == there.st_ino,
              FileManager.default.contents(atPath: typedPath) == bytes else {
            fatalError("\(typedPath) does not read what was written to \(landed)")
        }
        if kernelFile, before[landed] == nil { fatalError("\(typedPath) reached a file but a new one, \(landed), was made") }
    }

    /// Everything under `root`, not following links: a file's bytes, a link's target, a kind.
    static func snapshot(_ root: String) -> [String: String] {
        var out: [String: String] = [:]
        func walk(_ relative: String) {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + relative)) ?? [] {
                let path = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(root + "/" + path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFREG: out[path] = "file " + String(decoding: FileManager.default.contents(atPath: root + "/" + path) ?? Data(), as: UTF8.self)
                case S_IFLNK: out[path] = "link " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: root + "/" + path)) ?? "")
                case S_IFDIR:
                    out[path] = "directory"
                    walk(path)
                default: out[path] = "special \(info.st_mode & S_IFMT)"
                }
            }
        }
        walk("")
        return out
    }
}
