import Foundation
import Basics
import Model

/// `assets/strings.js`: the theme's words in the site's language for the scripts (the quiz, the albums index…),
/// with the language's rule for counted words, and the string helpers every script shares (`t`, `n`, `fold`).
/// base.mustache loads it on every page before the other scripts, deferred like them, so it runs first (from disk
/// too); the scripts need it.
enum StringsScript: PageKind {
    static let path = SitePaths.asset("strings.js")

    static let readsAlbumNotes = false

    package static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        [site.job(path) { render(site.strings) }]
    }

    package static func render(_ strings: SiteStrings) -> OutputFile {
        var counted: [String: Any] = [:]
        for (key, phrase) in strings.phrases {
            if case .counted(let one, let other) = phrase { counted[key] = [one, other] }
        }
        let data: [String: Any] = ["language": strings.language, "texts": strings.texts, "counted": counted]
        let spelled = Dictionary(uniqueKeysWithValues: SearchIndex.special.map { (String($0.key), $0.value) })
        let script = #"""
            window.linernotesStrings = \#(JSONWriter.encode(data));
            (function (s) {
              "use strict";
              // `text` with each {name} filled from `values`; names it lacks stay as they are.
              function fill(text, values) {
                return String(text).replace(/\{(\w+)\}/g, function (all, name) { return values && name in values ? values[name] : all; });
              }
              // "one" is 1 (and 0 in French); every other number is "other".
              function isOne(n) { return s.language === "fr" ? (n === 0 || n === 1) : n === 1; }
              // The table has every key the scripts use. A string as the second argument is the English fallback
              // that scripts written for the first strings.js passed; the table has those words too.
              s.t = function (key, values) {
                if (typeof values === "string") values = arguments[2];
                var counted = s.counted[key];
                return fill(key in s.texts ? s.texts[key] : counted ? counted[1] : key, values);
              };
              s.n = function (key, n, values) {
                if (Array.isArray(values)) values = arguments[3];
                var forms = s.counted[key] || [s.t(key), s.t(key)];
                var all = Object.assign({ n: n.toLocaleString(document.documentElement.lang || undefined) }, values || {});
                return fill(isOne(n) ? forms[0] : forms[1], all);
              };
              // Text for matching: lower case, accents dropped, and the letters that do not decompose spelled out
              // ("Bjørk" is "bjork", "Straße" "strasse"), as SearchIndex.fold folds the search index's words.
              var spelled = \#(JSONWriter.encode(spelled));
              var undecomposed = new RegExp("[" + Object.keys(spelled).join("") + "]", "g");
              s.fold = function (text) {
                return String(text).toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "")
                  .replace(undecomposed, function (c) { return spelled[c]; });
              };
            })(window.linernotesStrings);

            """#
        return OutputFile(path: path, contents: .bytes(Data(script.utf8)))
    }
}
