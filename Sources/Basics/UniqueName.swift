/// A name no one has yet: `base`, else `base-2`, `base-3`… (slugs of new files, of artists without a file).
package enum UniqueName {
    package static func numbered(_ base: String, avoiding taken: Set<String>) -> String {
        if !taken.contains(base) { return base }
        var number = 2
        while taken.contains("\(base)-\(number)") { number += 1 }
        return "\(base)-\(number)"
    }
}
