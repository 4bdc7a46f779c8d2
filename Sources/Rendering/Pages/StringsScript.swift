import Foundation
import Basics
import Model

/// `assets/strings.js`: the theme's words in the site's language for the scripts (the quiz, the albums index…),
/// with the language's rule for counted words, and the string helpers every script shares (`t`, `n`, `fold`).
/// base.mustache loads it on every page before the other scripts, deferred like them, so it runs first (from disk
/// too); the scripts need it. It carries only the words the theme's scripts name (as a quoted key anywhere in a
/// `.js` file of the theme, a site's own scripts included): every page loads it, and all 290 words were 14.5 KB
/// of the 56 KB a page cost on a first visit.
enum StringsScript: PageKind {
    static let path = SitePaths.asset("strings.js")


    package static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        let keys = namedKeys(in: site.theme.assets)
        return [site.job(path) { render(site.strings, keeping: keys) }]
    }

    /// Every word key the scripts among `assets` name: a quoted string (single or double quotes) that is a key of
    /// the strings, wherever it stands (`t("quiz_right")`, or a table of keys a script picks from).
    package static func namedKeys(in assets: [String: Data]) -> Set<String> {
        var quoted = Set<String>()
        for (path, data) in assets where path.hasSuffix(".js") {
            let text = String(decoding: data, as: UTF8.self)
            for match in text.matches(of: /["']([a-z][a-z0-9_]*)["']/) { quoted.insert(String(match.1)) }
        }
        return quoted
    }

    /// The script, with the words whose keys are in `keeping` (nil: every word).
    package static func render(_ strings: SiteStrings, keeping keys: Set<String>? = nil) -> OutputFile {
        func kept(_ key: String) -> Bool { keys?.contains(key) ?? true }
        var counted: [String: Any] = [:]
        for (key, phrase) in strings.phrases where kept(key) {
            if case .counted(let one, let other) = phrase { counted[key] = [one, other] }
        }
        let texts = strings.texts.filter { kept($0.key) }
        let data: [String: Any] = ["language": strings.language, "texts": texts, "counted": counted]
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
              // The table has every key the scripts name. A string as the second argument is the English fallback
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
