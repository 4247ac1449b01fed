import CLibPNG
public enum MeshIOModule {}
