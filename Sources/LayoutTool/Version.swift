extension LayoutCommand {
    /// The package's version, which `layout --version` prints: the one
    /// place it is written. Raise it with each release (semantic versioning:
    /// the minor number for new features or options, the patch number for
    /// fixes) in the commit that the release's tag points at.
    public static let version = "0.7.0"
}
