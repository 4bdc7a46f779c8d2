// The quiz: questions made in the browser from the archive embedded in the page. Every question the archive
// allows is listed first, then a round draws from that list, so a small or repetitive archive can never hang it.
(function () {
  "use strict";
  // The site's words and the shared helpers (assets/strings.js, loaded before this script on every page).
  var strings = window.linernotesStrings;
  var root = document.querySelector("[data-quiz]");
  var source = document.getElementById("quiz-data");
  if (!root || !source || !strings) return;
  var t = strings.t;
  var allAlbums = JSON.parse(source.textContent).albums;
  var stage = root.querySelector("[data-stage]");
  var scoreView = root.querySelector("[data-score]");
  var bestView = root.querySelector("[data-best]");
  var filter = root.querySelector("[data-filter]");
  var ROUND = 10;
  var round = [], at = 0, score = 0, answered = 0;

  // Titles that differ only in case, accents or spacing at their ends are the same title.
  function fold(text) { return strings.fold(text).trim(); }
  function shuffle(list) {
    var a = list.slice();
    for (var i = a.length - 1; i > 0; i--) { var j = Math.floor(Math.random() * (i + 1)); var t = a[i]; a[i] = a[j]; a[j] = t; }
    return a;
  }
  function el(tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) { node.setAttribute(name, attributes[name]); });
    if (text !== undefined) node.textContent = text;
    return node;
  }
  // Titles that appear once in an album: a question about them has one right answer.
  function uniqueTracks(album) {
    var counts = {};
    album.tracks.forEach(function (t) { counts[fold(t)] = (counts[fold(t)] || 0) + 1; });
    return album.tracks.map(function (t, i) { return { title: t, n: i + 1 }; }).filter(function (t) { return counts[fold(t.title)] === 1; });
  }
  function albumOption(album, correct) {
    return { label: album.title, detail: album.artist, value: album.id, correct: correct };
  }

  // Every question this archive allows, as small descriptions; made into full questions when drawn.
  function pool(albums) {
    var list = [];
    var withCovers = albums.filter(function (a) { return a.cover; });
    var years = [];
    albums.forEach(function (a) { if (a.year && years.indexOf(a.year) === -1) years.push(a.year); });
    // Which albums hold each title, worked out once: the pool stays quick for a thousand albums.
    var holders = {};
    albums.forEach(function (a) {
      a.tracks.forEach(function (t) { var k = fold(t); (holders[k] = holders[k] || {})[a.id] = true; });
    });
    albums.forEach(function (album) {
      uniqueTracks(album).forEach(function (track) {
        var owners = holders[fold(track.title)];
        var count = Object.keys(owners).length;
        if (albums.length - count >= 1) {
          list.push({ key: "on:" + album.id + ":" + track.n, kind: "track-album", album: album, track: track, owners: owners, all: albums });
        }
      });
      var distinct = uniqueTracks(album);
      if (distinct.length >= 2) {
        distinct.forEach(function (track) {
          list.push({ key: "nth:" + album.id + ":" + track.n, kind: "track-number", album: album, track: track, others: distinct });
        });
      }
      if (album.year) list.push({ key: "year:" + album.id, kind: "year", album: album, years: years });
      if (album.cover && withCovers.length >= 2) list.push({ key: "cover:" + album.id, kind: "cover", album: album, others: withCovers });
      if (distinct.length >= 3) list.push({ key: "order:" + album.id, kind: "order", album: album, tracks: distinct });
      // A compilation: who performs a track, among the album's other performers.
      var performers = [];
      (album.performers || []).forEach(function (p) { if (p && performers.indexOf(p) === -1) performers.push(p); });
      if (performers.length >= 2) {
        distinct.forEach(function (track) {
          var performer = album.performers[track.n - 1];
          if (performer) list.push({ key: "who:" + album.id + ":" + track.n, kind: "track-artist", album: album, track: track, performer: performer, performers: performers });
        });
      }
    });
    return list;
  }

  function make(d) {
    var album = d.album;
    var by = t("quiz_album_by", { title: album.title, artist: album.artist });
    if (d.kind === "track-album") {
      // Other albums without a track of that title, drawn at random (tries are bounded).
      var picks = [], seen = {};
      for (var tries = 0; picks.length < 3 && tries < 60; tries++) {
        var o = d.all[Math.floor(Math.random() * d.all.length)];
        if (!d.owners[o.id] && !seen[o.id]) { seen[o.id] = true; picks.push(albumOption(o, false)); }
      }
      if (!picks.length) {
        var spare = d.all.filter(function (x) { return !d.owners[x.id]; });
        picks = shuffle(spare).slice(0, 3).map(function (x) { return albumOption(x, false); });
      }
      return { kind: d.kind, album: album.id, track: d.track.title, prompt: t("quiz_which_album", { track: d.track.title }),
               options: shuffle(picks.concat([albumOption(album, true)])), answer: t("quiz_title_by", { title: album.title, artist: album.artist }) };
    }
    if (d.kind === "track-number") {
      var wrong = shuffle(d.others.filter(function (t) { return t.n !== d.track.n; })).slice(0, 3);
      var options = wrong.map(function (t) { return { label: t.title, value: t.title, correct: false }; });
      options.push({ label: d.track.title, value: d.track.title, correct: true });
      return { kind: d.kind, album: album.id, n: d.track.n, prompt: t("quiz_track_number", { n: d.track.n, album: by }),
               options: shuffle(options), answer: d.track.title };
    }
    if (d.kind === "track-artist") {
      var others = shuffle(d.performers.filter(function (p) { return p !== d.performer; })).slice(0, 3);
      var people = others.map(function (p) { return { label: p, value: p, correct: false }; });
      people.push({ label: d.performer, value: d.performer, correct: true });
      return { kind: d.kind, album: album.id, track: d.track.title, n: d.track.n, prompt: t("quiz_who_performs", { track: d.track.title, album: by }),
               options: shuffle(people), answer: d.performer };
    }
    if (d.kind === "year") {
      var choices = [album.year];
      shuffle(d.years).forEach(function (y) { if (choices.length < 4 && choices.indexOf(y) === -1) choices.push(y); });
      for (var step = 1; choices.length < 4 && step < 40; step++) {
        [album.year - step, album.year + step].forEach(function (y) { if (choices.length < 4 && choices.indexOf(y) === -1) choices.push(y); });
      }
      return { kind: d.kind, album: album.id, prompt: t("quiz_which_year", { album: by }),
               options: choices.sort(function (a, b) { return a - b; })
                 .map(function (y) { return { label: String(y), value: String(y), correct: y === album.year }; }),
               answer: String(album.year) };
    }
    if (d.kind === "cover") {
      var covers = shuffle(d.others.filter(function (o) { return o.id !== album.id && o.cover !== album.cover; })).slice(0, 3);
      var coverOptions = covers.map(function (o) { return { image: o.cover, label: o.title, detail: o.artist, value: o.id, correct: false }; });
      coverOptions.push({ image: album.cover, label: album.title, detail: album.artist, value: album.id, correct: true });
      return { kind: d.kind, album: album.id, prompt: t("quiz_which_cover", { album: by }), options: shuffle(coverOptions),
               answer: t("quiz_cover_answer", { title: album.title }) };
    }
    // Order: up to four tracks, kept in album order as the answer, shown shuffled (never already in order).
    var chosen = shuffle(d.tracks).slice(0, 4).sort(function (a, b) { return a.n - b.n; });
    var shown = shuffle(chosen);
    while (shown.every(function (t, i) { return t.n === chosen[i].n; })) shown = shuffle(chosen);
    return { kind: "order", album: album.id, prompt: t("quiz_order", { album: by }), tracks: chosen, shown: shown,
             answer: chosen.map(function (t) { return t.title; }).join(" → ") };
  }

  // Ten questions, no key twice, question kinds taken in turn so a round has variety.
  function newRound() {
    var artist = filter.value;
    var albums = allAlbums.filter(function (a) { return !artist || a.artist === artist; });
    var byKind = {};
    shuffle(pool(albums)).forEach(function (d) { (byKind[d.kind] = byKind[d.kind] || []).push(d); });
    var kinds = shuffle(Object.keys(byKind));
    round = [];
    while (round.length < ROUND && kinds.some(function (k) { return byKind[k].length; })) {
      kinds.forEach(function (k) { if (round.length < ROUND && byKind[k].length) round.push(make(byKind[k].shift())); });
    }
    at = 0; score = 0; answered = 0;
    updateScore();
    showBest();
    if (!round.length) {
      stage.replaceChildren(el("p", { "class": "empty" }, artist
        ? t("quiz_not_enough_by", { artist: artist })
        : t("quiz_not_enough")));
      return;
    }
    show();
  }

  function updateScore() { scoreView.textContent = score + "/" + answered; }

  function bestKey() { return "linernotes-quiz-best:" + (filter.value || "*"); }
  function showBest() {
    var best = null;
    try { best = window.localStorage.getItem(bestKey()); } catch (e) { best = null; }
    bestView.textContent = best ? "· " + t("quiz_best", { best: best }) : "";
  }
  function saveBest() {
    try {
      var previous = window.localStorage.getItem(bestKey());
      var ratio = function (text) { var p = text.split("/"); return Number(p[0]) / Math.max(1, Number(p[1])); };
      var now = score + "/" + answered;
      if (!previous || ratio(now) > ratio(previous)) window.localStorage.setItem(bestKey(), now);
    } catch (e) { /* storage can be off; the quiz works without it */ }
    showBest();
  }

  function show() {
    var q = round[at];
    var block = el("div", { "data-question": "", "data-kind": q.kind, "data-album": q.album });
    if (q.track) block.setAttribute("data-track", q.track);
    if (q.n) block.setAttribute("data-n", String(q.n));
    block.appendChild(el("p", { "class": "muted" }, t("quiz_question_of", { n: at + 1, total: round.length })));
    block.appendChild(el("p", { "class": "quiz-prompt", "id": "quiz-prompt" }, q.prompt));
    var feedback = el("p", { "class": "quiz-feedback", "role": "status" });
    if (q.kind === "order") showOrder(q, block, feedback); else showChoices(q, block, feedback);
    block.appendChild(feedback);
    stage.replaceChildren(block);
    var first = block.querySelector("button");
    if (first) first.focus();
  }

  function showChoices(q, block, feedback) {
    var list = el("ul", { "class": "quiz-options", "aria-labelledby": "quiz-prompt" });
    q.options.forEach(function (option, i) {
      var button = el("button", { "type": "button", "data-option": "", "data-value": option.value });
      if (option.image) {
        var img = el("img", { "src": option.image, "alt": t("quiz_cover_option", { n: i + 1 }) });
        button.appendChild(img);
        button.setAttribute("aria-label", t("quiz_cover_option", { n: i + 1 }));
      } else {
        button.appendChild(el("span", {}, option.label));
        if (option.detail) button.appendChild(el("span", { "class": "detail" }, option.detail));
      }
      button.addEventListener("click", function () {
        var buttons = list.querySelectorAll("button");
        buttons.forEach(function (b, j) {
          b.disabled = true;
          if (q.options[j].correct) b.setAttribute("data-correct", "");
          if (q.options[j].image) {
            b.appendChild(el("span", { "class": "detail" }, q.options[j].label + " — " + q.options[j].detail));
            b.setAttribute("aria-label", q.options[j].label);
          }
        });
        button.setAttribute("data-chosen", "");
        finish(option.correct, q, block, feedback);
      });
      var item = el("li");
      item.appendChild(button);
      list.appendChild(item);
    });
    block.appendChild(list);
  }

  function showOrder(q, block, feedback) {
    var order = q.shown.slice();
    var list = el("ol", { "class": "quiz-order", "aria-labelledby": "quiz-prompt" });
    function draw(focusIndex, focusWhich) {
      list.replaceChildren();
      order.forEach(function (track, i) {
        var item = el("li");
        item.appendChild(el("span", {}, track.title));
        var up = el("button", { "type": "button", "aria-label": t("quiz_move_up", { track: track.title }) }, "↑");
        var down = el("button", { "type": "button", "aria-label": t("quiz_move_down", { track: track.title }) }, "↓");
        up.disabled = i === 0;
        down.disabled = i === order.length - 1;
        up.addEventListener("click", function () { var t = order[i - 1]; order[i - 1] = order[i]; order[i] = t; draw(i - 1, "up"); });
        down.addEventListener("click", function () { var t = order[i + 1]; order[i + 1] = order[i]; order[i] = t; draw(i + 1, "down"); });
        item.append(up, down);
        list.appendChild(item);
        if (focusIndex === i) {
          var target = focusWhich === "up" ? (up.disabled ? down : up) : (down.disabled ? up : down);
          setTimeout(function () { target.focus(); }, 0);
        }
      });
    }
    draw();
    var check = el("button", { "type": "button", "data-option": "" }, t("quiz_check_order"));
    check.addEventListener("click", function () {
      var right = order.every(function (t, i) { return t.n === q.tracks[i].n; });
      list.querySelectorAll("button").forEach(function (b) { b.disabled = true; });
      check.disabled = true;
      check.setAttribute("data-chosen", "");
      if (right) check.setAttribute("data-correct", "");
      var answer = el("ol", { "class": "quiz-answer", "data-correct": right ? null : "" });
      if (right) answer.removeAttribute("data-correct");
      q.tracks.forEach(function (t) { answer.appendChild(el("li", { "data-n": String(t.n) }, t.title)); });
      answer.setAttribute("data-answer-order", "");
      block.insertBefore(answer, feedback);
      finish(right, q, block, feedback);
    });
    block.append(list, check);
  }

  function finish(right, q, block, feedback) {
    answered++;
    if (right) score++;
    updateScore();
    feedback.textContent = right ? t("quiz_right") : t("quiz_wrong", { answer: q.answer });
    var last = at === round.length - 1;
    var next = el("button", { "type": "button", "data-next": "" }, last ? t("quiz_see_score") : t("quiz_next"));
    next.addEventListener("click", function () {
      if (last) { summary(); } else { at++; show(); }
    });
    block.appendChild(next);
    next.focus();
  }

  function summary() {
    saveBest();
    var block = el("div", { "data-summary": "" });
    block.appendChild(el("p", { "class": "quiz-prompt" }, score === answered
      ? t("quiz_perfect", { score: score, total: answered })
      : t("quiz_you_got", { score: score, total: answered })));
    var again = el("button", { "type": "button", "data-again": "" }, t("quiz_again"));
    again.addEventListener("click", newRound);
    block.appendChild(again);
    stage.replaceChildren(block);
    again.focus();
  }

  filter.addEventListener("change", newRound);
  newRound();
})();
