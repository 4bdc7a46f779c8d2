// The player of playlists and of albums with local audio: play/pause, previous, next, shuffle, a seek bar with
// the elapsed and total time, volume, a click or Enter on a track row, Space and ←/→ on the page, and the Media
// Session (lock screen and headset keys). The play button shows what the audio element really does (it follows
// its events, not our guesses), and shuffle plays every track once per cycle and never the same track twice in a
// row. Titles and names are only ever set as text.
(function () {
  "use strict";
  // The site's words and the shared helpers (assets/strings.js, loaded before this script on every page).
  var strings = window.linernotesStrings;
  if (!strings) return;
  var t = strings.t, tn = strings.n;

  // A shuffled order of 0..n-1 whose first track is not `last` (the one just played), when n > 1.
  function shuffleOrder(n, last, random) {
    random = random || Math.random;
    var order = [];
    for (var i = 0; i < n; i++) order.push(i);
    for (var j = n - 1; j > 0; j--) {
      var k = Math.floor(random() * (j + 1));
      var t = order[j]; order[j] = order[k]; order[k] = t;
    }
    if (n > 1 && order[0] === last) {
      var swap = 1 + Math.floor(random() * (n - 1));
      var u = order[0]; order[0] = order[swap]; order[swap] = u;
    }
    return order;
  }
  window.linernotesShuffleOrder = shuffleOrder;

  // "1 minute 5 seconds", for the seek bar's aria-valuetext.
  function spoken(seconds) {
    seconds = Math.max(0, Math.floor(seconds));
    var h = Math.floor(seconds / 3600), m = Math.floor(seconds % 3600 / 60), s = seconds % 60;
    function unit(n, key) { return tn(key, n); }
    var parts = [];
    if (h) parts.push(unit(h, "n_hours"));
    if (m) parts.push(unit(m, "n_minutes"));
    if (s || !parts.length) parts.push(unit(s, "n_seconds"));
    return parts.join(" ");
  }
  // "1:05" or "1:02:03", as the track lengths are written.
  function clock(seconds) {
    seconds = Math.max(0, Math.floor(seconds || 0));
    var h = Math.floor(seconds / 3600), m = Math.floor(seconds % 3600 / 60), s = seconds % 60;
    function two(n) { return (n < 10 ? "0" : "") + n; }
    return h ? h + ":" + two(m) + ":" + two(s) : m + ":" + two(s);
  }
  window.linernotesSpokenTime = spoken;

  var player = document.querySelector("[data-player]");
  if (!player) return;
  var audio = player.querySelector("audio");
  var items = Array.prototype.slice.call(document.querySelectorAll("[data-track-src]"));
  if (!items.length) return;
  player.hidden = false;
  var playButton = player.querySelector("[data-play]");
  var shuffleButton = player.querySelector("[data-shuffle]");
  var nowPlaying = player.querySelector("[data-now]");
  var seek = player.querySelector("[data-seek]");
  var elapsed = player.querySelector("[data-elapsed]");
  var total = player.querySelector("[data-duration]");
  var volume = player.querySelector("[data-volume]");
  // An album page's one big button beside the title: plays the album from its first track, then pauses and resumes.
  var albumButton = document.querySelector("[data-play-album]");
  var order = items.map(function (_, i) { return i; });
  var position = 0;
  var current = -1;
  var seeking = false;

  function title(i) { return items[i].querySelector(".track-title").firstChild.textContent.trim(); }

  function artwork(i) {
    var src = items[i].getAttribute("data-artwork");
    return src ? [{ src: new URL(src, document.baseURI).href }] : [];
  }

  function load(i) {
    if (current >= 0) items[current].removeAttribute("aria-current");
    current = i;
    items[i].setAttribute("aria-current", "true");
    player.setAttribute("data-current-index", String(i));
    audio.src = items[i].getAttribute("data-track-src");
    nowPlaying.textContent = title(i);
    showTime();
    if ("mediaSession" in navigator && window.MediaMetadata) {
      navigator.mediaSession.metadata = new MediaMetadata({
        title: title(i), artist: items[i].getAttribute("data-artist") || "", album: items[i].getAttribute("data-album") || "",
        artwork: artwork(i)
      });
    }
  }

  function play() {
    var attempt = audio.play();
    if (attempt && attempt.catch) attempt.catch(function () { /* the button follows the real state */ });
  }

  function toggle() {
    if (current < 0) load(order[position]);
    if (audio.paused) play(); else audio.pause();
  }

  function shuffling() { return shuffleButton.getAttribute("aria-pressed") === "true"; }

  // `atEnd`: the track ended by itself; the last one stops the player (unless shuffling, which goes on).
  function step(delta, keepPlaying, atEnd) {
    position += delta;
    if (position >= order.length) {
      if (shuffling()) order = shuffleOrder(items.length, order[order.length - 1]);
      else if (atEnd) keepPlaying = false;
      position = 0;
    } else if (position < 0) {
      position = order.length - 1;
    }
    load(order[position]);
    if (keepPlaying) play();
  }

  function playRow(i) {
    position = Math.max(0, order.indexOf(i));
    load(i);
    play();
  }

  function showState() {
    var playing = !audio.paused && !audio.ended;
    var label = playing ? t("player_pause") : t("player_play");
    playButton.textContent = label;
    playButton.setAttribute("aria-label", label);
    if (albumButton) {
      albumButton.textContent = label;
      if (playing) albumButton.setAttribute("data-playing", ""); else albumButton.removeAttribute("data-playing");
    }
    if ("mediaSession" in navigator) navigator.mediaSession.playbackState = playing ? "playing" : "paused";
  }
  ["play", "playing", "pause", "ended", "emptied"].forEach(function (name) { audio.addEventListener(name, showState); });

  function duration() { return isFinite(audio.duration) ? audio.duration : 0; }

  function showTime() {
    var length = duration(), at = audio.currentTime || 0;
    elapsed.textContent = clock(at);
    total.textContent = clock(length);
    seek.max = String(Math.floor(length));
    if (!seeking) seek.value = String(Math.floor(at));
    seek.setAttribute("aria-valuetext", length ? t("player_at_of", { at: spoken(at), length: spoken(length) }) : spoken(at));
    if (length && "mediaSession" in navigator && navigator.mediaSession.setPositionState) {
      try { navigator.mediaSession.setPositionState({ duration: length, position: Math.min(at, length), playbackRate: audio.playbackRate || 1 }); } catch (e) { /* not while loading */ }
    }
  }
  ["timeupdate", "durationchange", "loadedmetadata", "seeked", "emptied"].forEach(function (name) { audio.addEventListener(name, showTime); });

  function seekTo(seconds) {
    if (current < 0) load(order[position]);
    var length = duration();
    audio.currentTime = Math.max(0, length ? Math.min(seconds, length) : seconds);
    showTime();
  }

  seek.addEventListener("input", function () { seeking = true; elapsed.textContent = clock(Number(seek.value)); });
  seek.addEventListener("change", function () { seeking = false; seekTo(Number(seek.value)); });

  volume.addEventListener("input", function () {
    audio.volume = Number(volume.value) / 100;
    volume.setAttribute("aria-valuetext", volume.value + "%");
  });

  playButton.addEventListener("click", toggle);
  if (albumButton) {
    albumButton.hidden = false;
    albumButton.addEventListener("click", toggle);
  }
  player.querySelector("[data-next-track]").addEventListener("click", function () { step(1, !audio.paused); });
  player.querySelector("[data-prev]").addEventListener("click", function () { step(-1, !audio.paused); });
  audio.addEventListener("ended", function () { step(1, true, true); });
  shuffleButton.addEventListener("click", function () {
    var on = !shuffling();
    shuffleButton.setAttribute("aria-pressed", on ? "true" : "false");
    var playingNow = current >= 0 ? current : -1;
    if (on) {
      // The current track keeps playing; the rest follow in a shuffled cycle.
      var rest = shuffleOrder(items.length, -1).filter(function (i) { return i !== playingNow; });
      order = playingNow >= 0 ? [playingNow].concat(rest) : rest;
    } else {
      order = items.map(function (_, i) { return i; });
    }
    position = Math.max(0, order.indexOf(playingNow));
  });

  // Each row that plays gets a button (its number), so a click, Enter or Space on it plays that track; a click
  // anywhere else on the row does too, except on its links.
  items.forEach(function (item, i) {
    item.classList.add("playable");
    var number = item.querySelector(".track-no");
    var button = document.createElement("button");
    button.type = "button";
    button.className = "track-play";
    button.setAttribute("data-track-play", "");
    button.setAttribute("aria-label", t("player_play_track", { title: title(i) }));
    button.textContent = number ? number.textContent : String(i + 1);
    if (number) { number.textContent = ""; number.appendChild(button); } else item.insertBefore(button, item.firstChild);
    button.addEventListener("click", function (event) { event.stopPropagation(); playRow(i); });
    item.addEventListener("click", function (event) {
      if (event.target.closest("a, button, input")) return;
      playRow(i);
    });
  });

  // Space and the arrow keys work anywhere on the page but in fields and on controls, which have their own.
  document.addEventListener("keydown", function (event) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    var target = event.target;
    if (target.closest && target.closest("input, textarea, select, button, a, [contenteditable], summary")) return;
    if (event.key === " ") { event.preventDefault(); toggle(); }
    else if (event.key === "ArrowLeft") { event.preventDefault(); seekTo((audio.currentTime || 0) - 5); }
    else if (event.key === "ArrowRight") { event.preventDefault(); seekTo((audio.currentTime || 0) + 5); }
  });

  // Lock screen and headset controls. Kept in one object so a test can call them as the browser would.
  var actions = {
    play: function () { if (current < 0) load(order[position]); play(); },
    pause: function () { audio.pause(); },
    previoustrack: function () { step(-1, true); },
    nexttrack: function () { step(1, true); },
    seekto: function (details) { seekTo(details.seekTime); },
    seekbackward: function (details) { seekTo((audio.currentTime || 0) - ((details && details.seekOffset) || 5)); },
    seekforward: function (details) { seekTo((audio.currentTime || 0) + ((details && details.seekOffset) || 5)); }
  };
  window.linernotesMediaActions = actions;
  if ("mediaSession" in navigator) {
    Object.keys(actions).forEach(function (name) {
      try { navigator.mediaSession.setActionHandler(name, actions[name]); } catch (e) { /* an action this browser lacks */ }
    });
  }
  showState();
  showTime();
})();
