/// A mouse report in xterm's SGR encoding (mode 1006): `ESC [ <` then `Cb ; Cx ; Cy` and `M`
/// for a press or motion, `m` for a release. Columns and rows are plain decimal numbers, so a
/// report reaches any cell of any terminal; the older X10 encoding curses uses where a
/// terminal's description names it (tmux, screen, kitty) spends one byte per coordinate and
/// cannot name a column or row past 223, where clicks were lost on wide windows.
struct SGRMouse: Equatable {
    enum Action: Equatable {
        /// A button went down (1 left, 2 middle, 3 right).
        case press(Int)
        /// A button came up.
        case release(Int)
        /// The pointer moved with a button held (mode 1002 reports no other motion).
        case drag(Int)
        /// The wheel turned: +1 away from the user (up), −1 towards.
        case wheel(Int)
    }

    var action: Action
    /// The cell, counted from 0 at the top left.
    var column: Int
    var row: Int

    /// The report whose bytes after `ESC [ <` are `parameters` (`Cb;Cx;Cy`) and `final` (`M` or
    /// `m`); nil when they are not one.
    init?(parameters: [UInt8], final: UInt8) {
        guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
        let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        var numbers: [Int] = []
        for field in fields {
            // A few digits at most: a longer field is not a report (and would overflow).
            guard !field.isEmpty, field.count <= 6, field.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
            numbers.append(field.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) })
        }
        let code = numbers[0]
        guard numbers[1] >= 1, numbers[2] >= 1 else { return nil }
        column = numbers[1] - 1
        row = numbers[2] - 1
        // Low two bits: the button (3 is no button); 32: motion; 64: wheel. 4, 8 and 16 are
        // Shift, Meta and Control, which the playground does not use.
        let button = code & 3
        if code & 64 != 0 {
            guard button <= 1 else { return nil }
            action = .wheel(button == 0 ? 1 : -1)
        } else if code & 32 != 0 {
            guard button < 3 else { return nil }
            action = .drag(button + 1)
        } else if button == 3 {
            return nil
        } else {
            action = final == UInt8(ascii: "M") ? .press(button + 1) : .release(button + 1)
        }
    }

    init(_ action: Action, column: Int, row: Int) {
        self.action = action
        self.column = column
        self.row = row
    }

    /// The sequence that turns reporting on: clicks (1000), motion while a button is held
    /// (1002), in the SGR encoding (1006). ``TerminalRestore`` turns all three off.
    static let enable = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
    static let disable = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
    /// The prefix curses is told to read as one key (``CursesScreen``).
    static let prefix = "\u{1B}[<"
    /// Parameter bytes a report can hold: three fields of up to six digits and two separators.
    static let maximumParameterBytes = 20
}
