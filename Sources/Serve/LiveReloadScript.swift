/// What `serve` adds to pages as it sends them (never to the files of the site): a script that listens for the
/// build's events, reloads the page after a new build, and shows a failed build's error over the page.
enum LiveReloadScript {
    /// Where the script and the event stream are served; no page of a site can have this name (names start with a
    /// letter or a digit).
    package static let prefix = "/__linernotes/"
    static let scriptPath = prefix + "live.js"
    static let eventsPath = prefix + "events"

    /// `html` with the script tag added before `</body>` (or at the end when there is none).
    static func inject(into html: [UInt8], token: String) -> [UInt8] {
        let tag = Array("<script src=\"\(scriptPath)\" data-token=\"\(token)\"></script>".utf8)
        let closing = Array("</body>".utf8)
        var index = html.count - closing.count
        while index >= 0 {
            if html[index] == UInt8(ascii: "<"), html[index..<(index + closing.count)].elementsEqual(closing) {
                return Array(html[..<index]) + tag + Array(html[index...])
            }
            index -= 1
        }
        return html + tag
    }

    /// The site's 404 page as sent for any path: its links are relative to the top of the site, so it gets a
    /// `<base href="/">` (a web host serving 404.html for /a/b/c has the same need; the build's file stays as it is).
    static func rebase(_ html: [UInt8]) -> [UInt8] {
        let opening = Array("<head>".utf8)
        guard html.count >= opening.count,
              let index = (0...(html.count - opening.count)).first(where: { html[$0..<($0 + opening.count)].elementsEqual(opening) })
        else { return html }
        let end = index + opening.count
        return Array(html[..<end]) + Array("<base href=\"/\">".utf8) + Array(html[end...])
    }

    /// The script. The error arrives as plain text and is shown as text (never as HTML): it quotes the owner's files.
    package static let source = #"""
    (function () {
      "use strict";
      var script = document.currentScript;
      var token = script ? script.getAttribute("data-token") : "";
      var overlay = null;
      function hide() {
        if (overlay) { overlay.remove(); overlay = null; }
      }
      function show(message) {
        hide();
        overlay = document.createElement("div");
        overlay.id = "linernotes-build-error";
        overlay.setAttribute("role", "alert");
        overlay.style.cssText = "position:fixed;inset:auto 0 0 0;max-height:70vh;overflow:auto;z-index:2147483647;" +
          "margin:0;padding:1rem 1.25rem;background:#2b0d0d;color:#ffe9e9;border-top:4px solid #ff6b6b;" +
          "font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;box-shadow:0 -4px 24px rgba(0,0,0,.4)";
        var title = document.createElement("p");
        title.style.cssText = "margin:0 0 .5rem;font-weight:bold;font-size:15px";
        title.textContent = "linernotes: the build failed. This is the last good site; save the fixed file to reload.";
        var text = document.createElement("pre");
        text.style.cssText = "margin:0;white-space:pre-wrap;word-break:break-word;color:inherit;background:none";
        text.textContent = message;
        var close = document.createElement("button");
        close.type = "button";
        close.textContent = "Hide";
        close.style.cssText = "position:absolute;top:.75rem;right:1rem;font:inherit;padding:.25rem .75rem;cursor:pointer";
        close.addEventListener("click", hide);
        overlay.appendChild(close);
        overlay.appendChild(title);
        overlay.appendChild(text);
        document.body.appendChild(overlay);
      }
      if (!window.EventSource) { return; }
      var events = new EventSource("\#(eventsPath)?token=" + encodeURIComponent(token));
      events.addEventListener("reload", function () { events.close(); location.reload(); });
      events.addEventListener("failed", function (event) { show(event.data); });
    })();
    """#
}
