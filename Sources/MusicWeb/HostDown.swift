/// A host found unreachable (or asking to wait too long) in this build: the lookup is not tried.
struct HostDown: Error {
    package let host: String
    package let reason: String
}
