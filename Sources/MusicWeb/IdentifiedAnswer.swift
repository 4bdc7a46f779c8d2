/// An answer that says what it is about by some identity fields (a release's id or title): one whose identity
/// fields are all missing or null has the wrong shape, so the fetcher takes it as a failure and never caches it.
package protocol IdentifiedAnswer {
    var isIdentified: Bool { get }
}
