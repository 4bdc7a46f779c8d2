// Search as you type: a dropdown under the header's box on every page, and grouped results on the search page
// (with the query in the address, ?q=). The index comes in shards, each a <script> (so it works from disk too):
// the manifest says which words' shards hold how much, and a query loads only the shard of its rarest word
// (see SearchIndex.swift, which folds words as assets/strings.js's `fold` does and splits them as `words` does
// here). Results are built as text, never as markup.
(function () {
  "use strict";
  // The site's words and the shared helpers (assets/strings.js, loaded before this script on every page).
  var strings = window.linernotesStrings;
  if (!strings) return;
  var t = strings.t, fold = strings.fold;
  var form = document.querySelector("[data-search-form]");
  if (!form) return;
  var input = form.querySelector("[data-search]");
  var dropdown = form.querySelector("[data-results]");
  var root = form.getAttribute("data-root") || "";
  var manifestSrc = form.getAttribute("data-index");
  var folder = manifestSrc.slice(0, manifestSrc.lastIndexOf("/") + 1);
  var searchPage = document.querySelector("[data-search-page]");

  function words(text) { return fold(text).match(/[\p{L}\p{N}\p{M}]+/gu) || []; }
  // A word's shard: its first two characters, a number's first three (SearchIndex.key).
  function keyOf(word) { return Array.from(word).slice(0, /^[0-9]+$/.test(word) ? 3 : 2).join(""); }
  function albumHref(slug) { var link = window.linernotesSearchManifest.album; return link.prefix + slug + link.suffix; }
  function fileOf(key, page) {
    var stem = /^[a-z0-9]+$/.test(key) ? key : "u" + Array.from(key).map(function (c) { return c.codePointAt(0).toString(16); }).join("-");
    return folder + stem + (page ? "." + page : "") + ".js";
  }

  // Loading: each script once; callbacks wait for it.
  var scripts = {};
  function loadScript(src, ready, then, failed) {
    if (ready()) { then(); return; }
    var entry = scripts[src];
    if (!entry) {
      entry = scripts[src] = { waiting: [], failing: [] };
      var script = document.createElement("script");
      script.src = src;
      script.onload = function () { var w = entry.waiting; entry.waiting = []; entry.failing = []; w.forEach(function (fn) { fn(); }); };
      script.onerror = function () {
        var f = entry.failing; delete scripts[src]; f.forEach(function (fn) { fn(); });
      };
      document.head.appendChild(script);
    }
    entry.waiting.push(then);
    entry.failing.push(failed);
  }

  // A shard's entries, as SearchIndex.swift writes them: names {k kind, n name, d detail, h href (an album's slug)},
  // albums {t title, by artist, s slug}, tracks {t title, a album (its place in albums), by performer}; a first file
  // whose names are paged has c, each kind's count of names.
  var pages = {};
  window.linernotesSearchShard = function (key, page, data) {
    var names = (data.names || []).map(function (e) {
      return { kind: e.k, name: e.n, detail: e.d, href: e.k === "Album" ? albumHref(e.h) : e.h, words: words(e.k === "Album" || e.k === "Concert" || e.k === "Wanted" ? e.n + " " + e.d : e.n) };
    });
    var tracks = (data.tracks || []).map(function (track) {
      var album = data.albums[track.a], performer = track.by || "";
      return {
        kind: "Track", name: track.t, detail: (performer ? performer + " · " : "") + album.t + " — " + album.by,
        href: albumHref(album.s),
        words: words(track.t + " " + performer)
      };
    });
    pages[key + "/" + page] = { names: names, tracks: tracks, counts: data.c };
  };
  function manifest() { return window.linernotesSearchManifest; }
  function loadManifest(then, failed) { loadScript(manifestSrc, manifest, then, failed); }
  function loadPage(key, page, then, failed) {
    loadScript(fileOf(key, page), function () { return pages[key + "/" + page]; }, then, failed);
  }

  function matches(entry, query) {
    return query.every(function (q) { return entry.words.some(function (w) { return w.lastIndexOf(q, 0) === 0; }); });
  }

  var groupOrder = [["Album", t("nav_albums")], ["Artist", t("nav_artists")], ["Person", t("people_heading")], ["Track", t("tracks_heading")],
                    ["Concert", t("nav_concerts")], ["Playlist", t("nav_playlists")], ["Wanted", t("nav_wantlist")]];

  // Finds `text`: calls back with { groups: {Album: [...], …}, more: a function that looks further for tracks,
  // or null }, or with an error message. `wanted`: how many tracks to find before stopping; `each`: how many names
  // of each kind are shown (Infinity: all of them, and their counts).
  function find(text, wanted, each, done) {
    var query = words(text);
    if (!query.length) { done(null); return; }
    loadManifest(function () {
      var keys = manifest().keys;
      // The rarest word's key: every result holds every word, so its shard has them all. One-letter words only
      // narrow, unless the query has nothing longer.
      var usable = query.filter(function (w) { return Array.from(w).length > 1; });
      if (!usable.length) usable = query;
      var key = null, size = Infinity;
      usable.forEach(function (w) {
        var k = keyOf(w), info = keys[k], n = info ? info.n + info.t : 0;
        if (n < size) { key = k; size = n; }
      });
      var groups = {};
      groupOrder.forEach(function (g) { groups[g[0]] = []; });
      if (!keys[key]) { done({ groups: groups, query: query, more: null }); return; }
      var pageCount = keys[key].f, namePages = keys[key].m || 0, next = 0, nextName = 1;
      var first = query[0], whole = query.join(" "), counts = {}, seen = {};
      function failed() { done(t("search_failed")); }
      // A key with many names has the first of each kind on its first file and the rest on name pages, each kind in
      // the order results are ranked in when the query's first word has the key (SearchIndex.pagedNames): those
      // beginning with the key first, by name. A kind is settled once all its names are here, or once it has `each`
      // names beginning with the first word and the last one here sorts after the whole query or no longer begins
      // with the key (no later name can rank better); only then are further name pages left unloaded. With fewer than
      // `each` such names, the rest of the kind's places go to other matches, which may be on any page.
      function addNames(list) {
        list.forEach(function (e) {
          var s = seen[e.kind] || (seen[e.kind] = { count: 0, last: "", top: 0 });
          var name = fold(e.name);
          s.count += 1; s.last = name;
          if (matches(e, query)) { groups[e.kind].push(e); if (name.lastIndexOf(first, 0) === 0) s.top += 1; }
        });
      }
      function namesSettled() {
        if (nextName > namePages) return true;
        if (each === Infinity || keyOf(first) !== key) return false;
        return Object.keys(counts).every(function (kind) {
          var s = seen[kind] || { count: 0, last: "", top: 0 };
          return s.count >= counts[kind] || (s.top >= each && (s.last.lastIndexOf(key, 0) !== 0 || s.last >= whole));
        });
      }
      function collectNames(then) {
        if (namesSettled()) { then(); return; }
        var page = "n" + nextName;
        loadPage(key, page, function () {
          addNames(pages[key + "/" + page].names);
          nextName += 1;
          collectNames(then);
        }, failed);
      }
      function collect() {
        loadPage(key, next, function () {
          var page = pages[key + "/" + next];
          if (next === 0) { counts = page.counts || {}; addNames(page.names); }
          page.tracks.forEach(function (e) { if (matches(e, query)) groups.Track.push(e); });
          next += 1;
          collectNames(function () {
            if (next < pageCount && groups.Track.length < wanted) { collect(); return; }
            done({
              groups: groups, query: query,
              more: next < pageCount ? function (then) { wanted = groups.Track.length + 100; done = then; collect(); } : null
            });
          });
        }, failed);
      }
      collect();
    }, function () { done(t("search_failed")); });
  }

  function ranked(list, query) {
    var whole = query.join(" ");
    return list.map(function (e) {
      var name = fold(e.name);
      return { e: e, name: name, score: name === whole ? 0 : name.lastIndexOf(query[0], 0) === 0 ? 1 : 2 };
    }).sort(function (a, b) {
      return (a.score - b.score) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    }).map(function (x) { return x.e; });
  }

  // Each kind's word, by its key named in full: assets/strings.js carries only the words the scripts name.
  var kinds = { Album: "kind_album", Artist: "kind_artist", Person: "kind_person", Track: "kind_track", Concert: "kind_concert", Playlist: "kind_playlist", Wanted: "kind_wanted" };

  function link(entry) {
    var a = document.createElement("a");
    a.href = root + entry.href;
    var kind = document.createElement("span");
    kind.className = "kind";
    kind.textContent = t(kinds[entry.kind] || entry.kind);
    var name = document.createElement("span");
    name.className = "name";
    name.textContent = entry.name;
    var detail = document.createElement("span");
    detail.className = "detail";
    detail.textContent = entry.detail;
    a.append(kind, name, detail);
    return a;
  }

  function message(text) {
    var p = document.createElement("p");
    p.className = "search-message";
    p.textContent = text;
    return p;
  }

  // Up/Down move through the results (and back to the box), Escape closes; Enter opens the link in focus.
  function arrowKeys(container, box, close) {
    container.addEventListener("keydown", function (event) {
      var links = Array.prototype.slice.call(container.querySelectorAll("a"));
      var at = links.indexOf(document.activeElement);
      if (at < 0) return;
      if (event.key === "ArrowDown" && at < links.length - 1) { event.preventDefault(); links[at + 1].focus(); }
      if (event.key === "ArrowUp") { event.preventDefault(); (at > 0 ? links[at - 1] : box).focus(); }
      if (event.key === "Escape" && close) { close(); box.focus(); }
    });
    box.addEventListener("keydown", function (event) {
      if (event.key !== "ArrowDown") return;
      var first = container.hidden ? null : container.querySelector("a");
      if (first) { event.preventDefault(); first.focus(); }
    });
  }

  // The header's dropdown: a few of each kind, and a link to all of them on the search page.
  var DROPDOWN_EACH = 5;
  var dropdownRun = 0;
  function showDropdown() {
    var text = input.value.trim(), run = ++dropdownRun;
    if (!text) { dropdown.hidden = true; dropdown.replaceChildren(); return; }
    find(text, DROPDOWN_EACH, DROPDOWN_EACH, function (found) {
      if (run !== dropdownRun) return;
      dropdown.replaceChildren();
      if (typeof found === "string") { dropdown.appendChild(message(found)); dropdown.hidden = false; return; }
      if (!found) { dropdown.hidden = true; return; }
      var any = false;
      groupOrder.forEach(function (g) {
        var list = ranked(found.groups[g[0]], found.query);
        list.slice(0, DROPDOWN_EACH).forEach(function (e) { dropdown.appendChild(link(e)); any = true; });
      });
      if (!any) dropdown.appendChild(message(t("search_nothing", { query: text })));
      var all = document.createElement("a");
      all.className = "all-results";
      all.href = form.getAttribute("action") + "?q=" + encodeURIComponent(text);
      all.textContent = t("search_all_results", { query: text });
      if (any) dropdown.appendChild(all);
      dropdown.hidden = false;
    });
  }

  // The search page: every result, grouped, below the page's own box.
  var PAGE_EACH = 100;
  var pageRun = 0;
  function showPage(box, results, status) {
    var text = box.value.trim(), run = ++pageRun;
    var url = window.location.pathname + (text ? "?q=" + encodeURIComponent(text) : "");
    try { window.history.replaceState(null, "", url); } catch (e) { /* some browsers refuse it from disk */ }
    if (!text) { results.replaceChildren(); status.textContent = ""; return; }
    find(text, PAGE_EACH, Infinity, function render(found) {
      if (run !== pageRun) return;
      results.replaceChildren();
      if (typeof found === "string") { status.textContent = found; return; }
      var total = 0;
      groupOrder.forEach(function (g) {
        var list = ranked(found.groups[g[0]], found.query);
        if (!list.length) return;
        total += list.length;
        var section = document.createElement("section");
        section.className = "result-group";
        var heading = document.createElement("h2");
        heading.className = "section-title";
        heading.textContent = g[1] + " ";
        var count = document.createElement("span");
        count.className = "muted";
        count.textContent = "(" + (list.length > PAGE_EACH && g[0] !== "Track"
          ? t("search_shown_of", { shown: PAGE_EACH, total: list.length }) : String(list.length)) +
          (g[0] === "Track" && found.more ? "+" : "") + ")";
        heading.appendChild(count);
        var links = document.createElement("div");
        links.className = "result-links";
        list.slice(0, g[0] === "Track" ? list.length : PAGE_EACH).forEach(function (e) { links.appendChild(link(e)); });
        section.append(heading, links);
        if (g[0] === "Track" && found.more) {
          var more = document.createElement("button");
          more.type = "button";
          more.className = "more-results";
          more.textContent = t("search_more_tracks");
          more.addEventListener("click", function () {
            more.disabled = true;
            found.more(function (again) { if (run === pageRun) render(again); });
          });
          section.appendChild(more);
        }
        results.appendChild(section);
      });
      status.textContent = total ? "" : t("search_nothing", { query: text });
    });
  }

  if (searchPage) {
    var pageBox = searchPage.querySelector("[data-page-search]");
    var pageResults = searchPage.querySelector("[data-page-results]");
    var pageStatus = searchPage.querySelector("[data-page-status]");
    searchPage.querySelector("[data-page-form]").hidden = false;
    arrowKeys(pageResults, pageBox, null);
    var run = function () { showPage(pageBox, pageResults, pageStatus); };
    pageBox.addEventListener("input", run);
    searchPage.querySelector("[data-page-form]").addEventListener("submit", function (event) { event.preventDefault(); run(); });
    // The header's box on this page types into the page's.
    input.addEventListener("input", function () { pageBox.value = input.value; run(); });
    form.addEventListener("submit", function (event) { event.preventDefault(); pageBox.value = input.value; run(); pageBox.focus(); });
    var initial = new URLSearchParams(window.location.search).get("q");
    if (initial) { pageBox.value = initial; run(); }
    pageBox.focus();
    return;
  }

  arrowKeys(dropdown, input, function () { dropdown.hidden = true; });
  input.addEventListener("input", showDropdown);
  input.addEventListener("focus", function () { loadManifest(function () {}, function () {}); });
  input.addEventListener("keydown", function (event) { if (event.key === "Escape") dropdown.hidden = true; });
  document.addEventListener("click", function (event) { if (!form.contains(event.target)) dropdown.hidden = true; });
})();

// The covers wall is the address's fragment (#wall, see style.css). With JavaScript, on every page: the toggle
// says which density is on (aria-current), the links to the other pages of covers (the albums index's pager, home's
// "All albums") carry the density on, and the skip link moves the focus to the content without replacing the
// fragment, so skipping the header keeps the wall.
(function () {
  "use strict";
  function density() {
    var wall = location.hash === "#wall";
    Array.prototype.forEach.call(document.querySelectorAll(".density a"), function (a) {
      if (a.classList.contains(wall ? "density-wall" : "density-grid")) a.setAttribute("aria-current", "true");
      else a.removeAttribute("aria-current");
    });
    Array.prototype.forEach.call(document.querySelectorAll(".pager a[href], p.more a[href]"), function (a) {
      a.href = a.href.split("#")[0] + (wall ? "#wall" : "");
    });
  }
  density();
  window.addEventListener("hashchange", density);

  var skip = document.querySelector(".skip-link"), main = document.getElementById("main");
  if (!skip || !main) return;
  skip.addEventListener("click", function (event) {
    if (location.hash !== "#wall") return;
    event.preventDefault();
    if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
    main.focus();
  });
})();
