public enum MeshScriptModule {}
