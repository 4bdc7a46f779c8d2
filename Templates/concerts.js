// Splits the concerts into upcoming and past by the visitor's own date, and filters them as you type.
(function () {
  "use strict";
  // The site's words and the shared helpers (assets/strings.js, loaded before this script on every page).
  var strings = window.linernotesStrings;
  var list = document.querySelector("[data-concerts]");
  if (!list || !strings) return;
  var fold = strings.fold;
  var now = new Date();
  var pad = function (n) { return (n < 10 ? "0" : "") + n; };
  var today = now.getFullYear() + "-" + pad(now.getMonth() + 1) + "-" + pad(now.getDate());
  var days = Array.prototype.slice.call(list.querySelectorAll("[data-date]"));

  function group(title, items) {
    var section = document.createElement("section");
    section.setAttribute("aria-label", title);
    var heading = document.createElement("h2");
    heading.textContent = title;
    section.appendChild(heading);
    items.forEach(function (day) {
      var h = day.querySelector("h2");
      if (h) { var h3 = document.createElement("h3"); h3.className = h.className; h3.append.apply(h3, Array.prototype.slice.call(h.childNodes)); h.replaceWith(h3); }
      section.appendChild(day);
    });
    return section;
  }
  var upcoming = days.filter(function (d) { return d.getAttribute("data-date") >= today; });
  var past = days.filter(function (d) { return d.getAttribute("data-date") < today; }).reverse();
  if (upcoming.length) list.appendChild(group(strings.t("concerts_upcoming"), upcoming));
  if (past.length) list.appendChild(group(strings.t("concerts_past"), past));

  var filter = document.querySelector("[data-concert-filter]");
  if (!filter) return;
  filter.closest("p").hidden = false;
  filter.addEventListener("input", function () {
    var query = fold(filter.value.trim());
    days.forEach(function (day) {
      var shown = 0;
      day.querySelectorAll("[data-text]").forEach(function (item) {
        var match = !query || fold(item.getAttribute("data-text")).indexOf(query) !== -1;
        item.hidden = !match;
        if (match) shown++;
      });
      day.hidden = shown === 0;
    });
  });
})();
