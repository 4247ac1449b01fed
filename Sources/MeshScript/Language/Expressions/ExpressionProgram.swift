/// An expression compiled to a flat stack-machine program, so evaluating it for every
/// vertex of every frame walks one contiguous array instead of a tree of boxes.
///
/// Constant subtrees are folded before compilation; arithmetic with a constant right operand
/// gets its own instruction (`x * 2` is one instruction after loading `x`), which removes a
/// push and a pop from the most common shapes (`0.05 * sin(r * 2 * pi * 4)`). Each `let` variable
/// the trees reach is evaluated once, first, into a slot (``ExpressionSlots``), so the code
/// grows with the distinct definitions, not with their expansion.
struct ExpressionProgram: Sendable {
    enum Instruction: Sendable {
        case constant(Double)
        case load(ExpressionVariable)
        case add, subtract, multiply, divide
        case addConstant(Double), subtractConstant(Double), multiplyConstant(Double), divideConstant(Double)
        case binary(BinaryOperator)
        case binaryConstant(BinaryOperator, Double)
        case unary(UnaryOperator)
        case call1(ExpressionFunction)
        case call2(ExpressionFunction)
        case call3(ExpressionFunction)
        /// Pops a condition; jumps to the absolute instruction index when it is false.
        case jumpUnlessTruthy(Int)
        case jump(Int)
        /// Pops the value into a variable's slot / pushes the value of a slot.
        case store(Int)
        case loadSlot(Int)
    }

    private(set) var code: [Instruction] = []
    /// The deepest the stack gets, so evaluation can use a fixed stack-allocated buffer.
    private(set) var stackSize = 0
    private var depth = 0

    /// The number of values the program leaves on the stack, one per compiled expression.
    let resultCount: Int
    /// The variables evaluated once into slots, which live after the stack.
    private let slots: ExpressionSlots

    init(_ node: ExpressionNode) {
        self.init([node])
    }

    /// Compiles several expressions into one program that leaves their values in order, so a
    /// vertex assignment runs the machine once per vertex (at most 8 results).
    init(_ nodes: [ExpressionNode]) {
        resultCount = Swift.min(nodes.count, 8)
        let roots = nodes.prefix(8).map { $0.folded() }
        slots = ExpressionSlots(roots)
        // Each slot's value before anything reads it; the stack is empty again after each.
        for (k, shared) in slots.order.enumerated() {
            emit(shared.folded)
            push(.store(k), stackChange: -1)
        }
        for root in roots { emit(root) }
    }

    private mutating func push(_ instruction: Instruction, stackChange: Int) {
        code.append(instruction)
        depth += stackChange
        stackSize = Swift.max(stackSize, depth)
    }

    private mutating func emit(_ node: ExpressionNode) {
        switch node {
        case let .number(value):
            push(.constant(value), stackChange: 1)
        case let .variable(variable):
            push(.load(variable), stackChange: 1)
        case let .unary(op, a):
            emit(a)
            push(.unary(op), stackChange: 0)
        case let .binary(op, a, b):
            emit(a)
            emitOperation(op, b)
        case let .chain(first, links):
            emit(first)
            for link in links { emitOperation(link.op, link.operand) }
        case let .call(function, args):
            emitCall(function, args)
        case let .conditional(condition, whenTrue, whenFalse):
            emit(condition)
            let branch = code.count
            push(.jumpUnlessTruthy(0), stackChange: -1)
            emit(whenTrue)
            let skip = code.count
            push(.jump(0), stackChange: 0)
            // Only one branch runs, so the false branch starts from the same depth.
            depth -= 1
            code[branch] = .jumpUnlessTruthy(code.count)
            emit(whenFalse)
            code[skip] = .jump(code.count)
        case let .shared(shared):
            if let k = slots.slot(of: shared) { push(.loadSlot(k), stackChange: 1) } else { emit(shared.folded) }
        }
    }

