import Foundation
import Basics
import Model
import Output

/// `assets/strings.js`: the theme's words in the site's language for the scripts (the quiz, the albums index…),
/// with the language's rule for counted words. Loaded on every page before the other scripts; each script keeps
/// its English words as a fallback.
package enum StringsScript: PageKind {
    package static let path = SitePaths.asset("strings.js")

    package static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        [site.job(path) { render(site.strings) }]
    }

    package static func render(_ strings: SiteStrings) -> OutputFile {
        var counted: [String: Any] = [:]
        for (key, phrase) in strings.phrases {
            if case .counted(let one, let other) = phrase { counted[key] = [one, other] }
        }
        let data: [String: Any] = ["language": strings.language, "texts": strings.texts, "counted": counted]
        let script = """
            window.linernotesStrings = \(JSONWriter.encode(data));
            (function (s) {
              function fill(text, values) {
                return String(text).replace(/\\{(\\w+)\\}/g, function (all, name) { return values && name in values ? values[name] : all; });
              }
              // "one" is 1 (and 0 in French); every other number is "other".
              function isOne(n) { return s.language === "fr" ? (n === 0 || n === 1) : n === 1; }
              s.t = function (key, fallback, values) { return fill(key in s.texts ? s.texts[key] : fallback, values); };
              s.n = function (key, n, fallbacks, values) {
                var forms = s.counted[key] || fallbacks;
                var all = Object.assign({ n: n.toLocaleString(document.documentElement.lang || undefined) }, values || {});
                return fill(isOne(n) ? forms[0] : forms[1], all);
              };
            })(window.linernotesStrings);

            """
        return OutputFile(path: path, contents: .bytes(Data(script.utf8)))
    }
}
