// The playlist player: play/pause, previous, next, shuffle. The play button shows what the audio element
// really does (it follows its events, not our guesses), and shuffle plays every track once per cycle and
// never the same track twice in a row.
(function () {
  "use strict";

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

  var player = document.querySelector("[data-player]");
  if (!player) return;
  var audio = player.querySelector("audio");
  var items = Array.prototype.slice.call(document.querySelectorAll("[data-track-src]"));
  if (!items.length) return;
  var playButton = player.querySelector("[data-play]");
  var shuffleButton = player.querySelector("[data-shuffle]");
  var nowPlaying = player.querySelector("[data-now]");
  var order = items.map(function (_, i) { return i; });
  var position = 0;
  var current = -1;

  function title(i) { return items[i].querySelector(".track-title").firstChild.textContent.trim(); }

  function load(i) {
    if (current >= 0) items[current].removeAttribute("aria-current");
    current = i;
    items[i].setAttribute("aria-current", "true");
    player.setAttribute("data-current-index", String(i));
    audio.src = items[i].getAttribute("data-track-src");
    nowPlaying.textContent = title(i);
  }

  function play() {
    var attempt = audio.play();
    if (attempt && attempt.catch) attempt.catch(function () { /* the button follows the real state */ });
  }

  function step(delta, keepPlaying) {
    position += delta;
    if (position >= order.length) {
      if (shuffleButton.getAttribute("aria-pressed") === "true") order = shuffleOrder(items.length, order[order.length - 1]);
      position = 0;
    } else if (position < 0) {
      position = order.length - 1;
    }
    load(order[position]);
    if (keepPlaying) play();
  }

  function showState() {
    var playing = !audio.paused && !audio.ended;
    playButton.textContent = playing ? "Pause" : "Play";
    playButton.setAttribute("aria-label", playing ? "Pause" : "Play");
  }
  ["play", "playing", "pause", "ended", "emptied"].forEach(function (name) { audio.addEventListener(name, showState); });

  playButton.addEventListener("click", function () {
    if (current < 0) load(order[position]);
    if (audio.paused) play(); else audio.pause();
  });
  player.querySelector("[data-next-track]").addEventListener("click", function () { step(1, !audio.paused); });
  player.querySelector("[data-prev]").addEventListener("click", function () { step(-1, !audio.paused); });
  audio.addEventListener("ended", function () { step(1, true); });
  shuffleButton.addEventListener("click", function () {
    var on = shuffleButton.getAttribute("aria-pressed") !== "true";
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
  showState();
})();
