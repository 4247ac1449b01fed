/// The session's `let` variables: named expressions that command arguments, `map` expressions
/// and other variables can use.
///
/// A variable is a definition, not a snapshot: a name always means its current definition, as
/// in a spreadsheet. Arguments are numbers, evaluated when their command runs; a map that uses
/// `t` is recompiled when a variable it uses changes, so `let amp = 0.1` re-shapes a running
/// ripple. Definitions cannot form cycles, so they can always be written in an order in which
/// each only uses the ones before it (``definitionOrder``), which is how scene files keep them.
/// Equality compares the definitions' text.
public struct Variables: Hashable, Sendable {
    /// Name → the expression's text as written.
    public private(set) var sources: [String: String] = [:]
    /// Name → the scope names its expression uses.
    private(set) var dependencies: [String: Set<String>] = [:]
    /// Name → its tree, naming the variables it uses through their shared nodes (a DAG).
    private(set) var scope = ExpressionScope.empty

    public init() {}

    /// At most this many variables.
    public static let limit = 1000

    public var isEmpty: Bool { sources.isEmpty }

    /// Every name, each after the names it uses (then alphabetically): by level (a name's is
    /// one more than the highest of the names it uses, 0 when it uses none), then by name.
    /// Linear in the definitions plus a sort, so a chain of ``limit`` variables costs nothing.
    public var definitionOrder: [String] {
        var levels: [String: Int] = [:], visiting: Set<String> = []
        for name in sources.keys { _ = level(of: name, memo: &levels, visiting: &visiting) }
        return sources.keys.sorted { (levels[$0] ?? 0, $0) < (levels[$1] ?? 0, $1) }
    }

    private func level(of name: String, memo: inout [String: Int], visiting: inout Set<String>) -> Int {
        if let known = memo[name] { return known }
        // Definitions never form cycles (``cycle(defining:using:)`` refuses them); be safe anyway.
        guard visiting.insert(name).inserted else { return 0 }
        defer { visiting.remove(name) }
        var level = 0
        for used in dependencies[name, default: []] where sources[used] != nil {
            level = max(level, self.level(of: used, memo: &memo, visiting: &visiting) + 1)
        }
        memo[name] = level
        return level
    }

    /// The names that use `name`, directly or through other variables.
    func users(of name: String) -> [String] {
        var found: Set<String> = []
        var frontier: Set<String> = [name]
        while !frontier.isEmpty {
            let next = Set(dependencies.filter { !$0.value.isDisjoint(with: frontier) }.keys).subtracting(found)
            found.formUnion(next)
            frontier = next
        }
        return found.sorted()
    }

    /// The variables with `name` defined as `node` (parsed from `source` against ``scope``, using
    /// `used`); every variable that uses `name` is resolved again. The caller checked the name
    /// and that no cycle forms (``cycle(defining:using:)``).
    func defining(_ name: String, source: String, node: ExpressionNode, using used: Set<String>) -> Variables {
        var copy = self
        copy.sources[name] = source
        copy.dependencies[name] = used
        copy.scope.names[name] = .shared(SharedExpression(node))
        copy.resolve(copy.users(of: name))
        return copy
    }

    /// The variables without `name` (the caller checked nothing uses it).
    func removing(_ name: String) -> Variables {
        var copy = self
        copy.sources[name] = nil
        copy.dependencies[name] = nil
        copy.scope.names[name] = nil
        return copy
    }

    /// The chain of names by which defining `name` with an expression using `used` would make
    /// `name` use itself (`a → b → a`), or nil.
    func cycle(defining name: String, using used: Set<String>) -> [String]? {
        for start in used.sorted() {
            if let path = path(from: start, to: name) { return [name] + path }
        }
        return nil
    }

    private func path(from start: String, to target: String) -> [String]? {
        if start == target { return [start] }
        var previous: [String: String] = [:]
        var queue = [start]
        var seen: Set<String> = [start]
        while !queue.isEmpty {
            let here = queue.removeFirst()
            for next in dependencies[here, default: []].sorted() where seen.insert(next).inserted {
                previous[next] = here
                if next == target {
                    var path = [target]
                    var step = target
                    while let back = previous[step] { path.insert(back, at: 0); step = back }
                    return path
                }
                queue.append(next)
            }
        }
        return nil
    }

    /// Re-parses `names` (and leaves the rest), in definition order, so each names the current
    /// trees of the variables it uses.
    private mutating func resolve(_ names: [String]) {
        guard !names.isEmpty else { return }
        let wanted = Set(names)
        for name in definitionOrder where wanted.contains(name) {
            guard let source = sources[name] else { continue }
            var parser = ExpressionParser(tokens: (try? ExpressionTokenizer.tokenize(source)) ?? [])
            parser.scope = scope
            // It parsed when defined and every name it uses still exists, so this cannot fail.
            if let node = try? parser.parseExpression() { scope.names[name] = .shared(SharedExpression(node)) }
        }
    }

    public static func == (a: Variables, b: Variables) -> Bool { a.sources == b.sources }
    public func hash(into hasher: inout Hasher) { hasher.combine(sources) }
}
