import CNcursesw

/// One input event from curses, decoded.
enum Key: Equatable {
    case character(Character)
    /// Ctrl plus a letter, as the lower-case letter.
    case control(Character)
    case enter, tab, backTab, backspace, delete, escape
    case up, down, left, right, home, end, pageUp, pageDown
    case function(Int)
    /// A mouse report (``SGRMouse``), read by ``CursesScreen`` rather than curses.
    case mouse(SGRMouse)
    case resize
    case other(Int32)

    /// A key read by ``CursesScreen/readKey(timeoutMilliseconds:)``: a curses `KEY_` code when `isKeyCode`, else a Unicode scalar.
    init(code: UInt32, isKeyCode: Bool) {
        if isKeyCode {
            switch Int32(code) {
            case KEY_UP: self = .up
            case KEY_DOWN: self = .down
            case KEY_LEFT: self = .left
            case KEY_RIGHT: self = .right
            case KEY_HOME: self = .home
            case KEY_END: self = .end
            case KEY_PPAGE: self = .pageUp
            case KEY_NPAGE: self = .pageDown
            case KEY_BACKSPACE: self = .backspace
            case KEY_DC: self = .delete
            case KEY_ENTER: self = .enter
            case KEY_BTAB: self = .backTab
            case KEY_RESIZE: self = .resize
            case KEY_F0 + 1...KEY_F0 + 12: self = .function(Int(Int32(code) - KEY_F0))
            default: self = .other(Int32(code))
            }
            return
        }
        switch code {
        case 9: self = .tab
        case 10, 13: self = .enter
        case 27: self = .escape
        case 8, 127: self = .backspace
        case 1...26: self = .control(Character(Unicode.Scalar(code + 96) ?? "?"))
        default:
            if let scalar = Unicode.Scalar(code) { self = .character(Character(scalar)) } else { self = .other(Int32(code)) }
        }
    }
}
