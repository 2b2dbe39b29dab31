/* rulebot widget, part 2: building elements (text only, never HTML strings), the colour
 * labels the server knows (GET /api/colours: names and tile colours), card tiles, icons,
 * and arrow-key moves inside a group of buttons.
 */
(function (RB) {
  "use strict";
  var uid = 0;
  RB.nextId = function (prefix) { uid += 1; return "rb-" + prefix + "-" + uid + "-" + Date.now().toString(36); };

  /* h("p", {class: "x", text: "…", onclick: f}, [children]) */
  RB.h = function (tag, attrs, children) {
    var el = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      var v = attrs[k];
      if (v === null || v === undefined || v === false) return;
      if (k === "class") el.className = v;
      else if (k === "text") el.textContent = String(v);
      else if (k === "hidden") el.hidden = true;
      else if (k === "style") Object.keys(v).forEach(function (p) { el.style.setProperty(p, v[p]); });
      else if (k.slice(0, 2) === "on") el.addEventListener(k.slice(2), v);
      else el.setAttribute(k, v === true ? "" : String(v));
    });
    (children || []).forEach(function (c) {
      if (c === null || c === undefined || c === false) return;
      el.appendChild(typeof c === "string" || typeof c === "number" ? document.createTextNode(String(c)) : c);
    });
    return el;
  };
  var h = RB.h;

  RB.pagesLabel = function (pages) {
    var list = (Array.isArray(pages) ? pages : []).slice().sort(function (a, b) { return a - b; });
    if (!list.length) return "";
    var runs = [];
    list.forEach(function (p) {
      var last = runs[runs.length - 1];
      if (last && p === last[1] + 1) last[1] = p; else runs.push([p, p]);
    });
    return runs.map(function (r) { return r[0] === r[1] ? String(r[0]) : r[0] + "-" + r[1]; }).join(", ");
  };
  /* "(p. 6-7)", never broken across lines. */
  RB.citePages = function (pages) { return "(p.\u00a0" + RB.pagesLabel(pages) + ")"; };

  /* ---------- colour labels ---------- */
  var byKey = {}; /* folded id or name -> colour {id, names, tile, ink, kind} */
  RB.species = [];
  function fold(label) {
    return String(label || "").toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z0-9]/g, "");
  }
  RB.setColours = function (data) {
    ["species", "plain"].forEach(function (kind) {
      (Array.isArray(data && data[kind]) ? data[kind] : []).forEach(function (c) {
        if (!c || typeof c.id !== "string") return;
        var colour = { id: c.id, kind: kind, names: c.names || {}, tile: c.tile, ink: c.ink };
        if (kind === "species") RB.species.push(colour);
        [c.id].concat(Object.keys(colour.names).map(function (l) { return colour.names[l]; })).forEach(function (key) {
          if (!byKey[fold(key)]) byKey[fold(key)] = colour;
        });
      });
    });
  };
  RB.colourOf = function (label) { return byKey[fold(label)] || null; };
  RB.colourName = function (label, lang) {
    var colour = RB.colourOf(label);
    var names = colour ? colour.names : {};
    return names[lang] || names[RB.config.lang] || String(label || "").replace(/_/g, " ");
  };
  /* A label the server does not know ("A", "B" in a drawn layout): one of 8 spare tiles. */
  function spareClass(label) {
    var key = fold(label), sum = 0;
    for (var i = 0; i < key.length; i++) sum = (sum * 31 + key.charCodeAt(i)) % 9973;
    return "rb-spare-" + (sum % 8);
  }
  /* The class and inline colours of a tile or swatch for a colour label. */
  RB.paint = function (el, label) {
    var colour = RB.colourOf(label);
    if (colour && colour.tile) {
      el.style.setProperty("background-color", colour.tile);
      el.style.setProperty("color", colour.ink || "#000000");
    } else {
      el.classList.add(spareClass(label));
    }
    return el;
  };

  RB.parseCard = function (card) {
    if (card && typeof card === "object") return { value: card.value, colour: card.colour };
    var m = /^(\d+)\s*(.+)$/.exec(String(card));
    return m ? { value: m[1], colour: m[2] } : { value: "?", colour: String(card) };
  };
  RB.cardTile = function (card, lang, tag, attrs) {
    var name = RB.colourName(card.colour, lang);
    var more = attrs || {};
    var tile = h(tag || "li", Object.assign({ title: card.value + " " + name }, more, { class: "rb-card" + (more.class ? " " + more.class : "") }), [
      h("span", { class: "rb-card-value", text: card.value }),
      h("span", { class: "rb-card-colour", text: name }),
    ]);
    return RB.paint(tile, card.colour);
  };
  RB.cardTiles = function (cards, label, lang) {
    return h("ol", { class: "rb-cards", "aria-label": label }, (Array.isArray(cards) ? cards : []).map(function (c) {
      return RB.cardTile(RB.parseCard(c), lang);
    }));
  };
  RB.swatch = function (label) { return RB.paint(h("span", { class: "rb-swatch", "aria-hidden": "true" }), label); };

  /* ---------- icons ---------- */
  var SVG = "http://www.w3.org/2000/svg";
  var PATHS = {
    thumb: "M1 21h4V9H1v12zm22-11c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06" +
      "L14.17 1 7.59 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05" +
      "c.09-.23.14-.47.14-.73v-2z",
    cards: "M4 4h9a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm13 2.5 3.4.9a2 2 0 0 1 1.4 2.4" +
      "l-2.9 10.8a2 2 0 0 1-1.9 1.5V6.5z",
    send: "M2 21l21-9L2 3v7l15 2-15 2v7z",
  };
  RB.icon = function (name, rotate) {
    var svg = document.createElementNS(SVG, "svg");
    [["viewBox", "0 0 24 24"], ["width", "18"], ["height", "18"], ["aria-hidden", "true"], ["focusable", "false"]].forEach(function (a) {
      svg.setAttribute(a[0], a[1]);
    });
    var path = document.createElementNS(SVG, "path");
    path.setAttribute("d", PATHS[name]);
    path.setAttribute("fill", "currentColor");
    if (rotate) path.setAttribute("transform", "rotate(180 12 12)");
    svg.appendChild(path);
    return svg;
  };

  /* Arrow keys (and Home/End) move the focus among `selector` inside `group`; only the
   * current one is in the Tab order (a roving tabindex). `onMove(el)` runs on each move. */
  RB.roving = function (group, selector, onMove) {
    group.setAttribute("data-roving", selector);
    function items() { return Array.prototype.slice.call(group.querySelectorAll(selector)); }
    group.addEventListener("keydown", function (e) {
      var list = items();
      var at = list.indexOf(e.target);
      if (at < 0) return;
      var step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
      var next = e.key === "Home" ? 0 : e.key === "End" ? list.length - 1 : step ? (at + step + list.length) % list.length : -1;
      if (next < 0) return;
      e.preventDefault();
      RB.focusItem(list, list[next]);
      if (onMove) onMove(list[next]);
    });
  };
  RB.focusItem = function (list, el, noFocus) {
    list.forEach(function (x) { x.tabIndex = x === el ? 0 : -1; });
    if (!noFocus) el.focus();
  };
})(window.__rulebotWidget);