    /// `op` applied to the value on the stack and `operand`.
    private mutating func emitOperation(_ op: BinaryOperator, _ operand: ExpressionNode) {
        switch operand {
        case let .number(c):
            switch op {
            case .add: push(.addConstant(c), stackChange: 0)
            case .subtract: push(.subtractConstant(c), stackChange: 0)
            case .multiply: push(.multiplyConstant(c), stackChange: 0)
            case .divide: push(.divideConstant(c), stackChange: 0)
            default: push(.binaryConstant(op, c), stackChange: 0)
            }
        default:
            emit(operand)
            switch op {
            case .add: push(.add, stackChange: -1)
            case .subtract: push(.subtract, stackChange: -1)
            case .multiply: push(.multiply, stackChange: -1)
            case .divide: push(.divide, stackChange: -1)
            default: push(.binary(op), stackChange: -1)
            }
        }
    }

    private mutating func emitCall(_ function: ExpressionFunction, _ args: [ExpressionNode]) {
        switch args.count {
        case 1:
            emit(args[0])
            push(.call1(function), stackChange: 0)
        case 3 where function.arity.upperBound == 3:
            args.forEach { emit($0) }
            push(.call3(function), stackChange: -2)
        default:
            // Two arguments, or variadic min/max folded left pairwise.
            emit(args[0])
            for arg in args.dropFirst() {
                emit(arg)
                push(.call2(function), stackChange: -1)
            }
        }
    }

    /// Runs the program and returns its results in lanes 0..<resultCount; the stack lives in a
    /// temporary (stack) allocation, so a call allocates nothing.
    func run(_ env: ExpressionEnvironment) -> SIMD8<Double> {
        code.withUnsafeBufferPointer { ops in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: Swift.max(1, stackSize + slots.order.count)) { stack in
                let slotBase = stackSize
                var sp = 0
                var pc = 0
                while pc < ops.count {
                    switch ops[pc] {
                    case let .constant(c): stack[sp] = c; sp += 1
                    case let .load(v): stack[sp] = env[v]; sp += 1
                    case .add: sp -= 1; stack[sp - 1] += stack[sp]
                    case .subtract: sp -= 1; stack[sp - 1] -= stack[sp]
                    case .multiply: sp -= 1; stack[sp - 1] *= stack[sp]
                    case .divide: sp -= 1; stack[sp - 1] /= stack[sp]
                    case let .addConstant(c): stack[sp - 1] += c
                    case let .subtractConstant(c): stack[sp - 1] -= c
                    case let .multiplyConstant(c): stack[sp - 1] *= c
                    case let .divideConstant(c): stack[sp - 1] /= c
                    case let .binary(op): sp -= 1; stack[sp - 1] = op.apply(stack[sp - 1], stack[sp])
                    case let .binaryConstant(op, c): stack[sp - 1] = op.apply(stack[sp - 1], c)
                    case let .unary(op): stack[sp - 1] = op.apply(stack[sp - 1])
                    case let .call1(f): stack[sp - 1] = f.apply1(stack[sp - 1])
                    case let .call2(f): sp -= 1; stack[sp - 1] = f.apply2(stack[sp - 1], stack[sp])
                    case let .call3(f): sp -= 2; stack[sp - 1] = f.apply3(stack[sp - 1], stack[sp], stack[sp + 1])
                    case let .jumpUnlessTruthy(target):
                        sp -= 1
                        if !stack[sp].isTruthy { pc = target; continue }
                    case let .jump(target):
                        pc = target
                        continue
                    case let .store(k): sp -= 1; stack[slotBase + k] = stack[sp]
                    case let .loadSlot(k): stack[sp] = stack[slotBase + k]; sp += 1
                    }
                    pc += 1
                }
                var results = SIMD8<Double>()
                for k in 0..<resultCount { results[k] = stack[k] }
                return results
            }
        }
    }
}
