/// Whose answer `pick X Y` gives: meshplay's, through the mesh by depth; UIKit's `hitTest:`,
/// by view order without the mesh; or both, saying where they differ.
public enum PickMode: String, CommandKeyword {
    /// What is drawn at the pixel: depth-correct, through the mesh (the default).
    case mesh
    /// Where UIKit's `hitTest:` sends the touch (``MeshEngine/ViewOrderHit``).
    case uikit
    /// Both answers, and where they differ.
    case both
}
