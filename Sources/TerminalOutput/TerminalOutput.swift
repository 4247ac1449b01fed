public enum TerminalOutputModule {}
