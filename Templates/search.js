// Search as you type, from an index loaded on first use (a <script>, so it works from disk too).
(function () {
  "use strict";
  var form = document.querySelector("[data-search-form]");
  if (!form) return;
  var input = form.querySelector("[data-search]");
  var results = form.querySelector("[data-results]");
  var root = form.getAttribute("data-root") || "";
  var entries = null;
  var loading = false;
  var waiting = [];
  var kindOrder = { Artist: 0, Album: 1, Playlist: 2, Concert: 3, Track: 4 };

  var special = { "ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i" };
  function fold(text) {
    return text.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "")
      .replace(/[øæœßłđðþı]/g, function (c) { return special[c]; });
  }

  function load(then) {
    if (entries) { then(); return; }
    waiting.push(then);
    if (loading) return;
    loading = true;
    var script = document.createElement("script");
    script.src = form.getAttribute("data-index");
    script.onload = function () {
      entries = [];
      function add(entry) { entries.push({ entry: entry, name: fold(entry.n), all: fold(entry.n + " " + entry.d) }); }
      (window.linernotesSearchIndex || []).forEach(function (entry) {
        add(entry);
        // An album lists its track titles ("t"); each becomes an entry of its own, found by its own artists
        // too ("p", on compilations and classical releases).
        (entry.t || []).forEach(function (title, i) {
          var performer = (entry.p || [])[i];
          add({ k: "Track", n: title, d: (performer ? performer + " · " : "") + entry.n + " — " + entry.a, h: entry.h });
        });
      });
      var queued = waiting; waiting = [];
      queued.forEach(function (fn) { fn(); });
    };
    script.onerror = function () { loading = false; show([], "The search index could not be loaded."); };
    document.head.appendChild(script);
  }

  function show(found, message) {
    results.replaceChildren();
    if (message) {
      var p = document.createElement("p");
      p.textContent = message;
      results.appendChild(p);
    }
    found.forEach(function (item) {
      var link = document.createElement("a");
      link.href = root + item.entry.h;
      var kind = document.createElement("span");
      kind.className = "kind";
      kind.textContent = item.entry.k;
      var name = document.createElement("span");
      name.className = "name";
      name.textContent = item.entry.n;
      var detail = document.createElement("span");
      detail.className = "detail";
      detail.textContent = item.entry.d;
      link.append(kind, name, detail);
      results.appendChild(link);
    });
    results.hidden = false;
  }

  function search() {
    var query = fold(input.value.trim());
    if (!query) { results.hidden = true; results.replaceChildren(); return; }
    var words = query.split(/\s+/);
    var found = [];
    for (var i = 0; i < entries.length && found.length < 200; i++) {
      var item = entries[i];
      if (words.every(function (w) { return item.all.indexOf(w) !== -1; })) found.push(item);
    }
    found.sort(function (a, b) {
      var pa = a.name.indexOf(words[0]) === 0 ? 0 : 1, pb = b.name.indexOf(words[0]) === 0 ? 0 : 1;
      return (kindOrder[a.entry.k] - kindOrder[b.entry.k]) || (pa - pb) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    });
    show(found.slice(0, 30), found.length ? "" : "Nothing matches “" + input.value.trim() + "”.");
  }

  input.addEventListener("input", function () { load(search); });
  input.addEventListener("focus", function () { load(function () {}); });
  input.addEventListener("keydown", function (event) {
    if (event.key === "Escape") { results.hidden = true; }
    if (event.key === "ArrowDown" && !results.hidden) {
      var first = results.querySelector("a");
      if (first) { event.preventDefault(); first.focus(); }
    }
  });
  results.addEventListener("keydown", function (event) {
    var links = Array.prototype.slice.call(results.querySelectorAll("a"));
    var at = links.indexOf(document.activeElement);
    if (event.key === "ArrowDown" && at < links.length - 1) { event.preventDefault(); links[at + 1].focus(); }
    if (event.key === "ArrowUp") { event.preventDefault(); (at > 0 ? links[at - 1] : input).focus(); }
    if (event.key === "Escape") { results.hidden = true; input.focus(); }
  });
  document.addEventListener("click", function (event) {
    if (!form.contains(event.target)) results.hidden = true;
  });

  // The search page: show the results for ?q=… (what the form sends without script).
  if (document.querySelector("[data-search-page]")) {
    var query = new URLSearchParams(window.location.search).get("q");
    if (query) { input.value = query; load(search); }
    input.focus();
  }
})();
