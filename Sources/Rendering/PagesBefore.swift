/// The pages each kind of page was told of when it planned its jobs: those the kinds before it make (the sitemap
/// lists them all). One list of the site's pages in plan order, and how far into it each kind was told: not a copy
/// of the list per kind (twenty copies of 50,000 paths at 50,000 albums).
package struct PagesBefore: Sendable {
    private var pages: [String] = []
    private var told: [String: Int] = [:]

    /// The pages so far, told to `kind`.
    mutating func telling(_ kind: String) -> [String] {
        told[kind] = pages.count
        return pages
    }

    /// Pages the kind just told made.
    mutating func add(_ made: some Sequence<String>) {
        pages.append(contentsOf: made)
    }

    /// The pages `kind` was told of; nil when it was not planned.
    func told(_ kind: String) -> [String]? {
        told[kind].map { Array(pages[..<$0]) }
    }

    /// Whether `kind` was told of the same pages here and in `other`.
    func toldTheSame(_ kind: String, as other: PagesBefore) -> Bool {
        guard let count = told[kind], let otherCount = other.told[kind] else { return told[kind] == nil && other.told[kind] == nil }
        return count == otherCount && pages[..<count] == other.pages[..<count]
    }
}
