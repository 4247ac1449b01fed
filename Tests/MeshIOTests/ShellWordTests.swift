import MeshIO
import Testing

/// The commands messages give (`meshplay --restore PATH`) paste into a shell as they are.
struct ShellWordTests {
    @Test(arguments: [("/home/ada/.local/state/meshplay/journal-2.mesh", "/home/ada/.local/state/meshplay/journal-2.mesh"),
                      ("/home/my docs/journal.mesh", "'/home/my docs/journal.mesh'"),
                      ("/tmp/it's/journal.mesh", "'/tmp/it'\\''s/journal.mesh'"),
                      ("/tmp/$HOME/`x`;rm", "'/tmp/$HOME/`x`;rm'"),
                      ("/tmp/café/journal.mesh", "'/tmp/café/journal.mesh'"),
                      ("", "''")])
    func pathsAreQuotedOnlyWhenTheShellWouldSplitOrExpandThem(path: String, word: String) {
        #expect(ShellWord.quoted(path) == word)
    }
}
