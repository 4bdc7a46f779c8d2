// The albums index: sort and filter the whole archive on the first page. The page itself lists the albums by artist,
// 120 to a page, with or without this script; the data for sorting and filtering (assets/albums-N.js) is loaded,
// by <script> so it works from file://, only when a choice is made. Titles are set as text, never as HTML.
(function () {
  "use strict";
  // The site's words and the shared helpers (assets/strings.js, loaded before this script on every page).
  var strings = window.linernotesStrings;
  var form = document.querySelector("[data-album-controls]");
  if (!form || !strings) return;
  var t = strings.t, tn = strings.n;
  var results = document.querySelector("[data-album-results]");
  var count = document.querySelector("[data-album-count]");
  var pager = document.querySelector("[data-album-pager]");
  var searchForm = document.querySelector("[data-search-form]");
  var root = searchForm ? searchForm.getAttribute("data-root") || "" : "";
  var original = { html: results.innerHTML, count: count.textContent };
  var parts = (form.getAttribute("data-parts") || "").split(" ").filter(Boolean);
  var albums = null;
  var loading = null;
  var shown = 0;
  var matches = [];
  var step = 120;
  var fields = ["sort", "format", "decade", "tag"];
  var collator = window.Intl ? new Intl.Collator(document.documentElement.lang || undefined, { sensitivity: "base", numeric: true }) : null;

  function compareText(a, b) { return collator ? collator.compare(a, b) : (a < b ? -1 : a > b ? 1 : 0); }

  // Each part is one <script>; they are loaded one after the other and kept.
  function load() {
    if (albums) return Promise.resolve(albums);
    if (loading) return loading;
    loading = new Promise(function (resolve, reject) {
      var index = 0;
      function next() {
        if (index >= parts.length) {
          var all = [];
          var store = window.linernotesAlbums || {};
          for (var n = 1; n <= parts.length; n++) all = all.concat(store[n] || []);
          // The short keys of AlbumsPage.renderPart; what an album lacks is left out.
          albums = all.map(function (a, position) {
            return { href: a.h, title: a.t, artist: a.by, artistHref: a.byh, credit: a.cr, year: a.y, acquired: a.acq, rating: a.r, plays: a.pl, format: a.f, formatText: a.fm,
                     tags: a.tags || [], cover: a.c, placeholder: a.ph, position: position };
          });
          resolve(albums);
          return;
        }
        var script = document.createElement("script");
        script.src = parts[index++];
        script.onload = next;
        script.onerror = function () { reject(new Error("could not load " + script.src)); };
        document.head.appendChild(script);
      }
      next();
    });
    return loading;
  }

  function choices() {
    var c = {};
    fields.forEach(function (name) { c[name] = form.elements[name].value; });
    return c;
  }

  function isDefault(c) { return c.sort === "artist" && !c.format && !c.decade && !c.tag; }

  function sorter(sort) {
    function byTitle(a, b) { return compareText(a.title, b.title) || a.position - b.position; }
    switch (sort) {
      case "title": return byTitle;
      case "year": return function (a, b) { return (b.year || -1e9) - (a.year || -1e9) || byTitle(a, b); };
      case "year-old": return function (a, b) { return (a.year || 1e9) - (b.year || 1e9) || byTitle(a, b); };
      case "acquired": return function (a, b) {
        if (a.acquired !== b.acquired) { if (!a.acquired) return 1; if (!b.acquired) return -1; return a.acquired < b.acquired ? 1 : -1; }
        return byTitle(a, b);
      };
      case "rating": return function (a, b) { return (b.rating || 0) - (a.rating || 0) || byTitle(a, b); };
      case "plays": return function (a, b) { return (b.plays || 0) - (a.plays || 0) || byTitle(a, b); };
      default: return function (a, b) { return a.position - b.position; };
    }
  }

  function label(select) { var o = select.options[select.selectedIndex]; return o ? o.textContent.replace(/ \(\d+\)$/, "") : ""; }

  function describe(c, total) {
    var parts = [tn("n_albums", total)];
    if (c.format) parts.push(t("albums_on", { format: label(form.elements.format) }));
    if (c.decade) parts.push(t("albums_from", { decade: label(form.elements.decade) }));
    if (c.tag) parts.push(t("albums_tagged", { tag: label(form.elements.tag) }));
    return parts.join(" ") + ", " + t("albums_sorted", { sort: label(form.elements.sort).toLowerCase() }) + ".";
  }

  function el(name, attributes, text) {
    var node = document.createElement(name);
    Object.keys(attributes || {}).forEach(function (key) { node.setAttribute(key, attributes[key]); });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function card(album) {
    // As PlaceholderCover.longestWord: the sleeve's text is sized so its longest word fits on one line.
    function longestWord(text) {
      return Math.max.apply(Math, [1].concat(String(text).split(/[\s-]+/).map(function (word) {
        var halves = 0;
        Array.from(word).forEach(function (c) { halves += c !== c.toLowerCase() || "mwMW".indexOf(c) >= 0 ? 3 : 2; });
        return Math.floor((halves + 1) / 2);
      })));
    }
    var li = el("li", { "class": "album-card" });
    var link = el("a", { "class": "album-link", href: root + album.href });
    if (album.cover) {
      link.appendChild(el("img", { "class": "cover", src: root + album.cover, alt: t("cover_of", { title: album.title, artist: album.artist }),
                                   width: "250", height: "250", loading: "lazy", decoding: "async" }));
    } else {
      // The same generated sleeve as the page's own cards: design and colours from the data.
      var p = album.placeholder || { style: 0, hue: 30, accent: 200 };
      var blank = el("span", { "class": "cover placeholder placeholder-" + p.style, role: "img",
                               style: "--ph-hue: " + p.hue + "; --ph-accent: " + p.accent + "; --ph-title-word: " + longestWord(album.title) +
                                      "; --ph-artist-word: " + longestWord(album.artist),
                               "aria-label": t("no_cover", { title: album.title, artist: album.artist }) });
      blank.appendChild(el("span", { "class": "placeholder-title", "aria-hidden": "true" }, album.title));
      blank.appendChild(el("span", { "class": "placeholder-artist", "aria-hidden": "true" }, album.artist));
      link.appendChild(blank);
    }
    link.appendChild(el("span", { "class": "album-title" }, album.title));
    li.appendChild(link);
    var meta = el("span", { "class": "album-meta" });
    if (album.credit) {
      // A credit of several artists, each linked, joined as credited (name, link, join in turn).
      for (var i = 0; i + 2 < album.credit.length; i += 3) {
        meta.appendChild(album.credit[i + 1] ? el("a", { href: root + album.credit[i + 1] }, album.credit[i]) : document.createTextNode(album.credit[i]));
        if (album.credit[i + 2]) meta.appendChild(document.createTextNode(album.credit[i + 2]));
      }
    } else {
      meta.appendChild(el("a", { href: root + album.artistHref }, album.artist));
    }
    // As partials/album-card: "year · format" in a span of its own, which a small tile shows on a line of its own.
    var facts = [album.year, album.formatText].filter(Boolean).join(" · ");
    if (facts) {
      var span = el("span", { "class": "album-facts" });
      span.appendChild(el("span", { "class": "sep" }, " · "));
      span.appendChild(document.createTextNode(facts));
      meta.appendChild(span);
    }
    li.appendChild(meta);
    return li;
  }

  function showMore() {
    var list = results.querySelector("ul.album-grid");
    matches.slice(shown, shown + step).forEach(function (album) { list.appendChild(card(album)); });
    shown = Math.min(matches.length, shown + step);
    var more = results.querySelector("[data-more]");
    if (more) more.parentNode.removeChild(more);
    if (shown < matches.length) {
      var button = el("button", { type: "button", "class": "more-button", "data-more": "" }, t("albums_show_more", { n: Math.min(step, matches.length - shown) }));
      button.addEventListener("click", function () {
        var first = shown;
        showMore();
        var next = results.querySelectorAll("ul.album-grid > li")[first];
        var focusable = next && next.querySelector("a");
        if (focusable) focusable.focus();
      });
      results.appendChild(button);
    }
  }

  function remember(c) {
    var query = fields.filter(function (name) { return c[name] && !(name === "sort" && c[name] === "artist"); })
      .map(function (name) { return name + "=" + encodeURIComponent(c[name]); }).join("&");
    try { history.replaceState(null, "", location.pathname + (query ? "?" + query : "") + location.hash); } catch (e) { /* file:// in some browsers */ }
  }

  function apply() {
    var c = choices();
    remember(c);
    if (isDefault(c)) {
      results.innerHTML = original.html;
      count.textContent = original.count;
      if (pager) pager.hidden = false;
      return;
    }
    count.textContent = t("albums_loading");
    load().then(function (all) {
      if (JSON.stringify(choices()) !== JSON.stringify(c)) return;  // a newer choice is being shown
      matches = all.filter(function (a) {
        return (!c.format || a.format === c.format) && (!c.decade || (a.year && Math.floor(a.year / 10) * 10 === Number(c.decade)))
          && (!c.tag || a.tags.indexOf(c.tag) !== -1);
      }).sort(sorter(c.sort));
      results.textContent = "";
      results.appendChild(el("ul", { "class": "album-grid" }));
      shown = 0;
      showMore();
      if (pager) pager.hidden = true;
      count.textContent = describe(c, matches.length);
    }, function () {
      count.textContent = t("albums_failed");
    });
  }

  var params = new URLSearchParams(location.search);
  fields.forEach(function (name) {
    var value = params.get(name);
    var select = form.elements[name];
    if (value && Array.prototype.some.call(select.options, function (o) { return o.value === value; })) select.value = value;
  });
  form.hidden = false;
  form.addEventListener("change", apply);
  form.addEventListener("submit", function (event) { event.preventDefault(); apply(); });
  if (!isDefault(choices())) apply();
})();
