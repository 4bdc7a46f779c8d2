// `scripts/package` builds with LINERNOTES_PACKAGE and writes the commit into PackagedCommit+Package.swift (not in
// git); every other build has none.
#if !LINERNOTES_PACKAGE
let packagedCommit: String? = nil
#endif
